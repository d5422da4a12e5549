import Foundation
import Testing
import Typeset
import TypesetMarkdown

@Suite("Markdown styling: inline elements") struct MarkdownStylerInlineTests {
  @Test func strongInsideEmphasisIsBoldItalic() throws {
    let style = try #require(resolvedStyle(of: "both", in: "*a **both** b*"))
    #expect(style.font.weight == .bold)
    #expect(style.font.isItalic)
    let outer = try #require(resolvedStyle(of: "a ", in: "*a **both** b*"))
    #expect(outer.font.weight == .regular)
    #expect(outer.font.isItalic)
  }

  @Test func emphasisInsideStrongIsBoldItalic() throws {
    let style = try #require(resolvedStyle(of: "both", in: "**a *both* b**"))
    #expect(style.font.weight == .bold)
    #expect(style.font.isItalic)
  }

  @Test func strongEmphasisSlotIsMergedOverBoth() throws {
    var theme = Theme.default
    theme.markdown.strongEmphasis = TextStyle().color(.systemRed)
    let nested = try #require(resolvedStyle(of: "both", in: "*a **both***", theme: theme))
    #expect(nested.foregroundColor == TextColor.systemRed.resolved(for: .light))
    let plainStrong = try #require(resolvedStyle(of: "alone", in: "**alone**", theme: theme))
    #expect(plainStrong.foregroundColor != TextColor.systemRed.resolved(for: .light))
  }

  @Test func inlineCodeIsMonospacedAndSmaller() throws {
    let code = try #require(resolvedStyle(of: "x()", in: "call `x()` now"))
    let body = try #require(resolvedStyle(of: "call", in: "call `x()` now"))
    #expect(code.font.family == "ui-monospace")
    #expect(abs(code.font.size - body.font.size * 0.9) < 0.01)
  }

  @Test func strikethroughIsStruckThrough() throws {
    let style = try #require(resolvedStyle(of: "gone", in: "~~gone~~"))
    #expect(style.strikethrough != nil)
  }

  @Test func linksTakeTheLinkStyleAndTheLink() throws {
    let style = try #require(resolvedStyle(of: "here", in: "[here](https://example.com/a)"))
    #expect(style.link?.absoluteString == "https://example.com/a")
    #expect(style.underline != nil)
    #expect(style.foregroundColor == TextColor.link.resolved(for: .light))
  }

  @Test func adjacentLinksKeepTheirOwnDestinations() {
    let runs = resolvedRuns("[a](https://x.example)[b](https://y.example) [c](https://x.example)")
    let links = runs.filter { $0.text != " " }.map { "\($0.text)→\($0.style.link?.host ?? "none")" }
    #expect(links == ["a→x.example", "b→y.example", "c→x.example"])
  }

  @Test(arguments: [
    "javascript:alert(1)", "JAVASCRIPT:alert(1)", "vbscript:msgbox", "file:///etc/passwd",
    "data:text/html;base64,PHNjcmlwdD4=", " javascript:alert(1)",
  ])
  func dangerousLinksNeverReachTheOutput(destination: String) {
    let markdown = "[a](<\(destination)>) <a href=\"\(destination)\">b</a> ![c](<\(destination)>)"
    let flat = flatten(markdown)
    for run in flat.text.runs {
      #expect(run.style.link == nil, "\(run.text) links to \(String(describing: run.style.link))")
      #expect(run.style.attachment == nil)
    }
    #expect(!flat.jsonString(in: TextEnvironment()).lowercased().contains("script:"))
  }

  @Test func unsafeLinksAreKeptOnlyWhenAllowed() throws {
    let document = MarkdownParser.parse("[a](javascript:x)")
    let styled = document.styled(options: .init(allowsUnsafeLinks: true))
    #expect(styled.flattened().runs.first?.style.link?.absoluteString == "javascript:x")
  }

  @Test func imagesBecomeAnAttachmentAndTheirDescription() throws {
    let flat = flatten("![a *cat*](cat.png)")
    let runs = Array(flat.text.runs)
    #expect(flat.text.string == "\u{FFFC}a cat")
    #expect(runs[0].style.attachment?.imageName == "cat.png")
    #expect(runs.last?.style.isItalic == true)
    #expect(runs.last?.style.foregroundColor == .secondaryLabel)
    #expect(runs.last?.style.attachment == nil)
  }

  /// An image inside another's description is words of that description, as in an HTML
  /// `alt` attribute: one attachment, the outer image's, and the inner image's description
  /// follows as text in the image style.
  /// A description's code is its literal, and its breaks are the theme's: the alternative
  /// text reads as the text that follows the image does.
  @Test func descriptionsKeepCodeAndBreaks() {
    let flat = flatten("![a `b`\nc\\\nd](i.png)")
    let runs = Array(flat.text.runs)
    // The default theme's hard break is U+2028 LINE SEPARATOR.
    #expect(flat.text.string == "\u{FFFC}a b c\u{2028}d")
    #expect(runs[0].style.attachment?.alternativeText == "a b c\u{2028}d")
  }

  @Test func imagesInsideADescriptionAreItsWords() {
    let flat = flatten("![x ![y *z*](inner.png) w](outer.png)")
    let runs = Array(flat.text.runs)
    #expect(flat.text.string == "\u{FFFC}x y z w")
    #expect(runs[0].style.attachment?.imageName == "outer.png")
    #expect(runs[0].style.attachment?.alternativeText == "x y z w")
    #expect(runs.dropFirst().allSatisfy { $0.style.attachment == nil })
    #expect(runs.dropFirst().allSatisfy { $0.style.foregroundColor == .secondaryLabel })
  }

