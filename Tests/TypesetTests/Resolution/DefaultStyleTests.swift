import Testing

@testable import Typeset

@Suite("Default style") struct DefaultStyleTests {
  @Test(arguments: SizeCategory.allCases)
  func unstyledTextScalesLikeBody(category: SizeCategory) {
    let environment = TextEnvironment(sizeCategory: category)
    let plain = StyledText("Hi").resolved(in: environment).runs.first?.style.font.size
    let body = "Hi".styled(.body).resolved(in: environment).runs.first?.style.font.size
    #expect(plain == body)
  }

  @Test func unstyledTextIsFiftyThreePointsAtAX5() {
    let environment = TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(TextStyle().resolved(in: environment).font.size == 53)
    #expect(TextStyle().bold().resolved(in: environment).font.size == 53)
  }

  @Test func anExplicitSizeScalesWithTheDefaultMetrics() {
    let large = TextStyle().size(20).resolved(in: TextEnvironment()).font.size
    let huge = TextStyle().size(20).resolved(
      in: TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge)
    ).font.size
    #expect(large == 20)
    #expect(huge > 50)
  }

  @Test func fixedScalingAndNoDefaultTextStyleKeepTheSize() {
    var environment = TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(TextStyle().scaling(.fixed).resolved(in: environment).font.size == 17)
    environment.defaults.textStyle = nil
    #expect(TextStyle().resolved(in: environment).font.size == 17)
  }

  @Test func theDefaultTextStyleIsNotReportedAsTheStylesOwn() {
    #expect(TextStyle().resolved(in: TextEnvironment()).font.textStyle == nil)
  }
}
