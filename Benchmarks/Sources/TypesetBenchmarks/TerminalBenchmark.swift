import Foundation
import Typeset
import TypesetMarkdown
import TypesetTerminal

/// Markdown → ANSI (parse, style with the default theme, render in truecolor at 100 columns),
/// next to Markdown → bare HTML in the same run, in process, on every corpus shape; CPU time,
/// best of several runs; the bar is t(10 MB) / t(1 MB) ≤ 11. Then `typeset render FILE --to ansi
/// --width 100 --color truecolor` against `lowdown -Tterm` and `python3 -m rich.markdown` on the
/// same files (mixed and prose); `PEERS_ONLY=1` skips the in-process part.
///
/// `TERMINAL_PROFILE=SHAPE:MB TypesetBenchmarks terminal` renders one corpus once, for callgrind;
/// `TERMINAL_FILE=FILE TypesetBenchmarks terminal` renders a file to standard output, the way
/// `lowdown -Tterm FILE` does, for hyperfine. `TERMINAL_SHAPES=SHAPE,…` measures only the shapes
/// named, in process and command against command.
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

  static func run(megabytes: [Int], shapes: [MarkdownCorpus.Shape] = MarkdownCorpus.Shape.measured)
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
    let only = ProcessInfo.processInfo.environment["TERMINAL_SHAPES"]?.split(separator: ",")
    let chosen = shapes.filter { only?.contains(Substring($0.rawValue)) ?? true }
    if ProcessInfo.processInfo.environment["PEERS_ONLY"] == nil {
      inProcess(megabytes: megabytes, shapes: chosen)
    }
    comparePeers(megabytes: megabytes, shapes: only == nil ? [.mixed, .prose] : chosen)
  }

  /// Our command against lowdown and rich on the same files, at 100 columns: on the mixed
  /// and prose shapes, or on the shapes `TERMINAL_SHAPES` names.
  static func comparePeers(megabytes: [Int], shapes: [MarkdownCorpus.Shape]) {
    let typeset = Commands.typesetBinary()
    if typeset == nil { print(Commands.missingTypesetNote) }
    let python = Commands.find("python3")
    let hasRich =
      python.flatMap { Commands.output($0, ["-c", "import rich.markdown"])?.1 } ?? false
    Commands.comparePeers(
      title: "Markdown → terminal, 100 columns, 24-bit colour",
      ours: Commands.Peer(
        name: "typeset --to ansi", executable: typeset,
        arguments: { ["render", $0, "--to", "ansi", "--width", "100", "--color", "truecolor"] }),
      peers: [
        Commands.Peer(
          name: "lowdown -Tterm", executable: Commands.find("lowdown"),
          arguments: { ["-Tterm", "--term-width=100", "--term-columns=100", $0] }),
        Commands.Peer(
          name: "rich.markdown", executable: hasRich ? python : nil,
          arguments: { ["-m", "rich.markdown", "-c", "-w", "100", $0] }, isSlow: true),
      ],
      megabytes: megabytes, shapes: shapes)
  }

  static func inProcess(megabytes: [Int], shapes: [MarkdownCorpus.Shape]) {
    print("Markdown → ANSI (default theme, truecolor, 100 columns) against Markdown → bare HTML")
    print("  in process; CPU time, best of several runs (bar: t(10 MB) / t(1 MB) ≤ 11)")
    for shape in shapes {
      print("\n== \(shape.rawValue): \(shape.summary)")
      var firstBytes: [UInt8]?
      for mb in megabytes {
        let bytes = Array(shape.generate(bytes: mb * 1_000_000).utf8)
        // The same number of runs at every size: the best of more runs is lower on a noisy
        // machine, and fewer runs at 10 MB would inflate t(10 MB) / t(1 MB).
        let runs = 5
        var size = 0
        let (htmlTime, ansiTime) = Measure.bestInTurn(
          repetitions: runs, { size = html(bytes) }, { size = ansi(bytes) })
        print(Measure.row("\(mb) MB bare HTML", seconds: htmlTime, bytes: bytes.count))
        print(Measure.row("\(mb) MB ANSI", seconds: ansiTime, bytes: bytes.count))
        print("  ANSI / HTML \(Measure.ratio(ansiTime, htmlTime)); output \(size) bytes")
        if let small = firstBytes {
          // Both sizes in turn, so the machine's speed is the same for both.
          let (ansiGrowth, htmlGrowth) = Measure.growthInTurn(
            repetitions: runs, small: small, large: bytes, ansi, html)
          print(
            String(
              format: "  t(%d MB) / t(first), in turn: ANSI %.2f×, bare HTML %.2f×", mb,
              ansiGrowth, htmlGrowth))
        }
        firstBytes = firstBytes ?? bytes
      }
    }
  }
}
