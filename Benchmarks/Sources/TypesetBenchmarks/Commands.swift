import Foundation

/// Running peer commands: finding them, timing them, and measuring their peak memory.
enum Commands {
  /// The package root (the folder above `Benchmarks/`), found from this source file's path.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The release `typeset` binary: `$TYPESET_BINARY`, else `.build/release/typeset` in the
  /// package root; `nil` (with the reason printed once by the caller) when neither exists.
  static func typesetBinary() -> String? {
    if let path = ProcessInfo.processInfo.environment["TYPESET_BINARY"],
      FileManager.default.isExecutableFile(atPath: path)
    {
      return path
    }
    let path = packageRoot.appendingPathComponent(".build/release/typeset").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// The note printed when the release binary is missing.
  static let missingTypesetNote =
    "note: no release typeset binary (build it with `swift build -c release --product typeset` "
    + "in the package root, or set TYPESET_BINARY); command timings skipped"

  /// The first executable called `name` on `PATH`.
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The best CPU time of `runs` runs of a command, output discarded; `nil` if it fails.
  static func bestTime(_ executable: String, _ arguments: [String], runs: Int) -> Double? {
    var best = Double.infinity
    for _ in 0..<runs {
      guard let time = time(executable, arguments) else { return nil }
      best = min(best, time)
    }
    return best
  }

  /// CPU time (user + system) of one run of a command, output discarded; `nil` if it fails.
  static func time(_ executable: String, _ arguments: [String]) -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = Measure.childrenCPUTime()
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    let elapsed = Measure.childrenCPUTime() - start
    return process.terminationStatus == 0 ? elapsed : nil
  }

  /// Standard output and error of a command, and whether it succeeded.
  static func output(_ executable: String, _ arguments: [String]) -> (String, Bool)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus == 0)
  }

  /// Peak RSS in KB of one run of a command, under GNU time (`/usr/bin/time -f %M`).
  static func peakMemoryKB(_ executable: String, _ arguments: [String]) -> Int? {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
    process.arguments = ["-f", "%M", executable] + arguments
    let pipe = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = pipe
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    return lines.last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
  }

  /// Peak memory of a command on `file` beyond its peak on `emptyFile`, in MB per input MB.
  static func memoryPerInputMB(
    _ executable: String, _ arguments: (String) -> [String], file: String, emptyFile: String,
    inputMB: Double
  ) -> (perMB: Double, peakMB: Double)? {
    guard let peak = peakMemoryKB(executable, arguments(file)),
      let baseline = peakMemoryKB(executable, arguments(emptyFile))
    else { return nil }
    return (Double(peak - baseline) / 1000 / inputMB, Double(peak) / 1000)
  }
}
