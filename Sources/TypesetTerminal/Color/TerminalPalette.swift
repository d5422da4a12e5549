import Typeset
import TypesetSupport

/// The xterm palettes and the nearest-colour search that maps an sRGB colour into them.
///
/// "Nearest" is measured in OKLab (Björn Ottosson's perceptual space), where equal distances
/// look about equally different, so a dark blue is not mapped to black and a pale yellow not to
/// grey as a plain RGB distance would. The 256-colour search covers the 6×6×6 cube and the grey
/// ramp (16–255), never the first 16 entries, whose colours each user's theme redefines; the
/// 16-colour search uses xterm's default values.
///
///     TerminalPalette.nearest256(to: TextColor.RGBA(red: 1, green: 0, blue: 0))   // 196
///     TerminalPalette.nearest16(to: TextColor.RGBA(red: 1, green: 0, blue: 0))    // 9: bright red
public enum TerminalPalette {
  /// The 256-colour index (16–255) nearest to `color`.
  ///
  ///     TerminalPalette.nearest256(to: TextColor.RGBA(red: 0.5, green: 0.5, blue: 0.5))   // 244
  public static func nearest256(to color: TextColor.RGBA) -> Int {
    nearest(to: color, in: cubeAndGreys, offset: 16)
  }

  /// The 16-colour index (0–15: 8–15 are the bright colours) nearest to `color`.
  ///
  ///     TerminalPalette.nearest16(to: TextColor.RGBA(red: 0, green: 0, blue: 0.5))   // 4: blue
  public static func nearest16(to color: TextColor.RGBA) -> Int {
    nearest(to: color, in: ansi16, offset: 0)
  }

  /// The sRGB value of a 256-colour palette entry (xterm's defaults for 0–15).
  ///
  ///     TerminalPalette.rgb(ofIndex: 196)   // (255, 0, 0)
  public static func rgb(ofIndex index: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
    let index = min(max(index, 0), 255)
    if index < 16 { return ansi16RGB[index] }
    if index >= 232 {
      let level = UInt8(8 + 10 * (index - 232))
      return (level, level, level)
    }
    let cube = index - 16
    return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
  }

  /// A colour in OKLab: lightness and two opponent axes.
  struct Lab {
    var l: Double
    var a: Double
    var b: Double

    func distanceSquared(to other: Lab) -> Double {
      let dl = l - other.l
      let da = a - other.a
      let db = b - other.b
      return dl * dl + da * da + db * db
    }
  }

  /// OKLab of an sRGB colour with components 0...1.
  static func lab(red: Double, green: Double, blue: Double) -> Lab {
    func linear(_ c: Double) -> Double {
      c <= 0.04045 ? c / 12.92 : CLibrary.pow((c + 0.055) / 1.055, 2.4)
    }
    let r = linear(red)
    let g = linear(green)
    let b = linear(blue)
    let l = CLibrary.cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
    let m = CLibrary.cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
    let s = CLibrary.cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
    return Lab(
      l: 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s,
      a: 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s,
      b: 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s)
  }

  static func lab(_ rgb: (red: UInt8, green: UInt8, blue: UInt8)) -> Lab {
    lab(red: Double(rgb.red) / 255, green: Double(rgb.green) / 255, blue: Double(rgb.blue) / 255)
  }

  static func nearest(to color: TextColor.RGBA, in table: [Lab], offset: Int) -> Int {
    let target = lab(red: color.red, green: color.green, blue: color.blue)
    var best = 0
    var bestDistance = Double.infinity
    for (index, entry) in table.enumerated() {
      let distance = target.distanceSquared(to: entry)
      if distance < bestDistance {
        bestDistance = distance
        best = index
      }
    }
    return best + offset
  }

  /// The levels of the 6×6×6 cube's axes.
  static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// xterm's default values for the 16 ANSI colours.
  static let ansi16RGB: [(red: UInt8, green: UInt8, blue: UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// OKLab of entries 16–255.
  static let cubeAndGreys: [Lab] = (16..<256).map { lab(rgb(ofIndex: $0)) }

  /// OKLab of entries 0–15.
  static let ansi16: [Lab] = ansi16RGB.map { lab($0) }
}
