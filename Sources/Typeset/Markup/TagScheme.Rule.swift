extension TagScheme {
  /// What one tag does.
  ///
  ///     let bold: TagScheme.Rule = .modifier { $0.bold() }
  public enum Rule: Sendable {
    /// Applies a modifier to the surrounding style.
    case modifier(@Sendable (TextStyle) -> TextStyle)
    /// Applies a modifier that also reads the tag's attributes; throwing marks the tag invalid.
    case attributeModifier(@Sendable (TextStyle, TagAttributes) throws -> TextStyle)
    /// Merges a fixed style over the surrounding style.
    case style(TextStyle)
    /// Merges a fixed style over the surrounding style and links the text to the URL in the
    /// named attribute; a tag without a URL there is invalid.
    ///
    /// A document's links are usually all different; this rule lets every link share the
    /// merged style's storage, where a modifier would make new storage for each.
    case link(attribute: String, style: TextStyle)
    /// For a self-closing tag: inserts text in the surrounding style.
    case insert(String)
    /// For a self-closing tag: inserts an inline image made from the attributes, or nothing
    /// when it returns `nil`.
    case attachment(@Sendable (TagAttributes) throws -> TextAttachment?)

    /// Whether the tag stands alone (`<br/>`) rather than covering text.
    ///
    ///     TagScheme.Rule.insert("\n").isSelfClosing   // true
    public var isSelfClosing: Bool {
      switch self {
      case .insert, .attachment: true
      case .modifier, .attributeModifier, .style, .link: false
      }
    }

    /// Whether the result depends on the tag's attributes.
    var readsAttributes: Bool {
      switch self {
      case .attributeModifier, .attachment, .link: true
      case .modifier, .style, .insert: false
      }
    }
  }

  /// What happens to a tag that has no rule.
  ///
  ///     var tags = TagScheme.default
  ///     tags.unknownTags = .keepLiteral   // "<blink>" stays in the text as written
  public enum UnknownTagPolicy: String, Hashable, Sendable, CaseIterable {
    /// The tag disappears and its content keeps the surrounding style.
    case strip
    /// The tag's text stays in the output literally.
    case keepLiteral
  }
}
