import Foundation

/// A declarative description of how text looks: font, size, colour, decoration and paragraph.
///
/// Every property is optional. `nil` means "not set here": the value is inherited from the style
/// underneath when styles are merged, or taken from the ``TextEnvironment``'s defaults when the
/// style is resolved. That is what lets a tag change only the weight, or a theme derive a heading
/// from the body style and keep everything else.
///
/// Styles are semantic: `TextStyle.body` says "body text style, scaled to all sizes, label colour";
/// only ``resolved(in:)`` turns it into concrete points and RGBA values for one environment.
///
///     let body = TextStyle().textStyle(.body).scaling(.allSizes).color(.label)
///     let heading = body.sizeMultiplied(by: 1.4).uppercased().bold()
///     heading.resolved(in: TextEnvironment()).font.size   // 23.8
public struct TextStyle: Hashable, Sendable {
  // MARK: Font

  /// The font family; `nil` uses the environment's default (the system font).
  public var fontFamily: FontFamily?
  /// The weight on the CSS scale (400 regular, 700 bold).
  public var weight: FontWeight?
  /// Whether the italic face is used.
  public var isItalic: Bool?
  /// The font size: absolute points, a change relative to the base size, or both.
  public var size: Size?
  /// The Dynamic Type text style whose size (and scaling curve) the text follows.
  public var dynamicTextStyle: DynamicTextStyle?
  /// How the size follows the user's preferred content size.
  public var scaling: DynamicTypeScaling?
  /// OpenType features such as small capitals or monospaced digits.
  public var fontFeatures: FontFeatures?

  // MARK: Characters

  /// A case transform applied to the text when it is styled.
  public var textCase: TextCase?
  /// Extra space after each character, in points at the unscaled size.
  public var kern: Double?
  /// Extra space after each character in thousandths of an em (scales with the size).
  public var tracking: Double?
  /// Moves glyphs up (positive) or down from the baseline.
  public var baselineOffset: BaselineOffset?
  /// Which ligatures the text may use.
  public var ligatures: Ligatures?
  /// Skew applied to glyphs; 0 is upright, positive leans right.
  public var obliqueness: Double?
  /// Log of the horizontal expansion factor; 0 is normal width.
  public var expansion: Double?
  /// A special text effect such as letterpress.
  public var textEffect: TextEffect?
  /// Whether glyphs are laid out vertically.
  public var usesVerticalGlyphs: Bool?
  /// The writing direction of the characters (embedding or override).
  public var writingDirection: WritingDirection?
  /// A link target for the text.
  public var link: URL?
  /// The inline image the text's U+FFFC character stands for.
  public var attachment: TextAttachment?

  // MARK: Colour and decoration

  /// The colour of the glyphs.
  public var foregroundColor: Color?
  /// The colour behind the glyphs.
  public var backgroundColor: Color?
  /// The opacity applied to the foreground colour, 0 to 1.
  public var opacity: Double?
  /// An underline, with its own optional colour.
  public var underline: LineDecoration?
  /// A strikethrough line, with its own optional colour.
  public var strikethrough: LineDecoration?
  /// Outline width as a percentage of the font size; negative strokes and fills.
  public var strokeWidth: Double?
  /// The outline colour; `nil` uses the foreground colour.
  public var strokeColor: Color?
  /// A drop shadow behind the glyphs.
  public var shadow: Shadow?

  // MARK: Paragraph

  /// Paragraph layout: alignment, spacing, indents, line breaking.
  public var paragraph: ParagraphStyle?

  /// Creates a style with nothing set; every value comes from the environment's defaults.
  ///
  ///     TextStyle().resolved(in: TextEnvironment()).font.size   // 17, the default body size
  public init() {}
}

extension TextStyle {
  /// Returns this style with every property that `other` sets replaced by `other`'s value.
  ///
  /// Relative sizes compose instead of replacing: a style that only multiplies the size,
  /// merged over a 15 pt style, gives the multiplied 15 pt. Paragraph styles merge field by field.
  ///
  ///     let base = TextStyle().size(15).color(.label)
  ///     let merged = base.merging(TextStyle().sizeMultiplied(by: 2).bold())
  ///     // 30 pt, bold, label colour
  public func merging(_ other: TextStyle) -> TextStyle {
    var result = self
    if let value = other.fontFamily { result.fontFamily = value }
    if let value = other.weight { result.weight = value }
    if let value = other.isItalic { result.isItalic = value }
    if let value = other.size { result.size = value.applied(over: size) }
    if let value = other.dynamicTextStyle { result.dynamicTextStyle = value }
    if let value = other.scaling { result.scaling = value }
    if let value = other.fontFeatures { result.fontFeatures = value }
    if let value = other.textCase { result.textCase = value }
    if let value = other.kern { result.kern = value }
    if let value = other.tracking { result.tracking = value }
    if let value = other.baselineOffset { result.baselineOffset = value }
    if let value = other.ligatures { result.ligatures = value }
    if let value = other.obliqueness { result.obliqueness = value }
    if let value = other.expansion { result.expansion = value }
    if let value = other.textEffect { result.textEffect = value }
    if let value = other.usesVerticalGlyphs { result.usesVerticalGlyphs = value }
    if let value = other.writingDirection { result.writingDirection = value }
    if let value = other.link { result.link = value }
    if let value = other.attachment { result.attachment = value }
    if let value = other.foregroundColor { result.foregroundColor = value }
    if let value = other.backgroundColor { result.backgroundColor = value }
    if let value = other.opacity { result.opacity = value }
    if let value = other.underline { result.underline = value }
    if let value = other.strikethrough { result.strikethrough = value }
    if let value = other.strokeWidth { result.strokeWidth = value }
    if let value = other.strokeColor { result.strokeColor = value }
    if let value = other.shadow { result.shadow = value }
    if let value = other.paragraph {
      result.paragraph = paragraph.map { $0.merging(value) } ?? value
    }
    return result
  }

  /// Whether no property is set.
  ///
  ///     TextStyle().isEmpty          // true
  ///     TextStyle().bold().isEmpty   // false
  public var isEmpty: Bool { self == TextStyle() }
}

extension TextStyle: Codable {
  // Theme files use the short names on the right.
  enum CodingKeys: String, CodingKey {
    case fontFamily = "font", weight, isItalic = "italic", size
    case dynamicTextStyle = "textStyle", scaling, fontFeatures, textCase, kern, tracking
    case baselineOffset, ligatures, obliqueness, expansion, textEffect
    case usesVerticalGlyphs = "verticalGlyphs", writingDirection, link, attachment
    case foregroundColor = "color", backgroundColor, opacity, underline, strikethrough
    case strokeWidth, strokeColor, shadow, paragraph
  }
}
