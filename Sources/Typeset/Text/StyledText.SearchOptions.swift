extension StyledText {
  /// How ``StyledText/restyled(occurrencesOf:options:with:)`` matches a substring.
  ///
  ///     text.restyled(occurrencesOf: "zebra", options: [.ignoringCase, .wholeWords], with: bold)
  public struct SearchOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    ///
    ///     StyledText.SearchOptions.wholeWords.rawValue   // 4
    public let rawValue: Int

    /// Creates options from raw bits.
    ///
    ///     StyledText.SearchOptions(rawValue: 1) == .ignoringCase   // true
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// "Zebra" matches "zebra".
    ///
    ///     "Zebra zebra".styled(.body).ranges(of: "zebra", options: .ignoringCase).count   // 2
    public static let ignoringCase = SearchOptions(rawValue: 1 << 0)
    /// "Grevy" matches "Grévy".
    ///
    ///     "Grévy".styled(.body).ranges(of: "Grevy", options: .ignoringDiacritics).count   // 1
    public static let ignoringDiacritics = SearchOptions(rawValue: 1 << 1)
    /// "zebra" does not match inside "zebras": the characters around a match must not be
    /// letters, digits or underscores.
    ///
    ///     "zebras zebra".styled(.body).ranges(of: "zebra", options: .wholeWords).count   // 1
    public static let wholeWords = SearchOptions(rawValue: 1 << 2)
  }
}
