import Testing

@testable import TypesetSupport

@Suite("URL safety") struct URLSafetyTests {
  @Test(arguments: [
    "javascript:alert(1)", "JAVASCRIPT:x", "vbscript:msgbox", "file:///etc/passwd",
    "data:text/html,<script>", "DATA:text/html;base64,PHNjcmlwdD4=", " javascript:x",
    "\u{1}\u{1F}javascript:x", "java\tscript:x", "java\nscript:x", "jav\r\nascript:x",
    "data:image/svg+xml,<svg onload=alert(1)>",
  ])
  func dangerousURLsAreCaught(url: String) {
    #expect(URLSafety.isDangerous(url))
  }

  @Test(arguments: [
    "https://swift.org", "http://a", "mailto:a@b.c", "tel:+1555", "/relative/path", "#anchor",
    "?q=javascript:", "data:image/png;base64,AAAA", "data:image/gif,x", "data:image/jpeg,x",
    "data:image/webp,x", "", "javascript", "my-javascript:x", "%6Aavascript:x",
  ])
  func ordinaryURLsPass(url: String) {
    #expect(!URLSafety.isDangerous(url))
  }

  /// A `:` before any `/`, `?` or `#` must end a scheme; what RFC 3986 refuses there is a
  /// malformed scheme, as Foundation's `URL(string:)` also finds.
  @Test(arguments: [
    "%20javascript:alert(1)", "%6Aavascript:x", "1a:b", ":x", "a b:c", "é:x", "a_b:c", "-a:b",
  ])
  func referencesPosingAsSchemesAreMalformed(url: String) {
    #expect(URLSafety.hasMalformedScheme(url))
  }

  @Test(arguments: [
    "https://swift.org", "mailto:a@b.c", "x-y.z+w:rest", "a%zz.png", "/a:b", "?q=a:b", "#a:b",
    "icons/x.png", "", "a:", "A9+-.:x", "http://a", "https:/x", "HTTPS://a.b", "http://a:1/b:c",
  ])
  func schemesAndReferencesWithoutOneAreWellFormed(url: String) {
    #expect(!URLSafety.hasMalformedScheme(url))
  }

  /// `https://` and `http://` are read as one word; anything else, a scheme cut short or
  /// upper case among them, is left to the byte-by-byte reading (0).
  @Test(arguments: [
    ("https://a", 6), ("http://ab", 5), ("http://", 0), ("https:/x", 0), ("HTTPS://a", 0),
    ("ftp://ab", 0), ("httpx://a", 0), ("", 0),
  ])
  func webSchemesAreReadAsOneWord(url: String, end: Int) {
    let bytes = Array(url.utf8)
    let found = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { URLSafety.webSchemeEnd($0, count: buffer.count) } ?? 0
    }
    #expect(found == end)
  }
}
