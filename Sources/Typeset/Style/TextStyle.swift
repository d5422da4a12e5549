#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
public struct TextStyle: Sendable {
  var storage: Storage
  /// The link, kept beside the shared values: a document's links are usually all different,
  /// and styles that differ only by their link share one storage.
  var linkTarget: LinkTarget?
  /// The attachment, kept beside the shared values for the same reason: a page of distinct
  /// images makes a style per image, and those then share one storage.
  package var attachmentBox: AttachmentBox?

  // MARK: Font

  /// The font family; `nil` uses the environment's default (the system font).
  ///
  ///     TextStyle().fontFamily(.system(design: .serif)).fontFamily?.name   // "ui-serif"
  public var fontFamily: FontFamily? {
    get { storage.values.fontFamily }
    set { mutate { $0.fontFamily = newValue } }
  }
  /// The weight on the CSS scale (400 regular, 700 bold).
  ///
  ///     TextStyle().bold().weight   // .bold
  public var weight: FontWeight? {
    get { storage.values.weight }
    set { mutate { $0.weight = newValue } }
  }
  /// Whether the italic face is used.
  ///
  ///     TextStyle().italic().isItalic   // true
  ///     TextStyle().isItalic            // nil: upright unless set underneath
  public var isItalic: Bool? {
    get { storage.values.isItalic }
    set { mutate { $0.isItalic = newValue } }
  }
  /// The font size: absolute points, a change relative to the base size, or both.
  ///
  ///     TextStyle().size(15).size?.points   // 15
  public var size: Size? {
    get { storage.values.size }
    set { mutate { $0.size = newValue } }
  }
  /// The Dynamic Type text style whose size (and scaling curve) the text follows.
  ///
  ///     TextStyle.headline.dynamicTextStyle   // .headline
  public var dynamicTextStyle: DynamicTextStyle? {
    get { storage.values.dynamicTextStyle }
    set { mutate { $0.dynamicTextStyle = newValue } }
  }
  /// How the size follows the user's preferred content size.
  ///
  ///     TextStyle.body.scaling == .allSizes   // true
  public var scaling: DynamicTypeScaling? {
    get { storage.values.scaling }
    set { mutate { $0.scaling = newValue } }
  }
  /// OpenType features such as small capitals or monospaced digits.
  ///
  ///     TextStyle().smallCaps().fontFeatures?.tags   // ["smcp"]
  public var fontFeatures: FontFeatures? {
    get { storage.values.fontFeatures }
    set { mutate { $0.fontFeatures = newValue } }
  }

  // MARK: Characters

  /// A case transform applied to the text when it is styled.
  ///
  ///     TextStyle().uppercased().textCase   // .uppercase
  public var textCase: TextCase? {
    get { storage.values.textCase }
    set { mutate { $0.textCase = newValue } }
  }
  /// Extra space after each character, in points at the unscaled size.
  ///
  ///     let xxxLarge = TextEnvironment(sizeCategory: .extraExtraExtraLarge)
  ///     TextStyle().size(10).kern(1).scaling(.allSizes).resolved(in: xxxLarge).kern   // 1.3
  public var kern: Double? {
    get { storage.values.kern }
    set { mutate { $0.kern = newValue } }
  }
  /// Extra space after each character in thousandths of an em (scales with the size).
  ///
  ///     TextStyle().size(20).tracking(50).resolved(in: TextEnvironment()).kern   // 1
  public var tracking: Double? {
    get { storage.values.tracking }
    set { mutate { $0.tracking = newValue } }
  }
  /// Moves glyphs up (positive) or down from the baseline.
  ///
  ///     TextStyle().baselineOffset(relative: 0.4).baselineOffset   // .relative(0.4)
  public var baselineOffset: BaselineOffset? {
    get { storage.values.baselineOffset }
    set { mutate { $0.baselineOffset = newValue } }
  }
  /// Which ligatures the text may use.
  ///
  ///     TextStyle().ligatures(.all).ligatures   // .all
  public var ligatures: Ligatures? {
    get { storage.values.ligatures }
    set { mutate { $0.ligatures = newValue } }
  }
  /// Skew applied to glyphs; 0 is upright, positive leans right.
  ///
  ///     TextStyle().obliqueness(0.2).obliqueness   // 0.2
  public var obliqueness: Double? {
    get { storage.values.obliqueness }
    set { mutate { $0.obliqueness = newValue } }
  }
  /// Log of the horizontal expansion factor; 0 is normal width.
  ///
  ///     TextStyle().expansion(0.1).expansion   // 0.1
  public var expansion: Double? {
    get { storage.values.expansion }
    set { mutate { $0.expansion = newValue } }
  }
  /// A special text effect such as letterpress.
  ///
  ///     TextStyle().textEffect(.letterpress).textEffect   // .letterpress
  public var textEffect: TextEffect? {
    get { storage.values.textEffect }
    set { mutate { $0.textEffect = newValue } }
  }
  /// Whether glyphs are laid out vertically.
  ///
  ///     TextStyle().verticalGlyphs().usesVerticalGlyphs   // true
  public var usesVerticalGlyphs: Bool? {
    get { storage.values.usesVerticalGlyphs }
    set { mutate { $0.usesVerticalGlyphs = newValue } }
  }
  /// The writing direction of the characters (embedding or override).
  ///
  ///     let rtl = TextStyle().writingDirection(.rightToLeftEmbedding)
  ///     rtl.writingDirection   // .rightToLeftEmbedding
  public var writingDirection: WritingDirection? {
    get { storage.values.writingDirection }
    set { mutate { $0.writingDirection = newValue } }
  }
  /// A link target for the text.
  ///
  ///     TextStyle().link(URL(string: "https://swift.org")!).link?.host   // "swift.org"
  public var link: URL? {
    get { linkTarget?.url }
    set { linkTarget = newValue.map(LinkTarget.make) }
  }
  /// The inline image the text's U+FFFC character stands for.
  ///
  ///     let star = TextStyle().attachment(TextAttachment(imageName: "star"))
  ///     star.attachment?.imageName   // "star"
  public var attachment: TextAttachment? {
    get { attachmentBox?.value }
    set { attachmentBox = newValue.map(AttachmentBox.make) }
  }

