import Foundation
import Typeset
import TypesetMarkdown

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Markdown → flattened styled text (parse, style with the default theme, flatten), next to
/// Markdown → bare HTML (parse, render) in the same run, in process, on every corpus shape.
///
/// Times are CPU time, best of several runs, the two paths run in turn. Memory is measured in child processes
/// (`TypesetBenchmarks document --document-file FILE html|styled`, one path on one file): peak
/// RSS under `/usr/bin/time -f %M` on the corpus minus the peak on an empty file, per input MB.
/// The bar is a ratio of at most 1.5 in time and 2 in memory per input MB.
///
/// `DOCUMENT_PROFILE=SHAPE:MB[:styled|html[:REPEATS]] TypesetBenchmarks document` runs one
/// path alone, for callgrind, on a generated shape; `DOCUMENT_PROFILE=file:PATH[:styled|html
/// [:REPEATS]]` runs it on one file as it is. `DOCUMENT_SHAPES=SHAPE,…` measures only the shapes
/// named.
enum DocumentBenchmark {
  static func styledText(_ bytes: [UInt8]) -> StyledText {
    MarkdownParser.parse(bytes).styled(theme: .default).flattened()
  }

  static func html(_ bytes: [UInt8]) -> String {
    MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true))
      .render(MarkdownParser.parse(bytes))
  }

  /// `DOCUMENT_PHASES=FILE`: the best CPU time of each phase on one file — parsing, styling,
  /// flattening, bare rendering — the phases run in turn, fifteen times, so the ratio's
  /// parts can be told apart.
  static func phases(file: String) {
    guard let data = FileManager.default.contents(atPath: file) else { return }
    let bytes = [UInt8](data)
    var best = [Double](repeating: .infinity, count: 4)
    var sink = 0
    for _ in 0..<15 {
      var start = Measure.processCPUTime()
      let parsed = MarkdownParser.parse(bytes)
      best[0] = min(best[0], Measure.processCPUTime() - start)
      start = Measure.processCPUTime()
      let styled = parsed.styled(theme: .default)
      best[1] = min(best[1], Measure.processCPUTime() - start)
      start = Measure.processCPUTime()
      sink &+= styled.flattened().runs.count
      best[2] = min(best[2], Measure.processCPUTime() - start)
      start = Measure.processCPUTime()
      sink &+=
        MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true)).render(parsed)
        .utf8.count
      best[3] = min(best[3], Measure.processCPUTime() - start)
    }
    let names = ["parse", "style", "flatten", "bare render"]
    for (name, time) in zip(names, best) { print(name, Measure.milliseconds(time)) }
    print(
      String(
        format: "(parse + style + flatten) / (parse + render): %.2f (%d)",
        (best[0] + best[1] + best[2]) / (best[0] + best[3]), sink % 2))
  }

  /// The input a `DOCUMENT_PROFILE` names: a file's bytes as they are (`file:PATH`), or a
  /// generated shape (`SHAPE:MB`); nil when it names neither.
  static func profileInput(_ profile: [Substring]) -> [UInt8]? {
    if profile[0] == "file" {
      return FileManager.default.contents(atPath: String(profile[1])).map { [UInt8]($0) }
    }
    guard let shape = MarkdownCorpus.Shape(rawValue: String(profile[0])), let mb = Int(profile[1])
    else { return nil }
    return Array(shape.generate(bytes: mb * 1_000_000).utf8)
  }

  static func run(megabytes: [Int], shapes: [MarkdownCorpus.Shape] = MarkdownCorpus.Shape.measured)
  {
    let arguments = CommandLine.arguments
    if let i = arguments.firstIndex(of: "--document-file"), i + 2 < arguments.count {
      guard let data = FileManager.default.contents(atPath: arguments[i + 1]) else { return }
      let bytes = [UInt8](data)
      let count = arguments[i + 2] == "html" ? html(bytes).utf8.count : styledText(bytes).runs.count
      print(count)
      return
    }
    if let path = ProcessInfo.processInfo.environment["DOCUMENT_PHASES"] {
      phases(file: path)
      return
    }
    let profile = ProcessInfo.processInfo.environment["DOCUMENT_PROFILE"]?.split(separator: ":")
    if let profile, profile.count >= 2, let bytes = profileInput(profile) {
      let path = profile.count > 2 ? profile[2] : "styled"
      let repeats = profile.count > 3 ? Int(profile[3]) ?? 1 : 1
      var total = 0
      for _ in 0..<repeats {
        total += path == "html" ? html(bytes).utf8.count : styledText(bytes).runs.count
      }
      print(total)
      return
    }
    print("Markdown → flattened StyledText (default theme) against Markdown → bare HTML")
    print("  in process; CPU time, best of several runs; ratios are styled / HTML")
    print("  (bar: time ≤ 1.5×, peak memory per input MB ≤ 2×)")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("typeset-document-benchmark-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let emptyFile = directory.appendingPathComponent("empty.md").path
    _ = FileManager.default.createFile(atPath: emptyFile, contents: Data())
    let me =
      arguments[0].hasPrefix("/")
      ? arguments[0] : FileManager.default.currentDirectoryPath + "/" + arguments[0]
    // DOCUMENT_SHAPES=files,mixed measures only the shapes named.
    let only = ProcessInfo.processInfo.environment["DOCUMENT_SHAPES"]?.split(separator: ",")
      .map(String.init)
    for shape in shapes where only?.contains(shape.rawValue) ?? true {
      print("\n== \(shape.rawValue): \(shape.summary)")
      for mb in megabytes {
        let bytes = Array(shape.generate(bytes: mb * 1_000_000).utf8)
        let file = directory.appendingPathComponent("\(shape.rawValue)-\(mb)mb.md").path
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        // The same number of runs at every size: the best of more runs is lower on a noisy
        // machine, and fewer runs at 10 MB would inflate t(10 MB) / t(1 MB).
        let runs = 9
        var runCount = 0
        var htmlSize = 0
        let (htmlTime, styledTime) = Measure.bestInTurn(
          repetitions: runs, { htmlSize = html(bytes).utf8.count },
          { runCount = styledText(bytes).runs.count })
        let inputMB = Double(bytes.count) / 1_000_000
        print(
          String(
            format: "  %.2f MB input: %d KB HTML, %d styled runs", inputMB, htmlSize / 1000,
            runCount))
        print(Measure.row("    bare HTML", seconds: htmlTime, bytes: bytes.count))
        print(Measure.row("    flattened StyledText", seconds: styledTime, bytes: bytes.count))
        print("    time ratio styled / HTML: \(Measure.ratio(styledTime, htmlTime))")
        if let htmlMemory = Commands.memoryPerInputMB(
          me, { ["document", "--document-file", $0, "html"] }, file: file, emptyFile: emptyFile,
          inputMB: inputMB),
          let styledMemory = Commands.memoryPerInputMB(
            me, { ["document", "--document-file", $0, "styled"] }, file: file,
            emptyFile: emptyFile, inputMB: inputMB)
        {
          print(
            String(
              format: "    peak memory per input MB: HTML %.1f MB, styled %.1f MB, ratio %.2f",
              htmlMemory.perMB, styledMemory.perMB, styledMemory.perMB / max(htmlMemory.perMB, 0.1))
          )
        }
      }
    }
  }
}
