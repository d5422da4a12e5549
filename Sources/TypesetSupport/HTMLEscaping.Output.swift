extension HTMLEscaping {
  /// Where ``HTMLEscaping`` appends what it writes: a byte array (the Markdown renderer's
  /// result) or a ``ByteBuffer`` (the themed writer's), so both share one escaping loop,
  /// specialised for each.
  ///
  ///     var html: [UInt8] = []
  ///     html.appendBytes(UnsafeBufferPointer(start: "&amp;".utf8Start, count: 5))
  ///     // html == Array("&amp;".utf8)
  @usableFromInline package protocol Output {
    /// Appends the bytes.
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Appends one byte.
    mutating func appendByte(_ byte: UInt8)
  }
}

extension Array: HTMLEscaping.Output where Element == UInt8 {
  @inlinable @inline(__always)
  package mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
    append(contentsOf: bytes)
  }

  @inlinable @inline(__always)
  package mutating func appendByte(_ byte: UInt8) { append(byte) }
}

extension ByteBuffer: HTMLEscaping.Output {
  @inlinable @inline(__always)
  package func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) { append(bytes) }

  @inlinable @inline(__always)
  package func appendByte(_ byte: UInt8) { append(byte) }
}

extension ByteBuffer {
  /// Appends `bytes`, escaped for `mode`: each stretch that needs nothing is copied once,
  /// straight into the buffer.
  ///
  ///     let buffer = ByteBuffer()
  ///     Array("a&b".utf8).withUnsafeBufferPointer { buffer.append($0, escapedAs: .text) }
  ///     String(decoding: buffer.buffer, as: UTF8.self)   // "a&amp;b"
  @inlinable
  package func append(_ bytes: UnsafeBufferPointer<UInt8>, escapedAs mode: HTMLEscaping.Mode) {
    var output = self
    HTMLEscaping.append(bytes, as: mode, into: &output)
  }
}
