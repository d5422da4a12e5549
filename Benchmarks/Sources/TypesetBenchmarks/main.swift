// Runs the benchmarks named on the command line (all when none): styledtext, markup, markdown.
import Typeset

let requested = Set(CommandLine.arguments.dropFirst())
func wants(_ name: String) -> Bool { requested.isEmpty || requested.contains(name) }

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
if requested.contains("profile-styledtext") {
  let styles: [TextStyle] = [.body, TextStyle.body.bold(), TextStyle.body.italic()]
  let words = ["zebra ", "plains ", "mountain "]
  var builder = StyledText.Builder()
  for index in 0..<200_000 {
    builder.append(words[index % 3], style: styles[index % styles.count])
  }
  print(builder.build().runs.count)
}
