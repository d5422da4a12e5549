#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TextStyle {
  /// A case transform applied to text when a style is applied to it.
  ///
  ///     TextStyle.TextCase.uppercase.apply(to: "straße")   // "STRASSE"
  public enum TextCase: String, Hashable, Sendable, Codable, CaseIterable {
    /// Leaves the text as written.
    case original
    /// Transforms the text to upper case.
    case uppercase
    /// Transforms the text to lower case.
    case lowercase
    /// Capitalises the first letter of every word.
    case capitalized

    /// Returns the text transformed by this case.
    ///
    ///     TextStyle.TextCase.capitalized.apply(to: "hello world")   // "Hello World"
    public func apply(to text: String) -> String {
      switch self {
      case .original: text
      case .uppercase: text.uppercased()
      case .lowercase: text.lowercased()
      case .capitalized: text.capitalized
      }
    }
  }
}
