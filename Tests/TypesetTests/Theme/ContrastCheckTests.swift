import Foundation
import Testing

@testable import Typeset

@Suite("Contrast check")
struct ContrastCheckTests {
  static let white = TextColor.RGBA(red: 1, green: 1, blue: 1)
  static let black = TextColor.RGBA(red: 0, green: 0, blue: 0)

  @Test func blackOnWhiteIsTwentyOneToOne() {
    #expect(Self.black.contrastRatio(with: Self.white) == 21)
    #expect(Self.white.contrastRatio(with: Self.black) == 21)
    #expect(Self.white.contrastRatio(with: Self.white) == 1)
  }

  @Test func greySevenSevenSevenOnWhiteIsJustBelowFourAndAHalf() throws {
    let ratio = try TextColor.RGBA(hex: "#777").contrastRatio(with: Self.white)
    #expect(abs(ratio - 4.48) < 0.005)
  }

  @Test func knownRatiosMatchWCAGExamples() throws {
    // #767676 is the lightest grey that passes 4.5:1 on white.
    #expect(try TextColor.RGBA(hex: "#767676").contrastRatio(with: Self.white) >= 4.5)
    #expect(abs(try TextColor.RGBA(hex: "#007AFF").contrastRatio(with: Self.white) - 4.02) < 0.01)
  }

  @Test func translucentTextIsCompositedOverItsBackground() {
    let halfBlack = TextColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
    #expect(halfBlack.composited(over: Self.white).hex == "#808080FF")
  }

  @Test(arguments: [
    (17.0, FontWeight.regular, false), (24, .regular, true), (18.67, .bold, true),
    (18.67, .semibold, false), (18, .black, false),
  ])
  func largeTextFollowsWCAGPointsInApplePoints(size: Double, weight: FontWeight, large: Bool) {
    #expect(Theme.isLargeText(size: size, weight: weight) == large)
  }

  static func theme(_ json: String) throws -> Theme { try Theme(json: json) }

  @Test func lowContrastBodyTextWarnsInTheAppearanceWhereItFails() throws {
    let theme = try Self.theme(
      ##"{"styles": {"body": {"color": {"light": "#777", "dark": "#FFF"}}}}"##)
    let warnings = theme.contrastWarnings().filter { $0.path.hasPrefix("styles.") }
    #expect(warnings.map(\.path) == ["styles.body", "styles.body"])
    #expect(warnings.map(\.appearance) == [.light, .light])
    #expect(warnings.map(\.contrast) == [.standard, .increased])
    #expect(warnings.allSatisfy { $0.minimum == 4.5 && abs($0.ratio - 4.48) < 0.005 })
    #expect(
      warnings.first?.description
        == "styles.body: contrast 4.47:1 is below 4.5:1 in light appearance (#777777FF on #FFFFFFFF)"
    )
  }

  @Test func largeTextNeedsOnlyThreeToOne() throws {
    let theme = try Self.theme(
      ##"{"styles": {"big": {"size": 30, "color": "#777"}, "small": {"size": 12, "color": "#777"}}}"##
    )
    let paths = Set(theme.contrastWarnings().map(\.path).filter { $0.hasPrefix("styles.") })
    #expect(paths == ["styles.small"])
  }

  @Test func highContrastVariantIsCheckedOnItsOwn() throws {
    let theme = try Self.theme(
      ##"{"styles": {"body": {"color": {"light": "#000", "dark": "#FFF", "highContrastDark": "#333"}}}}"##
    )
    let warnings = theme.contrastWarnings().filter { $0.path.hasPrefix("styles.") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.appearance == .dark)
    #expect(warnings.first?.contrast == .increased)
  }

  @Test func styleBackgroundWinsOverTheThemeBackground() throws {
    let theme = try Self.theme(
      ##"{"background": "#000", "styles": {"x": {"color": "#000", "backgroundColor": "#FFF"}}}"##)
    #expect(theme.contrastWarnings().filter { $0.path.hasPrefix("styles.") }.isEmpty)
  }

  @Test func identicalColoursAreReportedOnceAtTheFirstPath() throws {
    // Markdown's text, emphasis, strong … draw in body's colours: one warning covers them.
    let theme = try Self.theme(##"{"styles": {"body": {"color": "#999"}}}"##)
    let light = theme.contrastWarnings().filter {
      $0.appearance == .light && $0.contrast == .standard
    }
    let body = light.filter { $0.foreground.hex == "#999999FF" && $0.minimum == 4.5 }
    #expect(body.map(\.path) == ["styles.body"])
  }

  @Test func tagAndMarkdownStylesAreCheckedOverBody() throws {
    let theme = try Self.theme(
      ##"{"styles": {"body": {"color": "#000"}}, "tags": {"faint": {"color": "#EEE"}}, "markdown": {"quote": {"color": "#DDD"}}}"##
    )
    let paths = Set(theme.contrastWarnings().filter { $0.appearance == .light }.map(\.path))
    #expect(paths.contains("tags.faint"))
    #expect(paths.contains("markdown.quote"))
    #expect(!paths.contains("styles.body"))
  }

  @Test func defaultThemeNamedStylesAndTagsPassEverywhere() {
    let failing = Theme.default.contrastWarnings().filter { !$0.path.hasPrefix("markdown.") }
    #expect(failing.isEmpty, "\(failing)")
  }
}
