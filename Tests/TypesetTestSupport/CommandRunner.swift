import Foundation

/// Runs the built `typeset` executable, the way a user or a script does, with the terminal
/// environment pinned (`NO_COLOR`, `COLUMNS`, `TERM`) so results never depend on the machine.
///
///     let result = try CommandRunner.run(["render", "--to", "text"], input: "hi")
///     result.output   // "hi\n"
public struct CommandRunner {
  /// What a run printed and how it ended.
  public struct Result: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output, decoded as UTF-8.
    public var output: String
    /// Standard error, decoded as UTF-8.
    public var error: String
  }

  /// Set once: writing to a pipe whose reader has gone returns an error instead of raising
  /// SIGPIPE in the test process.
  private static let ignoresBrokenPipes: Bool = {
    signal(SIGPIPE, SIG_IGN)
    return true
  }()

  /// The `typeset` binary next to the test bundle (SwiftPM puts products in one folder).
  public static let executable: URL = {
    let candidates = [
      Bundle.main.bundleURL,
      Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    for directory in candidates {
      let url = directory.appendingPathComponent("typeset")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    fatalError("typeset executable not found near \(candidates.map(\.path))")
  }()

  /// Runs the command with text on standard input.
  public static func run(
    _ arguments: [String], input: String = "", standardOutput: FileHandle? = nil,
    environment extra: [String: String] = [:]
  ) throws -> Result {
    try run(
      arguments, inputBytes: Array(input.utf8), standardOutput: standardOutput,
      environment: extra)
  }

  /// Runs the command with bytes on standard input; with `standardOutput`, the output goes
  /// there (a file, `/dev/full`) instead of being collected. `extra` variables are set over
  /// the pinned ones.
  public static func run(
    _ arguments: [String], inputBytes: [UInt8], standardOutput: FileHandle? = nil,
    environment extra: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["COLUMNS"] = "80"
    environment["TERM"] = "dumb"
    environment["COLORFGBG"] = nil
    environment.merge(extra) { _, new in new }
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = standardOutput ?? stdout
    process.standardError = stderr
    try process.run()
    // A command that exits without reading its input (a usage error, `-o FILE`) closes the
    // pipe; the write must then fail quietly instead of killing the test run with SIGPIPE.
    _ = Self.ignoresBrokenPipes
    let writer = Thread {
      try? stdin.fileHandleForWriting.write(contentsOf: Data(inputBytes))
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let errorData = ErrorCollector(stderr.fileHandleForReading)
    if standardOutput != nil { try? stdout.fileHandleForWriting.close() }  // never handed over
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      error: String(decoding: errorData.finish(), as: UTF8.self))
  }

  /// A fresh path in the temporary directory with the given file name ending; the caller
  /// removes what it creates there.
  public static func temporaryPath(_ suffix: String) -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("typeset-\(UUID().uuidString)\(suffix)")
  }

  /// Writes bytes to a fresh temporary file and returns its URL.
  public static func temporaryFile(_ suffix: String, bytes: [UInt8]) throws -> URL {
    let url = temporaryPath(suffix)
    try Data(bytes).write(to: url)
    return url
  }
}

/// Reads a pipe on its own thread so a chatty stderr cannot block the process.
final class ErrorCollector: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }.start()
  }

  func finish() -> Data {
    done.wait()
    return data
  }
}
