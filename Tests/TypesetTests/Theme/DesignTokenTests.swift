import Foundation
import Testing
import TypesetTestSupport

@testable import Typeset

@Suite("Design tokens (DTCG 2025.10)")
struct DesignTokenTests {
  static let example = #"""
    {
      "color": {
        "$type": "color",
        "red": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
        "brand": { "$value": "{color.red}", "$description": "an alias" },
        "linear": { "$value": { "colorSpace": "srgb-linear", "components": [0.21586, 0, 1] } },
        "green": { "$value": { "colorSpace": "hsl", "components": [120, 100, 50] } },
        "p3": {
          "$value": { "colorSpace": "display-p3", "components": [0.9175, 0.2003, 0.1386] }
        },
        "ok": { "$value": { "colorSpace": "oklch", "components": [0.6279554, 0.2576833, 29.2338851] } },
        "faded": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1], "alpha": 0.5 } },
        "lab": { "$value": { "colorSpace": "lab", "components": [50, 10, 10], "hex": "#7F6F6A" } }
      },
      "font": {
        "text": { "$type": "fontFamily", "$value": ["Avenir Next", "sans-serif"] },
        "mono": { "$type": "fontFamily", "$value": "ui-monospace" },
        "semibold": { "$type": "fontWeight", "$value": "semi-bold" }
      },
      "size": {
        "$type": "dimension",
        "body": { "$value": { "value": 1.25, "unit": "rem" } },
        "small": { "$value": { "value": 12, "unit": "px" } }
      },
      "typography": {
        "$type": "typography",
        "lead": {
          "$value": {
            "fontFamily": "{font.text}", "fontSize": "{size.body}", "fontWeight": "{font.semibold}",
            "letterSpacing": { "value": 0.5, "unit": "px" }, "lineHeight": 1.4
          }
        },
        "fine": { "$value": { "fontFamily": "{font.mono}", "fontSize": "{size.small}", "fontWeight": 300 } }
      },
      "motion": { "fast": { "$type": "duration", "$value": { "value": 100, "unit": "ms" } } }
    }
    """#

  static func problems(_ json: String) -> [String] {
    do {
      _ = try Theme(designTokens: Data(json.utf8))
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }

  @Test func colourSpacesConvertToSRGB() throws {
    let theme = try Theme(designTokens: Data(Self.example.utf8))
    func hex(_ name: String) -> String? { theme.colors[name]?.light.hex }
    #expect(hex("color.red") == "#FF0000FF")
    #expect(hex("color.brand") == "#FF0000FF")
    #expect(hex("color.linear") == "#8000FFFF")
    #expect(hex("color.green") == "#00FF00FF")
    #expect(hex("color.p3") == "#FF0000FF")
    #expect(hex("color.ok") == "#FF0000FF")
    #expect(hex("color.faded") == "#0000FF80")
    #expect(hex("color.lab") == "#7F6F6AFF")
  }

  @Test func typographyBecomesAStyleAndRemFollowsDynamicType() throws {
    let theme = try Theme(designTokens: Data(Self.example.utf8))
    let lead = try #require(theme.styles["typography.lead"])
    #expect(lead.fontFamily?.name == "Avenir Next")
    #expect(lead.weight == .semibold)
    #expect(lead.kern == 0.5)
    #expect(lead.paragraph?.lineHeightMultiple == 1.4)
    let large = lead.resolved(in: TextEnvironment()).font.size
    let huge = lead.resolved(in: TextEnvironment(sizeCategory: .accessibilityExtraLarge)).font.size
    #expect(abs(large - 17 * 1.25) < 0.51)
    #expect(huge > large * 2)

    let fine = try #require(theme.styles["typography.fine"])
    #expect(fine.fontFamily == .system(design: .monospaced))
    #expect(fine.weight == .light)
    #expect(
      fine.resolved(in: TextEnvironment(sizeCategory: .accessibilityExtraLarge)).font.size == 12)
    #expect(theme.fontFamilies["font.text"]?.name == "Avenir Next")
  }

  @Test func theEarlierDraftsStringColoursAndDimensionsAreRead() throws {
    let theme = try Theme(
      designTokens: Data(
        #"""
        {"c": {"$type": "color", "brand": {"$value": "#3B82F6"}, "ink": {"$value": "{c.brand}"}},
         "s": {"$type": "dimension", "body": {"$value": "20px"}, "lead": {"$value": "1.5rem"}},
         "t": {"$type": "typography", "x": {"$value": {"fontSize": "{s.body}", "fontWeight": 400}}}}
        """#.utf8))
    #expect(theme.colors["c.brand"]?.light.hex == "#3B82F6FF")
    #expect(theme.colors["c.ink"]?.light.hex == "#3B82F6FF")
    let x = try #require(theme.styles["t.x"])
    #expect(x.resolved(in: TextEnvironment()).font.size == 20)
    #expect(
      Self.problems(#"{"c": {"$type": "color", "a": {"$value": "blue"}}}"#) == [
        #"c.a.$value: "blue" is not a colour: expected a colour object or #RRGGBB"#
      ])
    #expect(
      Self.problems(#"{"s": {"$type": "dimension", "a": {"$value": "12pt"}}}"#) == [
        #"s.a.$value: "12pt" is not a dimension: expected {"value", "unit"} or a number of px or rem"#
      ])
  }

  @Test func aliasCycleIsAnError() {
    #expect(
      Self.problems(
        #"{"c": {"$type": "color", "a": {"$value": "{c.b}"}, "b": {"$value": "{c.a}"}}}"#) == [
          #"c.a.$value: alias cycle "c.a" → "c.b" → "c.a""#
        ])
  }

  @Test func badAliasNamesTheTokenPath() {
    #expect(
      Self.problems(
        #"{"c": {"$type": "color", "brand": {"$value": "{c.brnad}"}}}"#) == [
          #"c.brand.$value: alias "{c.brnad}" names no token; did you mean "c.brand"?"#
        ])
  }

  @Test func aliasOfTheWrongTypeIsAnError() {
    #expect(
      Self.problems(
        #"""
        {"w": {"$type": "fontWeight", "$value": 700},
         "t": {"$type": "typography", "$value": {"fontSize": "{w}"}}}
        """#) == [#"t.$value.fontSize: alias "{w}" is a fontWeight, not a dimension"#])
  }

  @Test func everyProblemIsListedByTokenPath() {
    #expect(
      Self.problems(
        #"""
        {
          "a": {"$value": 1},
          "c": {"$type": "colour", "x": {"$value": {}}},
          "d": {"$type": "dimension", "x": {"$value": {"value": 2, "unit": "em"}}},
          "e": {"$type": "color", "x": {"$value": {"colorSpace": "hsl", "components": [0, 200, 50]}}},
          "f": {"$type": "color", "x": {"$value": {"colorSpace": "lab", "components": [1, 2, 3]}}},
          "g.h": {"$type": "number", "$value": 1}
        }
        """#) == [
          "a: no $type: give the token or one of its groups a $type",
          #"c.$type: unknown type "colour"; did you mean "color"?"#,
          "c.x: no $type: give the token or one of its groups a $type",
          #"d.x.$value.unit: unit "em" is not px or rem"#,
          "e.x.$value.components[1]: 200 is outside 0...100 for hsl",
          #"f.x.$value.colorSpace: colour space "lab" is not converted; give a "hex" fallback or use one of srgb, srgb-linear, hsl, display-p3, oklch, oklab"#,
          "g.h: a token or group name cannot contain '{', '}' or '.'",
        ])
  }

  @Test(.hangLimit)
  func deepGroupsAndLongAliasChainsAreLinear() throws {
    let depth = 20_000
    var json = String(repeating: #"{"g": "#, count: depth)
    json += #"{"t": {"$type": "number", "$value": 1}}"#
    json += String(repeating: "}", count: depth)
    _ = try Theme(designTokens: Data(json.utf8))

    let count = 20_000
    var chain =
      #"{"c": {"$type": "color", "c0": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}"#
    for index in 1..<count { chain += #", "c\#(index)": {"$value": "{c.c\#(index - 1)}"}"# }
    chain += "}}"
    let theme = try Theme(designTokens: Data(chain.utf8))
    #expect(theme.colors["c.c\(count - 1)"]?.light.hex == "#0000FFFF")
  }

  @Test func tokensAreToldApartFromThemeFiles() {
    #expect(Theme.isDesignTokens(Data(Self.example.utf8)))
    #expect(!Theme.isDesignTokens(Data(Theme.defaultJSON.utf8)))
    #expect(!Theme.isDesignTokens(Data(ThemeLoadingTests.fullExample.utf8)))
  }
}