  /// An image's title is its attachment's; one image met with two titles (or none, or an
  /// empty one, which Markdown cannot tell from none) is two attachments, not the first
  /// found again.
  @Test func imageTitlesAreTheAttachmentsAndTellRepeatedImagesApart() {
    let flat = flatten(
      #"![a](i.png "One") ![a](i.png "Two") ![a](i.png) ![a](i.png "") ![a](i.png "One")"#)
    let images = flat.text.runs.filter { $0.text == "\u{FFFC}" }.map(\.style.attachment)
    #expect(images.map { $0?.title } == ["One", "Two", nil, nil, "One"])
    #expect(images.allSatisfy { $0?.imageName == "i.png" && $0?.alternativeText == "a" })
  }

  /// Distinct images past the point where the lowering stops memoising them (a wall of
  /// badges), then images that repeat, and refused ones among them: each keeps its own
  /// attachment, and a repeated image is still one attachment equal to the first.
  @Test func manyDistinctThenRepeatedImagesKeepEachAttachment() throws {
    var lines = (0..<700).map {
      "[![b\($0)](https://img.example/\($0).svg)](https://x.example/\($0))"
    }
    lines += (0..<50).map { "![star](star.png) ![bad\($0)](javascript:\($0))" }
    let flat = flatten(lines.joined(separator: "\n\n"))
    let images = flat.text.runs.filter { $0.text == "\u{FFFC}" }
    #expect(images.count == 750)
    for (index, run) in images.prefix(700).enumerated() {
      #expect(run.style.attachment?.imageName == "https://img.example/\(index).svg")
      #expect(run.style.attachment?.alternativeText == "b\(index)")
      #expect(run.style.link == URL(string: "https://x.example/\(index)"))
    }
    for run in images.dropFirst(700) {
      #expect(
        run.style.attachment == TextAttachment(imageName: "star.png", alternativeText: "star"))
    }
    // The refused images keep their description as text, with no attachment character.
    #expect(flat.text.string.contains("bad49"))
  }

  @Test func imageDataURLsOfImagesAreKept() {
    let flat = flatten("![dot](data:image/png;base64,iVBORw0KGgo=)")
    #expect(flat.text.runs.first?.style.attachment?.imageName.hasPrefix("data:image/png") == true)
  }

  /// An image's source is a name checked for safety, not a URL: one Foundation would not
  /// read (`%zz`, a space) is still an image, as in cmark-gfm, while one posing as a scheme
  /// (`%20javascript:`) is refused and its description stays text.
  @Test func imageSourcesAreNamesCheckedForSafety() {
    let flat = flatten("![a](a%zz.png) ![b](<b c.png>) ![c](%20javascript:alert(1))")
    let names = flat.text.runs.compactMap { $0.style.attachment?.imageName }
    #expect(names == ["a%zz.png", "b c.png"])
    #expect(flat.text.string.hasSuffix(" c"))
  }

  @Test func hardBreaksAreLineBreaksAndSoftBreaksSpaces() {
    let flat = flatten("one\\\ntwo\nthree")
    #expect(flat.text.string == "one\u{2028}two three")
  }

  @Test func breaksFollowTheTheme() {
    var theme = Theme.default
    theme.markdown.softBreak = "\n"
    theme.markdown.hardBreak = "\u{2028}\u{2028}"
    #expect(flatten("a  \nb\nc", theme: theme).text.string == "a\u{2028}\u{2028}b\nc")
  }

  @Test func footnoteReferencesShowTheirNumberInOrderOfFirstReference() {
    let flat = flatten("x[^b] y[^a] z[^b]\n\n[^a]: A.\n[^b]: B.\n")
    #expect(flat.text.string == "x1 y2 z1\n\t1.\tB.\n\t2.\tA.")
    let reference = flat.text.runs.first { $0.text == "1" }
    #expect(reference?.style.baselineOffset != nil)
  }

  @Test func adjacentFootnoteReferencesArePartedByACommaInTheTextStyle() {
    let flat = flatten("A[^1][^2][^3] b[^1] [^2]\n\n[^1]: One.\n[^2]: Two.\n[^3]: Three.\n")
    #expect(flat.text.string.hasPrefix("A1,2,3 b1 2\n"))
    // (The paragraph's line feed takes the style of the run before it.)
    let references = flat.text.runs.filter { $0.style.baselineOffset != nil }
      .map { String($0.text.filter { $0 != "\n" }) }
    #expect(references == ["1", "2", "3", "1", "2"])
    let comma = flat.text.runs.first { $0.text.hasPrefix(",") }
    #expect(comma?.style.baselineOffset == nil)
    // A reference ending one paragraph and one starting the next are not side by side.
    let apart = flatten("a[^1]\n\n[^2]b\n\n[^1]: One.\n[^2]: Two.\n")
    #expect(apart.text.string.hasPrefix("a1\n2b"))
  }

  @Test func darkAppearanceChangesColours() throws {
    let markdown = "text [link](https://a.b) > \n\n> quoted"
    let light = resolvedRuns(markdown, in: TextEnvironment(appearance: .light))
    let dark = resolvedRuns(markdown, in: TextEnvironment(appearance: .dark))
    #expect(light.count == dark.count)
    for (a, b) in zip(light, dark) { #expect(a.style.foregroundColor != b.style.foregroundColor) }
  }
}
