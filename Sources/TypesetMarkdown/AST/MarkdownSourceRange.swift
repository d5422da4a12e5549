/// The inclusive source span of a node, from its first to its last character.
///
///     MarkdownParser.parse("*hi*").root.firstChild?.sourceRange   // 1:1-1:4
public struct MarkdownSourceRange: Hashable, Sendable, CustomStringConvertible {
  /// The location of the first character.
  ///
  ///     MarkdownParser.parse("\n  text").root.firstChild?.sourceRange.start   // 2:3
  public var start: SourceLocation
  /// The location of the last character.
  ///
  ///     MarkdownParser.parse("one\ntwo").root.firstChild?.sourceRange.end   // 2:3
  public var end: SourceLocation

  /// Creates a range from its two ends.
  ///
  ///     let start = SourceLocation(line: 1, column: 1)
  ///     let end = SourceLocation(line: 2, column: 5)
  ///     MarkdownSourceRange(start: start, end: end).description   // "1:1-2:5"
  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// `line:column-line:column`, the format of cmark's `data-sourcepos`.
  ///
  ///     MarkdownParser.parse("# Title").root.firstChild!.sourceRange.description   // "1:1-1:7"
  public var description: String { "\(start)-\(end)" }
}
