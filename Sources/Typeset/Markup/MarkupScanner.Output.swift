extension MarkupScanner {
  /// Where the scanner writes the decoded text: an array of its own, or a buffer its caller
  /// provides — the final string's storage, which saves copying the whole text once more.
  ///
  /// A provided buffer has a fixed size; text that would not fit sets ``overflowed`` and
  /// nothing more is written, so the caller can scan again into an array.
  struct Output {
    private var array: [UInt8] = []
    private let buffer: UnsafeMutableBufferPointer<UInt8>?
    /// The number of bytes written.
    private(set) var count = 0
    /// Whether the text outgrew the provided buffer.
    private(set) var overflowed = false

    /// Output into an array of its own, reserving `capacity` bytes.
    init(reserving capacity: Int) {
      buffer = nil
      array.reserveCapacity(capacity)
    }

    /// Output into `buffer`.
    init(into buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    /// The bytes written into the array (empty when writing into a provided buffer).
    var bytes: [UInt8] { array }

    /// Appends bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
      if let buffer, let target = buffer.baseAddress {
        guard !overflowed, bytes.count <= buffer.count - count else {
          overflowed = true
          return
        }
        ByteBuffer.copy(source, to: target + count, count: bytes.count)
      } else {
        array.append(contentsOf: bytes)
      }
      count += bytes.count
    }

    /// Appends a string's UTF-8 bytes.
    mutating func append(_ text: String) {
      var text = text
      text.withUTF8 { append($0) }
    }

    /// Appends a reference's replacement.
    mutating func append(_ replacement: Replacement) {
      switch replacement {
      case .text(let text):
        append(text)
      case .scalar(let value):
        var (word, length) = UTF8Encoding.encoded(value)
        word = word.littleEndian
        withUnsafeBytes(of: &word) { raw in
          append(
            UnsafeBufferPointer(start: raw.bindMemory(to: UInt8.self).baseAddress, count: length))
        }
      }
    }
  }
}
