#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library functions the package calls without Foundation, in one place: formatting a
/// number by a C format specification, the elementary functions the colour code uses, and the
/// system's message for an error number.
///
///     CLibrary.format("%.2f", 9.5)   // "9.50"
///     CLibrary.cbrt(27)              // 3
package enum CLibrary {
  /// One number formatted by a C format specification through `vsnprintf`, as
  /// `String(format:)` formats numbers; an empty string if the C library refuses it.
  ///
  /// The specification must hold one conversion for the argument and nothing that reads more
  /// (no `%n`, no `*`); callers build it from parts they have checked.
  ///
  ///     CLibrary.format("%05x", 255)   // "000ff"
  package static func format(_ spec: String, _ argument: any CVarArg) -> String {
    var capacity = 64
    while true {
      var buffer = [CChar](repeating: 0, count: capacity)
      // A fresh argument list each time: one is used up by the call that reads it.
      let needed = withVaList([argument]) { list in
        spec.withCString { vsnprintf(&buffer, capacity, $0, list) }
      }
      guard needed >= 0 else { return "" }
      if Int(needed) < capacity {
        return buffer.withUnsafeBufferPointer { pointer in
          String(decoding: UnsafeRawBufferPointer(pointer).prefix(Int(needed)), as: UTF8.self)
        }
      }
      capacity = Int(needed) + 1
    }
  }

  /// The system's message for an `errno` value.
  ///
  ///     CLibrary.errorMessage(ENOENT)   // "No such file or directory"
  package static func errorMessage(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// `base` raised to `exponent`.
  ///
  ///     CLibrary.pow(2, 10)   // 1024
  @inline(__always) package static func pow(_ base: Double, _ exponent: Double) -> Double {
    cPow(base, exponent)
  }

  /// The cube root, negative for a negative argument.
  ///
  ///     CLibrary.cbrt(-8)   // -2
  @inline(__always) package static func cbrt(_ value: Double) -> Double { cCbrt(value) }

  /// The cosine of an angle in radians.
  ///
  ///     CLibrary.cos(0)   // 1
  @inline(__always) package static func cos(_ radians: Double) -> Double { cCos(radians) }

  /// The sine of an angle in radians.
  ///
  ///     CLibrary.sin(0)   // 0
  @inline(__always) package static func sin(_ radians: Double) -> Double { cSin(radians) }
}

// The C functions under other names: inside `CLibrary` their own names are its members.
private func cPow(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
private func cCbrt(_ value: Double) -> Double { cbrt(value) }
private func cCos(_ radians: Double) -> Double { cos(radians) }
private func cSin(_ radians: Double) -> Double { sin(radians) }
