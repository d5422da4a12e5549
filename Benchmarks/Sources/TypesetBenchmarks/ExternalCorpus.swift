import Foundation

/// Documents from outside the package for the benchmarks' `files` shape: the paths in an
/// environment variable (comma-separated), joined and repeated to the size asked for, cut at a
/// line end. A corpus we generate ourselves flatters the code tuned on it; real documents
/// (`/usr/share/doc/nodejs/api/*.md`, a project's docs, a crawl of pages) do not.
///
///     MARKDOWN_FILES=/usr/share/doc/nodejs/api/fs.md,/tmp/b.md swift run -c release \
///       --package-path Benchmarks TypesetBenchmarks document
enum ExternalCorpus {
  /// The paths named in `variable`, or none.
  static func paths(_ variable: String) -> [String] {
    (ProcessInfo.processInfo.environment[variable] ?? "").split(separator: ",").map(String.init)
  }

  /// The files' text joined and repeated to about `bytes` bytes, or nil when none is readable.
  static func text(_ variable: String, bytes: Int) -> String? {
    let joined = paths(variable).compactMap { FileManager.default.contents(atPath: $0) }
      .reduce(into: [UInt8]()) { all, data in
        all += data
        if all.last != 0x0A { all.append(0x0A) }
      }
    guard !joined.isEmpty else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(bytes + joined.count)
    while out.count < bytes { out += joined }
    var end = min(bytes, out.count)
    while end > 0 && out[end - 1] != 0x0A { end -= 1 }
    return String(decoding: out[..<(end > 0 ? end : out.count)], as: UTF8.self)
  }

  /// The file names, for a benchmark's heading.
  static func summary(_ variable: String) -> String {
    "files from $\(variable): "
      + paths(variable).map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
  }
}
