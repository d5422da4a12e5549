import Testing

@testable import Typeset

@Suite("StyledText description") struct StyledTextDescriptionTests {
  @Test func descriptionIsThePlainText() {
    let text = "a".styled(.body) + "b\n".styled(TextStyle().bold())
    #expect("\(text)" == "ab\n")
  }

  @Test func debugDescriptionListsEveryRunWithItsStyle() {
    let text = "Hi ".styled(TextStyle().italic()) + "\"there\"\n".styled(TextStyle().bold())
    #expect(
      String(reflecting: text) == """
        StyledText (2 runs)
          "Hi " TextStyle(isItalic: true)
          "\\"there\\"\\n" TextStyle(weight: bold)
        """)
  }

  /// Runs that share a style show the same description, each with its own style.
  @Test func runsSharingAStyleEachShowIt() {
    let italic = TextStyle().italic()
    let bold = TextStyle().bold()
    let text = "a".styled(italic) + "b".styled(bold) + "c".styled(italic) + "d".styled(bold)
    #expect(
      String(reflecting: text) == """
        StyledText (4 runs)
          "a" TextStyle(isItalic: true)
          "b" TextStyle(weight: bold)
          "c" TextStyle(isItalic: true)
          "d" TextStyle(weight: bold)
        """)
  }

  @Test func emptyTextSaysSo() {
    #expect(String(reflecting: StyledText()) == "StyledText (0 runs)")
  }
}

@Suite("ResolvedText description") struct ResolvedTextDescriptionTests {
  @Test func descriptionIsThePlainTextAndDebugDescriptionListsTheRuns() {
    let text = ("a".styled(.body) + "b".styled(TextStyle.body.bold())).resolved(
      in: TextEnvironment())
    #expect("\(text)" == "ab")
    let lines = String(reflecting: text).split(separator: "\n")
    #expect(lines.first == "ResolvedText (2 runs)")
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix("\"a\" family=system-ui"))
    #expect(lines[2] == "\"b\" weight=700")
  }
}
