// Runs the benchmarks named on the command line (all when none): styledtext, markup, markdown.
let requested = Set(CommandLine.arguments.dropFirst())
func wants(_ name: String) -> Bool { requested.isEmpty || requested.contains(name) }

if wants("styledtext") { StyledTextBenchmark.run(runCounts: [100_000, 1_000_000]) }
