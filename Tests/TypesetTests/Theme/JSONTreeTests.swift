import Foundation
import Testing
import TypesetTestSupport

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

@Suite("JSONTree against JSONSerialization")
struct JSONTreeAgreementTests {
  /// A random JSON value, at most `depth` levels deep.
  static func value(_ random: inout SplitMix64, depth: Int) -> Any {
    switch random.next() % (depth > 0 ? 7 : 4) {
    case 0: return Double(Int64(bitPattern: random.next()) % 100_000) / 8
    case 1: return random.next() % 2 == 0
    case 2: return NSNull()
    case 3:
      let scalars = ["a", "é", "\"", "\\", "\n", "\u{1}", "😀", "/", " "]
      return (0..<Int(random.next() % 6)).map { _ in scalars[Int(random.next() % 9)] }.joined()
    case 4, 5:
      return (0..<Int(random.next() % 4)).map { _ in value(&random, depth: depth - 1) }
    default:
      var object: [String: Any] = [:]
      for index in 0..<Int(random.next() % 4) {
        object["k\(index)\(random.next() % 3)"] = value(&random, depth: depth - 1)
      }
      return object
    }
  }

  /// Whether a tree node holds the generated value (which Foundation wrote out).
  static func matches(_ tree: JSONTree, _ node: Int, _ value: Any) -> Bool {
    switch value {
    case is NSNull: return tree.kind(of: node) == .null
    case let text as String: return tree.string(node) == text
    case let flag as Bool: return tree.bool(node) == flag
    case let number as Double: return tree.number(node) == number
    case let array as [Any]:
      let children = tree.children(of: node)
      return tree.kind(of: node) == .array && children.count == array.count
        && zip(children, array).allSatisfy { matches(tree, $0, $1) }
    case let object as [String: Any]:
      let members = tree.members(of: node)
      return tree.kind(of: node) == .object && members.count == object.count
        && members.allSatisfy { member in
          object[member.key].map { matches(tree, member.value, $0) } ?? false
        }
    default: return false
    }
  }

  @Test(.hangLimit)
  func randomDocumentsReadTheSameAsFoundation() throws {
    var random = SplitMix64(seed: 2025_10)
    for _ in 0..<300 {
      let document = ["root": Self.value(&random, depth: 5)]
      let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
      let tree = try JSONTree.parse([UInt8](data))
      #expect(Self.matches(tree, tree.root, document), "\(String(decoding: data, as: UTF8.self))")
      #expect(!Self.matches(tree, tree.root, ["root": [Self.value(&random, depth: 0), "x"]]))
    }
  }
}
