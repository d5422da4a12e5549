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

  @Test func emptyTextSaysSo() {
    #expect(String(reflecting: StyledText()) == "StyledText (0 runs)")
  }
}
