import Foundation
import Testing

@testable import Typeset

@Suite("Theme files")
struct ThemeLoadingTests {
  /// The complete example of the README's "Theme files" section.
  static let fullExample = #"""
    {
      "$schema": "https://example.com/typeset-theme.schema.json",
      "name": "Brand",
      "description": "The brand's typography: Avenir Next, blue accents.",
      "background": "paper",
      "colors": {
        "brand": "#0060DF",
        "ink": { "light": "#1C1C1E", "dark": "#F2F2F7", "highContrastLight": "#000000" },
        "paper": { "light": "#FFFFFF", "dark": "#1C1C1E" },
        "accent": "brand"
      },
      "fontFamilies": {
        "text": {
          "name": "Avenir Next",
          "faces": [
            { "weight": "regular", "name": "AvenirNext-Regular" },
            { "weight": 400, "italic": true, "name": "AvenirNext-Italic" },
            { "weight": "bold", "name": "AvenirNext-Bold" }
          ]
        },
        "mono": "ui-monospace"
      },
      "styles": {
        "body": {
          "font": "text", "textStyle": "body", "scaling": "allSizes", "color": "ink",
          "paragraph": { "lineHeightMultiple": 1.2, "paragraphSpacing": 6 }
        },
        "caption1": { "basedOn": "body", "textStyle": "caption1", "color": "secondaryLabel" },
        "title": {
          "basedOn": "body", "textStyle": "title1", "weight": "bold", "tracking": -10,
          "scaling": { "behavior": "allSizes", "maximumPointSize": 44 }
        },
        "code": { "basedOn": "body", "font": "mono", "size": { "multiplier": 0.9 } },
        "fancy": {
          "basedOn": "body", "italic": true, "textCase": "uppercase", "kern": 0.5,
          "fontFeatures": ["smcp", "tnum"], "baselineOffset": { "relative": 0.1 },
          "ligatures": "all", "obliqueness": 0.1, "expansion": 0.05,
          "textEffect": "letterpress", "verticalGlyphs": false,
          "writingDirection": "leftToRightEmbedding", "link": "https://example.com/",
          "backgroundColor": "#FFF3", "opacity": 0.9,
          "underline": { "style": "double", "pattern": "dash", "byWord": true, "color": "accent" },
          "strikethrough": "thick", "strokeWidth": -2, "strokeColor": "brand",
          "shadow": { "offsetX": 1, "offsetY": 2, "blurRadius": 3, "color": "#00000055" },
          "attachment": { "imageName": "star", "width": 12, "height": 12, "alternativeText": "★" },
          "paragraph": {
            "alignment": "justified", "lineSpacing": 2, "minimumLineHeight": 10,
            "maximumLineHeight": 40, "paragraphSpacingBefore": 4, "headIndent": 8,
            "firstLineHeadIndent": 12, "tailIndent": -8, "lineBreakMode": "byWordWrapping",
            "tabStops": [72, { "location": 144, "alignment": "right" }],
            "defaultTabInterval": 36, "hyphenationFactor": 0.5,
            "baseWritingDirection": "natural"
          }
        }
      },
      "tags": {
        "brand": { "color": "brand", "weight": "semibold" },
        "note": "caption1",
        "warning": { "basedOn": "caption1", "color": "systemRed" }
      },
      "markdown": {
        "headings": [
          { "basedOn": "title" },
          { "textStyle": "title2", "color": "brand" },
          { "textStyle": "title3" },
          { "textStyle": "headline" },
          { "textStyle": "subheadline", "weight": "semibold" },
          { "textStyle": "footnote", "weight": "semibold" }
        ],
        "link": { "color": "accent", "underline": false },
        "inlineCode": "code",
        "bullets": ["–", "·"],
        "numbering": ["decimal", "upperRoman"],
        "taskBoxes": { "unchecked": "[ ]", "checked": "[x]" },
        "hardBreak": "\n",
        "quoteIndent": 20
      }
    }
    """#

  @Test func fullExampleLoadsEveryPart() throws {
    let theme = try Theme(json: Self.fullExample)
    #expect(theme.name == "Brand")
    #expect(theme.colors["accent"] == theme.colors["brand"])
    #expect(theme.colors["ink"]?.resolved(for: .light, contrast: .increased).hex == "#000000FF")
    #expect(theme.colors["ink"]?.resolved(for: .dark, contrast: .increased).hex == "#F2F2F7FF")
    #expect(theme.background.resolved(for: .dark).hex == "#1C1C1EFF")
    #expect(
      theme.fontFamilies["text"]?.face(weight: .bold, italic: false)?.name == "AvenirNext-Bold")
    // An italic face is preferred over the nearer weight (CSS font matching).
    #expect(
      theme.fontFamilies["text"]?.face(weight: .bold, italic: true)?.name == "AvenirNext-Italic")
    #expect(theme.fontFamilies["mono"] == .system(design: .monospaced))

    let body = try #require(theme.styles["body"])
    #expect(body.fontFamily?.name == "Avenir Next")
    #expect(body.foregroundColor == theme.colors["ink"])
    #expect(body.paragraph?.lineHeightMultiple == 1.2)

    let caption = try #require(theme.styles["caption1"])
    #expect(caption.fontFamily?.name == "Avenir Next")
    #expect(caption.dynamicTextStyle == .caption1)
    #expect(caption.foregroundColor == .secondaryLabel)
    #expect(caption.paragraph?.paragraphSpacing == 6)

    let title = try #require(theme.styles["title"])
    #expect(title.scaling == DynamicTypeScaling.allSizes.maximum(44))
    #expect(title.tracking == -10)

    let fancy = try #require(theme.styles["fancy"])
    #expect(fancy.fontFeatures == [.smallCaps, .monospacedDigits])
    #expect(fancy.baselineOffset == .relative(0.1))
    #expect(fancy.link?.absoluteString == "https://example.com/")
    #expect(
      fancy.underline
        == .init(.double, pattern: .dash, isByWord: true, color: theme.colors["brand"]))
    #expect(fancy.strikethrough?.style == .thick)
    #expect(
      fancy.shadow
        == .init(offsetX: 1, offsetY: 2, blurRadius: 3, color: try TextColor(hex: "#00000055")))
    #expect(
      fancy.attachment
        == TextAttachment(imageName: "star", width: 12, height: 12, alternativeText: "★"))
    #expect(
      fancy.paragraph?.tabStops == [.init(location: 72), .init(location: 144, alignment: .right)])
    #expect(fancy.paragraph?.alignment == .justified)
    #expect(fancy.paragraph?.lineHeightMultiple == 1.2)

    #expect(theme.tags["brand"]?.weight == .semibold)
    #expect(theme.tags["note"] == caption)
    #expect(theme.tags["warning"]?.foregroundColor == .systemRed)
    #expect(theme.tags["warning"]?.dynamicTextStyle == .caption1)

    #expect(theme.markdown.heading(1) == title)
    #expect(theme.markdown.heading(2).foregroundColor == theme.colors["brand"])
    #expect(theme.markdown.link.underline?.style == .hidden)
    #expect(theme.markdown.inlineCode == theme.styles["code"])
    #expect(theme.markdown.bullet(atDepth: 3) == "–")
    #expect(theme.markdown.numbering(atDepth: 2) == .upperRoman)
    #expect(theme.markdown.taskBoxes.marker(checked: true) == "[x]")
    #expect(theme.markdown.hardBreak == "\n")
    #expect(theme.markdown.quoteIndent == 20)
    // Slots the file leaves out keep the built-in defaults.
    #expect(theme.markdown.strong == MarkdownStyles().strong)
  }

  @Test func stylesDecodeTheSameAsTheirCodableForm() throws {
    let theme = try Theme(json: Self.fullExample)
    let fancy = try #require(theme.styles["fancy"])
    let roundTripped = try JSONDecoder().decode(TextStyle.self, from: JSONEncoder().encode(fancy))
    #expect(roundTripped == fancy)
  }

  @Test func fontCatalogComesFromAScaledFontPropertyList() throws {
    let plist = try #require(
      Bundle.module.url(forResource: "Avenir", withExtension: "plist", subdirectory: "__Fixtures__")
    )
    let themeURL = plist.deletingLastPathComponent().appendingPathComponent("theme.json")
    let json = Data(#"{"fontCatalog": "Avenir.plist"}"#.utf8)
    let theme = try Theme(json: json, baseURL: themeURL)
    #expect(theme.fontCatalog.entry(for: .title1)?.fontName == "Avenir-Heavy")
    let environment = theme.environment(TextEnvironment())
    #expect(TextStyle.body.resolved(in: environment).font.family == "Avenir-Book")
  }

  @Test func fontCatalogCanBeWrittenInline() throws {
    let theme = try Theme(
      json: #"{"fontCatalog": {"body": {"fontName": "Georgia", "fontSize": 17}}}"#)
    #expect(theme.fontCatalog.entry(for: .body) == .init(fontName: "Georgia", fontSize: 17))
  }

  @Test func emptyObjectIsAValidTheme() throws {
    let theme = try Theme(json: "{}")
    #expect(theme.styles.isEmpty)
    #expect(theme.markdown == MarkdownStyles())
    #expect(theme.background == .systemBackground)
  }

  @Test func fileColoursWinOverBuiltInNames() throws {
    let theme = try Theme(
      json: ##"{"colors": {"label": "#123456"}, "styles": {"body": {"color": "label"}}}"##)
    #expect(theme.styles["body"]?.foregroundColor?.light.hex == "#123456FF")
  }

  @Test func missingFileIsOneProblem() {
    #expect(throws: ThemeError.self) {
      try Theme(contentsOf: URL(fileURLWithPath: "/nonexistent/theme.json"))
    }
  }
}
