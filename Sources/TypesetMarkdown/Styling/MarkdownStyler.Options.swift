import Typeset

extension MarkdownStyler {
  /// What a ``MarkdownStyler`` does with raw HTML, unsafe links and tags.
  ///
  ///     var options = MarkdownStyler.Options.default
  ///     options.rawHTML = .keepLiteral   // unknown tags and HTML blocks stay as text
  public struct Options: Sendable {
    /// What happens to raw HTML the tag rules do not style: comments, unknown tags, HTML
    /// blocks.
    ///
    ///     MarkdownStyler.Options.default.rawHTML   // .drop
    public var rawHTML: RawHTML
    /// Whether links the URL-safety check rejects are kept (only for trusted input).
    ///
    ///     MarkdownStyler.Options.default.allowsUnsafeLinks   // false
    public var allowsUnsafeLinks: Bool
    /// The tag rules inline HTML is styled with; `nil` takes `TagScheme.default` with the
    /// theme's named styles added, and `<kbd>` as inline code when the scheme has no rule.
    ///
    ///     MarkdownStyler.Options.default.tags   // nil
    public var tags: TagScheme?

    /// Creates options.
    ///
    ///     MarkdownStyler.Options(rawHTML: .keepLiteral)
    ///
    /// - Parameters:
    ///   - rawHTML: what happens to HTML no tag rule styles.
    ///   - allowsUnsafeLinks: whether dangerous links are kept.
    ///   - tags: the tag rules for inline HTML.
    public init(rawHTML: RawHTML = .drop, allowsUnsafeLinks: Bool = false, tags: TagScheme? = nil) {
      self.rawHTML = rawHTML
      self.allowsUnsafeLinks = allowsUnsafeLinks
      self.tags = tags
    }

    /// Raw HTML dropped, safe links only, the theme's tags.
    ///
    ///     MarkdownStyler.Options.default.rawHTML   // .drop
    public static let `default` = Options()
  }

  /// What happens to raw HTML that no tag rule styles.
  ///
  ///     MarkdownStyler.RawHTML.keepLiteral   // shown as written
  public enum RawHTML: String, Hashable, Sendable, CaseIterable {
    /// Left out, as a safe HTML renderer leaves it out.
    case drop
    /// Kept as literal text in the surrounding style.
    case keepLiteral
  }
}
