import CheckedTypesetSwiftUI
@_spi(ShimTesting) import SwiftUI
import Testing
import Typeset

/// Apple's Dynamic Type sizes (the HIG tables, as in the shared reference file
/// dynamic-type-ios.json), per text style, xSmall … accessibility5.
let appleSizes: [DynamicTextStyle: [Double]] = [
  .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
  .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
  .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
  .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
  .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
  .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
  .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
  .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
  .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
  .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
  .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
]

/// Tests against our model of SwiftUI (the AppleCheck shim), not against Apple's SDK.
@Suite("TypesetSwiftUI (against the SwiftUI shim)") struct TypesetSwiftUIShimTests {
  @Test(arguments: DynamicTypeSize.allCases)
  func theEnvironmentResolvesApplesTableSizes(size: DynamicTypeSize) throws {
    var values = EnvironmentValues()
    values.dynamicTypeSize = size
    let index = try #require(DynamicTypeSize.allCases.firstIndex(of: size))
    for style in DynamicTextStyle.allCases {
      let resolved = TextStyle().textStyle(style).resolved(in: values.typesetEnvironment)
      #expect(resolved.font.size == appleSizes[style]?[index], "\(style) at \(size)")
    }
  }

  @Test(arguments: DynamicTypeSize.allCases)
  func everyDynamicTypeSizeMapsToTheCategoryOfItsName(size: DynamicTypeSize) {
    let environment = TextEnvironment(
      dynamicTypeSize: size, colorScheme: .light, colorSchemeContrast: .standard,
      legibilityWeight: nil, displayScale: 3)
    #expect(environment.sizeCategory == SizeCategory(swiftUIName: "\(size)"))
  }

  @Test func theModifierResolvesFromTheEnvironment() {
    // The shim's @Environment reads default values: Large, light, standard contrast.
    let modifier = TextStyleModifier(.headline)
    #expect(modifier.resolvedStyle.font.size == 17)
    #expect(modifier.resolvedStyle.font.weight == .semibold)
    #expect(modifier.resolvedStyle.foregroundColor.hex == "#000000FF")
  }

  @Test func schemeContrastAndLegibilityWeightReachResolution() {
    var values = EnvironmentValues()
    values.colorScheme = .dark
    values.legibilityWeight = .bold
    values.setColorSchemeContrast(.increased)
    values.displayScale = 2
    let environment = values.typesetEnvironment
    #expect(environment.appearance == .dark)
    #expect(environment.contrast == .increased)
    #expect(environment.isBoldTextEnabled)
    #expect(environment.displayScale == 2)
    #expect(TextStyle.body.resolved(in: environment).font.weight == .semibold)
  }

  @Test func theThemeInTheEnvironmentSuppliesItsCatalog() {
    var values = EnvironmentValues()
    var theme = Theme.default
    theme.fontCatalog = FontCatalog(entries: [.body: .init(fontName: "Avenir-Book", fontSize: 17)])
    theme.styles["body"] = nil
    values.typesetTheme = theme
    #expect(
      TextStyle().textStyle(.body).resolved(in: values.typesetEnvironment).font.family
        == "Avenir-Book")
  }

  @Test func fontsFollowThePlatformFont() {
    let environment = TextEnvironment()
    #expect(
      Font(TextStyle.headline.resolved(in: environment).font).recipe
        == "system 17.0 semibold default")
    #expect(
      Font(
        TextStyle.body.fontFamily(.system(design: .serif)).italic().resolved(in: environment).font
      ).recipe
        == "system 17.0 regular serif italic")
    #expect(
      Font(ResolvedFont(family: "Avenir", face: "Avenir-Heavy", size: 20)).recipe
        == "custom Avenir-Heavy 20.0 fixed")
    #expect(
      Font(
        TextStyle.body.fontFeatures([.monospacedDigits, .smallCaps]).resolved(in: environment).font
      ).recipe
        == "system 17.0 regular default lowercaseSmallCaps monospacedDigit")
    #expect(Font.Weight(FontWeight(650)) == .semibold)
    #expect(Font.TextStyle(DynamicTextStyle.caption1) == .caption)
  }

  @Test func themeFontsScaleRelativeToTheirTextStyle() {
    #expect(
      Theme.default.swiftUIFont(forTextStyle: .headline).recipe
        == "system headline semibold default")
    var theme = Theme.default
    theme.fontCatalog = FontCatalog(entries: [.title1: .init(fontName: "Georgia", fontSize: 30)])
    theme.styles["title1"] = nil
    #expect(
      theme.swiftUIFont(forTextStyle: .title1).recipe == "custom Georgia 30.0 relativeTo title")
  }

  @Test func attributedStringsCarrySwiftUIAttributes() throws {
    typealias Keys = AttributeScopes.SwiftUIAttributes
    let url = try #require(URL(string: "https://swift.org"))
    let text =
      "a".styled(.body)
      + "b".styled(TextStyle.body.bold().underline(pattern: .dot, color: .systemRed).link(url))
    let attributed = Text(text, in: TextEnvironment(appearance: .dark)).content
    let runs = Array(attributed.runs)
    #expect(runs.count == 2)
    #expect(runs[0][Keys.FontAttribute.self]?.recipe == "system 17.0 regular default")
    #expect(runs[0][Keys.ForegroundColorAttribute.self]?.components == [1, 1, 1, 1])
    #expect(runs[1][Keys.FontAttribute.self]?.recipe == "system 17.0 bold default")
    #expect(runs[1][Keys.UnderlineStyleAttribute.self]?.pattern == .dot)
    #expect(runs[1][Keys.UnderlineStyleAttribute.self]?.color != nil)
    #expect(runs[1].link == url)
    #expect(runs[0].link == nil)
  }

  @Test func aDocumentViewShowsEveryTextBlockWithItsDepth() {
    let view = StyledDocumentView(markdown: "# Title\n\n- one\n- two\n\n> quoted")
    let blocks = view.textBlocks
    let strings = blocks.map(\.text.string)
    #expect(strings.count == 4)
    #expect(strings.first == "Title")
    #expect(zip(strings, ["Title", "one", "two", "quoted"]).allSatisfy { $0.hasSuffix($1) })
    #expect(blocks.first?.depth == 0)
    #expect(blocks.last?.depth == 1)
    #expect(blocks.count == 4)
  }
}
