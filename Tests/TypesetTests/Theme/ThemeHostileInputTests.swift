import Foundation
import Testing
import TypesetTestSupport

@testable import Typeset

@Suite("Theme files: hostile and generated input", .serialized)
struct ThemeHostileInputTests {
  /// Loads bytes and returns the problems (empty when the theme loads).
  static func problems(_ bytes: [UInt8]) -> [ThemeProblem] {
    do {
      _ = try Theme(json: Data(bytes))
      return []
    } catch {
      return error.problems
    }
  }

  @Test(.hangLimit)
  func deeplyNestedJSONIsOneProblem() {
    let depth = 100_000
    let json =
      #"{"styles": {"body": {"paragraph": "# + String(repeating: "[", count: depth)
      + String(repeating: "]", count: depth) + "}}}"
    let problems = Self.problems(Array(json.utf8))
    #expect(
      problems.map(\.description) == ["styles.body.paragraph: expected an object, found an array"])
  }

  @Test(.hangLimit)
  func deeplyNestedObjectsUnderAnUnknownKeyAreOneProblem() {
    let depth = 100_000
    let json =
      #"{"x": "# + String(repeating: #"{"a":"#, count: depth) + "1"
      + String(repeating: "}", count: depth) + "}"
    #expect(Self.problems(Array(json.utf8)).map(\.description) == ["x: unknown key"])
  }

  @Test(.hangLimit)
  func unclosedDeepNestingIsASyntaxError() {
    let problems = Self.problems(Array(String(repeating: "[", count: 100_000).utf8))
    #expect(problems.count == 1)
    #expect(problems.first?.location == SourceLocation(line: 1, column: 100_001))
  }

  @Test(.hangLimit)
  func longBasedOnChainResolvesWithoutRecursion() throws {
    let count = 30_000
    var json = #"{"styles": {"s0": {"size": 10}"#
    for index in 1..<count {
      json += #", "s\#(index)": {"basedOn": "s\#(index - 1)", "kern": \#(index % 7)}"#
    }
    json += "}}"
    let theme = try Theme(json: json)
    #expect(theme.styles.count == count)
    #expect(theme.styles["s\(count - 1)"]?.size?.points == 10)
  }

  @Test(.hangLimit)
  func longBasedOnCycleIsOneProblem() {
    let count = 30_000
    var json = #"{"styles": {"#
    json += (0..<count).map { #""s\#($0)": {"basedOn": "s\#(($0 + 1) % count)"}"# }
      .joined(separator: ", ")
    json += "}}"
    let problems = Self.problems(Array(json.utf8))
    #expect(problems.count == 1)
    #expect(problems.first?.path == "styles.s0.basedOn")
  }

  @Test(.hangLimit)
  func longColourChainResolves() throws {
    let count = 30_000
    var json = ##"{"colors": {"c0": "#FF0000""##
    for index in 1..<count { json += #", "c\#(index)": "c\#(index - 1)""# }
    json += #"}, "styles": {"body": {"color": "c\#(count - 1)"}}}"#
    let theme = try Theme(json: json)
    #expect(theme.styles["body"]?.foregroundColor?.light.hex == "#FF0000FF")
  }

  @Test(.hangLimit)
  func manyTyposStayLinear() {
    // Each unknown key compares with the allowed keys; each missing basedOn with every style.
    let count = 20_000
    var json = #"{"styles": {"#
    json += (0..<count).map { #""s\#($0)": {"basedOn": "t\#($0)", "colr": 1}"# }
      .joined(separator: ", ")
    json += "}}"
    #expect(Self.problems(Array(json.utf8)).count == 2 * count)
  }

  @Test(.hangLimit)
  func hugeFileLoads() throws {
    // About 2.5 MB of styles.
    let count = 20_000
    var json = #"{"styles": {"#
    json += (0..<count).map {
      ##""style\##($0)": {"textStyle": "body", "color": "#336699", "paragraph": {"headIndent": \##($0 % 50)}, "tracking": 12.5, "fontFeatures": ["smcp", "tnum"]}"##
    }.joined(separator: ",\n")
    json += "}}"
    #expect(json.utf8.count > 2_500_000)
    let theme = try Theme(json: json)
    #expect(theme.styles.count == count)
  }

  @Test(.hangLimit)
  func randomAndMutatedJSONNeverCrashesTheLoader() {
    var random = SplitMix64(seed: 0x7E5E7)
    let seeds = [Array(Theme.defaultJSON.utf8), Array(ThemeLoadingTests.fullExample.utf8)]
    let alphabet =
      Array(#"{}[]:,"\ 0123456789.-+eEtrufalsn#abcdefABCDEF"#.utf8) + [0x0A, 0xFF, 0xC3]
    var loaded = 0
    for round in 0..<600 {
      var bytes: [UInt8]
      if round % 3 == 0 {
        // Random bytes from JSON's alphabet.
        bytes = (0..<Int(random.next() % 200)).map { _ in
          alphabet[Int(random.next() % UInt64(alphabet.count))]
        }
      } else {
        // A built-in file with a few bytes changed, inserted or removed.
        bytes = seeds[round % 2]
        for _ in 0..<(1 + Int(random.next() % 4)) {
          let position = Int(random.next() % UInt64(bytes.count))
          switch random.next() % 3 {
          case 0: bytes[position] = alphabet[Int(random.next() % UInt64(alphabet.count))]
          case 1: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
          default: bytes.remove(at: position)
          }
        }
      }
      let problems = Self.problems(bytes)
      if problems.isEmpty { loaded += 1 }
      for problem in problems {
        #expect(!problem.reason.isEmpty)
        if let location = problem.location {
          #expect(location.line >= 1 && location.column >= 1)
        }
      }
    }
    // Some mutations land in whitespace or strings and still load: both paths are exercised.
    #expect(loaded > 0)
  }

  @Test(.hangLimit)
  func generatedThemesWithWrongValuesNeverCrash() {
    var random = SplitMix64(seed: 42)
    let keys = ThemeLoader.styleKeys + ["nonsense"]
    let values = [
      "1", "-5", "0.5", "1e3", "true", "null", "\"\"", "\"#12\"", "\"red\"", "\"body\"", "[]",
      "[1, \"a\"]", "{}", ##"{"light": "#000"}"##, #"{"points": 3}"#, #"{"style": "dash"}"#,
      #"{"behavior": "fixed"}"#, #"{"imageName": 1}"#, #"["smcp", "zzzz"]"#,
    ]
    for _ in 0..<300 {
      var members: [String] = []
      for index in 0..<Int(random.next() % 6) {
        var fields: [String] = []
        for _ in 0..<Int(random.next() % 6) {
          let key = keys[Int(random.next() % UInt64(keys.count))]
          let value = values[Int(random.next() % UInt64(values.count))]
          fields.append(#""\#(key)": \#(value)"#)
        }
        members.append(#""s\#(index)": {\#(fields.joined(separator: ", "))}"#)
      }
      let json = #"{"styles": {\#(members.joined(separator: ", "))}}"#
      for problem in Self.problems(Array(json.utf8)) {
        #expect(problem.path.hasPrefix("styles"))
      }
    }
  }
}
