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
    "note: no release typeset binary (build it with `swift build -c release --static-swift-stdlib --product typeset` "
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

  /// A peer command: its name, its executable (`nil` when missing), and its arguments for a file.
  struct Peer {
    var name: String
    var executable: String?
    var arguments: (String) -> [String]
    /// Whether one run per size is enough (a peer 40× slower than the others).
    var isSlow = false
  }

  /// Times our command and its peers on corpus files of each size, in the same run: CPU time,
  /// best of several runs, the ratio ours / peer per size, and t(last) / t(first) per command.
  /// Missing peers are skipped with a note; `ours` is the first entry.
  static func comparePeers(
    title: String, ours: Peer, peers: [Peer], megabytes: [Int], shapes: [MarkdownCorpus.Shape]
  ) {
    print("\n" + title)
    print("  command against command; CPU time (user + sys), best of several runs, output")
    print("  discarded; ratios are ours / peer (below 1 = we are faster)")
    let all = [ours] + peers
    for command in all where command.executable == nil {
      print("note: \(command.name) not found; skipped")
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("typeset-peers-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for shape in shapes {
      print("\n== \(shape.rawValue): \(shape.summary)")
      var first: [String: Double] = [:]
      var last: [String: Double] = [:]
      for mb in megabytes {
        let bytes = Array(shape.generate(bytes: mb * 1_000_000).utf8)
        let file = directory.appendingPathComponent("\(shape.rawValue)-\(mb)mb.md").path
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        // The same number of runs at every size: the best of more runs is lower on a noisy
        // machine, and fewer runs at 10 MB would inflate t(10 MB) / t(1 MB). The commands run
        // in turn, round after round, so a busy spell weighs on all of them alike.
        let runs = 5
        var times: [String: Double] = [:]
        var failed: Set<String> = []
        for round in 0..<runs {
          for command in all where !failed.contains(command.name) {
            guard let executable = command.executable, round == 0 || !command.isSlow else {
              continue
            }
            guard let time = self.time(executable, command.arguments(file)) else {
              print("  \(mb) MB \(command.name): failed, skipped")
              failed.insert(command.name)
              times[command.name] = nil
              continue
            }
            times[command.name] = min(times[command.name] ?? .infinity, time)
          }
        }
        for command in all {
          guard let time = times[command.name] else { continue }
          print(Measure.row("  \(mb) MB \(command.name)", seconds: time, bytes: bytes.count))
        }
        if let ourTime = times[ours.name] {
          let ratios = peers.compactMap { peer in
            times[peer.name].map { "ours / \(peer.name) \(Measure.ratio(ourTime, $0))" }
          }
          if !ratios.isEmpty { print("  " + ratios.joined(separator: ", ")) }
        }
        for (name, time) in times {
          if first[name] == nil { first[name] = time }
          last[name] = time
        }
      }
      guard megabytes.count > 1 else { continue }
      let growth = all.compactMap { command -> String? in
        guard let start = first[command.name], let end = last[command.name] else { return nil }
        return "\(command.name) \(Measure.ratio(end, start))"
      }
      print(
        "  t(\(megabytes.last!) MB) / t(\(megabytes[0]) MB): " + growth.joined(separator: ", "))
    }
  }
}
