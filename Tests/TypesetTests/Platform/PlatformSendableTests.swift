import Typeset

// Compile-only: this file stops compiling if a public Platform type loses `Sendable` or
// `Hashable`. Nothing here runs.
private func requireSendableValue<T: Sendable & Hashable>(_: T.Type) {}

private func platformTypesAreSendableValues() {
  requireSendableValue(AppleTextFramework.self)
  requireSendableValue(PlatformTraits.self)
  requireSendableValue(PlatformFont.self)
  requireSendableValue(PlatformFont.Source.self)
  requireSendableValue(PlatformFont.FeatureSetting.self)
  requireSendableValue(PlatformParagraphStyle.self)
  requireSendableValue(PlatformTextAttributes.self)
  requireSendableValue(PlatformTextAttributes.Key.self)
  requireSendableValue(ControlState.self)
  requireSendableValue(ControlStyles.self)
}
