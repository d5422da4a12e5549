import Foundation

/// The concrete values of a ``TextStyle`` in one ``TextEnvironment``: points, RGBA colours,
/// faces.
///
/// Values that the style left unset and that have no environment default (background, kern,
/// decorations …) stay `nil`, so renderers only emit what was asked for.
///
///     let resolved = TextStyle.body.bold().resolved(in: TextEnvironment(appearance: .dark))
///     resolved.font.weight              // .bold
///     resolved.foregroundColor.hex      // "#FFFFFFFF"
public struct ResolvedStyle: Hashable, Sendable {
  /// The font.
  public var font: ResolvedFont
  /// The text colour, opacity applied.
  public var foregroundColor: Color.RGBA
  /// The background colour.
  public var backgroundColor: Color.RGBA?
  /// The underline.
  public var underline: Decoration?
  /// The strikethrough.
  public var strikethrough: Decoration?
  /// The outline width as a percentage of the font size.
  public var strokeWidth: Double?
  /// The outline colour.
  public var strokeColor: Color.RGBA?
  /// The drop shadow.
  public var shadow: Shadow?
  /// The link target.
  public var link: URL?
  /// The inline image the run's U+FFFC character stands for.
  public var attachment: TextAttachment?
  /// Extra space after each character, in points at the resolved size.
  public var kern: Double?
  /// The baseline offset in points at the resolved size.
  public var baselineOffset: Double?
  /// The ligature setting.
  public var ligatures: TextStyle.Ligatures?
  /// The glyph skew.
  public var obliqueness: Double?
  /// The glyph expansion.
  public var expansion: Double?
  /// The text effect.
  public var textEffect: TextStyle.TextEffect?
  /// Whether glyphs are vertical.
  public var usesVerticalGlyphs: Bool?
  /// The character writing direction.
  public var writingDirection: TextStyle.WritingDirection?
  /// The paragraph style with point values scaled for the environment.
  public var paragraph: ParagraphStyle?

  /// Creates a resolved style with a font and colour and nothing else set.
  ///
  ///     ResolvedStyle(font: ResolvedFont(family: "system-ui", size: 17),
  ///                   foregroundColor: Color.black.light)
  ///
  /// - Parameters:
  ///   - font: the font.
  ///   - foregroundColor: the text colour.
  public init(font: ResolvedFont, foregroundColor: Color.RGBA) {
    self.font = font
    self.foregroundColor = foregroundColor
  }
}
