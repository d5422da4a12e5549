import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every question the command asks the operating system goes through here.
enum Platform {
  /// Reads all of standard input as bytes.
  static func readStandardInput() -> [UInt8] {
    Array(FileHandle.standardInput.readDataToEndOfFile())
  }

  /// Reads a file as bytes, or throws a usage-level error naming it.
  static func readFile(_ path: String) throws(CommandError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .invalidInput("cannot read \(path): no such file or not readable")
    }
    return Array(data)
  }

  /// Writes text to standard output.
  static func writeOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes text to standard error.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Whether standard output is a terminal.
  static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

  /// Ends the process with a status.
  static func exit(_ status: Int32) -> Never {
    Foundation.exit(status)
  }
}
