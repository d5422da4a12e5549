import Typeset
import TypesetSupport

extension HTMLWriter {
  /// Appends the finished HTML to `output`: the page's or email's head, then the body written
  /// to `body`, then the document's end; a fragment is the body alone. Returns the style
  /// sheet (empty for an email).
  func finish(body: ByteBuffer, into output: inout [UInt8]) -> [UInt8] {
    var stylesheet: [UInt8] = []
    if !isEmail {
      sheet.appendStyleSheet(
        elements: prelude.elements, isPage: options.profile == .page, to: &stylesheet)
    }
    guard options.profile != .fragment else {
      output.append(contentsOf: body.buffer)
      return stylesheet
    }
    var head: [UInt8] = []
    head.reserveCapacity(stylesheet.count + 512)
    appendHead(stylesheet: stylesheet, to: &head)
    output.reserveCapacity(
      output.count + head.count + body.count + Self.documentEnd.utf8CodeUnitCount)
    output += head
    output.append(contentsOf: body.buffer)
    CSSBytes.append(Self.documentEnd, to: &output)
    return stylesheet
  }

  /// Finishes the HTML where the body was written: `body` wrote from the start of `memory`
  /// (see `ByteBuffer.init(lending:)`); the body moves up to make room for the head, which
  /// goes before it, and the document's end goes after it. Returns how many bytes of
  /// `memory` the HTML fills and the style sheet, or nil, having changed nothing, when the
  /// body outgrew `memory` or the head and end do not fit beside it.
  func finishInPlace(
    body: ByteBuffer, in memory: UnsafeMutableBufferPointer<UInt8>
  ) -> (count: Int, stylesheet: [UInt8])? {
    guard body.isWritingInPlace else { return nil }
    var stylesheet: [UInt8] = []
    if !isEmail {
      sheet.appendStyleSheet(
        elements: prelude.elements, isPage: options.profile == .page, to: &stylesheet)
    }
    guard options.profile != .fragment else { return (body.count, stylesheet) }
    var head: [UInt8] = []
    head.reserveCapacity(stylesheet.count + 512)
    appendHead(stylesheet: stylesheet, to: &head)
    let end = Self.documentEnd
    let total = head.count + body.count + end.utf8CodeUnitCount
    guard total <= memory.count else { return nil }
    // The regions overlap when the body is longer than the head: `moveInitialize` allows it
    // (bytes are trivial, so the memory after the body may be written as it is).
    let bodyEnd = head.count + body.count
    _ = memory[head.count..<bodyEnd].moveInitialize(fromContentsOf: memory[0..<body.count])
    _ = memory[0..<head.count].initialize(fromContentsOf: head)
    _ = memory[bodyEnd..<total].initialize(
      fromContentsOf: UnsafeBufferPointer(start: end.utf8Start, count: end.utf8CodeUnitCount))
    return (total, stylesheet)
  }

  /// What ends a page or an email after its text.
  static let documentEnd: StaticString = "</body>\n</html>\n"

  /// A page's or email's start, up to and including `<body>`: the title is the options' or
  /// the first heading written so far, the style sheet goes in the head (page).
  func appendHead(stylesheet: [UInt8], to head: inout [UInt8]) {
    CSSBytes.append("<!DOCTYPE html>\n<html", to: &head)
    if let language = options.language, Self.isLanguageTag(language) {
      CSSBytes.append(" lang=\"", to: &head)
      head += Array(language.utf8)
      head.append(0x22)
    }
    CSSBytes.append(">\n<head>\n<meta charset=\"utf-8\" />\n", to: &head)
    CSSBytes.append(
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />\n", to: &head)
    if isEmail {
      CSSBytes.append("<meta name=\"color-scheme\" content=\"light\" />\n", to: &head)
    } else {
      CSSBytes.append("<meta name=\"color-scheme\" content=\"light dark\" />\n", to: &head)
    }
    CSSBytes.append("<title>", to: &head)
    var title = options.title ?? self.title ?? ""
    title.withUTF8 { VisibleControls.append($0, escapedAs: .text, to: &head) }
    CSSBytes.append("</title>\n", to: &head)
    if !isEmail {
      CSSBytes.append("<style>\n", to: &head)
      head += stylesheet
      CSSBytes.append("</style>\n", to: &head)
    }
    CSSBytes.append("</head>\n<body", to: &head)
    if isEmail { CSSBytes.append(" style=\"margin:0\"", to: &head) }
    CSSBytes.append(">\n", to: &head)
  }

  /// Whether a language tag is letters, digits and `-`, at most 35 bytes (BCP 47's longest).
  static func isLanguageTag(_ tag: String) -> Bool {
    !tag.isEmpty && tag.utf8.count <= 35
      && tag.utf8.allSatisfy { ASCII.isLetterOrDigit($0) || $0 == 0x2D }
  }
}
