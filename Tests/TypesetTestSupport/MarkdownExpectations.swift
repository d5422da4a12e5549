import Testing
import TypesetMarkdown

/// Expects Markdown to render as the given HTML (bare, as cmark-gfm renders it).
///
///     expectHTML("# Hi *there*", renders: "<h1>Hi <em>there</em></h1>\n")
///
/// - Parameters:
///   - markdown: the input.
///   - expected: the HTML it must render as.
///   - unsafe: keep raw HTML and dangerous URLs (cmark's `--unsafe`).
///   - extensions: the Markdown extensions for both parsing and rendering.
public func expectHTML(
  _ markdown: String, renders expected: String, unsafe: Bool = false,
  extensions: MarkdownExtensions = .gfm, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(
    renderHTML(markdown, unsafe: unsafe, extensions: extensions) == expected,
    sourceLocation: sourceLocation)
}

/// Renders Markdown as bare HTML with the given options; what ``expectHTML`` compares.
///
///     renderHTML("*a*")   // "<p><em>a</em></p>\n"
public func renderHTML(
  _ markdown: String, unsafe: Bool = false, extensions: MarkdownExtensions = .gfm
) -> String {
  let document = MarkdownParser.parse(markdown, options: .init(extensions: extensions))
  let options = MarkdownHTMLRenderer.Options(
    allowsUnsafeContent: unsafe, extensions: extensions)
  return MarkdownHTMLRenderer(options: options).render(document)
}

/// Expects Markdown to parse into the tree the dump shows (`debugDescription`, with source
/// ranges).
///
///     expectDump("`x`", is: "document [1:1-1:3]\n  paragraph [1:1-1:3]\n    code [1:1-1:3] \"x\"\n")
///
/// - Parameters:
///   - markdown: the input.
///   - expected: the tree dump.
///   - extensions: the Markdown extensions.
public func expectDump(
  _ markdown: String, is expected: String, extensions: MarkdownExtensions = .gfm,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let document = MarkdownParser.parse(markdown, options: .init(extensions: extensions))
  #expect(document.debugDescription == expected, sourceLocation: sourceLocation)
}
