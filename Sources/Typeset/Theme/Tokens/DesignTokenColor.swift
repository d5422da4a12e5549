import TypesetSupport

/// Converts DTCG colour values (a colour space and its components) to sRGB.
///
/// The formulas are CSS TextColor 4's (the DTCG colour module names its spaces after it): the sRGB
/// transfer function, HSL's piecewise hue, the linear Display P3 → linear sRGB matrix (both
/// D65), and Björn Ottosson's OKLab → linear sRGB matrices. Colours outside sRGB are clamped
/// component by component.
enum DesignTokenColor {
  /// The spaces converted here; others are read from their `hex` fallback.
  static let spaces = ["srgb", "srgb-linear", "hsl", "display-p3", "oklch", "oklab"]

  /// The component ranges, for messages and checks.
  static func ranges(of space: String) -> [ClosedRange<Double>] {
    switch space {
    case "hsl": [0...360, 0...100, 0...100]
    case "oklch": [0...1, 0...1, 0...360]
    case "oklab": [0...1, -1...1, -1...1]
    default: [0...1, 0...1, 0...1]
    }
  }

  /// The sRGB colour for components in a space, or `nil` for a space not converted here.
  static func rgba(space: String, components c: [Double], alpha: Double) -> TextColor.RGBA? {
    let rgb: (Double, Double, Double)
    switch space {
    case "srgb":
      rgb = (c[0], c[1], c[2])
    case "srgb-linear":
      rgb = (encode(c[0]), encode(c[1]), encode(c[2]))
    case "hsl":
      rgb = hsl(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
    case "display-p3":
      let (r, g, b) = (decode(c[0]), decode(c[1]), decode(c[2]))
      rgb = (
        encode(1.224_940_1 * r - 0.224_940_4 * g),
        encode(-0.042_056_9 * r + 1.042_057_1 * g),
        encode(-0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_5 * b)
      )
    case "oklch":
      let hue = c[2] * .pi / 180
      rgb = oklab(lightness: c[0], a: c[1] * CLibrary.cos(hue), b: c[1] * CLibrary.sin(hue))
    case "oklab":
      rgb = oklab(lightness: c[0], a: c[1], b: c[2])
    default:
      return nil
    }
    return TextColor.RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
  }

  /// Linear light to the sRGB curve.
  static func encode(_ linear: Double) -> Double {
    let magnitude = abs(linear)
    let encoded =
      magnitude <= 0.003_130_8
      ? 12.92 * magnitude : 1.055 * CLibrary.pow(magnitude, 1 / 2.4) - 0.055
    return linear < 0 ? -encoded : encoded
  }

  /// The sRGB (and Display P3) curve to linear light.
  static func decode(_ encoded: Double) -> Double {
    let magnitude = abs(encoded)
    let linear =
      magnitude <= 0.040_45 ? magnitude / 12.92 : CLibrary.pow((magnitude + 0.055) / 1.055, 2.4)
    return encoded < 0 ? -linear : linear
  }

  static func hsl(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
    let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    let a = saturation * min(lightness, 1 - lightness)
    func channel(_ n: Double) -> Double {
      let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return (channel(0), channel(8), channel(4))
  }

  static func oklab(lightness: Double, a: Double, b: Double) -> (Double, Double, Double) {
    let l = CLibrary.pow(lightness + 0.396_337_777_4 * a + 0.215_803_757_3 * b, 3)
    let m = CLibrary.pow(lightness - 0.105_561_345_8 * a - 0.063_854_172_8 * b, 3)
    let s = CLibrary.pow(lightness - 0.089_484_177_5 * a - 1.291_485_548_0 * b, 3)
    return (
      encode(4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s),
      encode(-1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s),
      encode(-0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s)
    )
  }
}
