import Foundation
import Typeset
import TypesetMarkdown

/// Markdown styled with the standard theme and flattened.
func flatten(_ markdown: String, theme: Theme = .default) -> StyledDocument.Flattened {
  MarkdownParser.parse(markdown).styled(theme: theme).flattenedWithBlocks()
}

/// The runs of flattened Markdown resolved in an environment.
func resolvedRuns(
  _ markdown: String, in environment: TextEnvironment = TextEnvironment(),
  theme: Theme = .default
) -> [ResolvedText.Run] {
  Array(flatten(markdown, theme: theme).text.resolved(in: environment).runs)
}

/// The resolved style of the first run whose text contains `needle`.
func resolvedStyle(
  of needle: String, in markdown: String, environment: TextEnvironment = TextEnvironment(),
  theme: Theme = .default
) -> ResolvedStyle? {
  resolvedRuns(markdown, in: environment, theme: theme).first { $0.text.contains(needle) }?.style
}

/// The styled run of flattened Markdown holding `needle`.
func styledRun(of needle: String, in markdown: String) -> StyledText.Run? {
  flatten(markdown).text.runs.first { $0.text.contains(needle) }
}

/// A fixture of this folder, read from the source tree.
func stylingFixture(_ name: String, filePath: String = #filePath) throws -> String {
  let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("__Fixtures__").appendingPathComponent(name)
  return try String(contentsOf: url, encoding: .utf8)
}
