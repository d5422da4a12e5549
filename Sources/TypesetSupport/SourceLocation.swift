/// A 1-based position in source text: a line number and a byte column on that line.
///
/// Markdown nodes and tag-markup errors both report positions with this type. Lines end at
/// LF, CR or CRLF; columns count UTF-8 bytes from the start of the line, as cmark and
/// swift-markdown do, so a column can be turned back into a byte offset without decoding.
///
///     MarkdownParser.parse("# Hi").root.firstChild?.sourceRange.start   // 1:1
///     SourceLocation(line: 2, column: 5).description                    // "2:5"
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The 1-based line number.
  ///
  ///     MarkdownParser.parse("a\n\nb").root.lastChild?.sourceRange.start.line   // 3
  public var line: Int
  /// The 1-based column, counted in UTF-8 bytes like the reference implementation.
  ///
  ///     let paragraph = MarkdownParser.parse("é *x*").root.firstChild!
  ///     paragraph.lastChild?.sourceRange.start.column   // 4
  public var column: Int

  /// Creates a location from a line and a column.
  ///
  ///     SourceLocation(line: 2, column: 7).description   // "2:7"
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Orders locations by line, then column.
  ///
  ///     let a = SourceLocation(line: 1, column: 9)
  ///     a < SourceLocation(line: 2, column: 1)   // true
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`.
  ///
  ///     SourceLocation(line: 3, column: 14).description   // "3:14"
  public var description: String { "\(line):\(column)" }
}
