/// A mistake in tag markup, with the line and column (in UTF-8 bytes) where it was found.
///
/// Its `description` is what a user should see: the message, the location, the source line and
/// a caret under the offending `<` or `&`.
///
///     // Thrown by a strict scan of "Hi <b>there":
///     print(error.withFileName("greeting.txt"))
///     // error: unclosed tag <b>
///     //  --> greeting.txt:1:4
///     // Hi <b>there
///     //    ^
public struct MarkupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why the markup was rejected.
  private enum Reason: Hashable, Sendable {
    case unclosedTag(String)
    case strayClosingTag(String)
    case unknownTag(String)
    case malformedTag(String?)
    case malformedClosingTag(String?)
    case unterminatedComment
    case unquotedAttributeValue(attribute: String, tag: String)
    case duplicateAttribute(attribute: String, tag: String)
    case unknownEntity(String)
    case invalidCharacterReference(String)
    case other(String)
  }

  private var reason: Reason

  /// What is wrong, in one line.
  ///
  ///     error.message   // "unclosed tag <b>"
  public var message: String {
    switch reason {
    case .unclosedTag(let name): "unclosed tag <\(name)>"
    case .strayClosingTag(let name): "closing tag </\(name)> has no open <\(name)>"
    case .unknownTag(let name): "unknown tag <\(name)>"
    case .malformedTag(let name?): "malformed tag <\(name)>"
    case .malformedTag(nil): "malformed tag"
    case .malformedClosingTag(let name?): "malformed closing tag </\(name)>"
    case .malformedClosingTag(nil): "malformed closing tag"
    case .unterminatedComment: "unterminated comment"
    case .unquotedAttributeValue(let attribute, let tag):
      "attribute \(attribute) of <\(tag)> has an unquoted value"
    case .duplicateAttribute(let attribute, let tag): "duplicate attribute \(attribute) in <\(tag)>"
    case .unknownEntity(let reference): "unknown entity \(reference)"
    case .invalidCharacterReference(let reference): "invalid character reference \(reference)"
    case .other(let message): message
    }
  }

  /// Where the mistake is: the 1-based line and the 1-based column in UTF-8 bytes.
  ///
  ///     error.location   // 3:14
  public internal(set) var location: SourceLocation

  /// The 1-based line of the mistake; CRLF, LF and a lone CR each end a line.
  ///
  ///     error.line   // 3
  public var line: Int { location.line }

  /// The 1-based column of the mistake, counted in UTF-8 bytes from the start of its line.
  ///
  ///     error.column   // 14
  public var column: Int { location.column }

  /// The source line holding the mistake, without its line break; a long line is cut to a
  /// window around the mistake, with `…` where it was cut.
  ///
  ///     error.sourceLine   // "Hi <b>there"
  public internal(set) var sourceLine: String

  /// The number of characters of ``sourceLine`` before the caret.
  private var caretOffset: Int

  /// The name of the input shown in the location line; `"input"` unless set.
  ///
  ///     error.fileName   // "input"
  public var fileName: String = "input"

  /// The message a user should see: message, location, source line and a caret line.
  ///
  ///     print(error)
  ///     // error: unclosed tag <b>
  ///     //  --> input:1:4
  ///     // Hi <b>there
  ///     //    ^
  public var description: String {
    var caret = ""
    for character in sourceLine.prefix(caretOffset) {
      caret.append(character == "\t" ? "\t" : " ")
    }
    caret.append("^")
    return "error: \(message)\n --> \(fileName):\(line):\(column)\n\(sourceLine)\n\(caret)"
  }

  /// Returns this error with the given file name in its location line.
  ///
  ///     error.withFileName("Strings/en.txt").description
  ///     // error: unclosed tag <b>
  ///     //  --> Strings/en.txt:1:4 …
  public func withFileName(_ name: String) -> MarkupError {
    var copy = self
    copy.fileName = name
    return copy
  }

  private init(_ reason: Reason, at offset: Int, in input: UnsafeBufferPointer<UInt8>) {
    self.reason = reason
    let found = MarkupError.locate(offset, in: input)
    self.location = found.location
    self.sourceLine = found.excerpt
    self.caretOffset = found.caretOffset
  }
}

