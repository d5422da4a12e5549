#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  ///
  ///     TextStyle.body.resolved(in: TextEnvironment()).font.size   // 17
  public var font: ResolvedFont
  /// The text colour, opacity applied.
  ///
  ///     let faded = TextStyle.body.opacity(0.5).resolved(in: TextEnvironment())
  ///     faded.foregroundColor.hex   // "#00000080"
  public var foregroundColor: TextColor.RGBA
  /// The background colour.
  ///
  ///     TextStyle.body.resolved(in: TextEnvironment()).backgroundColor   // nil: none set
  public var backgroundColor: TextColor.RGBA?
  /// The underline.
  ///
  ///     TextStyle().underline().resolved(in: TextEnvironment()).underline?.style   // .single
  public var underline: Decoration? {
    get { boxedUnderline?.value }
    set { boxedUnderline = newValue.map(Boxed.init) }
  }
  /// The strikethrough.
  ///
  ///     let struck = TextStyle().strikethrough(color: .systemRed).resolved(in: TextEnvironment())
  ///     struck.strikethrough?.color?.hex   // "#FF3B30FF"
  public var strikethrough: Decoration? {
    get { boxedStrikethrough?.value }
    set { boxedStrikethrough = newValue.map(Boxed.init) }
  }
  /// The outline width as a percentage of the font size.
  ///
  ///     TextStyle().stroke(width: -3).resolved(in: TextEnvironment()).strokeWidth   // -3
  public var strokeWidth: Double?
  /// The outline colour.
  ///
  ///     let outlined = TextStyle().stroke(width: 2, color: .black)
  ///     outlined.resolved(in: TextEnvironment()).strokeColor?.hex   // "#000000FF"
  public var strokeColor: TextColor.RGBA?
  /// The drop shadow.
  ///
  ///     let shadowed = TextStyle().shadow(.init(blurRadius: 2)).resolved(in: TextEnvironment())
  ///     shadowed.shadow?.color.hex   // "#00000055"
  public var shadow: Shadow? {
    get { boxedShadow?.value }
    set { boxedShadow = newValue.map(Boxed.init) }
  }
  /// The link target.
  ///
  ///     let linked = TextStyle().link(URL(string: "https://swift.org")!)
  ///     linked.resolved(in: TextEnvironment()).link?.host   // "swift.org"
  public var link: URL? {
    get { linkTarget?.url }
    set { linkTarget = newValue.map(TextStyle.LinkTarget.make) }
  }
  /// The link as the style keeps it: the URL is parsed only when ``link`` is read.
  var linkTarget: TextStyle.LinkTarget?
  /// The inline image the run's U+FFFC character stands for.
  ///
  ///     let star = TextStyle().attachment(TextAttachment(imageName: "star"))
  ///     star.resolved(in: TextEnvironment()).attachment?.imageName   // "star"
  public var attachment: TextAttachment? {
    get { boxedAttachment?.value }
    set { boxedAttachment = newValue.map(AttachmentBox.make) }
  }
  /// Extra space after each character, in points at the resolved size.
  ///
  ///     TextStyle().size(20).tracking(50).resolved(in: TextEnvironment()).kern   // 1
  public var kern: Double?
  /// The baseline offset in points at the resolved size.
  ///
  ///     let raised = TextStyle().size(20).baselineOffset(relative: 0.5)
  ///     raised.resolved(in: TextEnvironment()).baselineOffset   // 10
  public var baselineOffset: Double?
  /// The ligature setting.
  ///
  ///     TextStyle().ligatures(.all).resolved(in: TextEnvironment()).ligatures   // .all
  public var ligatures: TextStyle.Ligatures?
  /// The glyph skew.
  ///
  ///     TextStyle.body.resolved(in: TextEnvironment()).obliqueness   // nil: upright
  public var obliqueness: Double?
  /// The glyph expansion.
  ///
  ///     TextStyle().expansion(0.1).resolved(in: TextEnvironment()).expansion   // 0.1
  public var expansion: Double?
  /// The text effect.
  ///
  ///     let pressed = TextStyle().textEffect(.letterpress)
  ///     pressed.resolved(in: TextEnvironment()).textEffect   // .letterpress
  public var textEffect: TextStyle.TextEffect?
  /// Whether glyphs are vertical.
  ///
  ///     TextStyle.body.resolved(in: TextEnvironment()).usesVerticalGlyphs   // nil: not set
  public var usesVerticalGlyphs: Bool?
  /// The character writing direction.
  ///
  ///     let rtl = TextStyle().writingDirection(.rightToLeftOverride)
  ///     rtl.resolved(in: TextEnvironment()).writingDirection   // .rightToLeftOverride
  public var writingDirection: TextStyle.WritingDirection?
  /// The paragraph style with point values scaled for the environment.
  ///
  ///     let xxxLarge = TextEnvironment(sizeCategory: .extraExtraExtraLarge)
  ///     TextStyle.body.lineSpacing(6).resolved(in: xxxLarge).paragraph?.lineSpacing   // 8
  public var paragraph: ParagraphStyle? {
    get { boxedParagraph?.value }
    set { boxedParagraph = newValue.map(Boxed.init) }
  }

  // The large, rarely set values live out of line, so a resolved style is small to store and
  // to copy; the public properties above read and write them.
  private var boxedUnderline: Boxed<Decoration>?
  private var boxedStrikethrough: Boxed<Decoration>?
  private var boxedShadow: Boxed<Shadow>?
  private var boxedAttachment: AttachmentBox?
  private var boxedParagraph: Boxed<ParagraphStyle>?

  /// Creates a resolved style with a font and colour and nothing else set.
  ///
  ///     ResolvedStyle(font: ResolvedFont(family: "system-ui", size: 17),
  ///                   foregroundColor: TextColor.black.light)
  ///
  /// - Parameters:
  ///   - font: the font.
  ///   - foregroundColor: the text colour.
  public init(font: ResolvedFont, foregroundColor: TextColor.RGBA) {
    self.font = font
    self.foregroundColor = foregroundColor
  }
}
