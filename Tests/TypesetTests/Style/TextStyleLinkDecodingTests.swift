import Foundation
import Testing

@testable import Typeset

/// Links in decoded styles: a plain string, or Foundation's `URL` coding (`{"relative": "…"}`).
@Suite("TextStyle link decoding") struct TextStyleLinkDecodingTests {
  @Test(arguments: [#""https://swift.org""#, #"{"relative": "https://swift.org"}"#])
  func safeLinksDecode(link: String) throws {
    let style = try JSONDecoder().decode(TextStyle.self, from: Data(#"{"link": \#(link)}"#.utf8))
    #expect(style.link == URL(string: "https://swift.org"))
  }

  @Test func aStringThatIsNoURLIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TextStyle.self, from: Data(#"{"link": "http://[x"}"#.utf8))
    }
  }

  @Test(arguments: [
    #"{"relative": "javascript:alert(1)"}"#, #""VBScript:x""#, #""file:///etc/passwd""#,
    #"{"relative": "data:text/html,x"}"#,
  ])
  func dangerousLinksAreDecodingErrorsAtTheLinkKey(link: String) {
    let json = Data(#"{"styles": [{"link": \#(link)}]}"#.utf8)
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
