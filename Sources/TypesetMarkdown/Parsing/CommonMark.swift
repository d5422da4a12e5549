/// The numbers of the CommonMark 0.31.2 spec (and of cmark and cmark-gfm where a spec leaves a
/// limit to implementations), named once for the parsers.
enum CommonMark {
  /// §2.2: tabs stop every 4 columns.
  static let tabStop = 4
  /// §2.5: a decimal numeric character reference has 1–7 digits.
  static let maximumDecimalReferenceDigits = 7
  /// §2.5: a hexadecimal numeric character reference has 1–6 digits.
  static let maximumHexadecimalReferenceDigits = 6
  /// §4.4: four columns of indentation make an indented code block; fewer may precede any
  /// other block start.
  static let codeIndent = 4
  /// §4.1–§4.6: a block start may be indented by at most 3 columns.
  static let maximumBlockIndent = codeIndent - 1
  /// §4.1: a thematic break has at least 3 markers.
  static let minimumThematicBreakMarkers = 3
  /// §4.2: ATX headings have levels 1–6.
  static let maximumHeadingLevel = 6
  /// §4.5: a code fence is at least 3 backticks or tildes.
  static let minimumFenceLength = 3
  /// §4.6: the longest tag name of HTML block kind 1 (`textarea`).
  static let maximumRawTextTagNameLength = 8
  /// §4.7, §6.3: a link label holds at most 999 characters inside its brackets.
  static let maximumLinkLabelLength = 999
  /// §6.3 leaves the nesting of unescaped parentheses in a link destination to
  /// implementations; cmark allows 32 levels.
  static let maximumDestinationParenthesisDepth = 32
  /// §5.2: an ordered list marker has at most 9 digits.
  static let maximumListStartDigits = 9
  /// §5.2: at most 4 spaces after a list marker belong to it; 5 or more mean the content is
  /// indented code, and the item's content starts one space after the marker.
  static let maximumListMarkerSpaces = 4
  /// cmark's limit on remembered backtick-run lengths (longer runs never close a code span),
  /// which keeps code-span scanning linear (§6.1 sets none).
  static let maximumBacktickRun = 1000
  /// §6.2, rules 9 and 10: a delimiter run that can both open and close matches another only
  /// if the sum of their lengths is not a multiple of 3 (unless both lengths are).
  static let delimiterRunMultiple = 3
  /// §6.5: a URI autolink's scheme has 2–32 characters.
  static let minimumSchemeLength = 2
  static let maximumSchemeLength = 32
  /// §6.5: a label of an e-mail autolink's domain has at most 63 characters.
  static let maximumDomainLabelLength = 63
  /// GFM §5.3: a task list item marker, `[ ]`, `[x]` or `[X]`, is 3 bytes.
  static let taskListMarkerLength = 3
  /// GFM §6.9, as cmark-gfm checks it: a domain with an underscore in its last two labels is
  /// no autolink, unless it has more than 10 periods.
  static let maximumPeriodsCheckedForUnderscores = 10
  /// GFM §6.9: cmark-gfm handles each `@` of a text node in a recursive call and stops after
  /// 1 000 levels, so at most 1 001 `@` signs are looked at for e-mail autolinks.
  static let maximumEmailCandidates = 1001
  /// GFM tables, as cmark-gfm 0.29.0.gfm.13 bounds them (`MAX_AUTOCOMPLETED_CELLS`): once a
  /// table holds more empty cells made up for short rows than this, its next line is no row
  /// (it starts a paragraph). Without it, a wide header and a long list of one-word lines
  /// would make cells in the square of the input's length.
  static let maximumAutocompletedTableCells = 0x80000
}

/// §4.6's seven kinds of HTML block, by their start conditions.
enum HTMLBlockKind {
  /// `<pre`, `<script`, `<style`, `<textarea`: ends at the matching closing tag.
  static let rawText = 1
  /// `<!--`: ends at `-->`.
  static let comment = 2
  /// `<?`: ends at `?>`.
  static let processingInstruction = 3
  /// `<!` and a letter: ends at `>`.
  static let declaration = 4
  /// `<![CDATA[`: ends at `]]>`.
  static let cdata = 5
  /// A known block-level tag: ends at a blank line.
  static let blockTag = 6
  /// Any other complete tag alone on its line: ends at a blank line, cannot interrupt a
  /// paragraph.
  static let anyTag = 7
}
