import TypesetTerminal

/// Compiles only while the public types stay `Sendable`.
private func requireSendable<T: Sendable>(_: T.Type) {}

private func publicTypesAreSendable() {
  requireSendable(TerminalRenderer.self)
  requireSendable(TerminalRenderer.Options.self)
  requireSendable(TerminalCapabilities.self)
  requireSendable(TerminalCapabilities.ColorDepth.self)
  requireSendable(ColorChoice.self)
}