extension MarkupError {
  /// An opening tag that was never closed, e.g. "unclosed tag <b>".
  static func unclosedTag(
    _ name: String, at offset: Int, in input: UnsafeBufferPointer<UInt8>
  ) -> MarkupError {
    MarkupError(.unclosedTag(shortened(name)), at: offset, in: input)
  }

  /// A closing tag without a matching open tag, e.g. "closing tag </b> has no open <b>".
  static func strayClosingTag(
    _ name: String, at offset: Int, in input: UnsafeBufferPointer<UInt8>
  ) -> MarkupError {
    MarkupError(.strayClosingTag(shortened(name)), at: offset, in: input)
  }

  /// A tag the scheme does not know, e.g. "unknown tag <foo>".
  static func unknownTag(
    _ name: String, at offset: Int, in input: UnsafeBufferPointer<UInt8>
  ) -> MarkupError {
    MarkupError(.unknownTag(shortened(name)), at: offset, in: input)
  }

  /// Any other mistake a handler finds, with its own one-line message.
  static func custom(
    _ message: String, at offset: Int, in input: UnsafeBufferPointer<UInt8>
  ) -> MarkupError {
    MarkupError(.other(message), at: offset, in: input)
  }

  /// A `<` followed by a letter that does not form a tag: "malformed tag <a>" or "malformed tag".
  static func malformedTag(
    _ name: String?, at offset: Int, in input: UnsafeBufferPointer<UInt8>
  ) -> MarkupError {
    MarkupError(.malformedTag(name.map(shortened)), at: offset, in: input)
  }

  /// A `</` that does not form a closing tag: "malformed closing tag </a>".
  static func malformedClosingTag(
    _ name: String?, at offset: Int, in input: UnsafeBufferPointer<UInt8>
  ) -> MarkupError {
    MarkupError(.malformedClosingTag(name.map(shortened)), at: offset, in: input)
  }

  /// A `<!--` without its `-->`.
  static func unterminatedComment(
    at offset: Int, in input: UnsafeBufferPointer<UInt8>
  ) -> MarkupError {
    MarkupError(.unterminatedComment, at: offset, in: input)
  }

  /// `name=value` without quotes, which strict mode rejects.
  static func unquotedAttributeValue(
    _ attribute: String, tag: String, at offset: Int, in input: UnsafeBufferPointer<UInt8>
  ) -> MarkupError {
    let reason = Reason.unquotedAttributeValue(
      attribute: shortened(attribute), tag: shortened(tag))
    return MarkupError(reason, at: offset, in: input)
  }

  /// The same attribute given twice in one tag, which strict mode rejects.
  static func duplicateAttribute(
    _ attribute: String, tag: String, at offset: Int, in input: UnsafeBufferPointer<UInt8>
  ) -> MarkupError {
    let reason = Reason.duplicateAttribute(attribute: shortened(attribute), tag: shortened(tag))
    return MarkupError(reason, at: offset, in: input)
  }

  /// `&name;` with a name that is not an HTML5 entity: "unknown entity &foo;".
  static func unknownEntity(
    _ reference: String, at offset: Int, in input: UnsafeBufferPointer<UInt8>
  ) -> MarkupError {
    MarkupError(.unknownEntity(shortened(reference)), at: offset, in: input)
  }

  /// `&#…;` naming no valid character (0, a surrogate, beyond U+10FFFF, no or too many digits).
  static func invalidCharacterReference(
    _ reference: String, at offset: Int, in input: UnsafeBufferPointer<UInt8>
  ) -> MarkupError {
    MarkupError(.invalidCharacterReference(shortened(reference)), at: offset, in: input)
  }

  /// Keeps messages short when the input holds an absurdly long name.
  private static func shortened(_ text: String) -> String {
    let limit = 60
    guard text.utf8.count > limit else { return text }
    return String(text.prefix(limit)) + "…"
  }
}
