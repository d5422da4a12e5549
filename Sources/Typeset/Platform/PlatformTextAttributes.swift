#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The attributes an `NSAttributedString` run needs for a ``ResolvedStyle``, as plain values.
///
/// This is the whole decision of what UIKit and AppKit draw: which keys are set, the font
/// descriptor data, colours as RGBA, the filled-in paragraph style, the `NSUnderlineStyle`
/// bitmasks, and the raw values of the rarer attributes. A bridge only turns each value into
/// its platform object. A synthetic italic is drawn with ``obliqueness``.
///
///     let attributes = PlatformTextAttributes(TextStyle.body.underline().resolved(in: .init()))
///     attributes.keys             // [.font, .foregroundColor, .underlineStyle]
///     attributes.underlineStyle   // 1 (NSUnderlineStyle.single)
public struct PlatformTextAttributes: Hashable, Sendable {
  /// `.font`: the font to make.
  ///
  ///     PlatformTextAttributes(TextStyle.body.resolved(in: .init())).font.size   // 17
  public var font: PlatformFont
  /// `.foregroundColor`.
  ///
  ///     PlatformTextAttributes(TextStyle.body.resolved(in: .init())).foregroundColor.hex
  ///     // "#000000FF"
  public var foregroundColor: TextColor.RGBA
  /// `.backgroundColor`, when set.
  ///
  ///     PlatformTextAttributes(TextStyle.body.resolved(in: .init())).backgroundColor   // nil
  public var backgroundColor: TextColor.RGBA?
  /// `.paragraphStyle`, when the style sets one.
  ///
  ///     let centred = TextStyle.body.alignment(.center).resolved(in: .init())
  ///     PlatformTextAttributes(centred).paragraphStyle?.alignment   // .center
  public var paragraphStyle: PlatformParagraphStyle?
  /// `.kern` in points.
  ///
  ///     PlatformTextAttributes(TextStyle.body.kern(1).resolved(in: .init())).kern   // 1
  public var kern: Double?
  /// `.baselineOffset` in points.
  ///
  ///     PlatformTextAttributes(TextStyle().baselineOffset(points: 3).resolved(in: .init())).baselineOffset
  ///     // 3
  public var baselineOffset: Double?
  /// `.underlineStyle` as an `NSUnderlineStyle` raw value (a hidden line is not set).
  ///
  ///     PlatformTextAttributes(TextStyle().underline(.thick).resolved(in: .init())).underlineStyle
  ///     // 2
  public var underlineStyle: Int?
  /// `.underlineColor`, when the underline has its own colour.
  ///
  ///     let red = TextStyle().underline(color: .systemRed).resolved(in: .init())
  ///     PlatformTextAttributes(red).underlineColor?.hex   // "#FF3B30FF"
  public var underlineColor: TextColor.RGBA?
  /// `.strikethroughStyle` as an `NSUnderlineStyle` raw value.
  ///
  ///     PlatformTextAttributes(TextStyle().strikethrough().resolved(in: .init())).strikethroughStyle
  ///     // 1
  public var strikethroughStyle: Int?
  /// `.strikethroughColor`, when the strikethrough has its own colour.
  ///
  ///     PlatformTextAttributes(TextStyle().strikethrough().resolved(in: .init())).strikethroughColor
  ///     // nil: the text colour
  public var strikethroughColor: TextColor.RGBA?
  /// `.strokeWidth` as a percentage of the font size (negative: filled and outlined).
  ///
  ///     PlatformTextAttributes(TextStyle().stroke(width: -3).resolved(in: .init())).strokeWidth
  ///     // -3
  public var strokeWidth: Double?
  /// `.strokeColor`.
  ///
  ///     let outlined = TextStyle().stroke(width: 2, color: .black).resolved(in: .init())
  ///     PlatformTextAttributes(outlined).strokeColor?.hex   // "#000000FF"
  public var strokeColor: TextColor.RGBA?
  /// `.shadow` (`NSShadow`: offset, blur radius, colour).
  ///
  ///     let shadowed = TextStyle().shadow(.init(blurRadius: 2)).resolved(in: .init())
  ///     PlatformTextAttributes(shadowed).shadow?.blurRadius   // 2
  public var shadow: ResolvedStyle.Shadow?
  /// `.link`.
  ///
  ///     let linked = TextStyle().link(URL(string: "https://swift.org")!).resolved(in: .init())
  ///     PlatformTextAttributes(linked).link?.host   // "swift.org"
  public var link: URL?
  /// `.attachment`: the image an `NSTextAttachment` placeholder stands for.
  ///
  ///     let star = TextStyle().attachment(TextAttachment(imageName: "star")).resolved(in: .init())
  ///     PlatformTextAttributes(star).attachment?.imageName   // "star"
  public var attachment: TextAttachment?
  /// `.ligature` (see ``TextStyle/Ligatures/platformRawValue``).
  ///
  ///     PlatformTextAttributes(TextStyle().ligatures(.all).resolved(in: .init())).ligature   // 2
  public var ligature: Int?
  /// `.obliqueness`: the style's own, or the synthetic italic's slant.
  ///
  ///     PlatformTextAttributes(TextStyle().obliqueness(0.1).resolved(in: .init())).obliqueness
  ///     // 0.1
  public var obliqueness: Double?
  /// `.expansion`.
  ///
  ///     PlatformTextAttributes(TextStyle().expansion(0.1).resolved(in: .init())).expansion   // 0.1
  public var expansion: Double?
  /// `.textEffect`'s raw value (UIKit only).
  ///
  ///     let pressed = TextStyle().textEffect(.letterpress).resolved(in: .init())
  ///     PlatformTextAttributes(pressed).textEffect   // "_UIKitNewLetterpressStyle"
  public var textEffect: String?
  /// `.verticalGlyphForm`: 1 for vertical glyphs, 0 for horizontal.
  ///
  ///     PlatformTextAttributes(TextStyle().verticalGlyphs(true).resolved(in: .init()))
  ///       .verticalGlyphForm   // 1
  public var verticalGlyphForm: Int?
  /// `.writingDirection`: the array of one `NSWritingDirection` number.
  ///
  ///     let rtl = TextStyle().writingDirection(.rightToLeftOverride).resolved(in: .init())
  ///     PlatformTextAttributes(rtl).writingDirection   // [3]
  public var writingDirection: [Int]?

