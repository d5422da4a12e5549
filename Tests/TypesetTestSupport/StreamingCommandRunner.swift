import Foundation

/// Runs the built `typeset` executable with its standard input open, written to piece by
/// piece while the output is read as it comes, for commands that print before their input
/// ends (`typeset render --stream`).
///
///     let run = try StreamingCommandRunner(["render", "--stream", "--to", "html"])
///     try run.write("# Title\n\n")
///     run.waitForOutput { $0.contains("</h1>") }   // true: printed before the input ended
///     let result = try run.finish()
///     result.output   // "<h1>Title</h1>\n"
public final class StreamingCommandRunner: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let lock = NSLock()
  private var collected = Data()
  private let outputDone = DispatchSemaphore(value: 0)
  private let errors: ErrorCollector

  /// Starts the command, with the same pinned terminal environment as ``CommandRunner``.
  public init(_ arguments: [String]) throws {
    process.executableURL = CommandRunner.executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["COLUMNS"] = "80"
    environment["TERM"] = "dumb"
    process.environment = environment
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    errors = ErrorCollector(error.fileHandleForReading)
    let handle = output.fileHandleForReading
    Thread { [self] in
      while true {
        let data = handle.availableData
        if data.isEmpty { break }
        lock.lock()
        collected.append(data)
        lock.unlock()
      }
      outputDone.signal()
    }.start()
  }

  /// Writes a piece of the input (the pipe passes it on at once).
  public func write(_ text: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
  }

  /// The output so far, decoded as UTF-8.
  public var outputSoFar: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: collected, as: UTF8.self)
  }

  /// Waits until the output so far satisfies `condition`, for at most `seconds`; returns
  /// whether it did.
  public func waitForOutput(seconds: Double = 20, _ condition: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition(outputSoFar) { return true }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return condition(outputSoFar)
  }

  /// Ends the input and waits for the command to exit.
  public func finish() throws -> CommandRunner.Result {
    try input.fileHandleForWriting.close()
    outputDone.wait()
    process.waitUntilExit()
    return CommandRunner.Result(
      status: process.terminationStatus, output: outputSoFar,
      error: String(decoding: errors.finish(), as: UTF8.self))
  }
}
