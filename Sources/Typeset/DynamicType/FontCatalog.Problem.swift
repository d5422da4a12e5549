extension FontCatalog {
  /// A property list entry that was skipped, and why.
  ///
  ///     FontCatalog.Problem(key: "body", reason: "fontSize is missing").description
  ///     // "body: fontSize is missing"
  public struct Problem: Hashable, Sendable, CustomStringConvertible {
    /// The top-level key of the entry, such as `"body"` or `"title4"`.
    ///
    ///     FontCatalog.Problem(key: "title4", reason: "not a text style").key   // "title4"
    public var key: String
    /// What was wrong, such as `"fontSize is missing"`.
    ///
    ///     FontCatalog.Problem(key: "title4", reason: "not a text style").reason
    ///     // "not a text style"
    public var reason: String

    /// Creates a problem report.
    ///
    ///     FontCatalog.Problem(key: "body", reason: "fontName is empty")
    public init(key: String, reason: String) {
      self.key = key
      self.reason = reason
    }

    /// The key and the reason, `key: reason`.
    ///
    ///     FontCatalog.Problem(key: "title4", reason: "not a text style").description
    ///     // "title4: not a text style"
    public var description: String { "\(key): \(reason)" }
  }
}
