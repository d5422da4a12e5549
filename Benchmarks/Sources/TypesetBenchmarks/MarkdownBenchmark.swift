import Foundation
import TypesetMarkdown

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Markdown → bare HTML, against cmark-gfm and md4c, on several corpus shapes.
///
/// For each shape and size a document is generated (see `MarkdownCorpus.Shape`) and written to
/// a temporary directory. Each is measured two ways, in CPU time (see `Measure`), best of
/// several runs:
/// - in process: `MarkdownParser.parse` + `MarkdownHTMLRenderer.render` on bytes in memory,
///   against md4c's `md_html` (looked up in libmd4c-html) writing into one buffer;
/// - command against command, output to /dev/null: `typeset render FILE --from markdown --to
///   html --bare --unsafe` (the release binary), `cmark-gfm --unsafe -e …` and the md4c driver
///   (`Benchmarks/md4c-driver/md4c_bench.c`, compiled at run time), all reading the same file.
/// Peak memory per input MB: for the commands, their peak RSS under `/usr/bin/time -f %M` minus
/// their peak on an empty file; in process, the growth of this process's peak RSS (reset
/// through `/proc/self/clear_refs` on Linux; elsewhere a child run with `--markdown-peak-memory
/// FILE`). Any peer that is not installed is skipped with a note.
enum MarkdownBenchmark {
  static let cmarkArguments = [
    "--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e",
    "tasklist", "-e", "footnotes",
  ]

  static func typesetArguments(_ file: String) -> [String] {
    ["render", file, "--from", "markdown", "--to", "html", "--bare", "--unsafe"]
  }

  static func run(megabytes: [Int], shapes: [MarkdownCorpus.Shape] = MarkdownCorpus.Shape.measured)
  {
    let arguments = CommandLine.arguments
    if let i = arguments.firstIndex(of: "--markdown-peak-memory"), i + 1 < arguments.count {
      measureOwnPeakMemory(file: arguments[i + 1])
      return
    }
    if let i = arguments.firstIndex(of: "--markdown-write-corpus"), i + 2 < arguments.count,
      let mb = Int(arguments[i + 1])
    {
      // Writes a generated corpus (MARKDOWN_SHAPE picks the shape), for profiling.
      let shape =
        ProcessInfo.processInfo.environment["MARKDOWN_SHAPE"].flatMap(MarkdownCorpus.Shape.init)
        ?? .mixed
      let text = shape.generate(bytes: mb * 1_000_000)
      _ = FileManager.default.createFile(atPath: arguments[i + 2], contents: Data(text.utf8))
      return
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("typeset-markdown-benchmark-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    print("Markdown → HTML, GFM (tables, strikethrough, autolinks, task lists), raw HTML kept")
    print("  times: CPU time (user + sys), best of several runs; ratios are ours / theirs")
    print("  (below 1 = we are faster)")
    let cmark = Commands.find("cmark-gfm")
    if cmark == nil { print("note: cmark-gfm not found on PATH; cmark-gfm skipped") }
    let typeset = Commands.typesetBinary()
    if typeset == nil { print(Commands.missingTypesetNote) }
    var md4cDriver: String?
    switch Md4c.buildDriver(in: directory) {
    case .success(let path): md4cDriver = path
    case .failure(let note): print("note: \(note)")
    }
    if Md4c.render == nil { print("note: libmd4c-html not loadable; md4c in process skipped") }
    let emptyFile = directory.appendingPathComponent("empty.md").path
    _ = FileManager.default.createFile(atPath: emptyFile, contents: Data())
    let ourBaseline = ownPeakMemoryKB(file: emptyFile) ?? 0

    for shape in shapes {
      print("\n== \(shape.rawValue): \(shape.summary)")
      for mb in megabytes {
        let bytes = Array(shape.generate(bytes: mb * 1_000_000).utf8)
        let file = directory.appendingPathComponent("\(shape.rawValue)-\(mb)mb.md").path
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        // The same number of runs at every size: the best of more runs is lower on a noisy
        // machine, and fewer runs at 10 MB would inflate t(10 MB) / t(1 MB).
        let runs = 7
        let inputMB = Double(bytes.count) / 1_000_000

        var outputSize = 0
        let ours = Measure.best(repetitions: runs) {
          let document = MarkdownParser.parse(bytes)
          let renderer = MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true))
          outputSize = renderer.render(document).utf8.count
        }
        print(String(format: "  %.2f MB input, %d KB HTML", inputMB, outputSize / 1000))
        print("  in process")
        print(Measure.row("    TypesetMarkdown", seconds: ours, bytes: bytes.count))
        if Md4c.render != nil {
          let md4c = Measure.best(repetitions: runs) { _ = Md4c.renderInProcess(bytes) }
          print(Measure.row("    md4c md_html", seconds: md4c, bytes: bytes.count))
          print("    ratio ours / md4c: \(Measure.ratio(ours, md4c))")
        }

        print("  command against command")
        var commandTimes: [String: Double] = [:]
        let commands: [(name: String, executable: String?, arguments: (String) -> [String])] = [
          ("typeset render", typeset, typesetArguments),
          ("cmark-gfm", cmark, { cmarkArguments + [$0] }),
          ("md4c driver", md4cDriver, { [$0] }),
        ]
        for (name, executable, arguments) in commands {
          guard let executable else { continue }
          guard let time = Commands.bestTime(executable, arguments(file), runs: runs) else {
            print("    \(name): failed, skipped")
            continue
          }
          commandTimes[name] = time
          print(Measure.row("    " + name, seconds: time, bytes: bytes.count))
        }
        if let ourCommand = commandTimes["typeset render"] {
          var ratios: [String] = []
          if let peer = commandTimes["cmark-gfm"] {
            ratios.append("ours / cmark-gfm \(Measure.ratio(ourCommand, peer))")
          }
          if let peer = commandTimes["md4c driver"] {
            ratios.append("ours / md4c \(Measure.ratio(ourCommand, peer))")
          }
          if !ratios.isEmpty { print("    ratio " + ratios.joined(separator: ", ")) }
        }
        if mb == megabytes.first, let typeset, let cmark {
          let ourHTML = Commands.output(typeset, typesetArguments(file))?.0
          let theirHTML = Commands.output(cmark, cmarkArguments + [file])?.0
          print(
            "    typeset's HTML identical to cmark-gfm's: \(ourHTML == theirHTML ? "yes" : "NO")")
        }

        print("  peak memory per input MB")
        if let growth = ownPeakMemoryKB(file: file) {
          let perMB = Double(growth - ourBaseline) / 1000 / inputMB
          print(String(format: "    TypesetMarkdown in process %6.1f MB", perMB))
        }
        for (name, executable, arguments) in commands {
          guard let executable,
            let memory = Commands.memoryPerInputMB(
              executable, arguments, file: file, emptyFile: emptyFile, inputMB: inputMB)
          else { continue }
          print(
            String(
              format: "    %@ %6.1f MB (peak RSS %.1f MB)",
              (name + " command").padding(toLength: 26, withPad: " ", startingAt: 0),
              memory.perMB, memory.peakMB))
        }
      }
    }
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
    guard let (text, _) = Commands.output(executable, ["--markdown-peak-memory", file]) else {
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
