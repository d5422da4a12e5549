#if canImport(UIKit)
  import Typeset
  import UIKit

  extension UIColor {
    /// The colour with these sRGB components.
    ///
    ///     UIColor(TextColor.systemBlue.light)   // #007AFF
    public convenience init(_ rgba: TextColor.RGBA) {
      self.init(
        red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue),
        alpha: CGFloat(rgba.alpha))
    }
  }
#endif
