import Foundation
import Testing
import TypesetMarkdown
import TypesetTestSupport

/// Writes the inputs `Scripts/check-xml.sh` renders with the `typeset` command and reads as
/// XML: the kitchen sink, every pathological case, the generated documents and the safety
/// vectors the HTML tests draw, and every control character in every position. Runs only
/// when `TYPESET_XML_INPUTS` names the folder to write them to (the script sets it).
///
///     TYPESET_XML_INPUTS=/tmp/inputs swift test --filter XMLCheckInputs
///
/// A file's extension says how the script reads it: `.md` Markdown (`.commonmark.md`
/// without the GFM extensions, `.unsafe.md` with raw HTML kept), `.markup` tag markup,
/// `.txt` plain text.
@Suite("XML check inputs")
struct XMLCheckInputs {
  static let folder = ProcessInfo.processInfo.environment["TYPESET_XML_INPUTS"]

  @Test(.enabled(if: folder != nil, "TYPESET_XML_INPUTS names the folder to write to"))
  func writeInputs() throws {
    let folder = URL(fileURLWithPath: try #require(Self.folder))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func write(_ text: String, _ name: String) throws {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    try write(KitchenSink.markdown, "kitchen-sink.md")
    for (number, hostile) in PathologicalInputs.cases.enumerated() {
      let flavour = hostile.extensions == .gfm ? "" : ".commonmark"
      try write(hostile.make(1), "pathological-\(number)-\(Self.slug(hostile.name))\(flavour).md")
    }
    var random = SplitMix64(seed: 2026)
    for seed in 0..<400 {
      let source = GeneratedInputTests.document(&random)
      try write(source, "generated-\(seed).md")
      try write(source, "generated-\(seed).unsafe.md")
      try write(source, "generated-\(seed).markup")
    }
    for (number, destination) in HTMLSafetyTests.dangerousDestinations.enumerated() {
      try write("[click](\(destination)) ![img](\(destination))", "destination-\(number).md")
    }
    for (number, html) in HTMLSafetyTests.rawHTML.enumerated() {
      let markdown = "text \(html) more\n\n\(html)\n\npara"
      try write(markdown, "raw-html-\(number).md")
      try write(markdown, "raw-html-\(number).unsafe.md")
      try write("before \(html) after", "raw-html-\(number).markup")
    }

    // Every control in every position, each spelling a block of its own.
    for position in ContentPosition.all {
      let name = "controls-" + Self.slug(position.name)
      switch position.source {
      case .markdown(let rawHTML, let make):
        let text = ControlSpelling.all.map { make($0.written) }.joined(separator: "\n\n")
        try write(text, name + (rawHTML == .keepLiteral ? ".unsafe.md" : ".md"))
      case .markup(let make):
        try write(
          ControlSpelling.all.map { make($0.written) }.joined(separator: "\n"), name + ".markup")
      case .code: continue
      }
    }
    // And every C0 and C1 control, DEL and the two non-characters as they are.
    var everyControl = (0..<0x20).map { "[\(Character(Unicode.Scalar(UInt8($0))))]" }.joined()
    everyControl += (0x7F...0x9F).map { "[\(Character(Unicode.Scalar(UInt8($0))))]" }.joined()
    everyControl += "[\u{FFFE}][\u{FFFF}]\r\nCR LF\rCR\n"
    let references = (0..<0xA0).map { "&#\($0);" }.joined(separator: " ")
    try write(everyControl, "every-control.txt")
    try write(everyControl, "every-control.markup")
    try write(everyControl + "\n\n" + references + "\n\n# " + everyControl, "every-control.md")
  }

  /// A name as a file name: lowercase letters and digits, the rest one `-`.
  static func slug(_ name: String) -> String {
    var slug = ""
    for character in name.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        slug.append(character)
      } else if !slug.hasSuffix("-") {
        slug.append("-")
      }
    }
    return slug
  }
}
