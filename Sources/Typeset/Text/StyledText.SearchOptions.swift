extension StyledText {
  /// How ``StyledText/restyled(occurrencesOf:options:with:)`` matches a substring.
  ///
  ///     text.restyled(occurrencesOf: "zebra", options: [.ignoringCase, .wholeWords], with: bold)
  public struct SearchOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int

    /// Creates options from raw bits.
    ///
    ///     StyledText.SearchOptions(rawValue: 1) == .ignoringCase   // true
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// "Zebra" matches "zebra".
    public static let ignoringCase = SearchOptions(rawValue: 1 << 0)
    /// "Grevy" matches "Grévy".
    public static let ignoringDiacritics = SearchOptions(rawValue: 1 << 1)
    /// "zebra" does not match inside "zebras": the characters around a match must not be
    /// letters, digits or underscores.
    public static let wholeWords = SearchOptions(rawValue: 1 << 2)
  }
}
