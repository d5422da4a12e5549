/// The numbers of the CommonMark 0.31.2 spec (and of cmark where the spec leaves a limit to
/// implementations), named once for the parsers.
enum CommonMark {
  /// §2.2: tabs stop every 4 columns.
  static let tabStop = 4
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
  /// §4.7, §6.3: a link label holds at most 999 characters inside its brackets.
  static let maximumLinkLabelLength = 999
  /// §5.2: an ordered list marker has at most 9 digits.
  static let maximumListStartDigits = 9
  /// §5.2: at most 4 spaces after a list marker belong to it; 5 or more mean the content is
  /// indented code, and the item's content starts one space after the marker.
  static let maximumListMarkerSpaces = 4
  /// cmark's limit on remembered backtick-run lengths (longer runs never close a code span),
  /// which keeps code-span scanning linear (§6.1 sets none).
  static let maximumBacktickRun = 1000
  /// §6.5: a URI autolink's scheme has 2–32 characters.
  static let minimumSchemeLength = 2
  static let maximumSchemeLength = 32
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
