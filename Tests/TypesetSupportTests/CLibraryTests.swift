import Foundation
import Testing
import TypesetSupport

@Suite("CLibrary")
struct CLibraryTests {
  static let integerSpecs = [
    "%d", "%5d", "%-5d|", "%05d", "%+d", "% d", "%x", "%X", "%#x", "%o", "%u",
  ]
  static let longSpecs = ["%ld", "%lld", "%20ld", "%lx", "%lu"]
  static let floatSpecs = [
    "%f", "%.2f", "%10.3f", "%-10.1f|", "%+.1f", "%e", "%.3E", "%g", "%G", "%.0f", "%05.1f",
  ]

  /// Numbers format as `String(format:)` formats them, spec by spec.
  @Test func numbersFormatAsFoundationDoes() {
    for spec in Self.integerSpecs {
      for value: Int32 in [0, 1, -1, 42, 255, -255, Int32.max, Int32.min] {
        #expect(CLibrary.format(spec, value) == String(format: spec, value), "\(spec) \(value)")
      }
    }
    for spec in Self.longSpecs {
      for value: Int in [0, -7, 1 << 40, Int.max, Int.min] {
        #expect(CLibrary.format(spec, value) == String(format: spec, value), "\(spec) \(value)")
      }
    }
    for spec in Self.floatSpecs {
      for value in [0.0, 9.5, -3.14159, 1e20, 1e-7, 0.125, 2.5, .infinity, -.infinity] {
        #expect(CLibrary.format(spec, value) == String(format: spec, value), "\(spec) \(value)")
      }
    }
  }

  /// Output longer than the first buffer is written whole.
  @Test func wideOutputIsNotCut() {
    #expect(CLibrary.format("%300d", 7).count == 300)
    #expect(CLibrary.format("%.200f", 1.0).count == 202)
  }
}
