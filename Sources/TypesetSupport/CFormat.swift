#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One number formatted by a C format specification through the C library's `vsnprintf`: what
/// `String(format:)` does for numbers, without Foundation.
///
/// The specification must hold one conversion for the argument and nothing that reads more
/// (no `%n`, no `*`); callers build it from parts they have checked.
///
///     CFormat.string("%.2f", 9.5)    // "9.50"
///     CFormat.string("%05x", 255)    // "000ff"
package enum CFormat {
  /// The argument formatted by `spec`, or an empty string if the C library refuses it.
  ///
  ///     CFormat.string("%+d", 3)   // "+3"
  package static func string(_ spec: String, _ argument: any CVarArg) -> String {
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
}
