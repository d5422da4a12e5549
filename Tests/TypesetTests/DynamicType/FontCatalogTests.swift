import Foundation
import Testing

@testable import Typeset

@Suite("FontCatalog")
struct FontCatalogTests {
  /// Wraps dictionary entries in an XML property list.
  static func plist(_ body: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>\(body)</dict></plist>
      """.utf8)
  }

  static func entry(_ key: String, _ fields: String) -> String {
    "<key>\(key)</key><dict>\(fields)</dict>"
  }

  static let fixtureURL = Bundle.module.url(
    forResource: "Avenir", withExtension: "plist", subdirectory: "__Fixtures__")

  @Test func goodCatalogLoadsAllElevenStyles() throws {
    let url = try #require(Self.fixtureURL)
    let catalog = try FontCatalog(contentsOf: url)
    #expect(catalog.problems.isEmpty)
    #expect(catalog.entries.count == 11)
    #expect(
      catalog.entry(for: .title1) == FontCatalog.Entry(fontName: "Avenir-Heavy", fontSize: 28))
    #expect(
      catalog.entry(for: .caption1) == FontCatalog.Entry(fontName: "Avenir-Book", fontSize: 12))
    #expect(catalog.entry(for: .headline)?.fontName == "Avenir-Medium")
    for style in DynamicTextStyle.allCases {
      #expect(catalog.entry(for: style)?.fontSize == style.size(for: .large))
    }
  }

  @Test func oneMalformedEntryLeavesTheOthers() throws {
    let data = Self.plist(
      Self.entry("body", "<key>fontName</key><string>Avenir-Book</string>")
        + Self.entry(
          "headline",
          "<key>fontName</key><string>Avenir-Heavy</string><key>fontSize</key><real>17.5</real>")
        + Self.entry(
          "caption",
          "<key>fontName</key><string>Avenir-Book</string><key>fontSize</key><integer>12</integer>")
    )
    let catalog = try FontCatalog(propertyList: data)
    #expect(catalog.entry(for: .body) == nil)
    #expect(
      catalog.entry(for: .headline) == FontCatalog.Entry(fontName: "Avenir-Heavy", fontSize: 17.5))
    #expect(catalog.entry(for: .caption1)?.fontSize == 12)
    #expect(catalog.problems.map(\.description) == ["body: fontSize is missing"])
    #expect(catalog.problems == [FontCatalog.Problem(key: "body", reason: "fontSize is missing")])
  }

  static let name = "<key>fontName</key><string>Avenir-Book</string>"
  static let size = "<key>fontSize</key><integer>17</integer>"

  @Test(arguments: [
    (entry("body", size), "body: fontName is missing"),
    (
      entry("body", "<key>fontName</key><integer>3</integer>" + size),
      "body: fontName is not a string (found a number)"
    ),
    (entry("body", "<key>fontName</key><string></string>" + size), "body: fontName is empty"),
    (entry("body", name), "body: fontSize is missing"),
    (
      entry("body", name + "<key>fontSize</key><string>17</string>"),
      "body: fontSize is not a number (found a string)"
    ),
    (
      entry("body", name + "<key>fontSize</key><true/>"),
      "body: fontSize is not a number (found a boolean)"
    ),
    (entry("body", name + "<key>fontSize</key><real>nan</real>"), "body: fontSize is not finite"),
    (entry("body", name + "<key>fontSize</key><real>inf</real>"), "body: fontSize is not finite"),
    (
      entry("body", name + "<key>fontSize</key><integer>0</integer>"),
      "body: fontSize must be greater than 0 (found 0)"
    ),
    (
      entry("body", name + "<key>fontSize</key><real>-2.5</real>"),
      "body: fontSize must be greater than 0 (found -2.5)"
    ),
    ("<key>body</key><string>Avenir-Book</string>", "body: not a dictionary (found a string)"),
    ("<key>body</key><array/>", "body: not a dictionary (found an array)"),
    (entry("title4", name + size), "title4: not a text style"),
    (entry("title1", name + size), "title1: not a text style"),
  ])
  func eachProblemKind(_ body: String, _ message: String) throws {
    let catalog = try FontCatalog(propertyList: Self.plist(body))
    #expect(catalog.problems.map(\.description) == [message])
    #expect(catalog.entries.isEmpty)
  }

  @Test func problemsAreSortedByKeyAndAllReported() throws {
    let data = Self.plist(
      Self.entry("title4", Self.name + Self.size) + Self.entry("body", "")
        + Self.entry("caption2", Self.name) + Self.entry("aardvark", "")
        + Self.entry("title2", Self.name + Self.size))
    let catalog = try FontCatalog(propertyList: data)
    #expect(
      catalog.problems.map(\.description) == [
        "aardvark: not a text style",
        "body: fontName is missing",
        "body: fontSize is missing",
        "caption2: fontSize is missing",
        "title4: not a text style",
      ])
    #expect(catalog.entries == [.title2: FontCatalog.Entry(fontName: "Avenir-Book", fontSize: 17)])
  }

  @Test func binaryPropertyListRoundTrip() throws {
    let url = try #require(Self.fixtureURL)
    let xmlCatalog = try FontCatalog(contentsOf: url)
    let object = try PropertyListSerialization.propertyList(
      from: try Data(contentsOf: url), options: [], format: nil)
    let binary = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    #expect(binary.starts(with: Array("bplist".utf8)))
    let binaryCatalog = try FontCatalog(propertyList: binary)
    #expect(binaryCatalog == xmlCatalog)
    #expect(binaryCatalog.entries.count == 11)
  }

  @Test(arguments: [
    (Data(), "font catalog: not a property list (Cannot parse a NULL or zero-length data)"),
    (Data([0xFF, 0xFE, 0x00, 0x01]), nil),
    (Data("<plist><dict><key>body</key>".utf8), nil),
  ])
  func nonPropertyListDataIsAnError(_ data: Data, _ message: String?) throws {
    #expect {
      try FontCatalog(propertyList: data)
    } throws: { error in
      guard let error = error as? FontCatalogError else { return false }
      if let message { return error.description == message }
      return error.description.hasPrefix("font catalog: not a property list (")
    }
  }

  @Test func rootArrayIsAnError() {
    let data = Data(
      (#"<?xml version="1.0" encoding="UTF-8"?>"#
        + #"<plist version="1.0"><array><string>body</string></array></plist>"#).utf8)
    #expect(throws: FontCatalogError.rootNotDictionary(found: "an array")) {
      try FontCatalog(propertyList: data)
    }
    #expect(
      FontCatalogError.rootNotDictionary(found: "an array").description
        == "font catalog: the root is an array, expected a dictionary of text styles")
  }

  @Test func missingFileIsAnError() {
    let url = URL(fileURLWithPath: "/nonexistent/typeset/fonts.plist")
    #expect {
      try FontCatalog(contentsOf: url)
    } throws: { error in
      (error as? FontCatalogError)?.description
        == "cannot read font catalog /nonexistent/typeset/fonts.plist: No such file or directory"
    }
  }

  @Test func entriesBuiltInCode() {
    let entry = FontCatalog.Entry(fontName: "Avenir-Heavy", fontSize: 17)
    let catalog = FontCatalog(entries: [.headline: entry])
    #expect(catalog.entry(for: .headline) == entry)
    #expect(catalog.entry(for: .body) == nil)
    #expect(catalog.problems.isEmpty)
  }
}

extension FontCatalogTests {
  @Test(arguments: [0.5, 1, 2])
  func smallNumbersAreSizesNotBooleans(_ size: Double) throws {
    let value =
      size == size.rounded() ? "<integer>\(Int(size))</integer>" : "<real>\(size)</real>"
    let data = Self.plist(Self.entry("body", Self.name + "<key>fontSize</key>\(value)"))
    let catalog = try FontCatalog(propertyList: data)
    #expect(catalog.problems.isEmpty)
    #expect(catalog.entry(for: .body)?.fontSize == size)
  }
}
