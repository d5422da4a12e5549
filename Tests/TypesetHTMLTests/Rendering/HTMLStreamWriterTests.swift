import Testing
import Typeset
import TypesetHTML
import TypesetMarkdown
import TypesetTestSupport

/// A document streamed piece by piece gives the page, fragment and email rendered at once:
/// the same HTML once the `<style>` elements are set apart, and the same rules in them.
@Suite struct HTMLStreamWriterTests {
  /// The kitchen sink through a `MarkdownStream` in chunks of `size` bytes, each settled
  /// piece styled and written as it settles.
  func streamed(_ profile: HTMLRenderer.Profile, chunk size: Int) -> String {
    let renderer = HTMLRenderer(options: .init(profile: profile))
    var writer = HTMLStreamWriter(renderer: renderer)
    var stream = MarkdownStream()
    let styler = MarkdownStyler(theme: .default)
    var html: [UInt8] = []
    let bytes = Array(KitchenSink.markdown.utf8)
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + size)
      for piece in styler.styleSettled(stream.append(bytes[start..<end])) {
        writer.write(piece, into: &html)
      }
      start = end
    }
    for piece in styler.styleSettled(stream.finish()) { writer.write(piece, into: &html) }
    #expect(writer.finish(into: &html).isEmpty)
    return String(decoding: html, as: UTF8.self)
  }

  func whole(_ profile: HTMLRenderer.Profile) -> String {
    let rendering = HTMLRenderer(options: .init(profile: profile))
      .render(StyledDocument(markdown: KitchenSink.markdown))
    return profile == .fragment
      ? "<style>\n" + rendering.stylesheet + "</style>\n" + rendering.html : rendering.html
  }

  @Test(arguments: [HTMLRenderer.Profile.page, .fragment], [1, 7, 64])
  func aStreamedPageIsThePageWithItsRulesSpreadOut(profile: HTMLRenderer.Profile, chunk: Int) {
    let streamed = streamed(profile, chunk: chunk)
    let whole = whole(profile)
    #expect(StyleElements(html: streamed) == StyleElements(html: whole))
    // The pieces did bring rules of their own: a class first used in the text.
    #expect(streamed.components(separatedBy: "<style>").count > 2)
  }

  @Test(arguments: [1, 64])
  func aStreamedEmailIsTheEmail(chunk: Int) {
    #expect(streamed(.email, chunk: chunk) == whole(.email))
  }

  @Test func anEmptyStreamIsAnEmptyDocument() {
    var writer = HTMLStreamWriter(renderer: HTMLRenderer(options: .init(profile: .fragment)))
    var html: [UInt8] = []
    _ = writer.finish(into: &html)
    let text = String(decoding: html, as: UTF8.self)
    #expect(text.hasSuffix("<div class=\"typeset\"></div>\n"))
    #expect(StyleElements(html: text).body == "<div class=\"typeset\"></div>\n")
  }
}
