/// The values of an `NSParagraphStyle` for a ``ParagraphStyle``, every field filled.
///
/// Fields the style leaves unset take `NSParagraphStyle.default`'s values (0, natural
/// alignment, word wrapping, natural direction), so a bridge copies every field and never
/// decides a default. `tabStops` stays `nil` when unset: the platform's default stops are kept.
///
///     let paragraph = PlatformParagraphStyle(ParagraphStyle().lineSpacing(4))
///     paragraph.lineSpacing     // 4
///     paragraph.lineBreakMode   // .byWordWrapping
public struct PlatformParagraphStyle: Hashable, Sendable {
  /// The alignment (`NSTextAlignment`, see ``ParagraphStyle/Alignment/rawValue(in:)``).
  ///
  ///     PlatformParagraphStyle(ParagraphStyle()).alignment   // .natural
  public var alignment: ParagraphStyle.Alignment
  /// Extra space between lines, in points.
  ///
  ///     PlatformParagraphStyle(ParagraphStyle()).lineSpacing   // 0
  public var lineSpacing: Double
  /// The line height multiple; 0 means none.
  ///
  ///     PlatformParagraphStyle(ParagraphStyle().lineHeightMultiple(1.2)).lineHeightMultiple   // 1.2
  public var lineHeightMultiple: Double
  /// The minimum line height in points; 0 means none.
  ///
  ///     PlatformParagraphStyle(ParagraphStyle()).minimumLineHeight   // 0
  public var minimumLineHeight: Double
  /// The maximum line height in points; 0 means none.
  ///
  ///     PlatformParagraphStyle(ParagraphStyle()).maximumLineHeight   // 0
  public var maximumLineHeight: Double
  /// Space after the paragraph, in points.
  ///
  ///     PlatformParagraphStyle(ParagraphStyle().paragraphSpacing(8)).paragraphSpacing   // 8
  public var paragraphSpacing: Double
  /// Space before the paragraph, in points.
  ///
  ///     PlatformParagraphStyle(ParagraphStyle()).paragraphSpacingBefore   // 0
  public var paragraphSpacingBefore: Double
  /// The indent of every line but the first, in points.
  ///
  ///     PlatformParagraphStyle(ParagraphStyle().headIndent(20)).headIndent   // 20
  public var headIndent: Double
  /// The first line's indent, in points.
  ///
  ///     PlatformParagraphStyle(ParagraphStyle()).firstLineHeadIndent   // 0
  public var firstLineHeadIndent: Double
  /// The trailing indent (negative from the trailing margin), in points.
  ///
  ///     PlatformParagraphStyle(ParagraphStyle()).tailIndent   // 0
  public var tailIndent: Double
  /// How lines break and truncate (`NSLineBreakMode`).
  ///
  ///     PlatformParagraphStyle(ParagraphStyle()).lineBreakMode   // .byWordWrapping
  public var lineBreakMode: ParagraphStyle.LineBreakMode
  /// The tab stops (`NSTextTab`s), or `nil` to keep the platform's defaults.
  ///
  ///     PlatformParagraphStyle(ParagraphStyle()).tabStops   // nil
  public var tabStops: [ParagraphStyle.TabStop]?
  /// The interval of tab stops after the last one; 0 means none.
  ///
  ///     PlatformParagraphStyle(ParagraphStyle()).defaultTabInterval   // 0
  public var defaultTabInterval: Double
  /// The hyphenation factor, 0 … 1.
  ///
  ///     PlatformParagraphStyle(ParagraphStyle().hyphenationFactor(0.5)).hyphenationFactor   // 0.5
  public var hyphenationFactor: Double
  /// The paragraph's base writing direction (`NSWritingDirection`).
  ///
  ///     PlatformParagraphStyle(ParagraphStyle()).baseWritingDirection   // .natural
  public var baseWritingDirection: ParagraphStyle.BaseWritingDirection

  /// The platform values of a resolved paragraph style.
  ///
  ///     PlatformParagraphStyle(ParagraphStyle().alignment(.center)).alignment   // .center
  public init(_ style: ParagraphStyle) {
    alignment = style.alignment ?? .natural
    lineSpacing = style.lineSpacing ?? 0
    lineHeightMultiple = style.lineHeightMultiple ?? 0
    minimumLineHeight = style.minimumLineHeight ?? 0
    maximumLineHeight = style.maximumLineHeight ?? 0
    paragraphSpacing = style.paragraphSpacing ?? 0
    paragraphSpacingBefore = style.paragraphSpacingBefore ?? 0
    headIndent = style.headIndent ?? 0
    firstLineHeadIndent = style.firstLineHeadIndent ?? 0
    tailIndent = style.tailIndent ?? 0
    lineBreakMode = style.lineBreakMode ?? .byWordWrapping
    tabStops = style.tabStops
    defaultTabInterval = style.defaultTabInterval ?? 0
    hyphenationFactor = style.hyphenationFactor ?? 0
    baseWritingDirection = style.baseWritingDirection ?? .natural
  }
}
