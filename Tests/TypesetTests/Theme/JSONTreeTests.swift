import Foundation
import Testing

@testable import Typeset

@Suite("JSONTree, the theme files' JSON reader")
struct JSONTreeTests {
  @Test func readsEveryKindInFileOrder() throws {
    let tree = try JSONTree.parse(
      Array(#"{"b": [1, -2.5e1, true, false, null], "a": "x\n\u00e9\ud83d\ude00"}"#.utf8))
    let members = tree.members(of: tree.root)
    #expect(members.map(\.key) == ["b", "a"])
    let elements = tree.children(of: members[0].value)
    #expect(elements.map { tree.kind(of: $0) } == [.number, .number, .bool, .bool, .null])
    #expect(tree.number(elements[1]) == -25)
    #expect(tree.bool(elements[2]) == true)
    #expect(tree.string(members[1].value) == "x\né😀")
  }

  @Test func agreesWithJSONSerializationOnTheBuiltInThemes() throws {
    for json in [Theme.defaultJSON, Theme.compactJSON] {
      let tree = try JSONTree.parse(Array(json.utf8))
      let foundation = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
      #expect(tree.members(of: tree.root).map(\.key).sorted() == foundation.keys.sorted())
    }
  }

  @Test func offsetsBecomeLinesAndByteColumns() throws {
    let tree = try JSONTree.parse(Array("{\r\n  \"é\": 1,\n\t\"b\": 2}".utf8))
    let members = tree.members(of: tree.root)
    #expect(tree.location(of: members[0].value) == SourceLocation(line: 2, column: 9))
    #expect(tree.location(of: members[1].value) == SourceLocation(line: 3, column: 7))
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let tree = try JSONTree.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8))
    #expect(tree.kind(of: tree.root) == .array)
  }

  @Test func invalidUTF8InAStringIsAnError() {
    #expect(throws: JSONSyntaxError.self) {
      try JSONTree.parse([0x22, 0xFF, 0x22])
    }
  }

  @Test func editDistanceCountsATranspositionAsOneEdit() {
    #expect(EditDistance.between("brnad", "brand") == 1)
    #expect(EditDistance.between("colour", "color") == 1)
    #expect(EditDistance.between("", "abc") == 3)
    #expect(EditDistance.suggestion(for: "zebra", among: ["weight", "color"]) == nil)
  }
}