  // MARK: Colour and decoration

  /// The colour of the glyphs.
  ///
  ///     TextStyle.body.foregroundColor?.name   // "label"
  public var foregroundColor: TextColor? {
    get { storage.values.foregroundColor?.value }
    set { mutate { $0.foregroundColor = newValue.map(Boxed.init) } }
  }
  /// The colour behind the glyphs.
  ///
  ///     TextStyle().backgroundColor(.systemYellow).backgroundColor?.name   // "systemYellow"
  public var backgroundColor: TextColor? {
    get { storage.values.backgroundColor?.value }
    set { mutate { $0.backgroundColor = newValue.map(Boxed.init) } }
  }
  /// The opacity applied to the foreground colour, 0 to 1.
  ///
  ///     TextStyle().opacity(1.5).opacity   // 1, clamped
  public var opacity: Double? {
    get { storage.values.opacity }
    set { mutate { $0.opacity = newValue } }
  }
  /// An underline, with its own optional colour.
  ///
  ///     TextStyle().underline(.double).underline?.style   // .double
  public var underline: LineDecoration? {
    get { storage.values.underline?.value }
    set { mutate { $0.underline = newValue.map(Boxed.init) } }
  }
  /// A strikethrough line, with its own optional colour.
  ///
  ///     TextStyle().strikethrough().strikethrough?.style   // .single
  public var strikethrough: LineDecoration? {
    get { storage.values.strikethrough?.value }
    set { mutate { $0.strikethrough = newValue.map(Boxed.init) } }
  }
  /// Outline width as a percentage of the font size; negative strokes and fills.
  ///
  ///     TextStyle().stroke(width: -3).strokeWidth   // -3: stroked and filled
  public var strokeWidth: Double? {
    get { storage.values.strokeWidth }
    set { mutate { $0.strokeWidth = newValue } }
  }
  /// The outline colour; `nil` uses the foreground colour.
  ///
  ///     TextStyle().stroke(width: 2).strokeColor   // nil: the outline takes the text colour
  public var strokeColor: TextColor? {
    get { storage.values.strokeColor?.value }
    set { mutate { $0.strokeColor = newValue.map(Boxed.init) } }
  }
  /// A drop shadow behind the glyphs.
  ///
  ///     TextStyle().shadow(.init(blurRadius: 2)).shadow?.offsetY   // 1, the default offset
  public var shadow: Shadow? {
    get { storage.values.shadow?.value }
    set { mutate { $0.shadow = newValue.map(Boxed.init) } }
  }

  // MARK: Paragraph

  /// Paragraph layout: alignment, spacing, indents, line breaking.
  ///
  ///     TextStyle().alignment(.center).paragraph?.alignment   // .center
  public var paragraph: ParagraphStyle? {
    get { storage.values.paragraph?.value }
    set { mutate { $0.paragraph = newValue.map(Boxed.init) } }
  }

