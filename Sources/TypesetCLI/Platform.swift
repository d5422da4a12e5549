import TypesetSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every question the command asks the operating system goes through here.
enum Platform {
  /// The system's message for an `errno` value, `No such file or directory`.
  static func reason(_ code: Int32) -> String { CLibrary.errorMessage(code) }

  /// Reads all of standard input as bytes.
  static func readStandardInput() throws(CommandError) -> [UInt8] {
    try readAll(from: STDIN_FILENO, sizeHint: 0, name: "standard input")
  }

  /// Reads a file as bytes; a missing file, a directory or an unreadable file is invalid
  /// input with the system's reason.
  static func readFile(_ path: String) throws(CommandError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw .invalidInput("cannot read \(path): \(reason(errno))")
    }
    defer { _ = close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .invalidInput("cannot read \(path): \(reason(errno))")
    }
    if status.st_mode & S_IFMT == S_IFDIR {
      throw .invalidInput("cannot read \(path): it is a directory; give a file")
    }
    return try readAll(from: descriptor, sizeHint: Int(status.st_size), name: path)
  }

  private static func readAll(
    from descriptor: Int32, sizeHint: Int, name: String
  ) throws(CommandError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(max(sizeHint + 1, 1 << 16))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw .invalidInput("cannot read \(name): \(reason(errno))")
      }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// Reads what is available from `descriptor` (waiting until something is) into `chunk`;
  /// returns the number of bytes read, 0 at the end of the input.
  static func readSome(
    from descriptor: Int32, into chunk: inout [UInt8], name: String
  ) throws(CommandError) -> Int {
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count >= 0 { return count }
      if errno == EINTR { continue }
      throw .invalidInput("cannot read \(name): \(reason(errno))")
    }
  }

  /// Waits up to `milliseconds` (-1: without limit) for input on `descriptor`; whether some
  /// arrived (or the input ended) rather than the time running out.
  static func waitForInput(on descriptor: Int32, milliseconds: Int32) -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let result = poll(&request, 1, milliseconds)
      if result >= 0 { return result > 0 }
      if errno != EINTR { return true }
    }
  }

  /// Opens a file for reading; a missing or unreadable file is invalid input.
  static func openForReading(_ path: String) throws(CommandError) -> Int32 {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .invalidInput("cannot read \(path): \(reason(errno))") }
    return descriptor
  }

  /// The standard input's descriptor.
  static var standardInput: Int32 { STDIN_FILENO }

  /// Opens (creating or truncating) a file for the output.
  static func openForWriting(_ path: String) throws(CommandError) -> Int32 {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw .cannotWrite(path, reason: reason(errno)) }
    return descriptor
  }

  /// Writes every byte to a descriptor, retrying short writes; returns the `errno` of a
  /// failure, or `nil`.
  static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard var address = bytes.baseAddress else { return nil }
    var remaining = bytes.count
    while remaining > 0 {
      let written = unistdWrite(descriptor, address, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      address += written
      remaining -= written
    }
    return nil
  }

  /// Flushes and closes a descriptor the command opened; returns the `errno` of a failure.
  static func close(_ descriptor: Int32) -> Int32? {
    unistdClose(descriptor) == 0 ? nil : errno
  }

  /// Writes text to standard error, ignoring failures (there is nowhere left to report them).
  static func writeError(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
  }

  /// The descriptor of standard output.
  static var standardOutput: Int32 { STDOUT_FILENO }

  /// Whether standard output is a terminal.
  static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// The terminal's width in columns, asked with `TIOCGWINSZ` on standard output, then
  /// standard error; `nil` off a terminal or when the terminal does not say.
  static var terminalColumns: Int? {
    for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
      var size = winsize()
      if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
        return Int(size.ws_col)
      }
    }
    return nil
  }

  /// The process's environment variables.
  static var environment: [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      // Split at the first `=` by its byte: a search by `Character` costs grapheme breaking
      // on every variable at start-up.
      let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(pointer).assumingMemoryBound(
          to: UInt8.self), count: strlen(pointer))
      if let equals = bytes.firstIndex(of: 0x3D) {
        variables[String(decoding: bytes[..<equals], as: UTF8.self)] = String(
          decoding: bytes[(equals + 1)...], as: UTF8.self)
      }
      entry += 1
    }
    return variables
  }

  /// Ends the process with a status.
  static func exit(_ status: Int32) -> Never {
    cExit(status)
  }
}

// The C names, reachable from inside `Platform`'s same-named members.
private func unistdWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
private func unistdClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func cExit(_ status: Int32) -> Never { exit(status) }
