import Foundation
import Typeset

// Runs the benchmarks named on the command line (all when none): markdown, styledtext, markup,
// labels.
// `--mb 1,10` picks the sizes. The Markdown benchmark's own options (--markdown-peak-memory
// FILE, --markdown-write-corpus MB FILE) make it run alone, as its memory measurement requires;
// `--xmlparser-walk FILE` is the bare XMLParser command the markup benchmark times.
let arguments = Array(CommandLine.arguments.dropFirst())
if let index = arguments.firstIndex(of: "--xmlparser-walk"), index + 1 < arguments.count {
  exit(MarkupBenchmark.walkFile(arguments[index + 1]))
}
if arguments.contains("--document-file") {
  // One path on one file, for the document benchmark's memory measurement: nothing else runs
  // (its path names, `html` and `styled`, are also benchmark names).
  DocumentBenchmark.run(megabytes: [])
} else if arguments.contains(where: { $0.hasPrefix("--markdown-") }) {
  MarkdownBenchmark.run(megabytes: [1])
} else {
  var megabytes = [1, 10]
  var requested = Set(arguments)
  if let index = arguments.firstIndex(of: "--mb"), index + 1 < arguments.count {
    megabytes = arguments[index + 1].split(separator: ",").compactMap { Int($0) }
    requested.subtract(["--mb", arguments[index + 1]])
  }
  func wants(_ name: String) -> Bool { requested.isEmpty || requested.contains(name) }
  if Measure.coldRuns {
    print("COLD_RUNS: freed memory goes back to the system before each timed run\n")
  }

  if wants("markdown") { MarkdownBenchmark.run(megabytes: megabytes) }
  if wants("document") { DocumentBenchmark.run(megabytes: megabytes) }
  if wants("terminal") { TerminalBenchmark.run(megabytes: megabytes) }
  if wants("html") { HTMLBenchmark.run(megabytes: megabytes) }
  if wants("stream") { StreamBenchmark.run() }
  if wants("styledtext") { StyledTextBenchmark.run(runCounts: [100_000, 1_000_000]) }
  // XMLParser on Linux refuses inputs over 10,000,000 bytes (libxml2's limit without its
  // "huge" option), so the 10 MB corpus stays just under it.
  if wants("markup") {
    MarkupBenchmark.run(
      sizes: megabytes.map { ("\($0) MB", $0 >= 10 ? $0 * 1_000_000 - 10_000 : $0 * 1_000_000) })
  }
  // LABEL_CALLS sets the calls per repetition (default 100,000), for a quicker look.
  if wants("labels") {
    LabelBenchmark.run(
      calls: ProcessInfo.processInfo.environment["LABEL_CALLS"].flatMap { Int($0) } ?? 100_000)
  }
  if requested.contains("profile-markup") {
    // MARKUP_SHAPE picks the corpus shape (default mixed); twenty parses give a profile weight.
    // MARKUP_PEER=xmlparser runs XMLParser's walk instead; MARKUP_BYTES sets the size,
    // MARKUP_REPEATS the number of parses; MARKUP_WRITE=FILE writes the corpus and stops.
    let shape =
      ProcessInfo.processInfo.environment["MARKUP_SHAPE"].flatMap(MarkupCorpus.Shape.init)
      ?? .mixed
    let bytes = ProcessInfo.processInfo.environment["MARKUP_BYTES"].flatMap { Int($0) } ?? 1_000_000
    let corpus = shape.generate(bytes: bytes)
    // MARKUP_WRITE=FILE writes the corpus there instead, for profiling the command.
    if let path = ProcessInfo.processInfo.environment["MARKUP_WRITE"] {
      _ = FileManager.default.createFile(atPath: path, contents: Data(corpus.utf8))
      exit(0)
    }
    let repeats = ProcessInfo.processInfo.environment["MARKUP_REPEATS"].flatMap { Int($0) } ?? 20
    var runs = 0
    if ProcessInfo.processInfo.environment["MARKUP_PEER"] == "xmlparser" {
      // The same work for Foundation's parser, for instruction counts side by side.
      let data = Data(("<r>" + corpus + "</r>").utf8)
      for _ in 0..<repeats where MarkupBenchmark.walk(data) { runs += 1 }
    } else {
      for _ in 0..<repeats { runs += StyledText(markup: corpus).runs.count }
    }
    print(runs)
  }
}
