import Foundation
import Testing

@testable import TypesetSupport

@Suite("HTMLEntities") struct HTMLEntitiesTests {
  @Test(arguments: [
    ("mdash", "\u{2014}"), ("amp", "&"), ("nbsp", "\u{A0}"), ("copy", "©"),
    ("NotNestedGreaterGreater", "\u{2AA2}\u{338}"), ("AElig", "Æ"),
  ])
  func namedEntityDecodes(name: String, expected: String) {
    #expect(HTMLEntities.lookup(Array(name.utf8)) == expected)
  }

  @Test(arguments: ["nosuch", "", "amp;", "AMP2", String(repeating: "a", count: 40)])
  func unknownNameIsNil(name: String) {
    #expect(HTMLEntities.lookup(Array(name.utf8)) == nil)
  }

  @Test func namesAreCaseSensitive() {
    #expect(HTMLEntities.lookup(Array("Dagger".utf8)) == "‡")
    #expect(HTMLEntities.lookup(Array("dagger".utf8)) == "†")
  }
}

@Suite("HTMLEntities table") struct HTMLEntitiesTableTests {
  /// The generated table is sorted by bytes, so a binary search finds every name.
  @Test func everyNameInTheSourceListIsFoundWithItsValue() throws {
    var checked = 0
    var file = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { file.deleteLastPathComponent() }
    let source = try String(
      contentsOf: file.appendingPathComponent("Scripts/html-entities.txt"), encoding: .utf8)
    for line in source.split(separator: "\n") where !line.hasPrefix("#") {
      for entry in line.split(separator: " ") {
        let parts = entry.split(separator: ":")
        let value = String(
          String.UnicodeScalarView(
            parts[1].split(separator: ".").compactMap { UInt32($0, radix: 16) }
              .compactMap(Unicode.Scalar.init)))
        #expect(HTMLEntities.lookup(Array(parts[0].utf8)) == value, "\(parts[0])")
        checked += 1
      }
    }
    #expect(checked == 2125)
  }

  @Test(arguments: ["AElig", "zwnj", "amp", "CounterClockwiseContourIntegral"])
  func theFirstTheLastAndTheLongestAreFound(name: String) {
    #expect(HTMLEntities.lookup(name.utf8) != nil)
    #expect(HTMLEntities.lookup(name.dropLast().utf8) == nil)
  }

  @Test(arguments: ["", "AEli", "zwnjx", "&amp", "amp;", "aMP"])
  func nearMissesAreNotFound(name: String) {
    #expect(HTMLEntities.lookup(name.utf8) == nil)
  }
}