  /// Creates a style with nothing set; every value comes from the environment's defaults.
  ///
  ///     TextStyle().resolved(in: TextEnvironment()).font.size   // 17, the default body size
  public init() { storage = Storage(Values()) }

  init(storage: Storage, linkTarget: LinkTarget?, attachment: AttachmentBox?) {
    self.storage = storage
    self.linkTarget = linkTarget
    self.attachmentBox = attachment
  }

  /// Changes the values by making new storage; storage is immutable, so reading a value never
  /// copies the others.
  mutating func mutate(_ change: (inout Values) -> Void) {
    var values = storage.values
    change(&values)
    storage = Storage(values)
  }
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
    // Nothing to merge on one side: the other side's storage is the result, shared.
    let link = other.linkTarget ?? linkTarget
    let attachment = other.attachmentBox ?? attachmentBox
    if other.storage.isEmpty {
      guard other.linkTarget != nil || other.attachmentBox != nil else { return self }
      return TextStyle(storage: storage, linkTarget: link, attachment: attachment)
    }
    if storage.isEmpty {
      return TextStyle(storage: other.storage, linkTarget: link, attachment: attachment)
    }
    // One pass over the stored values and one new storage, not one per property.
    let over = other.storage.values
    var values = storage.values
    // Plain assignments, not key paths: a key path is looked up at run time on every call.
    if let value = over.fontFamily { values.fontFamily = value }
    if let value = over.weight { values.weight = value }
    if let value = over.isItalic { values.isItalic = value }
    if let value = over.size { values.size = value.applied(over: values.size) }
    if let value = over.dynamicTextStyle { values.dynamicTextStyle = value }
    if let value = over.scaling { values.scaling = value }
    if let value = over.fontFeatures { values.fontFeatures = value }
    if let value = over.textCase { values.textCase = value }
    if let value = over.kern { values.kern = value }
    if let value = over.tracking { values.tracking = value }
    if let value = over.baselineOffset { values.baselineOffset = value }
    if let value = over.ligatures { values.ligatures = value }
    if let value = over.obliqueness { values.obliqueness = value }
    if let value = over.expansion { values.expansion = value }
    if let value = over.textEffect { values.textEffect = value }
    if let value = over.usesVerticalGlyphs { values.usesVerticalGlyphs = value }
    if let value = over.writingDirection { values.writingDirection = value }
    if let value = over.foregroundColor { values.foregroundColor = value }
    if let value = over.backgroundColor { values.backgroundColor = value }
    if let value = over.opacity { values.opacity = value }
    if let value = over.underline { values.underline = value }
    if let value = over.strikethrough { values.strikethrough = value }
    if let value = over.strokeWidth { values.strokeWidth = value }
    if let value = over.strokeColor { values.strokeColor = value }
    if let value = over.shadow { values.shadow = value }
    if let value = over.paragraph {
      values.paragraph = values.paragraph.map { Boxed($0.value.merging(value.value)) } ?? value
    }
    return TextStyle(storage: Storage(values), linkTarget: link, attachment: attachment)
  }

  /// Whether no property is set.
  ///
  ///     TextStyle().isEmpty          // true
  ///     TextStyle().bold().isEmpty   // false
  public var isEmpty: Bool { linkTarget == nil && attachmentBox == nil && storage.isEmpty }
}

extension TextStyle {
  /// The stored values of a style; the large ones are boxed, so the whole is small to copy.
  struct Values: Hashable, Sendable {
    var fontFamily: FontFamily?
    var weight: FontWeight?
    var isItalic: Bool?
    var size: TextStyle.Size?
    var dynamicTextStyle: DynamicTextStyle?
    var scaling: DynamicTypeScaling?
    var fontFeatures: FontFeatures?
    var textCase: TextCase?
    var kern: Double?
    var tracking: Double?
    var baselineOffset: BaselineOffset?
    var ligatures: Ligatures?
    var obliqueness: Double?
    var expansion: Double?
    var textEffect: TextEffect?
    var usesVerticalGlyphs: Bool?
    var writingDirection: WritingDirection?
    var foregroundColor: Boxed<TextColor>?
    var backgroundColor: Boxed<TextColor>?
    var opacity: Double?
    var underline: Boxed<LineDecoration>?
    var strikethrough: Boxed<LineDecoration>?
    var strokeWidth: Double?
    var strokeColor: Boxed<TextColor>?
    var shadow: Boxed<Shadow>?
    var paragraph: Boxed<ParagraphStyle>?
  }

