import TypesetHTML

// Compile-only: this file stops compiling if a public type loses `Sendable`. Nothing here runs.
private func requireSendable<T: Sendable>(_: T.Type) {}

private func publicTypesAreSendable() {
  requireSendable(HTMLRenderer.self)
  requireSendable(HTMLRenderer.Options.self)
  requireSendable(HTMLRenderer.Profile.self)
  requireSendable(HTMLRendering.self)
  requireSendable(HTMLWarning.self)
}
