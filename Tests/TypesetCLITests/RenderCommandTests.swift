import Foundation
import Testing
import TypesetTestSupport

@Suite("typeset render and demo, end to end") struct RenderCommandTests {
  struct Expectation: Sendable {
    let category: String
    let appearance: String
    let size: Double
    let color: String
  }

  /// Body (system font, all sizes) from the Dynamic Type table; label colour per appearance.
  @Test(arguments: [
    Expectation(category: "xS", appearance: "light", size: 14, color: "#000000FF"),
    Expectation(category: "L", appearance: "light", size: 17, color: "#000000FF"),
    Expectation(category: "xxxL", appearance: "dark", size: 23, color: "#FFFFFFFF"),
    Expectation(category: "AX1", appearance: "dark", size: 28, color: "#FFFFFFFF"),
    Expectation(category: "AX5", appearance: "light", size: 53, color: "#000000FF"),
    Expectation(category: "AX5", appearance: "dark", size: 53, color: "#FFFFFFFF"),
  ])
  func plainTextRendersInTheBodyStyle(_ expected: Expectation) throws {
    let result = try CommandRunner.run(
      [
        "render", "--to", "json", "--size-category", expected.category,
        "--appearance", expected.appearance,
      ], input: "hi\n")
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let runs = try #require((object as? [String: Any])?["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let font = try #require(runs[0]["font"] as? [String: Any])
    #expect(runs[0]["text"] as? String == "hi\n")
    #expect(font["size"] as? Double == expected.size)
    #expect(font["weight"] as? Int == 400)
    #expect(font["family"] as? String == "system-ui")
    #expect(font["italic"] as? Bool == false)
    #expect(runs[0]["color"] as? String == expected.color)
  }

  @Test(arguments: [["render", "FILE", "--to", "dump"], ["render", "--to", "dump", "FILE"]])
  func readsAFileWithOptionsBeforeOrAfterIt(arguments: [String]) throws {
    let url = try CommandRunner.temporaryFile(".txt", bytes: Array("from a file".utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try CommandRunner.run(arguments.map { $0 == "FILE" ? url.path : $0 })
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("\"from a file\" family=system-ui face=none size=17"))
  }

  @Test(arguments: [
    (["render", "--bogus"], "unknown option --bogus"),
    (["render", "--to"], "--to needs a value (FORMAT); expected json, dump, text, html or ansi"),
    (["launch"], "unknown command 'launch'"),
    (["--bogus"], "unknown option --bogus"),
    (["demo", "extra"], "demo takes no arguments"),
    (["render", "a.txt", "b.txt"], "render takes one input file, got 2"),
  ])
  func usageErrorsExitWithTwo(arguments: [String], message: String) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error.contains(message))
  }

  @Test func markupRendersNestedTagsAndEntities() throws {
    let result = try CommandRunner.run(
      ["render", "--from", "markup", "--to", "json"], input: "a <b>b <i>c</i></b> &lt;x&gt;")
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let runs = try #require((object as? [String: Any])?["runs"] as? [[String: Any]])
    #expect(runs.map { $0["text"] as? String } == ["a ", "b ", "c", " <x>"])
    let fonts = runs.compactMap { $0["font"] as? [String: Any] }
    #expect(fonts.map { $0["weight"] as? Int } == [400, 700, 700, 400])
    #expect(fonts.map { $0["italic"] as? Bool } == [false, false, true, false])
  }

  @Test func strictMarkupExitsOneWithTheDiagnostic() throws {
    let url = try CommandRunner.temporaryFile(".txt", bytes: Array("line one\nsome <b>bold\n".utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try CommandRunner.run(["render", url.path, "--from", "markup", "--strict"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.error == "error: unclosed tag <b>\n --> \(url.path):2:6\nsome <b>bold\n     ^\n")
  }

  @Test func themeStylesAreTagsOnTheCommandLine() throws {
    let result = try CommandRunner.run(
      ["render", "--from", "markup", "--to", "dump"], input: "<largeTitle>Big</largeTitle>")
    #expect(result.output.contains("size=34"))
  }

  @Test func demoPrintsTheShowcase() throws {
    let result = try CommandRunner.run(["demo"])
    #expect(result.status == 0)
    #expect(!result.output.contains("\u{1B}"))
    #expect(result.output.contains("Dynamic Type at three sizes"))
    #expect(result.output.contains("largeTitle"))
    #expect(result.output.contains("Light"))
    #expect(result.output.contains("Dark"))
  }

  @Test func contrastAndBoldTextReachTheEnvironment() throws {
    let input = "<color value='systemBlue'>x</color>"
    let plain = try CommandRunner.run(["render", "--from", "markup", "--to", "dump"], input: input)
    let high = try CommandRunner.run(
      ["render", "--from", "markup", "--to", "dump", "--contrast", "high", "--bold-text"],
      input: input)
    #expect(plain.output.hasPrefix("\"x\" family=system-ui face=none size=17 weight=400"))
    #expect(plain.output.contains("color=#007AFFFF"))
    #expect(high.status == 0)
    #expect(high.output.hasPrefix("\"x\" family=system-ui face=none size=17 weight=600"))
    #expect(high.output.contains("color=#0040DDFF"))
  }
}
