/// Paragraph layout: alignment, line spacing, paragraph spacing, indents and line breaking.
///
/// Like ``TextStyle``, every property is optional and `nil` takes the platform default, so a
/// paragraph style merged over another changes only what it sets. Point values are given at the
/// unscaled size; resolution scales them with Dynamic Type along with the font.
///
///     let quote = ParagraphStyle().headIndent(16).firstLineHeadIndent(16).paragraphSpacing(8)
public struct ParagraphStyle: Hashable, Sendable, Codable {
  /// Horizontal alignment of the lines.
  ///
  ///     ParagraphStyle().alignment(.center).alignment   // .center
  public var alignment: Alignment?
  /// Extra space between lines, in points.
  ///
  ///     ParagraphStyle().lineSpacing(4).lineSpacing   // 4
  public var lineSpacing: Double?
  /// The line height as a multiple of the font's natural line height.
  ///
  ///     ParagraphStyle().lineHeightMultiple(1.2).lineHeightMultiple   // 1.2
  public var lineHeightMultiple: Double?
  /// The smallest line height, in points.
  ///
  ///     ParagraphStyle().minimumLineHeight(22).minimumLineHeight   // 22
  public var minimumLineHeight: Double?
  /// The largest line height, in points.
  ///
  ///     ParagraphStyle().maximumLineHeight(30).maximumLineHeight   // 30
  public var maximumLineHeight: Double?
  /// Space after the paragraph, in points.
  ///
  ///     ParagraphStyle().paragraphSpacing(12).paragraphSpacing   // 12
  public var paragraphSpacing: Double?
  /// Space before the paragraph, in points.
  ///
  ///     ParagraphStyle().paragraphSpacingBefore(6).paragraphSpacingBefore   // 6
  public var paragraphSpacingBefore: Double?
  /// Indent of every line but the first from the leading edge, in points.
  ///
  ///     ParagraphStyle().headIndent(20).headIndent   // 20
  public var headIndent: Double?
  /// Indent of the first line from the leading edge, in points.
  ///
  ///     ParagraphStyle().firstLineHeadIndent(12).firstLineHeadIndent   // 12
  public var firstLineHeadIndent: Double?
  /// Distance from the trailing edge (negative) or leading edge (positive) where lines end.
  ///
  ///     ParagraphStyle().tailIndent(-20).tailIndent   // -20: 20 pt from the trailing edge
  public var tailIndent: Double?
  /// How lines that do not fit are broken or truncated.
  ///
  ///     ParagraphStyle().lineBreakMode(.byTruncatingTail).lineBreakMode   // .byTruncatingTail
  public var lineBreakMode: LineBreakMode?
  /// Tab stops, in order of location.
  ///
  ///     ParagraphStyle().tabStops([.init(location: 100)]).tabStops?.first?.location   // 100
  public var tabStops: [TabStop]?
  /// The interval of implicit tab stops after the last explicit one, in points.
  ///
  ///     ParagraphStyle().defaultTabInterval(28).defaultTabInterval   // 28
  public var defaultTabInterval: Double?
  /// How eagerly words are hyphenated, 0 (never) to 1.
  ///
  ///     ParagraphStyle().hyphenationFactor(2).hyphenationFactor   // 1, clamped
  public var hyphenationFactor: Double?
  /// The paragraph's base writing direction.
  ///
  ///     ParagraphStyle().baseWritingDirection(.rightToLeft).baseWritingDirection   // .rightToLeft
  public var baseWritingDirection: BaseWritingDirection?

  /// Creates a paragraph style with nothing set.
  ///
  ///     ParagraphStyle().alignment   // nil: the platform default (natural)
  public init() {}

  /// Returns this style with every property `other` sets replaced by `other`'s value.
  ///
  ///     ParagraphStyle().alignment(.center).merging(ParagraphStyle().lineSpacing(4))
  ///     // centred, 4 pt line spacing
  public func merging(_ other: ParagraphStyle) -> ParagraphStyle {
    var result = self
    if let value = other.alignment { result.alignment = value }
    if let value = other.lineSpacing { result.lineSpacing = value }
    if let value = other.lineHeightMultiple { result.lineHeightMultiple = value }
    if let value = other.minimumLineHeight { result.minimumLineHeight = value }
    if let value = other.maximumLineHeight { result.maximumLineHeight = value }
    if let value = other.paragraphSpacing { result.paragraphSpacing = value }
    if let value = other.paragraphSpacingBefore { result.paragraphSpacingBefore = value }
    if let value = other.headIndent { result.headIndent = value }
    if let value = other.firstLineHeadIndent { result.firstLineHeadIndent = value }
    if let value = other.tailIndent { result.tailIndent = value }
    if let value = other.lineBreakMode { result.lineBreakMode = value }
    if let value = other.tabStops { result.tabStops = value }
    if let value = other.defaultTabInterval { result.defaultTabInterval = value }
    if let value = other.hyphenationFactor { result.hyphenationFactor = value }
    if let value = other.baseWritingDirection { result.baseWritingDirection = value }
    return result
  }

  /// Returns a copy with every point value passed through `transform` (used to scale metrics).
  ///
  ///     ParagraphStyle().lineSpacing(4).mappingPoints { $0 * 2 }.lineSpacing   // 8
  public func mappingPoints(_ transform: (Double) -> Double) -> ParagraphStyle {
    var result = self
    result.lineSpacing = lineSpacing.map(transform)
    result.minimumLineHeight = minimumLineHeight.map(transform)
    result.maximumLineHeight = maximumLineHeight.map(transform)
    result.paragraphSpacing = paragraphSpacing.map(transform)
    result.paragraphSpacingBefore = paragraphSpacingBefore.map(transform)
    result.headIndent = headIndent.map(transform)
    result.firstLineHeadIndent = firstLineHeadIndent.map(transform)
    result.tailIndent = tailIndent.map(transform)
    result.tabStops = tabStops.map { stops in
      stops.map { TabStop(location: transform($0.location), alignment: $0.alignment) }
    }
    result.defaultTabInterval = defaultTabInterval.map(transform)
    return result
  }
}

extension ParagraphStyle {
  /// Hashes the values by folding their bits into one word: flattening a long document
  /// interns a paragraph style per line, and hashing fifteen optionals one by one costs more
  /// than the rest of the line.
  ///
  ///     Set([ParagraphStyle().headIndent(8), ParagraphStyle().headIndent(8)]).count   // 1
  public func hash(into hasher: inout Hasher) {
    var folded: UInt64 = 0
    var present: UInt32 = 0
    var bit: UInt32 = 1
    func fold(_ value: Double?) {
      if let value {
        present |= bit
        // 0 and -0 are equal, so they hash alike.
        let bits = value == 0 ? 0 : value.bitPattern
        folded = (folded ^ bits) &* 0x9E37_79B9_7F4A_7C15
        folded ^= folded >> 29
      }
      bit <<= 1
    }
    fold(lineSpacing)
    fold(lineHeightMultiple)
    fold(minimumLineHeight)
    fold(maximumLineHeight)
    fold(paragraphSpacing)
    fold(paragraphSpacingBefore)
    fold(headIndent)
    fold(firstLineHeadIndent)
    fold(tailIndent)
    fold(defaultTabInterval)
    fold(hyphenationFactor)
    if let tabStops {
      present |= bit
      for stop in tabStops { fold(stop.location) }
      folded ^= UInt64(tabStops.count)
    }
    hasher.combine(folded)
    hasher.combine(present)
    hasher.combine(alignment)
    hasher.combine(lineBreakMode)
    hasher.combine(baseWritingDirection)
  }
}
