/// Four typical app labels in tag markup, the small inputs the labels benchmark times.
///
/// Each uses only tags the default tag scheme knows, so `StyledText(markup:)` with its defaults
/// styles every tag, and each is well-formed XML once wrapped in a root element, so
/// `XMLParser` walks the same string.
///
///     LabelCorpus.labels.map(\.name)   // ["greeting", "price", "plain", "nested"]
enum LabelCorpus {
  /// The labels: a short name for the output and the marked-up string.
  static let labels: [(name: String, markup: String)] = [
    // Bold and italic around parts of a sentence.
    ("greeting", "Hello, <b>Anna</b>! You have <i>3 new</i> messages."),
    // A colour tag with a hex value, around text with a non-ASCII character.
    ("price", "Now only <color value=\"#FF3B30\">€9.99</color>"),
    // No tags and no references: one run.
    ("plain", "Notifications and sounds on all devices"),
    // Nested tags and an entity.
    ("nested", "<b>Terms &amp; <i>conditions</i></b> apply"),
  ]
}
