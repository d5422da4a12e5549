import Foundation
import Testing

@testable import Typeset

@Suite("TextColor parsing")
struct ColorParsingTests {
  @Test func semanticNamesGiveTheNamedColour() throws {
    for (name, color) in TextColor.semanticColors {
      #expect(try TextColor(parsing: name) == color)
      #expect(try TextColor(parsing: " \(name) ").name == name)
    }
  }

  @Test(arguments: [
    ("black", "#000000FF"), ("white", "#FFFFFFFF"), ("clear", "#00000000"),
  ])
  func basicStaticNames(_ name: String, _ hex: String) throws {
    let color = try TextColor(parsing: name)
    #expect(color.description == hex)
    #expect(!color.isDynamic)
  }

  @Test(arguments: [
    ("red", "systemRed"), ("blue", "systemBlue"), ("gray", "systemGray"), ("mint", "systemMint"),
  ])
  func basicHueNamesAreSystemColours(_ name: String, _ system: String) throws {
    #expect(try TextColor(parsing: name) == TextColor.semanticColors[system])
  }

  @Test func hexIsAcceptedWithAndWithoutHash() throws {
    #expect(try TextColor(parsing: "#0A84FF").description == "#0A84FFFF")
    #expect(try TextColor(parsing: "0a84ff").description == "#0A84FFFF")
    #expect(try TextColor(parsing: "fff").description == "#FFFFFFFF")
  }

  @Test(arguments: [
    ("lable", ##"unknown colour name "lable""##),
    ("Label", ##"unknown colour name "Label""##),
    ("SYSTEMBLUE", ##"unknown colour name "SYSTEMBLUE""##),
    (" nope ", ##"unknown colour name "nope""##),
    ("12", ##"invalid colour "12": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"##),
    ("#GG0000", ##"invalid colour "#GG0000": 'G' is not a hex digit"##),
  ])
  func parsingErrors(_ text: String, _ message: String) {
    #expect {
      try TextColor(parsing: text)
    } throws: { error in
      (error as? ColorError)?.description == message
    }
  }
}
