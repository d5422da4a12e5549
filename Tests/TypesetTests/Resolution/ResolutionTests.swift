import Foundation
import Testing

@testable import Typeset

@Suite("Resolution") struct ResolutionTests {
  struct TableCell: Sendable, CustomTestStringConvertible {
    let style: DynamicTextStyle
    let category: SizeCategory
    let size: Double
    var testDescription: String { "\(style) at \(category.shortName)" }
  }

  /// Every cell of the reference table, read from the fixture (not from the code's table).
  static let referenceCells: [TableCell] = DynamicTypeReference.shared.text_styles.flatMap {
    entry in
    entry.sizes.map { categoryID, cell in
      TableCell(
        style: DynamicTextStyle(parsing: entry.id)!,
        category: SizeCategory(parsing: categoryID)!, size: cell.size)
    }
  }

  @Test func fixtureCoversTheWholeTable() {
    #expect(Self.referenceCells.count == 11 * 12)
  }

  @Test(arguments: referenceCells)
  func systemFontTakesTheTableSizeExactly(_ cell: TableCell) {
    let style = TextStyle().textStyle(cell.style).scaling(.allSizes)
    let font = style.resolved(in: TextEnvironment(sizeCategory: cell.category)).font
    #expect(font.size == cell.size)
    #expect(font.weight == cell.style.weight)
    #expect(font.family == "system-ui")
    #expect(font.face == nil)
  }

  @Test(arguments: referenceCells)
  func standardSizesStopGrowingAtExtraExtraExtraLarge(_ cell: TableCell) {
    let style = TextStyle().textStyle(cell.style).scaling(.standardSizes)
    let size = style.resolved(in: TextEnvironment(sizeCategory: cell.category)).font.size
    let capped = min(cell.category, .extraExtraExtraLarge)
    #expect(size == cell.style.size(for: capped))
  }

  @Test(arguments: referenceCells)
  func noScalingKeepsTheLargeSize(_ cell: TableCell) {
    let style = TextStyle().textStyle(cell.style).scaling(.fixed)
    let size = style.resolved(in: TextEnvironment(sizeCategory: cell.category)).font.size
    #expect(size == cell.style.size(for: .large))
  }

