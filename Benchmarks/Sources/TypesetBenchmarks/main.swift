import Typeset

// Runs the benchmarks named on the command line (all when none): styledtext, markup, markdown.
// The Markdown benchmark's own options (--markdown-peak-memory FILE, --markdown-write-corpus MB
// FILE) make it run alone, first, as its memory measurement requires.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains(where: { $0.hasPrefix("--markdown-") }) {
  MarkdownBenchmark.run(megabytes: [1, 10])
} else {
  let requested = Set(arguments)
  func wants(_ name: String) -> Bool { requested.isEmpty || requested.contains(name) }

  if wants("markdown") { MarkdownBenchmark.run(megabytes: [1, 10]) }
  if wants("styledtext") { StyledTextBenchmark.run(runCounts: [100_000, 1_000_000]) }
  // XMLParser on Linux refuses inputs over 10,000,000 bytes (libxml2's limit without its
  // "huge" option), so the large corpus stays just under it.
  if wants("markup") {
    MarkupBenchmark.run(sizes: [("1 MB", 1_000_000), ("10 MB", 9_990_000)])
  }
  if requested.contains("profile-markup") {
    let corpus = MarkupBenchmark.makeCorpus(bytes: 1_000_000)
    print(StyledText(markup: corpus).runs.count)
  }
}