  /// The attributes for a resolved style.
  ///
  ///     PlatformTextAttributes(TextStyle.body.resolved(in: TextEnvironment())).keys
  ///     // [.font, .foregroundColor]
  public init(_ style: ResolvedStyle) {
    font = PlatformFont(style.font)
    foregroundColor = style.foregroundColor
    backgroundColor = style.backgroundColor
    paragraphStyle = style.paragraph.map(PlatformParagraphStyle.init)
    kern = style.kern
    baselineOffset = style.baselineOffset
    if let underline = style.underline, underline.style != .hidden {
      underlineStyle = underline.platformStyleRawValue
      underlineColor = underline.color
    }
    if let strikethrough = style.strikethrough, strikethrough.style != .hidden {
      strikethroughStyle = strikethrough.platformStyleRawValue
      strikethroughColor = strikethrough.color
    }
    strokeWidth = style.strokeWidth
    strokeColor = style.strokeColor
    shadow = style.shadow
    link = style.link
    attachment = style.attachment
    ligature = style.ligatures?.platformRawValue
    obliqueness = style.obliqueness ?? font.syntheticObliqueness
    expansion = style.expansion
    textEffect = style.textEffect?.platformRawValue
    verticalGlyphForm = style.usesVerticalGlyphs.map { $0 ? 1 : 0 }
    writingDirection = style.writingDirection.map { [$0.platformRawValue] }
  }

  /// The keys that are set, in ``Key``'s order.
  ///
  ///     PlatformTextAttributes(TextStyle.body.kern(1).resolved(in: .init())).keys
  ///     // [.font, .foregroundColor, .kern]
  public var keys: [Key] {
    Key.allCases.filter { key in
      switch key {
      case .font, .foregroundColor: true
      case .backgroundColor: backgroundColor != nil
      case .paragraphStyle: paragraphStyle != nil
      case .kern: kern != nil
      case .baselineOffset: baselineOffset != nil
      case .underlineStyle: underlineStyle != nil
      case .underlineColor: underlineColor != nil
      case .strikethroughStyle: strikethroughStyle != nil
      case .strikethroughColor: strikethroughColor != nil
      case .strokeWidth: strokeWidth != nil
      case .strokeColor: strokeColor != nil
      case .shadow: shadow != nil
      case .link: link != nil
      case .attachment: attachment != nil
      case .ligature: ligature != nil
      case .obliqueness: obliqueness != nil
      case .expansion: expansion != nil
      case .textEffect: textEffect != nil
      case .verticalGlyphForm: verticalGlyphForm != nil
      case .writingDirection: writingDirection != nil
      }
    }
  }
}

extension ResolvedStyle {
  /// This style's `NSAttributedString` attributes as plain values.
  ///
  ///     TextStyle.body.resolved(in: TextEnvironment()).platformAttributes.font.size   // 17
  public var platformAttributes: PlatformTextAttributes { PlatformTextAttributes(self) }
}
