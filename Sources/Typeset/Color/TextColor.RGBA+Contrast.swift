import TypesetSupport

extension TextColor.RGBA {
  /// The WCAG 2 relative luminance of the colour (its alpha ignored): 0 for black, 1 for white.
  ///
  /// Each sRGB component is linearised (the sRGB transfer function, threshold 0.04045), then
  /// weighted 0.2126 red, 0.7152 green, 0.0722 blue.
  ///
  ///     TextColor.RGBA(red: 1, green: 1, blue: 1).relativeLuminance   // 1
  public var relativeLuminance: Double {
    func linear(_ component: Double) -> Double {
      component <= 0.04045 ? component / 12.92 : CLibrary.pow((component + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2 contrast ratio between two opaque colours, from 1 (none) to 21 (black on white).
  ///
  ///     let white = TextColor.RGBA(red: 1, green: 1, blue: 1)
  ///     TextColor.RGBA(red: 0, green: 0, blue: 0).contrastRatio(with: white)   // 21
  public func contrastRatio(with other: TextColor.RGBA) -> Double {
    let (a, b) = (relativeLuminance, other.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// This colour painted over `background` (alpha compositing, "source over"); the result
  /// takes the background's alpha combined with this one's.
  ///
  ///     let halfBlack = TextColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
  ///     halfBlack.composited(over: TextColor.RGBA(red: 1, green: 1, blue: 1)).hex   // "#808080FF"
  public func composited(over background: TextColor.RGBA) -> TextColor.RGBA {
    let alpha = self.alpha + background.alpha * (1 - self.alpha)
    guard alpha > 0 else { return TextColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
    func mix(_ top: Double, _ bottom: Double) -> Double {
      (top * self.alpha + bottom * background.alpha * (1 - self.alpha)) / alpha
    }
    return TextColor.RGBA(
      red: mix(red, background.red), green: mix(green, background.green),
      blue: mix(blue, background.blue), alpha: alpha)
  }
}
