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
