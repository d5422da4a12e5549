import Testing

@testable import Typeset

@Suite("Markup escaping") struct MarkupEscapingTests {
  @Test func escapeReplacesTheFiveSpecialCharacters() {
    #expect(
      Markup.escape(#"Tom & <Jerry> "x" 'y'"#)
        == "Tom &amp; &lt;Jerry&gt; &quot;x&quot; &apos;y&apos;")
  }

  @Test(arguments: ["", "plain text", "caf\u{E9} \u{1F44D}\u{1F3FD}", "a=b; c#d"])
  func escapeLeavesOrdinaryTextAlone(text: String) {
    #expect(Markup.escape(text) == text)
  }

  @Test(arguments: [
    "a < b & c", #"<b>"quoted" & 'single'</b>"#, "&amp;", "&#65;", "&lt;&gt;",
    "\u{E9}\u{1F44D}\u{1F3FD}\r\n\t<", "<!-- x -->", "<!--", "]]> &&& <<< >>>", "&", "<", ">",
    "x &mdash; y", "<a href=\"x\">", "&#x2014;&bogus;",
  ])
  func escapedTextScansBackToTheOriginal(text: String) throws {
    let escaped = Markup.escape(text)
    let lenient = try scan(escaped)
    let strict = try scan(escaped, mode: .strict)
    #expect(lenient.text == text)
    #expect(strict.text == text)
    #expect(strict.events.isEmpty)
  }

  @Test func formatEscapesArgumentsButNotTheTemplate() {
    #expect(
      Markup.format("<b>%@</b> has %d new & %ld old", "<Ann>", 3, 4)
        == "<b>&lt;Ann&gt;</b> has 3 new & 4 old")
  }

  @Test(arguments: [
    ("%2$@ before %1$@", "b before a"),
    ("100%% sure, %@", "100% sure, a"),
    ("%@%@%@", "ab%@"),
    ("%3$@", "%3$@"),
    ("trailing %", "trailing %"),
    ("%y %", "%y %"),
    ("%i/%u/%lld/%s", "a/b/%lld/%s"),
    ("%1$@ and %1$@", "a and a"),
    ("%0$@", "%0$@"),
  ])
  func formatFillsPlaceholders(template: String, expected: String) {
    #expect(Markup.format(template, "a", "b") == expected)
  }

  @Test func formatKeepsArgumentsAfterPrecisionAndWidth() {
    #expect(Markup.format("%.2f … %@", 9.5, "<Ann>") == "9.50 … &lt;Ann&gt;")
    #expect(Markup.format("[%5d|%-5d|%05.1f]", 42, 7, 3.14159) == "[   42|7    |003.1]")
    #expect(Markup.format("%x %X %o %e", 255, 255, 8, 1234.5) == "ff FF 10 1.234500e+03")
  }

  @Test func formatReadsWidthAndPrecisionFromArguments() {
    #expect(Markup.format("[%*d] %@", 4, 7, "<x>") == "[   7] &lt;x&gt;")
    #expect(Markup.format("%.*f", 1, 2.25) == "2.2")
  }

  @Test func formatPadsAndCutsStringArgumentsBeforeEscaping() {
    #expect(Markup.format("[%6@]", "<a>") == "[   &lt;a&gt;]")
    #expect(Markup.format("[%-4@]", "<") == "[&lt;   ]")
    #expect(Markup.format("%.3@", "<b>old</b>") == "&lt;b&gt;")
  }

  @Test func formatNeverWritesThroughPercentN() {
    #expect(Markup.format("%n %@", "a") == "%n a")
  }

  @Test func formatEscapesNumbersGivenForStringConversions() {
    #expect(Markup.format("%@ & %@", 3, "<") == "3 & &lt;")
  }

  @Test func markupStringEscapesInterpolationsOnly() {
    let name = "<script>"
    let m: MarkupString = "Hello <b>\(name)</b> & \(42) \(1 < 2)"
    #expect(m.rawValue == "Hello <b>&lt;script&gt;</b> & 42 true")
    #expect(m.description == m.rawValue)
  }

  @Test func markupStringInsertsOtherMarkupUnescaped() {
    let inner: MarkupString = "<i>\("a&b")</i>"
    let labelled: MarkupString = "<b>\(markup: inner)</b>"
    let unlabelled: MarkupString = "<b>\(inner)</b>"
    #expect(labelled.rawValue == "<b><i>a&amp;b</i></b>")
    #expect(unlabelled == labelled)
    #expect(MarkupString(rawValue: "<x>") == "<x>")
  }
}
