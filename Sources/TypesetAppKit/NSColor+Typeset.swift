#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Typeset

  extension NSColor {
    /// The sRGB colour with these components.
    ///
    ///     NSColor(TextColor.systemBlue.light)   // #007AFF
    public convenience init(_ rgba: TextColor.RGBA) {
      self.init(
        srgbRed: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue),
        alpha: CGFloat(rgba.alpha))
    }
  }
#endif