  /// The shared, immutable home of a style's values: copying a style copies a reference, and
  /// two copies of one style compare equal without looking at their values.
  ///
  /// The values' hash is computed once, when the storage is made, so hashing a style (which
  /// interning does for every run) combines one integer instead of walking every value, and
  /// two styles with different hashes are unequal without comparing their values.
  final class Storage: Sendable {
    let values: Values
    let hash: Int

    /// Whether no value is set, decided once (markers and separators ask per line).
    let isEmpty: Bool

    init(_ values: Values) {
      self.values = values
      isEmpty = values == Values()
      var hasher = Hasher()
      values.hash(into: &hasher)
      hash = hasher.finalize()
    }
  }
}

extension TextStyle.Values {
  /// Whether every value `other` sets is set here to the same value (a size as merging would
  /// apply it, a paragraph style as merging would merge it).
  func contains(_ other: Self) -> Bool {
    func has<Value: Equatable>(_ mine: Value?, _ theirs: Value?) -> Bool {
      theirs == nil || mine == theirs
    }
    if let size = other.size, size.applied(over: self.size) != self.size { return false }
    if let paragraph = other.paragraph {
      guard let own = self.paragraph, own.value.merging(paragraph.value) == own.value else {
        return false
      }
    }
    return has(fontFamily, other.fontFamily) && has(weight, other.weight)
      && has(isItalic, other.isItalic) && has(dynamicTextStyle, other.dynamicTextStyle)
      && has(scaling, other.scaling) && has(fontFeatures, other.fontFeatures)
      && has(textCase, other.textCase) && has(kern, other.kern) && has(tracking, other.tracking)
      && has(baselineOffset, other.baselineOffset) && has(ligatures, other.ligatures)
      && has(obliqueness, other.obliqueness) && has(expansion, other.expansion)
      && has(textEffect, other.textEffect) && has(usesVerticalGlyphs, other.usesVerticalGlyphs)
      && has(writingDirection, other.writingDirection)
      && has(foregroundColor, other.foregroundColor)
      && has(backgroundColor, other.backgroundColor) && has(opacity, other.opacity)
      && has(underline, other.underline) && has(strikethrough, other.strikethrough)
      && has(strokeWidth, other.strokeWidth) && has(strokeColor, other.strokeColor)
      && has(shadow, other.shadow)
  }

  /// Hashes which values are set, then only those: most styles set a handful of the 28, and
  /// this runs once for every new style a document makes (one per distinct link, say).
  func hash(into hasher: inout Hasher) {
    var present: UInt32 = 0
    var bit: UInt32 = 1
    func add<Value: Hashable>(_ value: Value?) {
      if let value {
        present |= bit
        hasher.combine(value)
      }
      bit <<= 1
    }
    add(fontFamily)
    add(weight)
    add(isItalic)
    add(size)
    add(dynamicTextStyle)
    add(scaling)
    add(fontFeatures)
    add(textCase)
    add(kern)
    add(tracking)
    add(baselineOffset)
    add(ligatures)
    add(obliqueness)
    add(expansion)
    add(textEffect)
    add(usesVerticalGlyphs)
    add(writingDirection)
    add(foregroundColor)
    add(backgroundColor)
    add(opacity)
    add(underline)
    add(strikethrough)
    add(strokeWidth)
    add(strokeColor)
    add(shadow)
    add(paragraph)
    hasher.combine(present)
  }
}

extension TextStyle: Hashable {
  /// Two styles are equal when every value is equal.
  ///
  ///     TextStyle().bold() == TextStyle().weight(.bold)   // true
  public static func == (lhs: TextStyle, rhs: TextStyle) -> Bool {
    lhs.hasSameValues(as: rhs) && lhs.linkTarget == rhs.linkTarget
      && lhs.attachmentBox == rhs.attachmentBox
  }

  /// Whether every value but the link is equal.
  func hasSameValues(as other: TextStyle) -> Bool {
    storage === other.storage
      || (storage.hash == other.storage.hash && storage.values == other.storage.values)
  }

  /// Whether merging `other` over this style would leave it as it is: every value `other`
  /// sets (its link too) this style already has. Compares in place, making no style.
  ///
  ///     TextStyle().bold().italic().contains(TextStyle().bold())   // true
  ///     TextStyle().bold().contains(TextStyle().italic())          // false
  package func contains(_ other: TextStyle) -> Bool {
    if let link = other.linkTarget, link != linkTarget { return false }
    if let attachment = other.attachmentBox, attachment != attachmentBox { return false }
    // Not true for the same storage: a relative size compounds when merged over itself.
    if other.storage.isEmpty { return true }
    return storage.values.contains(other.storage.values)
  }

