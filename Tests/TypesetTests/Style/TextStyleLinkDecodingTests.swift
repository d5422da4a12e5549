import Foundation
import Testing

@testable import Typeset

/// Links in decoded styles (today in Foundation's `URL` coding, `{"relative": "…"}`).
@Suite("TextStyle link decoding") struct TextStyleLinkDecodingTests {
  @Test func safeLinksDecode() throws {
    let style = try JSONDecoder().decode(
      TextStyle.self, from: Data(#"{"link": {"relative": "https://swift.org"}}"#.utf8))
    #expect(style.link == URL(string: "https://swift.org"))
  }

  @Test(arguments: ["javascript:alert(1)", "VBScript:x", "file:///etc/passwd", "data:text/html,x"])
  func dangerousLinksAreDecodingErrorsAtTheLinkKey(link: String) {
    let json = Data(#"{"styles": [{"link": {"relative": "\#(link)"}}]}"#.utf8)
    struct Sheet: Decodable { var styles: [TextStyle] }
    do {
      _ = try JSONDecoder().decode(Sheet.self, from: json)
      Issue.record("decoded \(link)")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.codingPath.last?.stringValue == "link")
      #expect(context.debugDescription.hasPrefix("unsafe link"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func trustedDecodersKeepThem() throws {
    let decoder = JSONDecoder()
    decoder.userInfo[TextStyle.allowsUnsafeLinks] = true
    let style = try decoder.decode(
      TextStyle.self, from: Data(#"{"link": {"relative": "javascript:x"}}"#.utf8))
    #expect(style.link?.scheme == "javascript")
  }
}
