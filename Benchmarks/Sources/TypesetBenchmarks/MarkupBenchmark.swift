import Foundation
import Typeset

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Tag markup against Foundation's `XMLParser`, on several corpus shapes, in process and as
/// commands.
///
/// In process: `StyledText(markup:)` against `XMLParser` with a do-nothing delegate on the same
/// bytes (wrapped in a root element), best of 5. Command against command: `typeset render FILE
/// --from markup --to json` (the release binary, output to /dev/null) against this executable's
/// `--xmlparser-walk FILE` mode (read the file, wrap it, walk it with `XMLParser`, nothing more),
/// best of 3, and the command's peak memory per input MB (peak RSS under `/usr/bin/time` minus
/// its peak on an empty file).
enum MarkupBenchmark {
  static func run(
    sizes: [(label: String, bytes: Int)], shapes: [MarkupCorpus.Shape] = MarkupCorpus.Shape.measured
  ) {
    print("Tag markup → StyledText vs Foundation's XMLParser walk")
    print("  times: CPU time (user + sys), best of 5 in process and of 3 as commands")
    print("  ratios are XMLParser's time / ours (above 1 = we are faster; goal ≥ 2×)")
    let typeset = Commands.typesetBinary()
    if typeset == nil { print(Commands.missingTypesetNote) }
    let me = CommandLine.arguments[0]
    let selfPath = me.hasPrefix("/") ? me : FileManager.default.currentDirectoryPath + "/" + me
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("typeset-markup-benchmark-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let emptyFile = directory.appendingPathComponent("empty.txt").path
    _ = FileManager.default.createFile(atPath: emptyFile, contents: Data())

    for shape in shapes {
      print("\n== \(shape.rawValue): \(shape.summary)")
      for size in sizes {
        let corpus = shape.generate(bytes: size.bytes)
        let count = corpus.utf8.count
        var runs = 0
        let ours = Measure.best(repetitions: 5) {
          runs = StyledText(markup: corpus).runs.count
        }
        let data = Data(("<root>" + corpus + "</root>").utf8)
        var parsed = false
        let peer = Measure.best(repetitions: 5) { parsed = walk(data) }
        guard parsed else {
          print("  \(size.label): XMLParser rejected the corpus, skipped")
          continue
        }
        print(
          String(format: "  %@ (%.2f MB, %d runs)", size.label, Double(count) / 1e6, runs))
        print(Measure.row("    in process: StyledText", seconds: ours, bytes: count))
        print(Measure.row("    in process: XMLParser", seconds: peer, bytes: count))
        print("    ratio XMLParser / StyledText: \(Measure.ratio(peer, ours))")

        guard let typeset else { continue }
        let file = directory.appendingPathComponent("\(shape.rawValue)-\(count).txt").path
        _ = FileManager.default.createFile(atPath: file, contents: Data(corpus.utf8))
        let typesetArguments = { (file: String) in
          ["render", file, "--from", "markup", "--to", "json"]
        }
        guard let command = Commands.bestTime(typeset, typesetArguments(file), runs: 3),
          let walkCommand = Commands.bestTime(selfPath, ["--xmlparser-walk", file], runs: 3)
        else {
          print("    command timings failed, skipped")
          continue
        }
        print(Measure.row("    command: typeset --to json", seconds: command, bytes: count))
        print(Measure.row("    command: XMLParser walk", seconds: walkCommand, bytes: count))
        print(
          "    ratio typeset / XMLParser walk: \(Measure.ratio(command, walkCommand)) (goal ≤ 2×)")
        if let memory = Commands.memoryPerInputMB(
          typeset, typesetArguments, file: file, emptyFile: emptyFile,
          inputMB: Double(count) / 1e6)
        {
          print(
            String(
              format: "    typeset command peak memory: %.1f MB per input MB (peak RSS %.1f MB)",
              memory.perMB, memory.peakMB))
        }
      }
    }
  }

  /// Walks `data` with `XMLParser` and a do-nothing delegate; whether it parsed.
  static func walk(_ data: Data) -> Bool {
    let parser = XMLParser(data: data)
    let delegate = NullDelegate()
    parser.delegate = delegate
    return parser.parse()
  }

  /// The `--xmlparser-walk FILE` mode: read, wrap in a root element, walk, print nothing.
  static func walkFile(_ path: String) -> Int32 {
    guard let contents = FileManager.default.contents(atPath: path) else { return 1 }
    var data = Data("<root>".utf8)
    data.append(contents)
    data.append(Data("</root>".utf8))
    return walk(data) ? 0 : 1
  }

  final class NullDelegate: NSObject, XMLParserDelegate {}
}
