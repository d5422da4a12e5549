import Foundation
import Testing
import TypesetTestSupport

@testable import Typeset

/// One spelling per property: properties read as assertions (`isItalic`), modifiers are verbs
/// or adjectives with parentheses (`italic()`), and the confusable spelling does not compile.
@Suite("TextStyle spelling") struct TextStyleSpellingTests {
  @Test func italicModifierSetsAndClears() {
    #expect(TextStyle().italic().isItalic == true)
    #expect(TextStyle().italic(false).isItalic == false)
    #expect(TextStyle().italic().italic(false) == TextStyle().roman())
  }

  /// The compiler in the toolchain that runs the tests, found on `PATH`.
  static let compiler: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let url = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }()

  /// The built modules, next to the test bundle.
  static let modules: URL? = {
    let candidates = [
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    return candidates.map { $0.appendingPathComponent("Modules") }.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("Typeset.swiftmodule").path)
    }
  }()

  /// Type-checks `source` against the built `Typeset` module; the compiler's messages.
  private func typeCheck(_ source: String) throws -> (succeeded: Bool, messages: String) {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("spelling-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = Self.compiler
    process.arguments = ["-typecheck", "-swift-version", "6", "-I", Self.modules!.path, file.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let messages = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus == 0, messages)
  }

  @Test(
    .enabled(if: compiler != nil && modules != nil, "needs swiftc and the built modules"),
    .hangLimit)
  func readingItalicWithoutIsDoesNotCompile() throws {
    let good = try typeCheck("import Typeset\nlet flag: Bool? = TextStyle().italic().isItalic\n")
    #expect(good.succeeded, "\(good.messages)")
    let bad = try typeCheck("import Typeset\nlet flag: Bool? = TextStyle().italic\n")
    #expect(!bad.succeeded)
    #expect(bad.messages.contains("renamed to 'isItalic'"))
  }
}
