import Foundation
import Testing
import TypesetTestSupport

@Suite("typeset input and output failures, end to end") struct InputOutputErrorTests {
  @Test(arguments: [["demo"], ["render", "--to", "json"], ["--help"], ["--version"]])
  func aFullDiskIsAnErrorNotACrash(arguments: [String]) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let result = try CommandRunner.run(arguments, input: "hi", standardOutput: full)
    #expect(result.status == 1)
    #expect(result.error == "error: cannot write output: No space left on device\n")
  }

  @Test func aDirectoryIsNotAFile() throws {
    let directory = FileManager.default.temporaryDirectory.path
    let result = try CommandRunner.run(["render", directory])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error == "error: cannot read \(directory): it is a directory; give a file\n")
  }

  @Test func aMissingFileSaysSo() throws {
    let result = try CommandRunner.run(["render", "/nonexistent/typeset-input.txt"])
    #expect(result.status == 1)
    #expect(
      result.error
        == "error: cannot read /nonexistent/typeset-input.txt: No such file or directory\n")
  }

  @Test(arguments: [["-o"], ["--output"], ["--output="]])
  func outputGoesToTheNamedFile(option: [String]) throws {
    let url = CommandRunner.temporaryPath(".json")
    defer { try? FileManager.default.removeItem(at: url) }
    let arguments =
      option == ["--output="] ? ["--output=\(url.path)"] : option + [url.path]
    let result = try CommandRunner.run(["render", "--to", "text"] + arguments, input: "hi")
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    #expect(try String(contentsOf: url, encoding: .utf8) == "hi\n")
  }

  @Test func anOutputFileThatCannotBeCreatedIsAnError() throws {
    let result = try CommandRunner.run(
      ["render", "-o", "/nonexistent/out.json"], input: "hi")
    #expect(result.status == 1)
    #expect(
      result.error == "error: cannot write /nonexistent/out.json: No such file or directory\n")
  }

  @Test func aFailedRenderLeavesTheOutputFileAlone() throws {
    let url = try CommandRunner.temporaryFile(".json", bytes: Array("keep".utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try CommandRunner.run(
      ["render", "--from", "markup", "--strict", "-o", url.path], input: "<b>open")
    #expect(result.status == 1)
    #expect(try String(contentsOf: url, encoding: .utf8) == "keep")
  }

  @Test func largeOutputIsWrittenWhole() throws {
    let input = String(repeating: "<b>bold</b> and <i>\"quoted\"</i>\n", count: 20_000)
    let result = try CommandRunner.run(
      ["render", "--from", "markup", "--to", "json"], input: input)
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let runs = try #require((object as? [String: Any])?["runs"] as? [[String: Any]])
    #expect(runs.count == 80_000)
    #expect(
      runs.compactMap { $0["text"] as? String }.joined()
        == input
        .replacingOccurrences(of: "<b>", with: "").replacingOccurrences(of: "</b>", with: "")
        .replacingOccurrences(of: "<i>", with: "").replacingOccurrences(of: "</i>", with: ""))
  }
}
