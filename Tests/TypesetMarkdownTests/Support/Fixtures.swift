import Foundation
import Testing
import TypesetMarkdown

/// One example of a conformance JSON file.
struct SpecExample: Codable, Sendable, CustomTestStringConvertible {
  var example: Int
  var section: String
  var markdown: String
  var html: String
  var extensions: [String]?

  var testDescription: String { "example \(example) (\(section))" }

  /// The extensions the example names (none for CommonMark examples).
  var markdownExtensions: MarkdownExtensions {
    var result: MarkdownExtensions = []
    for name in extensions ?? [] {
      switch name {
      case "table": result.insert(.table)
      case "strikethrough": result.insert(.strikethrough)
      case "autolink": result.insert(.autolink)
      case "tagfilter": result.insert(.tagFilter)
      case "tasklist": result.insert(.taskList)
      case "footnotes": result.insert(.footnotes)
      default: Issue.record("unknown extension \(name)")
      }
    }
    return result
  }

  /// Renders the example like the spec runner: with its extensions, unsafe.
  func render() -> String {
    let ext = markdownExtensions
    let document = MarkdownParser.parse(markdown, options: .init(extensions: ext))
    let renderer = MarkdownHTMLRenderer(
      options: .init(allowsUnsafeContent: true, extensions: ext))
    return renderer.render(document)
  }
}

enum Fixtures {
  static func load(_ name: String) -> [SpecExample] {
    guard
      let url = Bundle.module.url(
        forResource: name, withExtension: "json", subdirectory: "__Fixtures__"),
      let data = try? Data(contentsOf: url),
      let examples = try? JSONDecoder().decode([SpecExample].self, from: data)
    else {
      fatalError("missing fixture \(name)")
    }
    return examples
  }

  static let commonMark = load("commonmark-spec")
  static let gfmSpec = load("gfm-spec")
  static let gfmExtensions = load("gfm-extensions")
}
