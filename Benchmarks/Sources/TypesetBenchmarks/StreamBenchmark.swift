import Foundation
import TypesetMarkdown

/// `MarkdownStream` fed a document in chunks of 4–64 bytes (sizes drawn at random, as a
/// language model's tokens arrive), next to one parse of the whole document and to what
/// other libraries do, parsing the whole text again on every chunk, in the same run.
///
/// Reports the total stream time against one full parse (bar: ≤ 10×), the growth from 128 KB
/// to 1 MB (bar: ≤ 9, linear), and the median and worst time of one append. The re-parse peer
/// is timed on every 64th chunk and scaled up (all of them would take minutes at 1 MB).
/// `STREAM_SHAPES=prose,mixed` picks the corpus shapes (default: prose, mixed, table-heavy);
/// `STREAM_PEER=0` leaves out the re-parse peer.
enum StreamBenchmark {
  static func run() {
    let shapes =
      ProcessInfo.processInfo.environment["STREAM_SHAPES"].map {
        $0.split(separator: ",").compactMap { MarkdownCorpus.Shape(rawValue: String($0)) }
      } ?? [.prose, .mixed, .tableHeavy]
    print("MarkdownStream: chunks of 4–64 bytes; CPU time; bars: total ≤ 10× one parse,")
    print("  t(1 MB) / t(128 KB) ≤ 9; re-parse peer sampled every 64th chunk and scaled")
    // STREAM_FILES=a.md,b.md measures documents from elsewhere too: each file's first eighth,
    // then the whole file, so the growth ratio of inputs we did not write is in the output.
    for path in ProcessInfo.processInfo.environment["STREAM_FILES"]?.split(separator: ",") ?? [] {
      guard let data = FileManager.default.contents(atPath: String(path)) else {
        print("  \(path): cannot read, skipped")
        continue
      }
      let whole = [UInt8](data)
      var totals: [Double] = []
      for text in [Array(whole.prefix(whole.count / 8)), whole] {
        let result = measure(text)
        totals.append(result.total)
        report(name: "\((path as NSString).lastPathComponent)", bytes: text.count, result)
      }
      print("  growth ×8 input: " + Measure.ratio(totals[1], totals[0]))
    }
    for shape in shapes {
      var totals: [Double] = []
      for size in [131_072, 1_048_576] {
        let text = Array(shape.generate(bytes: size).utf8)
        let result = measure(text)
        totals.append(result.total)
        report(name: shape.rawValue, bytes: size, result)
      }
      print("  \(shape.rawValue) growth 128 KB → 1 MB: " + Measure.ratio(totals[1], totals[0]))
    }
  }

  /// Prints one measurement: the stream against one parse and against re-parsing every chunk.
  static func report(name: String, bytes: Int, _ result: Result) {
    let median = String(format: "%.1f µs", result.median * 1e6)
    let worst = String(format: "%.1f µs", result.worst * 1e6)
    var line = "  \(name) \(bytes / 1024) KB: \(result.chunks) chunks, stream "
    line += Measure.milliseconds(result.total) + ", one parse "
    line += Measure.milliseconds(result.parse) + " ("
    line += Measure.ratio(result.total, result.parse) + "), append median \(median), worst "
    line += worst + ", finish " + Measure.milliseconds(result.finish)
    line += "; re-parse every chunk ≈ " + Measure.milliseconds(result.peer) + " ("
    line += Measure.ratio(result.peer, result.total) + " the stream)"
    print(line)
  }

  struct Result {
    var chunks: Int
    var total: Double
    var parse: Double
    var finish: Double
    var median: Double
    var worst: Double
    var peer: Double
  }

  /// Streams `text` in random chunks, timing each append; times one parse and the sampled
  /// re-parse peer.
  static func measure(_ text: [UInt8]) -> Result {
    var random = MarkdownCorpus.Random(state: 7)
    var ends: [Int] = []
    var position = 0
    while position < text.count {
      position = min(text.count, position + 4 + random.next(61))
      ends.append(position)
    }
    let parse = Measure.best(repetitions: 3) { _ = MarkdownParser.parse(text) }
    // Totals without a clock read per append; then one run timing each append.
    let total = Measure.best(repetitions: 3) {
      var stream = MarkdownStream()
      var start = 0
      for end in ends {
        _ = stream.append(text[start..<end])
        start = end
      }
      _ = stream.finish()
    }
    var appendTimes: [Double] = []
    appendTimes.reserveCapacity(ends.count)
    var stream = MarkdownStream()
    var start = 0
    for end in ends {
      let before = Measure.processCPUTime()
      _ = stream.append(text[start..<end])
      appendTimes.append(Measure.processCPUTime() - before)
      start = end
    }
    let finish = Measure.best(repetitions: 1) { _ = stream.finish() }
    appendTimes.sort()
    var peer = 0.0
    // STREAM_PEER=0 leaves the peer out (for counting instructions under callgrind, where
    // re-parsing every prefix would take an hour).
    let measuresPeer = ProcessInfo.processInfo.environment["STREAM_PEER"] != "0"
    for index in stride(from: 0, to: measuresPeer ? ends.count : 0, by: 64) {
      let prefix = text[..<ends[index]]
      peer += Measure.best(repetitions: 1) { _ = MarkdownParser.parse(prefix) } * 64
    }
    return Result(
      chunks: ends.count, total: total, parse: parse, finish: finish,
      median: appendTimes[appendTimes.count / 2],
      worst: appendTimes.last ?? 0, peer: peer)
  }
}