  @Test func textStyleScalesToAllSizesByDefault() {
    let size = TextStyle().textStyle(.body)
      .resolved(in: TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge)).font.size
    #expect(size == 53)
  }

  @Test func plainStyleUsesTheDefaultSizeAndScalesAsBody() {
    let environment = TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(TextStyle().resolved(in: TextEnvironment()).font.size == 17)
    #expect(TextStyle().resolved(in: environment).font.size == 53)
    // An explicit size scales through Body's metrics, like a custom font would.
    #expect(TextStyle().size(12).resolved(in: environment).font.size == 34)
    #expect(TextStyle().size(12).scaling(.fixed).resolved(in: environment).font.size == 12)
  }

  @Test func customFontScalesThroughFontMetrics() {
    let family = FontFamily.custom("Avenir", faces: [.init(weight: .regular, name: "Avenir")])
    let style = TextStyle().fontFamily(family).textStyle(.body)
    let at = { (category: SizeCategory) in
      style.resolved(in: TextEnvironment(sizeCategory: category)).font.size
    }
    #expect(at(.accessibilityExtraExtraExtraLarge) == 48)
    #expect(at(.extraSmall) == 15)
    #expect(at(.large) == 17)
  }

  @Test func explicitSizeWithATextStyleScalesThroughThatStylesMetrics() {
    let style = TextStyle().size(17).textStyle(.body).scaling(.allSizes)
    let size = style.resolved(in: TextEnvironment(sizeCategory: .extraSmall)).font.size
    #expect(size == 15)
  }

  @Test func minimumAndMaximumClampTheScaledSize() {
    let style = TextStyle().textStyle(.body).scaling(.allSizes.minimum(16).maximum(30))
    let size = { (category: SizeCategory) in
      style.resolved(in: TextEnvironment(sizeCategory: category)).font.size
    }
    #expect(size(.accessibilityExtraExtraExtraLarge) == 30)
    #expect(size(.extraSmall) == 16)
    #expect(size(.large) == 17)
  }

  @Test func relativeSizeFollowsTheScaledBase() {
    let header = TextStyle.body.sizeMultiplied(by: 1.5)
    let size = { (category: SizeCategory) in
      header.resolved(in: TextEnvironment(sizeCategory: category)).font.size
    }
    #expect(size(.large) == 25.5)
    #expect(size(.accessibilityExtraExtraExtraLarge) == 79.5)
  }

  @Test func resolvingNeverScalesTwice() {
    let environment = TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge)
    let style = TextStyle().size(17).textStyle(.body)
    let first = style.resolved(in: environment)
    let second = style.resolved(in: environment)
    #expect(first == second)
    #expect(first.font.size == 48)
    #expect(style.size == .points(17))
  }

  @Test func catalogFontReplacesTheSystemFontForItsTextStyle() {
    var environment = TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge)
    environment.fontCatalog = FontCatalog(entries: [
      .body: .init(fontName: "Noteworthy-Light", fontSize: 17)
    ])
    let body = TextStyle.body.resolved(in: environment).font
    #expect(body.family == "Noteworthy-Light")
    #expect(body.face == "Noteworthy-Light")
    #expect(body.size == 48)
    let title = TextStyle.title1.resolved(in: environment).font
    #expect(title.family == "system-ui")
    #expect(title.size == 58)
  }

  @Test func boldTextRaisesWeights() {
    let environment = TextEnvironment(isBoldTextEnabled: true)
    #expect(TextStyle.body.resolved(in: environment).font.weight == .semibold)
    #expect(TextStyle.headline.resolved(in: environment).font.weight == .bold)
    #expect(TextStyle.body.weight(.black).resolved(in: environment).font.weight == .black)
  }

  @Test func coloursResolveForAppearanceAndOpacity() {
    let style = TextStyle.body.opacity(0.5)
    let light = style.resolved(in: TextEnvironment(appearance: .light))
    let dark = style.resolved(in: TextEnvironment(appearance: .dark))
    #expect(light.foregroundColor.hex == "#00000080")
    #expect(dark.foregroundColor.hex == "#FFFFFF80")
    let blue = TextStyle().backgroundColor(.systemBlue)
    #expect(
      blue.resolved(in: TextEnvironment(appearance: .dark, contrast: .increased))
        .backgroundColor?.hex == "#409CFFFF")
  }

  @Test func trackingConvertsAtTheResolvedSize() {
    let style = TextStyle.body.tracking(100)
    #expect(style.resolved(in: TextEnvironment()).kern == 1.7)
    let big = style.resolved(in: TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge))
    #expect(abs(big.kern! - 5.3) < 1e-9)
  }

  @Test func kernScalesWithTheFont() {
    let style = TextStyle.body.kern(1)
    #expect(style.resolved(in: TextEnvironment()).kern == 1)
    let big = style.resolved(in: TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge))
    #expect(abs(big.kern! - 53.0 / 17.0) < 1e-9)
  }

  @Test func defaultKernPerFamilyAppliesUnlessTheStyleSetsOne() {
    var defaults = StyleDefaults.standard
    defaults.kernByFamily["system-ui"] = 0.5
    let environment = TextEnvironment(defaults: defaults)
    #expect(TextStyle.body.resolved(in: environment).kern == 0.5)
    #expect(TextStyle.body.kern(2).resolved(in: environment).kern == 2)
    #expect(TextStyle.code.resolved(in: environment).kern == nil)
  }

  @Test func baselineOffsetsResolveToPoints() {
    let relative = TextStyle().size(20).baselineOffset(relative: 0.25)
    #expect(relative.resolved(in: TextEnvironment()).baselineOffset == 5)
    let points = TextStyle.body.baselineOffset(points: 2)
    let big = points.resolved(in: TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge))
    #expect(abs(big.baselineOffset! - 2 * 53.0 / 17.0) < 1e-9)
  }

  @Test func paragraphMetricsScaleToThePixelGrid() {
    let style = TextStyle.body.lineSpacing(17).paragraphSpacing(10)
    let medium = style.resolved(in: TextEnvironment(sizeCategory: .medium, displayScale: 3))
    #expect(abs(medium.paragraph!.lineSpacing! - 49.0 / 3.0) < 1e-9)
    let fixed = TextStyle().lineSpacing(4.4).resolved(in: TextEnvironment(displayScale: 2))
    #expect(fixed.paragraph?.lineSpacing == 4.5)
  }

  @Test func decorationsAndExtrasResolve() {
    let url = URL(string: "https://swift.org")!
    let style = TextStyle.body.underline(.double, color: .systemRed).strikethrough()
      .stroke(width: -2, color: .label).link(url).ligatures(.requiredOnly).obliqueness(0.1)
    let resolved = style.resolved(in: TextEnvironment(appearance: .dark))
    #expect(resolved.underline?.style == .double)
    #expect(resolved.underline?.color == TextColor.systemRed.resolved(for: .dark))
    #expect(resolved.strikethrough?.color == nil)
    #expect(resolved.strokeColor?.hex == "#FFFFFFFF")
    #expect(resolved.link == url)
    #expect(resolved.ligatures == TextStyle.Ligatures.requiredOnly)
    #expect(resolved.obliqueness == 0.1)
  }

  @Test func nonsenseSizesFallBackToTheBaseSize() {
    #expect(TextStyle().size(.nan).resolved(in: TextEnvironment()).font.size == 17)
    #expect(TextStyle().size(-4).resolved(in: TextEnvironment()).font.size == 17)
    #expect(TextStyle.title1.size(.infinity).resolved(in: TextEnvironment()).font.size == 28)
  }

  /// Recolouring a resolution for another appearance and contrast gives what resolving there
  /// gives, for every colour a style can carry, semantic or fixed, with or without opacity,
  /// at several sizes, with Bold Text: the HTML style sheet resolves once and recolours three
  /// times.
  @Test func recolouringMatchesResolvingInEveryAppearanceAndContrast() {
    let styles: [TextStyle] = [
      TextStyle(),
      TextStyle().color(.link).size(13),
      TextStyle().color(.secondaryLabel).backgroundColor(.systemYellow).opacity(0.5),
      TextStyle().textStyle(.title2).bold().underline(color: .systemRed)
        .strikethrough(color: .label),
      TextStyle().underline().strikethrough(),
      TextStyle().stroke(width: -3, color: .systemGreen)
        .shadow(.init(offsetX: 1, offsetY: 2, blurRadius: 3, color: .separator)),
      TextStyle().color(TextColor(red: 0.2, green: 0.4, blue: 0.6)).italic().headIndent(12),
      Theme.default.markdown.link, Theme.default.markdown.inlineCode,
      Theme.default.markdown.heading(1), Theme.default.markdown.codeBlock,
    ]
    for base in [
      TextEnvironment(),
      TextEnvironment(sizeCategory: .accessibilityLarge, isBoldTextEnabled: true),
    ] {
      for style in styles {
        let first = style.resolved(in: base)
        for appearance in [Appearance.light, .dark] {
          for contrast in [Contrast.standard, .increased] {
            var environment = base
            environment.appearance = appearance
            environment.contrast = contrast
            #expect(style.recoloured(first, in: environment) == style.resolved(in: environment))
          }
        }
      }
    }
  }
}
