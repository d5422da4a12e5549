import Typeset

extension HTMLRenderer {
  /// How a renderer writes HTML.
  ///
  ///     var options = HTMLRenderer.Options.default
  ///     options.profile = .fragment
  ///     HTMLRenderer(options: options).render(text).stylesheet.isEmpty   // false
  public struct Options: Hashable, Sendable {
    /// Page, fragment or email.
    ///
    ///     HTMLRenderer.Options().profile   // .page
    public var profile: Profile
    /// The environment styles resolve in: its size category sets the sizes (`rem` of the body
    /// size on a page, pixels in an email); an email also takes its appearance and contrast.
    /// A page's colours always come in all four appearance and contrast variants.
    ///
    ///     HTMLRenderer.Options(environment: TextEnvironment(appearance: .dark)).environment
    public var environment: TextEnvironment
    /// Whether links and images with a dangerous URL (`javascript:`, `vbscript:`, `file:`,
    /// non-image `data:`) are written; off by default, when such a link is left as text and
    /// such an image left out. A styled document holds no raw HTML (the Markdown styler drops
    /// it or keeps it as text), so this is the only unsafe content there is.
    ///
    ///     HTMLRenderer.Options().allowsUnsafeLinks   // false
    public var allowsUnsafeLinks: Bool
    /// A page's or email's `<title>`; the first heading's text when `nil`.
    ///
    ///     HTMLRenderer.Options(title: "Notes").title   // "Notes"
    public var title: String?
    /// The `lang` attribute of a page or email (letters, digits and `-` only; otherwise
    /// left out).
    ///
    ///     HTMLRenderer.Options().language   // "en"
    public var language: String?

    /// The default options: a page, the standard environment, safe links, language `en`.
    ///
    ///     HTMLRenderer.Options.default.profile   // .page
    public static let `default` = Options()

    /// Creates options.
    ///
    ///     HTMLRenderer.Options(profile: .email, title: "Weekly digest")
    ///
    /// - Parameters:
    ///   - profile: page, fragment or email.
    ///   - environment: what styles resolve in.
    ///   - allowsUnsafeLinks: whether dangerous URLs are written.
    ///   - title: the document's title.
    ///   - language: the document's language tag.
    public init(
      profile: Profile = .page, environment: TextEnvironment = TextEnvironment(),
      allowsUnsafeLinks: Bool = false, title: String? = nil, language: String? = "en"
    ) {
      self.profile = profile
      self.environment = environment
      self.allowsUnsafeLinks = allowsUnsafeLinks
      self.title = title
      self.language = language
    }
  }
}
