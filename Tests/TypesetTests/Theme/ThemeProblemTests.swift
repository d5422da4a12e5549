import Foundation
import Testing

@testable import Typeset

@Suite("Theme file problems")
struct ThemeProblemTests {
  /// The problems of loading `json`, as `path: reason` lines; empty when it loads.
  static func problems(_ json: String) -> [String] {
    do {
      _ = try Theme(json: json)
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }

  @Test func badColourNamesThePathAndTheValue() {
    #expect(
      Self.problems(##"{"styles": {"caption": {"color": "#12"}}}"##) == [
        ##"styles.caption.color: "#12" is not a colour: expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"##
      ])
  }

  @Test func unknownKeySuggestsTheClosestKey() {
    #expect(
      Self.problems(
        #"{"styles": {"body": {"backgroundColour": "red", "colr": "red"}}, "stlyes": {}}"#)
        == [
          #"styles.body.backgroundColour: unknown key; did you mean "backgroundColor"?"#,
          #"styles.body.colr: unknown key; did you mean "color"?"#,
          #"stlyes: unknown key; did you mean "styles"?"#,
        ])
  }

  @Test func unknownKeyFarFromAnyKeyHasNoSuggestion() {
    #expect(Self.problems(#"{"zebra": 1}"#) == ["zebra: unknown key"])
  }

