import Foundation
import Testing

@testable import Typeset

@Suite("Built-in themes")
struct BuiltInThemeTests {
  /// The repository's `Themes/` folder.
  static let themesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Themes")

  @Test(arguments: Theme.builtInNames)
  func builtInJSONIsByteIdenticalToTheRepositoryFile(name: String) throws {
    let file = try Data(contentsOf: Self.themesFolder.appendingPathComponent("\(name).json"))
    let literal = try #require(Theme.builtInJSON(named: name))
    #expect(Array(file) == Array(literal.utf8))
  }

  @Test(arguments: Theme.builtInNames)
  func builtInFilesLoadWithoutProblems(name: String) throws {
    let url = Self.themesFolder.appendingPathComponent("\(name).json")
    let fromFile = try Theme(contentsOf: url)
    #expect(fromFile.name == name)
    #expect(Theme.builtIn(named: name) == fromFile)
  }

  @Test func markdownDefaultsEqualTheDefaultThemeFile() {
    #expect(Theme.default.markdown == MarkdownStyles())
  }

  @Test func presetNamesDynamicTypeNamesAndThemeKeysAgree() {
    let presets: [String: TextStyle] = [
      "body": .body, "largeTitle": .largeTitle, "title1": .title1, "title2": .title2,
      "title3": .title3, "headline": .headline, "subheadline": .subheadline,
      "callout": .callout, "footnote": .footnote, "caption1": .caption1, "caption2": .caption2,
    ]
    #expect(Set(presets.keys) == Set(DynamicTextStyle.allCases.map(\.rawValue)))
    for (name, preset) in presets {
      #expect(Theme.default.styles[name] == preset, "\(name)")
      #expect(Theme.default.styles[name]?.dynamicTextStyle?.rawValue == name)
    }
    #expect(Set(Theme.default.styles.keys) == Set(presets.keys).union(["code"]))
    #expect(Set(Theme.compact.styles.keys) == Set(Theme.default.styles.keys))
  }

  @Test func defaultCodeIsMonospacedAtNineTenthsOfBody() {
    let code = Theme.default.styles["code"]!.resolved(in: TextEnvironment())
    #expect(code.font.family == "ui-monospace")
    #expect(abs(code.font.size - 17 * 0.9) < 0.01)
  }

  @Test func defaultHeadingsFollowTheDynamicTypeStyles() {
    let markdown = Theme.default.markdown
    let expected: [(DynamicTextStyle, FontWeight?)] = [
      (.title1, nil), (.title2, nil), (.title3, nil), (.headline, nil),
      (.subheadline, .semibold), (.footnote, .semibold),
    ]
    for (level, (style, weight)) in expected.enumerated() {
      #expect(markdown.heading(level + 1).dynamicTextStyle == style)
      #expect(markdown.heading(level + 1).weight == weight)
    }
  }

  @Test func compactIsOneStepSmallerWithTighterSpacing() {
    let large = TextEnvironment()
    for name in ["body", "title1", "headline", "footnote", "caption1"] {
      let regular = Theme.default.styles[name]!.resolved(in: large).font.size
      let compact = Theme.compact.styles[name]!.resolved(in: large).font.size
      #expect(compact < regular, "\(name): \(compact) is not below \(regular)")
    }
    let (regular, compact) = (Theme.default.markdown, Theme.compact.markdown)
    #expect(compact.listIndent < regular.listIndent)
    #expect(
      compact.paragraph.paragraph!.paragraphSpacing! < regular.paragraph.paragraph!
        .paragraphSpacing!)
    #expect(compact.heading(1).dynamicTextStyle == .title2)
  }

  @Test func darkAppearanceChangesTheDefaultColours() {
    let body = Theme.default.body
    let light = body.resolved(in: TextEnvironment(appearance: .light)).foregroundColor
    let dark = body.resolved(in: TextEnvironment(appearance: .dark)).foregroundColor
    #expect(light.hex == "#000000FF")
    #expect(dark.hex == "#FFFFFFFF")
  }

  @Test func themeTagsAndStylesAreUsableAsTags() throws {
    let scheme = Theme.default.tagScheme()
    let text = "<kbd>⌘K</kbd> <caption1>small</caption1> <b>bold</b>".styledAsMarkup(
      .body, tags: scheme)
    let runs = Array(text.runs)
    #expect(runs.first?.style.fontFamily?.name == "ui-monospace")
    #expect(runs.contains { $0.style.dynamicTextStyle == .caption1 })
    #expect(runs.contains { $0.style.weight == .bold })
  }

  @Test func deprecatedStandardIsTheDefault() {
    #expect(Self.standard == Theme.default)
  }

  @available(*, deprecated)
  static var standard: Theme { Theme.standard }
}

@Suite("Theme file format coverage")
struct ThemeFormatCoverageTests {
  /// The stored property names of a value, by reflection.
  static func labels(of value: Any) -> [String] {
    Mirror(reflecting: value).children.compactMap(\.label)
  }

  @Test func everyTextStylePropertyHasAThemeKey() {
    // The theme keys are the Codable keys: same count as the stored values, plus basedOn,
    // the link and the attachment (which a style keeps beside its values).
    let beside = ["basedOn", "link", "attachment"]
    #expect(ThemeLoader.styleKeys.count == Self.labels(of: TextStyle.Values()).count + 3)
    #expect(Set(ThemeLoader.styleKeys).count == ThemeLoader.styleKeys.count)
    #expect(Set(beside).isSubset(of: ThemeLoader.styleKeys))
    for key in ThemeLoader.styleKeys where !beside.contains(key) {
      #expect(TextStyle.Values.CodingKeys(stringValue: key) != nil, "\(key)")
    }
  }

  @Test func everyParagraphPropertyHasAThemeKeyOfTheSameName() {
    #expect(Set(ThemeLoader.paragraphKeys) == Set(Self.labels(of: ParagraphStyle())))
  }

  @Test func markdownKeysAreMarkdownStylesPropertyNames() {
    #expect(Set(ThemeLoader.markdownKeys) == Set(Self.labels(of: MarkdownStyles())))
  }

  @Test func theDefaultThemeFileSetsEveryMarkdownSlot() throws {
    let tree = try JSONTree.parse(Array(Theme.defaultJSON.utf8))
    let markdown = try #require(tree.members(of: tree.root).first { $0.key == "markdown" })
    #expect(Set(tree.members(of: markdown.value).map(\.key)) == Set(ThemeLoader.markdownKeys))
  }
}
