extension HTMLRenderer {
  /// The kind of HTML a renderer writes, all three from the same theme.
  ///
  ///     HTMLRenderer(options: .init(profile: .email)).options.profile   // .email
  public enum Profile: String, Hashable, Sendable, CaseIterable {
    /// A complete document with one style sheet: a class per named style, colours as custom
    /// properties switched by `prefers-color-scheme` and `prefers-contrast`, sizes in `rem`
    /// so the reader's text size scales everything as Dynamic Type does.
    ///
    ///     HTMLRenderer().render("Hi".styled(.body)).html.hasPrefix("<!DOCTYPE html>")   // true
    case page
    /// The page's body alone, a `<div class="typeset">`; its style sheet is returned
    /// separately in ``HTMLRendering/stylesheet``.
    ///
    ///     let rendering = HTMLRenderer(options: .init(profile: .fragment)).render(text)
    ///     rendering.html         // "<div class=\"typeset\">…</div>\n"
    ///     rendering.stylesheet   // ":root{--ts-label:#000000;…}…"
    case fragment
    /// A document for email clients: every resolved value inline in `style` attributes, in
    /// the environment's appearance (light by default), no classes and no media queries;
    /// a warning when it passes Gmail's clipping limit.
    ///
    ///     HTMLRenderer(options: .init(profile: .email)).render(text).html
    ///     // "<!DOCTYPE html>…<div style=\"font-family:…\">…"
    case email
  }
}
