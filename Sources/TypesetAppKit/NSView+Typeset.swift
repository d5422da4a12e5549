#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Typeset

  extension NSView {
    /// The environment for this view's effective appearance over a theme and base environment.
    func typesetEnvironment(theme: Theme, over base: TextEnvironment) -> TextEnvironment {
      PlatformTraits(appKitAppearanceName: effectiveAppearance.name.rawValue)
        .applied(to: theme.environment(base))
    }
  }
#endif
