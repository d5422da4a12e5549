/// Where the command's output goes: standard output or the `-o` file, written in large
/// chunks, with write failures reported instead of trapping.
///
/// Writers fill one byte buffer and hand it over with ``write(_:)`` whenever it passes
/// ``chunkSize``, so the output never waits in memory whole and a megabyte of runs is one
/// system call.
struct OutputSink {
  private let path: String?
  private var descriptor: Int32?

  /// Writers hand over their buffer once it holds about this many bytes.
  static let chunkSize = 1 << 20

  /// Output to the file at `path`, or to standard output when it is `nil` or `-`.
  init(path: String?) {
    self.path = path == "-" ? nil : path
  }

  /// A buffer with room for a chunk and the run that overflows it.
  static func makeBuffer() -> [UInt8] {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(chunkSize + (1 << 16))
    return buffer
  }

  /// Writes the bytes and empties the buffer, keeping its capacity. The `-o` file is opened
  /// (created or truncated) on the first write.
  mutating func write(_ bytes: inout [UInt8]) throws(CommandError) {
    guard !bytes.isEmpty else { return }
    let target = try openIfNeeded()
    if let code = bytes.withUnsafeBytes({ Platform.write($0, to: target) }) {
      throw .cannotWrite(path ?? "output", reason: Platform.reason(code))
    }
    bytes.removeAll(keepingCapacity: true)
  }

  /// Writes the rest and closes the `-o` file (an empty output still creates it).
  mutating func finish(_ bytes: inout [UInt8]) throws(CommandError) {
    try write(&bytes)
    guard path != nil else { return }
    if let code = Platform.close(try openIfNeeded()) {
      throw .cannotWrite(path ?? "output", reason: Platform.reason(code))
    }
    descriptor = nil
  }

  private mutating func openIfNeeded() throws(CommandError) -> Int32 {
    if let descriptor { return descriptor }
    let opened = try path.map { path throws(CommandError) in try Platform.openForWriting(path) }
    descriptor = opened ?? Platform.standardOutput
    return descriptor!
  }
}

extension Array where Element == UInt8 {
  /// Appends a string's UTF-8 bytes.
  mutating func append(utf8 text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }
}
