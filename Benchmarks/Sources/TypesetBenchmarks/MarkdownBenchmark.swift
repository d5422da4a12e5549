import Foundation
import TypesetMarkdown

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Markdown → bare HTML throughput and peak memory, next to the `cmark-gfm` command when it is
/// installed.
///
/// For each size a document is generated (see `MarkdownCorpus`) and written to a temporary
/// directory. Our time is parse + render in process, best of several runs; cmark-gfm's is the
/// wall time of the command on the same file (output to /dev/null), best of several runs.
/// Peak memory: for cmark-gfm, its peak RSS under `/usr/bin/time -f %M` minus the peak of a
/// run on an empty file; for us, the growth of this process's peak RSS while reading the file,
/// parsing and rendering (on Linux the peak is reset through `/proc/self/clear_refs` first;
/// elsewhere this executable is re-run with `--markdown-peak-memory FILE`, which needs `run` to
/// be reached before other work).
enum MarkdownBenchmark {
  static let cmarkArguments = [
    "--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e",
    "tasklist", "-e", "footnotes",
  ]

  static func run(megabytes: [Int]) {
    let arguments = CommandLine.arguments
    if let i = arguments.firstIndex(of: "--markdown-peak-memory"), i + 1 < arguments.count {
      measureOwnPeakMemory(file: arguments[i + 1])
      return
    }
    if let i = arguments.firstIndex(of: "--markdown-write-corpus"), i + 2 < arguments.count,
      let mb = Int(arguments[i + 1])
    {
      // Writes the generated corpus, for profiling or for comparing with other tools.
      let text = MarkdownCorpus.generate(bytes: mb * 1_000_000)
      _ = FileManager.default.createFile(atPath: arguments[i + 2], contents: Data(text.utf8))
      return
    }
    let cmark = findExecutable("cmark-gfm")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("typeset-markdown-benchmark-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    print("Markdown → HTML (GFM: table, strikethrough, autolink, tagfilter, tasklist, footnotes)")
    if cmark == nil { print("note: cmark-gfm not found on PATH; peer timings skipped") }
    let baselineFile = directory.appendingPathComponent("empty.md")
    _ = FileManager.default.createFile(atPath: baselineFile.path, contents: Data())
    let ourBaseline = ownPeakMemoryKB(file: baselineFile.path)
    let cmarkBaseline = cmark.flatMap {
      peakMemoryKB(of: $0, arguments: cmarkArguments + [baselineFile.path])
    }

    for mb in megabytes {
      let text = MarkdownCorpus.generate(bytes: mb * 1_000_000)
      let bytes = Array(text.utf8)
      let file = directory.appendingPathComponent("corpus-\(mb)mb.md")
      _ = FileManager.default.createFile(atPath: file.path, contents: Data(bytes))
      let runs = mb >= 10 ? 5 : 10
      let megabytesActual = Double(bytes.count) / 1_000_000

      var best = Double.infinity
      var outputSize = 0
      for _ in 0..<runs {
        let start = ContinuousClock.now
        let document = MarkdownParser.parse(bytes)
        let html = MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true)).render(document)
        let elapsed = seconds(ContinuousClock.now - start)
        outputSize = html.utf8.count
        best = min(best, elapsed)
      }
      print(
        String(format: "\n%.2f MB input, %d KB HTML output", megabytesActual, outputSize / 1000))
      print(
        String(
          format: "  TypesetMarkdown  %8.2f ms  %7.1f MB/s", best * 1000, megabytesActual / best))
      if let cmark {
        var b = Double.infinity
        for _ in 0..<runs {
          if let t = timeCommand(cmark, arguments: cmarkArguments + [file.path]) { b = min(b, t) }
        }
        if b.isFinite {
          print(
            String(format: "  cmark-gfm        %8.2f ms  %7.1f MB/s", b * 1000, megabytesActual / b)
          )
          print(String(format: "  time ratio (ours / cmark-gfm): %.2fx", best / b))
        }
      }
      if let ours = ownPeakMemoryKB(file: file.path) {
        let growth = Double(ours - (ourBaseline ?? 0)) / 1000
        print(
          String(
            format: "  peak memory TypesetMarkdown  +%6.1f MB  (%.1f MB per input MB)", growth,
            growth / megabytesActual))
      }
      if let cmark, let theirs = peakMemoryKB(of: cmark, arguments: cmarkArguments + [file.path]) {
        let growth = Double(theirs - (cmarkBaseline ?? 0)) / 1000
        print(
          String(
            format:
              "  peak memory cmark-gfm        +%6.1f MB  (%.1f MB per input MB; peak RSS %.1f MB)",
            growth, growth / megabytesActual, Double(theirs) / 1000))
      } else if cmark != nil {
        print("  peak RSS cmark-gfm: /usr/bin/time not available, skipped")
      }
    }
  }

  static func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }

  static func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") {
      let candidate = "\(dir)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Wall time of one run of a command, output discarded.
  static func timeCommand(_ executable: String, arguments: [String]) -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    let elapsed = seconds(ContinuousClock.now - start)
    return process.terminationStatus == 0 ? elapsed : nil
  }

  /// Output of a command, or nil.
  static func output(of executable: String, arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Peak RSS in KB of a command run under GNU time.
  static func peakMemoryKB(of executable: String, arguments: [String]) -> Int? {
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

  /// A value in KB from /proc/self/status (Linux).
  static func procStatusKB(_ key: String) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
      return Int(line.dropFirst(key.count + 1).split(separator: " ").first ?? "")
    }
    return nil
  }

  /// Growth in KB of this process's peak RSS while reading, parsing and rendering `file`,
  /// measured in process where the peak can be reset (Linux).
  static func inProcessPeakGrowthKB(file: String) -> Int? {
    #if canImport(Glibc)
      // Give freed heap memory back first (glibc's malloc_trim, looked up at run time), so
      // the growth is not hidden by reused pages.
      if let symbol = dlsym(nil, "malloc_trim") {
        typealias Trim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
      }
    #endif
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return nil }
    // "5" resets the peak RSS (VmHWM) to the current RSS.
    guard (try? handle.write(contentsOf: Data("5".utf8))) != nil else { return nil }
    try? handle.close()
    guard let before = procStatusKB("VmRSS") else { return nil }
    do {
      guard let data = FileManager.default.contents(atPath: file) else { return nil }
      let document = MarkdownParser.parse(data)
      let html = MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true)).render(document)
      withExtendedLifetime((data, document, html)) {}
    }
    guard let peak = procStatusKB("VmHWM") else { return nil }
    return peak - before
  }

  /// Peak RSS growth in KB of parsing and rendering `file`: in process on Linux, otherwise in a
  /// child process (peak RSS of the child).
  static func ownPeakMemoryKB(file: String) -> Int? {
    if let growth = inProcessPeakGrowthKB(file: file) { return growth }
    let me = CommandLine.arguments[0]
    let executable = me.hasPrefix("/") ? me : FileManager.default.currentDirectoryPath + "/" + me
    guard let text = output(of: executable, arguments: ["--markdown-peak-memory", file]) else {
      return nil
    }
    return text.split(separator: "\n").last.flatMap { Int($0) }
  }

  /// Child-process mode: parse and render `file` once, print peak RSS in KB.
  static func measureOwnPeakMemory(file: String) {
    guard let data = FileManager.default.contents(atPath: file) else { return }
    let document = MarkdownParser.parse(data)
    let html = MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true)).render(document)
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    #if canImport(Darwin)
      let kb = Int(usage.ru_maxrss) / 1024
    #else
      let kb = Int(usage.ru_maxrss)
    #endif
    withExtendedLifetime((document, html)) { print(kb) }
  }
}
