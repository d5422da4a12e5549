import Testing

@testable import Typeset

@Suite("Markup tags") struct MarkupTagTests {
  @Test func tagsAreReportedWithRangesAndOutputOffsets() throws {
    let result = try scan("ab<b>c</b>d")
    #expect(result.text == "abcd")
    #expect(
      result.events == [
        .open(tag("b", [], 2..<5), outputOffset: 2),
        .close("b", sourceRange: 6..<10, outputOffset: 3),
      ])
  }

  @Test func leadsExampleScans() throws {
    let result = try scan(#"Hello <b>world</b> &amp; <a href="x">link</a>"#, mode: .strict)
    #expect(result.text == "Hello world & link")
    #expect(result.events.count == 4)
    #expect(result.events[2] == .open(tag("a", [("href", "x")], 25..<37), outputOffset: 14))
  }

  @Test func namesAreCaseInsensitiveAndReportedLowercased() throws {
    let result = try scan(#"<B Class="Big">x</B ><Em_1.x:y-z/>"#)
    #expect(
      result.events == [
        .open(tag("b", [("class", "Big")], 0..<15), outputOffset: 0),
        .close("b", sourceRange: 16..<21, outputOffset: 1),
        .selfClosing(tag("em_1.x:y-z", [], 21..<34), outputOffset: 1),
      ])
  }

  @Test(arguments: [
    (#"<a x="1" y='2 3'>"#, [("x", "1"), ("y", "2 3")]),
    (#"<a t="it's">"#, [("t", "it's")]),
    (#"<a t='say "hi"'>"#, [("t", "say \"hi\"")]),
    (#"<a t="">"#, [("t", "")]),
    ("<a disabled>", [("disabled", "")]),
    (#"<a disabled x="1" hidden>"#, [("disabled", ""), ("x", "1"), ("hidden", "")]),
    ("<a\n\tx = \"1\"\r\n  y\t=\t'2'\n>", [("x", "1"), ("y", "2")]),
    (#"<a t="&lt;&amp;&#65;&#x42;&mdash;&bogus;&amp">"#, [("t", "<&AB\u{2014}&bogus;&amp")]),
    (#"<a t="1 > 2">"#, [("t", "1 > 2")]),
    (#"<a x="1" X="2" x='3'>"#, [("x", "1")]),
    ("<a href=x>", [("href", "x")]),
    ("<a href=a/b t=&lt;x>", [("href", "a/b"), ("t", "<x")]),
  ])
  func attributesAreParsed(source: String, expected: [(String, String)]) throws {
    let result = try scan(source)
    #expect(result.text == "")
    #expect(result.events == [.open(tag("a", expected, 0..<source.utf8.count), outputOffset: 0)])
  }

  /// The scanner recognises a tag it has read before by its bytes; a repeat must report
  /// exactly what a first reading does, including tags whose quoted values hold `>` and share
  /// their bytes up to it.
  @Test func repeatedTagsAreReportedLikeTheFirst() throws {
    let tags = [
      #"<a href="x">"#, #"<a t="1 > 2">"#, #"<a t="1 > 3">"#, #"<c v='&lt;'>"#, #"<a href="x"/>"#,
      #"<a href="y">"#,
    ]
    let source = (tags + tags.reversed() + tags).joined(separator: "-")
    let result = try scan(source)
    var expected: [RecordingHandler.Event] = []
    var offset = 0
    var output = 0
    for (index, text) in (tags + tags.reversed() + tags).enumerated() {
      if index > 0 {
        offset += 1
        output += 1
      }
      let single = try scan(text).events
      for event in single {
        switch event {
        case .open(let tag, _):
          let moved = MarkupTag(
            name: tag.name, nameKey: tag.nameKey, attributes: tag.attributes,
            sourceRange: tag.sourceRange.lowerBound + offset..<tag.sourceRange.upperBound + offset)
          expected.append(.open(moved, outputOffset: output))
        case .selfClosing(let tag, _):
          let moved = MarkupTag(
            name: tag.name, nameKey: tag.nameKey, attributes: tag.attributes,
            sourceRange: tag.sourceRange.lowerBound + offset..<tag.sourceRange.upperBound + offset)
          expected.append(.selfClosing(moved, outputOffset: output))
        case .close: Issue.record("no closing tags here")
        }
      }
      offset += text.utf8.count
    }
    #expect(result.text == String(repeating: "-", count: 3 * tags.count - 1))
    #expect(result.events == expected)
  }

  @Test func attributeSubscriptFindsTheValueIgnoringCase() throws {
    let result = try scan(#"<a href="x" data-id='7'>"#)
    guard case .open(let found, _) = result.events.first else {
      Issue.record("no tag")
      return
    }
    #expect(found[attribute: "href"] == "x")
    #expect(found[attribute: "DATA-ID"] == "7")
    #expect(found[attribute: "title"] == nil)
  }

  @Test(arguments: [
    ("<br/>", "br", [(String, String)]()), ("<br />", "br", []), ("<br\n/>", "br", []),
    (#"<img src="a.png"/>"#, "img", [("src", "a.png")]),
    (#"<img src='a.png' />"#, "img", [("src", "a.png")]),
    ("<img src=a.png/>", "img", [("src", "a.png")]),
  ])
  func selfClosingTagsAreReported(source: String, name: String, attributes: [(String, String)])
    throws
  {
    let result = try scan("x\(source)y")
    #expect(result.text == "xy")
    #expect(
      result.events == [
        .selfClosing(tag(name, attributes, 1..<1 + source.utf8.count), outputOffset: 1)
      ])
  }

  @Test(arguments: ["</b>", "</b >", "</B\n>", "</b\t\r\n >"])
  func closingTagsAllowWhitespaceBeforeTheBracket(source: String) throws {
    let result = try scan(source)
    #expect(result.text == "")
    #expect(result.events == [.close("b", sourceRange: 0..<source.utf8.count, outputOffset: 0)])
  }

  @Test func keepLiteralCopiesTheTagSourceVerbatim() throws {
    let source = #"a<X y = "1" >b</X >c<Z/>"#
    let actions: [String: MarkupTagAction] = [
      "x": .keepLiteral, "/x": .keepLiteral, "z": .keepLiteral,
    ]
    #expect(try scan(source, actions: actions).text == source)
  }

  @Test func insertPutsTextWhereTheTagWas() throws {
    let actions: [String: MarkupTagAction] = [
      "br": .insert("\n"), "b": .insert("**"), "/b": .insert("**"),
    ]
    let result = try scan("one<br/>two <b>bold</b>!", actions: actions)
    #expect(result.text == "one\ntwo **bold**!")
    #expect(result.events[1] == .open(tag("b", [], 12..<15), outputOffset: 8))
    #expect(result.events[2] == .close("b", sourceRange: 19..<23, outputOffset: 14))
  }

  @Test func commentsDisappear() throws {
    let result = try scan("a<!-- <b>hidden</b> & -->b<!---->c<!-- - -- ->-->d", mode: .strict)
    #expect(result.text == "abcd")
    #expect(result.events.isEmpty)
  }

  @Test(arguments: ["a <!-- b", "<!--", "<!-- x --", "<!-- x ->", "<!-->", "<!--<!--<!--"])
  func unterminatedCommentIsTextInLenientMode(source: String) throws {
    #expect(try scan(source).text == source)
  }

  @Test(arguments: [
    "a < b & c", "<3", "< b>", "<", "x <", "<b", "a <b c", "<b x=\"1", "<b x=", "a<>b", "<<>>",
    "</>", "</ b>", "</b x>", "</3>", "<!x>", "<!DOCTYPE html>", "<?xml?>", "<b$>", "<a x=\"1\"y>",
    "<a x=>", "<a =x>", "<a 1x>", "<b/ >", "<a t=\"x<y\">", "&<&", "<&amp", "<b\u{E9}>",
    "1 <= 2 && 3 >= 2", "<-->",
  ])
  func strayLessThanStaysText(source: String) throws {
    let result = try scan(source)
    #expect(result.text == source)
    #expect(result.events.isEmpty)
  }

  @Test func unfinishedTagBeforeAnotherTagIsTextAndTheNextTagCounts() throws {
    let result = try scan("<b <i>x</i>")
    #expect(result.text == "<b x")
    #expect(
      result.events == [
        .open(tag("i", [], 3..<6), outputOffset: 3),
        .close("i", sourceRange: 7..<11, outputOffset: 4),
      ])
  }

  @Test(arguments: ["a < b & c", "<3", "x < 1 & y", "a <", "if a <= b", "< b>", "<!x>", "a<>"])
  func strictModeAllowsLessThanNotFollowedByLetterOrSlash(source: String) throws {
    #expect(try scan(source, mode: .strict).text == source)
  }

  @Test func textBytesPassThroughUnchanged() throws {
    let source = "line one\r\nline two\rline three\n\ttabbed \u{1F44D}\u{1F3FD} e\u{301}"
    #expect(try scan(source).text == source)
    #expect(try scan(source, mode: .strict).text == source)
  }

  @Test func emptyInputGivesEmptyOutput() throws {
    #expect(try scan("") == ("", []) as (String, [RecordingHandler.Event]))
  }

  @Test func invalidUTF8PassesThrough() throws {
    var handler = RecordingHandler()
    let bytes: [UInt8] = [
      0xFF, 0x3C, 0x62, 0x3E, 0xC3, 0x28, 0x26, 0xE2, 0x82, 0x3C, 0x2F, 0x62, 0x3E, 0x80,
    ]
    let output = try scanBytes(bytes, handler: &handler)
    #expect(output == [0xFF, 0xC3, 0x28, 0x26, 0xE2, 0x82, 0x80])
    #expect(handler.opens == 1)
    #expect(handler.closes == 1)
  }

  @Test func invalidUTF8InAnAttributeValueIsRepaired() throws {
    var handler = RecordingHandler()
    let bytes: [UInt8] = Array("<a t=\"".utf8) + [0xFF] + Array("\">".utf8)
    _ = try scanBytes(bytes, handler: &handler)
    #expect(
      handler.events == [.open(tag("a", [("t", "\u{FFFD}")], 0..<bytes.count), outputOffset: 0)])
  }
}
