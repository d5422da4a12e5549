import Typeset

/// A resolved style as the terminal draws it: the escape sequence that starts it and how its
/// text is shown.
struct TerminalStyle {
  /// How raised or lowered text is written: superscript and subscript digits where Unicode
  /// has them.
  enum Script: UInt8 {
    case normal, superscript, `subscript`
  }

  /// `ESC [ … m`, or empty when the style draws nothing (or escapes are off).
  var start: [UInt8]
  var script: Script
  /// The alignment of the paragraph the style's text starts.
  var alignment: ParagraphStyle.Alignment
}

/// A variant of a style made by the renderer rather than the content.
enum StyleVariant: UInt8 {
  /// Visible notation for a control character: the style, faint.
  case control
  /// A heading's text: the style, bold.
  case heading
  /// A top-level heading's text: bold and underlined.
  case title
}
