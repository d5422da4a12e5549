#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's elementary functions the colour code uses, in one place, so modules that
/// need no Foundation type import no C library of their own.
///
///     CMath.cbrt(27)   // 3
package enum CMath {
  /// `base` raised to `exponent`.
  ///
  ///     CMath.pow(2, 10)   // 1024
  @inline(__always) package static func pow(_ base: Double, _ exponent: Double) -> Double {
    cPow(base, exponent)
  }

  /// The cube root, negative for a negative argument.
  ///
  ///     CMath.cbrt(-8)   // -2
  @inline(__always) package static func cbrt(_ value: Double) -> Double { cCbrt(value) }

  /// The cosine of an angle in radians.
  ///
  ///     CMath.cos(0)   // 1
  @inline(__always) package static func cos(_ radians: Double) -> Double { cCos(radians) }

  /// The sine of an angle in radians.
  ///
  ///     CMath.sin(0)   // 0
  @inline(__always) package static func sin(_ radians: Double) -> Double { cSin(radians) }
}

// The C functions under other names: inside `CMath` their own names are its members.
private func cPow(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
private func cCbrt(_ value: Double) -> Double { cbrt(value) }
private func cCos(_ radians: Double) -> Double { cos(radians) }
private func cSin(_ radians: Double) -> Double { sin(radians) }