  @Test func wrongTypesAreEachReported() {
    #expect(
      Self.problems(
        #"{"name": 7, "styles": {"body": {"size": "big", "italic": "yes", "weight": 1500}}}"#) == [
          "name: expected a string, found 7",
          #"styles.body.size: expected a number or an object, found "big""#,
          #"styles.body.italic: expected true or false, found "yes""#,
          "styles.body.weight: a weight is a whole number in 1...1000, found 1500",
        ])
  }

  @Test func basedOnCycleIsAnError() {
    #expect(
      Self.problems(
        #"{"styles": {"a": {"basedOn": "b"}, "b": {"basedOn": "c"}, "c": {"basedOn": "a"}}}"#) == [
          #"styles.a.basedOn: basedOn cycle "a" → "b" → "c" → "a""#
        ])
  }

  @Test func styleBasedOnItselfIsACycle() {
    #expect(
      Self.problems(#"{"styles": {"a": {"basedOn": "a"}}}"#) == [
        #"styles.a.basedOn: basedOn cycle "a" → "a""#
      ])
  }

  @Test func missingBasedOnIsAnError() {
    #expect(
      Self.problems(#"{"styles": {"body": {}, "title": {"basedOn": "bdoy"}}}"#) == [
        #"styles.title.basedOn: no style named "bdoy" in styles; did you mean "body"?"#
      ])
  }

  @Test func missingColourIsAnError() {
    #expect(
      Self.problems(##"{"colors": {"brand": "#0060DF"}, "styles": {"body": {"color": "brnad"}}}"##)
        == [
          #"styles.body.color: "brnad" is not a colour: no colour has that name; did you mean "brand"?"#
        ])
  }

  @Test func colourCycleIsAnError() {
    #expect(
      Self.problems(##"{"colors": {"a": "b", "b": {"light": "a", "dark": "#000"}}}"##) == [
        #"colors.a: colour cycle "a" → "b" → "a""#
      ])
  }

  @Test func missingFamilyIsAnError() {
    #expect(
      Self.problems(
        #"{"fontFamilies": {"Avenir": {"name": "Avenir", "faces": [{"weight": 400, "name": "A"}]}}, "styles": {"body": {"font": "Avenr"}}}"#
      ) == [
        #"styles.body.font: no font family named "Avenr" in fontFamilies or the system designs; did you mean "Avenir"?"#
      ])
  }

  @Test func brokenFamilyIsReportedOnceNotAtEveryUse() {
    #expect(
      Self.problems(
        #"{"fontFamilies": {"A": {"name": "A", "faces": []}}, "styles": {"x": {"font": "A"}, "y": {"font": "A"}}}"#
      ) == ["fontFamilies.A.faces: a font family needs at least one face"])
  }

  @Test func everyProblemInAFileIsListedInFileOrder() {
    let problems = Self.problems(
      #"""
      {
        "colors": {"brand": "#12"},
        "styles": {
          "body": {"color": "brand", "weigth": 700},
          "title": {"basedOn": "nothing"},
          "x": {"basedOn": "y"}, "y": {"basedOn": "x"}
        },
        "tags": {"9bad": {}},
        "markdown": {"headings": [{}], "bullets": [], "numbering": ["greek"]}
      }
      """#)
    #expect(
      problems == [
        ##"colors.brand: "#12" is not a colour: expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"##,
        "styles.body.weigth: unknown key; did you mean \"weight\"?",
        #"styles.title.basedOn: no style named "nothing" in styles"#,
        #"styles.x.basedOn: basedOn cycle "x" → "y" → "x""#,
        "tags.9bad: not a tag name: use letters, digits, '-', '_', '.' or ':'",
        "markdown.headings: expected 6 heading styles (levels 1 to 6), found 1",
        "markdown.bullets: expected at least one value",
        #"markdown.numbering[0]: "greek" is not one of decimal, lowerAlpha, upperAlpha, lowerRoman, upperRoman"#,
      ])
  }

  @Test func invalidJSONGivesLineAndColumn() throws {
    let problems = Self.problems("{\n  \"name\": \"x\",\n  \"styles\": {\"a\": 1,}\n}")
    #expect(problems == ["3:21: not JSON: trailing comma before '}'"])
  }

  @Test(arguments: [
    ("", "1:1: not JSON: unexpected end of input, expected a value"),
    ("{\"a\" 1}", "1:6: not JSON: unexpected '1', expected ':'"),
    ("[1, 2", "1:6: not JSON: unexpected end of input, expected ',' or ']'"),
    ("\"abc", "1:1: not JSON: unterminated string"),
    ("{} x", "1:4: not JSON: unexpected 'x' after the JSON value"),
    ("[01]", "1:3: not JSON: invalid number: leading zero"),
    ("[1e999]", "1:2: not JSON: number is out of range"),
    ("[\"\\ud800\"]", "1:9: not JSON: unpaired surrogate in a \\u escape"),
    ("[\"a\u{1}\"]", "1:4: not JSON: control character in a string (escape it)"),
  ])
  func malformedJSONIsReportedWhereItGoesWrong(json: String, expected: String) {
    #expect(Self.problems(json) == [expected])
  }

  @Test func rootMustBeAnObject() {
    #expect(Self.problems("[1]") == ["1:1: expected an object, found an array"])
  }

  @Test func duplicateKeysAreReported() {
    #expect(
      Self.problems(#"{"name": "a", "name": "b"}"#) == [
        "name: duplicate key (the first one is used)"
      ])
  }

  @Test func unsafeLinksAreRefused() {
    #expect(
      Self.problems(#"{"styles": {"x": {"link": "javascript:alert(1)"}}}"#) == [
        #"styles.x.link: unsafe link "javascript:alert(1)": javascript:, vbscript:, file: and non-image data: URLs are refused"#
      ])
  }

  @Test func keysThatAreNotWordsAreQuotedInThePath() {
    #expect(
      Self.problems(#"{"styles": {"my style": {"size": -1}}}"#) == [
        #"styles["my style"].size: -1 is outside 1...1000"#
      ])
  }

  @Test func problemsCarryTheirLocation() throws {
    do {
      _ = try Theme(json: "{\n  \"styles\": {\"body\": {\"color\": \"#12\"}}\n}")
      Issue.record("expected an error")
    } catch {
      #expect(error.problems.first?.location == SourceLocation(line: 2, column: 32))
    }
  }

  @Test func fontCatalogPathNeedsAFile() {
    #expect(
      Self.problems(#"{"fontCatalog": "Avenir.plist"}"#) == [
        #"fontCatalog: a property list path needs the theme to be loaded from a file ("Avenir.plist")"#
      ])
  }
}
