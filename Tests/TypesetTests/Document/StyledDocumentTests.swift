import Foundation
import Testing
import TypesetTestSupport

@testable import Typeset

@Suite("StyledDocument") struct StyledDocumentTests {
  @Test func styledTextIsAOneParagraphDocument() {
    let text = "Hi ".styled(.body) + "there".styled(TextStyle.body.bold())
    let document = text.document
    #expect(document.blockCount == 1)
    #expect(document.blocks.first?.kind == .paragraph)
    #expect(document.blocks.first?.text == text)
    #expect(document.flattened() == text)
  }

  @Test func builderNestsBlocksWithoutRecursion() {
    var builder = StyledDocument.Builder()
    builder.open(.quote, style: .init(indent: 16))
    builder.open(.heading(level: 2))
    builder.append("Title", style: .title2)
    builder.close()
    builder.open(.codeBlock(language: "swift"))
    builder.append("let x = 1", style: .code)
    builder.close()
    builder.close()
    builder.open(.thematicBreak)
    let document = builder.build()
    let blocks = Array(document.blocks)
    #expect(blocks.map(\.kind) == [.quote, .thematicBreak])
    #expect(blocks[0].style.indent == 16)
    #expect(blocks[0].text.isEmpty)
    let children = Array(blocks[0].children)
    #expect(children.map(\.kind) == [.heading(level: 2), .codeBlock(language: "swift")])
    #expect(children.map(\.text.string) == ["Title", "let x = 1"])
  }

  @Test func textInAContainerGoesIntoAParagraph() {
    var builder = StyledDocument.Builder()
    builder.open(.listItem(checkbox: nil))
    builder.append("loose", style: .body)
    builder.open(.quote)
    builder.append("inner", style: .body)
    let document = builder.build()
    let item = document.blocks[0]
    #expect(item.children.map(\.kind) == [.paragraph, .quote])
    #expect(item.children[1].children.first?.text.string == "inner")
  }

  @Test func tablesKeepTheirColumns() {
    var builder = StyledDocument.Builder()
    builder.open(.table(columns: [.left, .right]))
    builder.open(.tableRow(isHeader: true))
    for cell in ["a", "b"] {
      builder.open(.tableCell)
      builder.append(cell, style: .body)
      builder.close()
    }
    let document = builder.build()
    #expect(document.blocks[0].kind == .table(columns: [.left, .right]))
    #expect(document.blocks[0].children[0].kind == .tableRow(isHeader: true))
    #expect(document.blocks[0].children[0].children.count == 2)
  }

  @Test func debugDescriptionPrintsTheTree() {
    var builder = StyledDocument.Builder()
    builder.open(.list(ordered: true, start: 3, isTight: true), style: .init(indent: 24))
    builder.open(.listItem(checkbox: .checked))
    builder.append("done", style: TextStyle().bold())
    let description = String(reflecting: builder.build())
    #expect(
      description == """
        StyledDocument (3 blocks)
          list(ordered, start: 3, tight) {indent: 24.0}
            listItem(checked)
              paragraph
                "done" TextStyle(weight: bold)
        """)
  }

  @Test(.hangLimit) func deepNestingBuildsFlattensAndPrintsLinearly() {
    let depth = 100_000
    var builder = StyledDocument.Builder()
    for _ in 0..<depth { builder.open(.quote, style: .init(indent: 1)) }
    builder.open(.paragraph)
    builder.append("deep", style: .body)
    let document = builder.build()
    #expect(document.blockCount == depth + 1)
    let flat = document.flattened()
    #expect(flat.string == "deep")
    #expect(flat.runs.first?.style.paragraph?.headIndent == Double(depth))
    let description = String(reflecting: document)
    #expect(description.contains("(\(depth)) paragraph"))
    #expect(description.utf8.count < 120 * depth)
    #expect(document == document)
  }

  @Test func equalDocumentsAreEqual() {
    #expect(StyledDocument("a".styled(.body)) == StyledDocument("a".styled(.body)))
    #expect(StyledDocument("a".styled(.body)) != StyledDocument("b".styled(.body)))
  }
}
