import Testing

@testable import Typeset

@Suite("Markup errors") struct MarkupErrorTests {
  @Test(arguments: [
    ("Hi <b there", "error: malformed tag <b>\n --> input:1:4\nHi <b there\n   ^"),
    ("<b", "error: malformed tag <b>\n --> input:1:1\n<b\n^"),
    ("a <B$>x", "error: malformed tag <b>\n --> input:1:3\na <B$>x\n  ^"),
    ("<b <i>x</i>", "error: malformed tag <b>\n --> input:1:1\n<b <i>x</i>\n^"),
    ("x </ b>", "error: malformed closing tag\n --> input:1:3\nx </ b>\n  ^"),
    ("x </b y>", "error: malformed closing tag </b>\n --> input:1:3\nx </b y>\n  ^"),
    ("a <!-- b", "error: unterminated comment\n --> input:1:3\na <!-- b\n  ^"),
    (
      "<p><a href=x>t</a></p>",
      "error: attribute href of <a> has an unquoted value\n --> input:1:4\n<p><a href=x>t</a></p>\n   ^"
    ),
    (
      #"<a x="1" X="2">"#,
      "error: duplicate attribute x in <a>\n --> input:1:1\n<a x=\"1\" X=\"2\">\n^"
    ),
    ("ok &foo; bar", "error: unknown entity &foo;\n --> input:1:4\nok &foo; bar\n   ^"),
    ("&Amp;", "error: unknown entity &Amp;\n --> input:1:1\n&Amp;\n^"),
    ("\u{E9} &#0;", "error: invalid character reference &#0;\n --> input:1:4\n\u{E9} &#0;\n  ^"),
    ("&#xD800;", "error: invalid character reference &#xD800;\n --> input:1:1\n&#xD800;\n^"),
    ("&#x110000;", "error: invalid character reference &#x110000;\n --> input:1:1\n&#x110000;\n^"),
    (
      "&#12345678;",
      "error: invalid character reference &#12345678;\n --> input:1:1\n&#12345678;\n^"
    ),
    ("&#;", "error: invalid character reference &#;\n --> input:1:1\n&#;\n^"),
    ("&#x;", "error: invalid character reference &#x;\n --> input:1:1\n&#x;\n^"),
    (
      #"<a title="x &bogus; y">"#,
      "error: unknown entity &bogus;\n --> input:1:13\n<a title=\"x &bogus; y\">\n            ^"
    ),
  ])
  func strictModeReportsSyntaxErrors(source: String, expected: String) {
    #expect(strictError(source)?.description == expected)
  }

  @Test func lenientModeNeverThrowsForTheSameInputs() throws {
    for source in [
      "Hi <b there", "x </ b>", "a <!-- b", "<a href=x>", #"<a x="1" X="2">"#, "&foo;", "&#0;",
    ] {
      #expect(throws: Never.self) { try scan(source) }
    }
  }

  @Test func lineBreaksOfEveryKindCountOnce() {
    let error = strictError("one\r\ntwo\rthree\n\nfive\r\n\r\n  x <b")
    #expect(error?.line == 7)
    #expect(error?.column == 5)
    #expect(error?.sourceLine == "  x <b")
    #expect(error?.description == "error: malformed tag <b>\n --> input:7:5\n  x <b\n    ^")
  }

