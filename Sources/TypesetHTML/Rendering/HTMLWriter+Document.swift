import Typeset
import TypesetSupport

extension HTMLWriter {
  /// Appends the finished HTML to `output` — the page or email document around the body, or
  /// the fragment's body alone — and returns the style sheet (empty for an email).
  mutating func finish(into output: inout [UInt8]) -> [UInt8] {
    var stylesheet: [UInt8] = []
    if !isEmail {
      sheet.appendStyleSheet(
        elements: elements, isPage: options.profile == .page, to: &stylesheet)
    }
    output.reserveCapacity(output.count + body.count + stylesheet.count + 512)
    switch options.profile {
    case .fragment:
      output += body
    case .page, .email:
      CSSBytes.append("<!DOCTYPE html>\n<html", to: &output)
      if let language = options.language, Self.isLanguageTag(language) {
        CSSBytes.append(" lang=\"", to: &output)
        output += Array(language.utf8)
        output.append(0x22)
      }
      CSSBytes.append(">\n<head>\n<meta charset=\"utf-8\" />\n", to: &output)
      CSSBytes.append(
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />\n",
        to: &output)
      if isEmail {
        CSSBytes.append("<meta name=\"color-scheme\" content=\"light\" />\n", to: &output)
      } else {
        CSSBytes.append("<meta name=\"color-scheme\" content=\"light dark\" />\n", to: &output)
      }
      CSSBytes.append("<title>", to: &output)
      var title = options.title ?? self.title ?? ""
      title.withUTF8 { HTMLEscaping.append($0, as: .text, to: &output) }
      CSSBytes.append("</title>\n", to: &output)
      if !isEmail {
        CSSBytes.append("<style>\n", to: &output)
        output += stylesheet
        CSSBytes.append("</style>\n", to: &output)
      }
      CSSBytes.append("</head>\n<body", to: &output)
      if isEmail { CSSBytes.append(" style=\"margin:0\"", to: &output) }
      CSSBytes.append(">\n", to: &output)
      output += body
      CSSBytes.append("</body>\n</html>\n", to: &output)
    }
    return stylesheet
  }

  /// Whether a language tag is letters, digits and `-`, at most 35 bytes (BCP 47's longest).
  static func isLanguageTag(_ tag: String) -> Bool {
    !tag.isEmpty && tag.utf8.count <= 35
      && tag.utf8.allSatisfy { ASCII.isLetterOrDigit($0) || $0 == 0x2D }
  }
}