  /// Hashes every value (the hash is computed once per stored set of values).
  ///
  ///     Set([TextStyle().bold(), TextStyle().bold()]).count   // 1
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.hash)
    hasher.combine(linkTarget)
    hasher.combine(attachmentBox)
  }
}

extension TextStyle.Values: Codable {
  // Theme files use the short names on the right.
  enum CodingKeys: String, CodingKey {
    case fontFamily = "font", weight, isItalic = "italic", size
    case dynamicTextStyle = "textStyle", scaling, fontFeatures, textCase, kern, tracking
    case baselineOffset, ligatures, obliqueness, expansion, textEffect
    case usesVerticalGlyphs = "verticalGlyphs", writingDirection
    case foregroundColor = "color", backgroundColor, opacity, underline, strikethrough
    case strokeWidth, strokeColor, shadow, paragraph
  }
}

extension TextStyle {
  /// The keys of the link and the attachment, which the style codes beside its values.
  private enum LinkCodingKey: String, CodingKey { case link, attachment }
}

extension TextStyle: CustomStringConvertible {
  /// The values that are set, as `name: value` pairs.
  ///
  ///     TextStyle().bold().italic().description   // "TextStyle(weight: bold, isItalic: true)"
  public var description: String {
    var set = Mirror(reflecting: storage.values).children.compactMap { child -> String? in
      guard let label = child.label else { return nil }
      let inner = Mirror(reflecting: child.value)
      guard inner.displayStyle == .optional, let value = inner.children.first?.value else {
        return nil
      }
      return "\(label): \((value as? any UnboxableValue)?.unboxed ?? value)"
    }
    if linkTarget != nil || attachmentBox != nil {
      // Where the link and the attachment were among the values: after the character
      // properties.
      let characterLabels = [
        "fontFamily", "weight", "isItalic", "size", "dynamicTextStyle", "scaling", "fontFeatures",
        "textCase", "kern", "tracking", "baselineOffset", "ligatures", "obliqueness", "expansion",
        "textEffect", "usesVerticalGlyphs", "writingDirection",
      ]
      let position =
        set.firstIndex { pair in !characterLabels.contains { pair.hasPrefix($0 + ":") } }
        ?? set.count
      if let attachmentBox { set.insert("attachment: \(attachmentBox.value)", at: position) }
      if let linkTarget { set.insert("link: \(linkTarget.string)", at: position) }
    }
    return "TextStyle(" + set.joined(separator: ", ") + ")"

  }
}

extension TextStyle: Codable {
  /// Decodes a style from a theme-style JSON object.
  ///
  ///     // {"textStyle": "headline", "color": "secondaryLabel", "italic": true}
  ///
  /// A link is checked like every link that enters a style: `javascript:`, `vbscript:`,
  /// `file:` and non-image `data:` URLs are a decoding error at the `link` key, unless the
  /// decoder's `userInfo[TextStyle.allowsUnsafeLinks]` is `true`.
  public init(from decoder: any Decoder) throws {
    let values = try Values(from: decoder)
    let container = try decoder.container(keyedBy: LinkCodingKey.self)
    let target = try container.decodeIfPresent(LinkTarget.Coding.self, forKey: .link)?.target
    if let link = target?.string, URLSafety.isDangerous(link),
      decoder.userInfo[TextStyle.allowsUnsafeLinks] as? Bool != true
    {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath + [LinkCodingKey.link],
          debugDescription:
            "unsafe link \(link.prefix(60)): javascript:, vbscript:, file: and "
            + "non-image data: URLs are refused"))
    }
    storage = Storage(values)
    linkTarget = target
    attachmentBox = try container.decodeIfPresent(TextAttachment.self, forKey: .attachment).map(
      AttachmentBox.make)
  }

  /// The `userInfo` key that lets decoded styles keep dangerous links; set it to `true` only
  /// for themes you trust.
  ///
  ///     let decoder = JSONDecoder()
  ///     decoder.userInfo[TextStyle.allowsUnsafeLinks] = true
  public static let allowsUnsafeLinks = CodingUserInfoKey(rawValue: "typeset.allowsUnsafeLinks")!

  /// Encodes the style's set values.
  ///
  ///     // TextStyle().bold() → {"weight": 700}
  public func encode(to encoder: any Encoder) throws {
    try storage.values.encode(to: encoder)
    if linkTarget != nil || attachmentBox != nil {
      var container = encoder.container(keyedBy: LinkCodingKey.self)
      if let linkTarget { try container.encode(LinkTarget.Coding(linkTarget), forKey: .link) }
      if let attachmentBox { try container.encode(attachmentBox.value, forKey: .attachment) }
    }
  }
}
