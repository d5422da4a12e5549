import Testing
@_spi(ShimTesting) import UIKit

/// Reading attributes back out of the fakes.
extension NSAttributedString {
  func attributes(atUTF16 offset: Int) -> [NSAttributedString.Key: Any] {
    attributes(at: offset, effectiveRange: nil)
  }

  func font(at offset: Int = 0) -> UIFont? {
    attributes(atUTF16: offset)[.font] as? UIFont
  }

  func colorHex(_ key: NSAttributedString.Key = .foregroundColor, at offset: Int = 0) -> String? {
    (attributes(atUTF16: offset)[key] as? UIColor)?.hex
  }
}

extension UIColor {
  var hex: String {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    func byte(_ value: CGFloat) -> String {
      let text = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
  }
}

extension UIFont {
  var systemWeight: CGFloat? { fontDescriptor.requestedSystemWeight?.rawValue }
}