  @Test func errorLineIsCutAtTheNextLineBreak() {
    let error = strictError("first\r\nsecond &nope; third\r\nlast")
    #expect(
      error?.description
        == "error: unknown entity &nope;\n --> input:2:8\nsecond &nope; third\n       ^")
  }

  @Test func columnCountsUTF8BytesAndTheCaretCountsCharacters() {
    // 👍🏽 is eight bytes, e + U+0301 three, 中 three: the column is a byte column (as in
    // Markdown source ranges), while the caret sits under the `<` on screen.
    let source = "\u{1F44D}\u{1F3FD} e\u{301} \u{4E2D} <b"
    let error = strictError(source)
    #expect(error?.column == 18)
    #expect(error?.location == SourceLocation(line: 1, column: 18))
    #expect(error?.description == "error: malformed tag <b>\n --> input:1:18\n\(source)\n      ^")
  }

  @Test func aLongLineIsQuotedAsAWindowAroundTheMistake() throws {
    let source =
      String(repeating: "a", count: 30_000) + "<b" + String(repeating: "z", count: 30_000)
    let error = try #require(strictError(source))
    #expect(error.column == 30_001)
    let radius = MarkupError.excerptRadius
    #expect(
      error.sourceLine
        == "…" + String(repeating: "a", count: radius) + "<b"
        + String(repeating: "z", count: radius - 2)
        + "…")
    #expect(error.description.utf8.count < 4 * radius + 100)
    #expect(error.description.hasSuffix("\n" + String(repeating: " ", count: radius + 1) + "^"))
  }

  @Test func aWindowNeverCutsAMultibyteCharacter() throws {
    let source = String(repeating: "é", count: 100) + "<b" + String(repeating: "中", count: 100)
    let error = try #require(strictError(source))
    #expect(!error.sourceLine.contains("\u{FFFD}"))
    #expect(error.sourceLine.hasPrefix("…é") && error.sourceLine.hasSuffix("中…"))
    #expect(error.description.hasSuffix(" ^"))
  }

  @Test func tabsInTheSourceLineAreKeptInTheCaretLine() {
    let error = strictError("\tx\t<b")
    #expect(error?.column == 4)
    #expect(error?.description == "error: malformed tag <b>\n --> input:1:4\n\tx\t<b\n\t \t^")
  }

  @Test func invalidUTF8BeforeTheErrorCountsAsOneCharacter() throws {
    var handler = RecordingHandler()
    let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0x3C, 0x62]
    #expect(throws: MarkupError.self) { try scanBytes(bytes, mode: .strict, handler: &handler) }
    do {
      _ = try scanBytes(bytes, mode: .strict, handler: &handler)
    } catch let error as MarkupError {
      #expect(error.column == 4)
      #expect(error.sourceLine == "a\u{FFFD}b<b")
    }
  }

  @Test func fileNameAppearsInTheLocationLine() {
    let error = strictError("<b")?.withFileName("Strings/en.txt")
    #expect(error?.fileName == "Strings/en.txt")
    #expect(error?.description == "error: malformed tag <b>\n --> Strings/en.txt:1:1\n<b\n^")
  }

  @Test func handlerErrorsPropagateWithTheirPosition() throws {
    var handler = RecordingHandler(rejectedClosingTag: "i")
    let bytes = Array("ok\n<b>x</i>".utf8)
    do {
      _ = try scanBytes(bytes, mode: .lenient, handler: &handler)
      Issue.record("no error thrown")
    } catch let error as MarkupError {
      #expect(
        error.description
          == "error: closing tag </i> has no open <i>\n --> input:2:5\n<b>x</i>\n    ^")
    }
  }

  @Test func handlerFactoriesWriteTheirMessages() {
    let bytes = Array("a\n  <b>c\n".utf8)
    bytes.withUnsafeBufferPointer { input in
      #expect(
        MarkupError.unclosedTag("b", at: 4, in: input).description
          == "error: unclosed tag <b>\n --> input:2:3\n  <b>c\n  ^")
      #expect(
        MarkupError.strayClosingTag("b", at: 4, in: input).message
          == "closing tag </b> has no open <b>")
      #expect(MarkupError.unknownTag("foo", at: 4, in: input).message == "unknown tag <foo>")
      #expect(MarkupError.custom("bad colour", at: 4, in: input).message == "bad colour")
      // An offset at the very end is still placed on the last (empty) line.
      let atEnd = MarkupError.unclosedTag("b", at: input.count, in: input)
      #expect(atEnd.line == 3)
      #expect(atEnd.column == 1)
      #expect(atEnd.sourceLine == "")
    }
  }

  @Test func errorsWithTheSamePositionAndMessageAreEqual() {
    #expect(strictError("<b") == strictError("<b"))
    #expect(strictError("<b") != strictError("<i"))
    #expect(strictError("<b") != strictError("<b")?.withFileName("x"))
  }

  @Test func veryLongNamesAreShortenedInMessages() {
    let name = String(repeating: "n", count: 500)
    let error = strictError("&\(name);")
    #expect(error?.message == "unknown entity &" + String(repeating: "n", count: 59) + "…")
  }
}
