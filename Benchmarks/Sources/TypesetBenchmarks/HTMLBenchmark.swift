import Foundation
import Typeset
import TypesetHTML
import TypesetMarkdown

/// Markdown → themed HTML (parse, style with the default theme, render a page) next to
/// Markdown → bare HTML (parse, render as cmark-gfm does) in the same run, in process, and the
/// two renderers alone on a document already parsed (and styled).
///
/// Times are CPU time, best of several runs (the two whole paths in turn). The bar: themed within 1.5× of bare, and
/// t(10 MB) / t(1 MB) ≤ 11 on every path.
///
/// `HTML_PROFILE=SHAPE:MB[:themed|bare|render|barerender[:REPEATS]] TypesetBenchmarks html`
/// runs one path alone, for callgrind (`render` and `barerender` time only the renderer).
/// `HTML_SHAPES=SHAPE,…` measures only the shapes named, and `PEERS_ONLY` only the commands.
enum HTMLBenchmark {
  static func themed(_ bytes: [UInt8]) -> Int {
    var output: [UInt8] = []
    _ = HTMLRenderer().render(MarkdownParser.parse(bytes).styled(theme: .default), into: &output)
    return output.count
  }

  static func bare(_ bytes: [UInt8]) -> Int {
    var output: [UInt8] = []
    MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true))
      .render(MarkdownParser.parse(bytes), into: &output)
    return output.count
  }

  static func run(
    megabytes: [Int],
    shapes: [MarkdownCorpus.Shape] = [
      .mixed, .prose, .inlineHeavy, .tableHeavy, .linkHeavy, .inlineHTML,
    ]
      + MarkdownCorpus.Shape.measured.filter { $0 == .files }
  ) {
    let profile = ProcessInfo.processInfo.environment["HTML_PROFILE"]?.split(separator: ":")
    if let profile, profile.count >= 2,
      let shape = MarkdownCorpus.Shape(rawValue: String(profile[0])), let mb = Int(profile[1])
    {
      let bytes = Array(shape.generate(bytes: mb * 1_000_000).utf8)
      let path = profile.count > 2 ? String(profile[2]) : "themed"
      let repeats = profile.count > 3 ? Int(profile[3]) ?? 1 : 1
      // Only the renderer-alone paths parse ahead; the whole paths count their own parse, so
      // a run of REPEATS 2 minus a run of 1 is exactly one pass.
      let rendersAlone = path == "render" || path == "barerender"
      let document = MarkdownParser.parse(rendersAlone ? bytes : [])
      let styled = path == "render" ? document.styled(theme: .default) : StyledDocument()
      var total = 0
      for _ in 0..<repeats {
        switch path {
        case "bare": total += bare(bytes)
        case "render":
          var output: [UInt8] = []
          _ = HTMLRenderer().render(styled, into: &output)
          total += output.count
        case "barerender":
          var output: [UInt8] = []
          MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true))
            .render(document, into: &output)
          total += output.count
        default: total += themed(bytes)
        }
      }
      print(total)
      return
    }
    let only = ProcessInfo.processInfo.environment["HTML_SHAPES"]?.split(separator: ",")
      .map(String.init)
    if ProcessInfo.processInfo.environment["PEERS_ONLY"] == nil {
      inProcess(megabytes: megabytes, shapes: shapes)
    }
    let typeset = Commands.typesetBinary()
    if typeset == nil { print(Commands.missingTypesetNote) }
    Commands.comparePeers(
      title: "Markdown → HTML commands: typeset themed page and bare against cmark-gfm",
      ours: Commands.Peer(
        name: "typeset --to html", executable: typeset,
        arguments: { ["render", $0, "--to", "html"] }),
      peers: [
        Commands.Peer(
          name: "typeset --bare", executable: typeset,
          arguments: { ["render", $0, "--to", "html", "--bare", "--unsafe"] }),
        Commands.Peer(
          name: "cmark-gfm", executable: Commands.find("cmark-gfm"),
          arguments: { MarkdownBenchmark.cmarkArguments + [$0] }),
      ],
      megabytes: megabytes, shapes: [.mixed, .prose].filter { only?.contains($0.rawValue) ?? true })
  }

  static func inProcess(megabytes: [Int], shapes: [MarkdownCorpus.Shape]) {
    print("Markdown → themed HTML page (default theme) against Markdown → bare HTML")
    print("  in process; CPU time, best of several runs; ratios are themed / bare")
    print("  (bar: themed ≤ 1.5× bare; t(10 MB) / t(1 MB) ≤ 11)")
    let only = ProcessInfo.processInfo.environment["HTML_SHAPES"]?.split(separator: ",")
      .map(String.init)
    for shape in shapes where only?.contains(shape.rawValue) ?? true {
      print("\n== \(shape.rawValue): \(shape.summary)")
      var firstBytes: [UInt8]?
      for mb in megabytes {
        let bytes = Array(shape.generate(bytes: mb * 1_000_000).utf8)
        // The same number of runs at every size: the best of more runs is lower on a noisy
        // machine, and fewer runs at 10 MB would inflate t(10 MB) / t(1 MB).
        let runs = 9
        var themedSize = 0
        var bareSize = 0
        let (bareTime, themedTime) = Measure.bestInTurn(
          repetitions: runs, { bareSize = bare(bytes) }, { themedSize = themed(bytes) })
        let document = MarkdownParser.parse(bytes)
        let styled = document.styled(theme: .default)
        let renderer = HTMLRenderer()
        let bareRenderer = MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true))
        let renderTime = Measure.best(repetitions: runs) {
          var output: [UInt8] = []
          _ = renderer.render(styled, into: &output)
        }
        let bareRenderTime = Measure.best(repetitions: runs) {
          var output: [UInt8] = []
          bareRenderer.render(document, into: &output)
        }
        print(
          String(
            format: "  %.2f MB input: %d KB themed HTML, %d KB bare HTML",
            Double(bytes.count) / 1e6, themedSize / 1000, bareSize / 1000))
        print(Measure.row("    bare HTML (parse + render)", seconds: bareTime, bytes: bytes.count))
        print(
          Measure.row(
            "    themed HTML (parse + style + render)", seconds: themedTime, bytes: bytes.count))
        print(Measure.row("    bare renderer alone", seconds: bareRenderTime, bytes: bytes.count))
        print(Measure.row("    themed renderer alone", seconds: renderTime, bytes: bytes.count))
        print("    time ratio themed / bare: \(Measure.ratio(themedTime, bareTime))")
        if let small = firstBytes {
          // Each path at both sizes, in turn, so the machine's speed is the same for both.
          let (themedGrowth, bareGrowth) = Measure.growthInTurn(
            repetitions: runs, small: small, large: bytes, themed, bare)
          print(
            String(
              format: "    growth from %d MB (in turn): themed %.2f×, bare %.2f×", megabytes[0],
              themedGrowth, bareGrowth))
        } else {
          firstBytes = bytes
        }
      }
    }
  }
}
