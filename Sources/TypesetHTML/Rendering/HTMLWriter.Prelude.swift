import Typeset

extension HTMLWriter {
  /// What every document rendered with one theme and options starts from: the element
  /// declarations, the named styles' classes and the colours they use, made once per renderer.
  struct Prelude: Sendable {
    /// The theme's Markdown element styles.
    let markdown: MarkdownStyles
    /// The body text's style merged with the theme's text style: the style around everything.
    let root: TextStyle
    /// The style sheet every document's classes are added to.
    let sheet: HTMLStyleSheet
    /// The declarations of each ``HTMLElement``.
    let elements: [[UInt8]]
    /// The theme's tag styles and named styles that a run can carry: name, style and (page)
    /// class.
    let named: [NamedStyle]
    /// The fixed opening tags.
    let tags: Tags
    /// The theme styles formats are decided by.
    let slots: Slots

    /// The prelude of `theme` under `options`: the built-in default theme's, in the default
    /// environment, is made once per process (a renderer made per document would otherwise
    /// pay for resolving the theme's styles every time), any other is made here.
    ///
    ///     let prelude = HTMLWriter.Prelude.make(theme: .default, options: .default)
    static func make(theme: Theme, options: HTMLRenderer.Options) -> Prelude {
      guard options.environment == TextEnvironment(), theme == .default else {
        return Prelude(theme: theme, options: options)
      }
      return options.profile == .email ? defaultEmail : defaultPage
    }

    /// The default theme's prelude for pages and fragments (they differ only in what wraps
    /// the text) and for email.
    static let defaultPage = Prelude(theme: .default, options: .default)
    static let defaultEmail = Prelude(theme: .default, options: .init(profile: .email))

    init(theme: Theme, options: HTMLRenderer.Options) {
      let isEmail = options.profile == .email
      markdown = theme.markdown
      let root = theme.body.merging(theme.markdown.text)
      self.root = root
      var sheet = HTMLStyleSheet(
        usesVariables: !isEmail, environment: options.environment, body: root)
      elements = sheet.elementDeclarations(root: root, theme: theme)
      // A class per named style: the tags first (they are what markup and inline HTML
      // carry), then the named styles, each in name order; those the body already is are
      // left out.
      var named: [NamedStyle] = []
      let rootValues = sheet.values(of: root)
      let candidates =
        theme.tags.sorted { $0.key < $1.key } + theme.styles.sorted { $0.key < $1.key }
      for (name, style) in candidates where root.merging(style) != root {
        let delta = sheet.inlineDelta(style, over: root, rootValues: rootValues)
        guard !delta.isEmpty else { continue }
        let className = isEmail ? [] : sheet.className(for: delta, preferring: name)
        named.append(NamedStyle(name: name, style: style, className: className))
      }
      self.named = named
      self.sheet = sheet
      tags = Tags(elements: elements, isEmail: isEmail)
      slots = Slots(markdown: theme.markdown, named: named)
    }
  }
}
