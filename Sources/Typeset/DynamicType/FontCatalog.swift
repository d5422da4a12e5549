/// Custom fonts per text style, read from a ScaledFont-style property list.
///
/// The property list maps SwiftUI text style names (`largeTitle`, `title`, `title2`, `title3`,
/// `headline`, `subheadline`, `body`, `callout`, `footnote`, `caption`, `caption2`; `title` is
/// ``DynamicTextStyle/title1`` and `caption` is ``DynamicTextStyle/caption1``) to a dictionary
/// with `fontName` and `fontSize` (the size at the default category). A malformed entry does not
/// spoil the others: it is listed in ``problems`` and its style keeps the system font.
///
///     let catalog = try FontCatalog(contentsOf: URL(fileURLWithPath: "Noteworthy.plist"))
///     catalog.entry(for: .body)       // Entry(fontName: "Noteworthy-Bold", fontSize: 17)
///     catalog.problems.map(\.description)   // ["title4: not a text style"]
public struct FontCatalog: Hashable, Sendable {
  /// The custom font for each text style that has a valid entry.
  ///
  ///     FontCatalog(entries: [.body: .init(fontName: "Avenir-Book", fontSize: 17)]).entries.count
  ///     // 1
  public var entries: [DynamicTextStyle: Entry]
  /// What was wrong with the entries that were skipped, sorted by key.
  ///
  ///     catalog.problems.first?.description   // "body: fontSize is missing"
  public var problems: [Problem]

  /// Creates a catalog from entries built in code.
  ///
  ///     let heavy = FontCatalog.Entry(fontName: "Avenir-Heavy", fontSize: 17)
  ///     let catalog = FontCatalog(entries: [.headline: heavy])
  ///     catalog.entry(for: .headline)?.fontName   // "Avenir-Heavy"
  public init(entries: [DynamicTextStyle: Entry] = [:]) {
    self.entries = entries
    self.problems = []
  }

  /// The custom font for a text style, or `nil` when the style uses the system font.
  ///
  ///     FontCatalog().entry(for: .body)   // nil
  public func entry(for style: DynamicTextStyle) -> Entry? {
    entries[style]
  }
}
