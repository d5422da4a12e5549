import Foundation
import Typeset
import TypesetMarkdown
import TypesetTerminal

/// Markdown → ANSI (parse, style with the default theme, render in truecolor at 100 columns),
/// next to Markdown → bare HTML in the same run, in process, on every corpus shape; CPU time,
/// best of several runs. Peers (`lowdown -Tterm`, `python3 -m rich.markdown`) are the
/// integrator's to add; the bar is t(10 MB) / t(1 MB) ≤ 11.
///
/// `TERMINAL_PROFILE=SHAPE:MB TypesetBenchmarks terminal` renders one corpus once, for callgrind;
/// `TERMINAL_FILE=FILE TypesetBenchmarks terminal` renders a file to standard output, the way
/// `lowdown -Tterm FILE` does, for hyperfine.
enum TerminalBenchmark {
  static let renderer = TerminalRenderer(
    capabilities: TerminalCapabilities(colorDepth: .truecolor, width: 100))

  static func ansi(_ bytes: [UInt8]) -> Int {
    renderer.render(MarkdownParser.parse(bytes).styled(theme: .default)).utf8.count
  }

  static func html(_ bytes: [UInt8]) -> Int {
    MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true))
      .render(MarkdownParser.parse(bytes)).utf8.count
  }

  static func run(megabytes: [Int], shapes: [MarkdownCorpus.Shape] = MarkdownCorpus.Shape.allCases)
  {
    if let file = ProcessInfo.processInfo.environment["TERMINAL_FILE"],
      let data = FileManager.default.contents(atPath: file)
    {
      let output = renderer.render(MarkdownParser.parse([UInt8](data)).styled(theme: .default))
      FileHandle.standardOutput.write(Data(output.utf8))
      return
    }
    let profile = ProcessInfo.processInfo.environment["TERMINAL_PROFILE"]?.split(separator: ":")
    if let profile, profile.count >= 2,
      let shape = MarkdownCorpus.Shape(rawValue: String(profile[0])), let mb = Int(profile[1])
    {
      print(ansi(Array(shape.generate(bytes: mb * 1_000_000).utf8)))
      return
    }
    print("Markdown → ANSI (default theme, truecolor, 100 columns) against Markdown → bare HTML")
    print("  in process; CPU time, best of several runs (bar: t(10 MB) / t(1 MB) ≤ 11)")
    for shape in shapes {
      print("\n== \(shape.rawValue): \(shape.summary)")
      var first: Double?
      for mb in megabytes {
        let bytes = Array(shape.generate(bytes: mb * 1_000_000).utf8)
        let runs = mb >= 10 ? 3 : 5
        var size = 0
        let htmlTime = Measure.best(repetitions: runs) { size = html(bytes) }
        let ansiTime = Measure.best(repetitions: runs) { size = ansi(bytes) }
        print(Measure.row("\(mb) MB bare HTML", seconds: htmlTime, bytes: bytes.count))
        print(Measure.row("\(mb) MB ANSI", seconds: ansiTime, bytes: bytes.count))
        print("  ANSI / HTML \(Measure.ratio(ansiTime, htmlTime)); output \(size) bytes")
        if let first { print("  t(\(mb) MB) / t(first) \(Measure.ratio(ansiTime, first))") }
        first = first ?? ansiTime
      }
    }
  }
}
