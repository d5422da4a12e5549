#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Chainable modifiers: each copies the style, changes one thing and returns the copy.
extension TextStyle {
  // MARK: Font

  /// Returns a copy using the given font family.
  ///
  ///     TextStyle().fontFamily(.system(design: .serif))
  public func fontFamily(_ family: FontFamily) -> Self { with(\.fontFamily, family) }

  /// Returns a copy using the given weight.
  ///
  ///     TextStyle().weight(.semibold)
  public func weight(_ weight: FontWeight) -> Self { with(\.weight, weight) }

  /// Returns a copy using the bold weight (700).
  ///
  ///     TextStyle().bold().weight   // .bold
  public func bold() -> Self { weight(.bold) }

  /// Returns a copy using the italic face, or the upright one with `false`.
  ///
  ///     TextStyle().italic().isItalic        // true
  ///     TextStyle().italic(false).isItalic   // false
  public func italic(_ isItalic: Bool = true) -> Self { with(\.isItalic, isItalic) }

  /// Not a property: read ``isItalic``, set with ``italic(_:)``. Declared only so that
  /// `style.italic == true` is a compile error with a fix-it instead of a reference to the
  /// modifier.
  ///
  ///     TextStyle().italic().isItalic   // true; `.italic` alone does not compile
  @available(*, unavailable, renamed: "isItalic", message: "read isItalic; italic() sets it")
  public var italic: Bool? { isItalic }

  /// Returns a copy using the upright (roman) face, undoing an italic underneath.
  ///
  ///     TextStyle().italic().roman().isItalic   // false
  public func roman() -> Self { with(\.isItalic, false) }

  /// Returns a copy with an absolute size in points.
  ///
  ///     TextStyle().size(15).size?.points   // 15
  public func size(_ points: Double) -> Self { with(\.size, .points(points)) }

  /// Returns a copy whose size is this style's size multiplied by `factor`.
  ///
  /// The size stays relative until resolution: a style derived this way follows its base
  /// when the base changes size or scales with Dynamic Type.
  ///
  ///     TextStyle().size(10).sizeMultiplied(by: 1.5).size?.value(base: 17)   // 15
  public func sizeMultiplied(by factor: Double) -> Self {
    with(\.size, Size.relative(multiplier: factor).applied(over: size))
  }

  /// Returns a copy whose size is this style's size plus `points`.
  ///
  ///     TextStyle().sizeIncremented(by: 2).size?.value(base: 17)   // 19
  public func sizeIncremented(by points: Double) -> Self {
    with(\.size, Size.relative(increment: points).applied(over: size))
  }

  /// Returns a copy that follows a Dynamic Type text style's size.
  ///
  ///     TextStyle().textStyle(.headline)   // 17 pt semibold at the default size
  public func textStyle(_ style: DynamicTextStyle) -> Self { with(\.dynamicTextStyle, style) }

  /// Returns a copy with the given Dynamic Type scaling behaviour.
  ///
  ///     TextStyle().textStyle(.body).scaling(.standardSizes)   // stops growing at xxxLarge
  public func scaling(_ scaling: DynamicTypeScaling) -> Self { with(\.scaling, scaling) }

  /// Returns a copy with the given OpenType features added to those already set.
  ///
  ///     TextStyle().fontFeatures(.monospacedDigits)
  public func fontFeatures(_ features: FontFeatures) -> Self {
    with(\.fontFeatures, (fontFeatures ?? []).union(features))
  }

  /// Returns a copy using small capitals for lowercase letters.
  ///
  ///     TextStyle().smallCaps().fontFeatures   // [.smallCaps]
  public func smallCaps() -> Self { fontFeatures(.smallCaps) }

  /// Returns a copy using digits of equal width.
  ///
  ///     TextStyle().monospacedDigits().fontFeatures   // [.monospacedDigits]
  public func monospacedDigits() -> Self { fontFeatures(.monospacedDigits) }

  // MARK: Characters

  /// Returns a copy that transforms text to upper case.
  ///
  ///     StyledText("Hi", style: TextStyle().uppercased()).string   // "HI"
  public func uppercased() -> Self { with(\.textCase, .uppercase) }

  /// Returns a copy that transforms text to lower case.
  ///
  ///     StyledText("Hi", style: TextStyle().lowercased()).string   // "hi"
  public func lowercased() -> Self { with(\.textCase, .lowercase) }

  /// Returns a copy that capitalises every word.
  ///
  ///     StyledText("hi there", style: TextStyle().capitalized()).string   // "Hi There"
  public func capitalized() -> Self { with(\.textCase, .capitalized) }

  /// Returns a copy with the given case transform.
  ///
  ///     TextStyle().textCase(.original)   // undo a transform set underneath
  public func textCase(_ textCase: TextCase) -> Self { with(\.textCase, textCase) }

  /// Returns a copy with extra space after each character, in points at the unscaled size.
  ///
  ///     TextStyle().kern(1.5)
  public func kern(_ points: Double) -> Self { with(\.kern, points) }

  /// Returns a copy with extra space after each character in thousandths of an em.
  ///
  ///     TextStyle().size(20).tracking(50)   // 1 pt at 20 pt
  public func tracking(_ thousandthsOfEm: Double) -> Self { with(\.tracking, thousandthsOfEm) }

  /// Returns a copy whose glyphs are raised by `points` (lowered when negative).
  ///
  ///     TextStyle().baselineOffset(points: 4)
  public func baselineOffset(points: Double) -> Self {
    with(\.baselineOffset, .points(points))
  }

  /// Returns a copy whose glyphs are raised by a fraction of the resolved font size.
  ///
  ///     TextStyle().sizeMultiplied(by: 0.7).baselineOffset(relative: 0.4)   // a superscript
  public func baselineOffset(relative fraction: Double) -> Self {
    with(\.baselineOffset, .relative(fraction))
  }

  /// Returns a copy that allows the given ligatures.
  ///
  ///     TextStyle().ligatures(.requiredOnly)
  public func ligatures(_ ligatures: Ligatures) -> Self { with(\.ligatures, ligatures) }

  /// Returns a copy whose glyphs are skewed; positive values lean right.
  ///
  ///     TextStyle().obliqueness(0.2)   // a synthetic slant
  public func obliqueness(_ skew: Double) -> Self { with(\.obliqueness, skew) }

  /// Returns a copy whose glyphs are stretched (positive) or condensed (negative).
  ///
  ///     TextStyle().expansion(0.1)
  public func expansion(_ logOfFactor: Double) -> Self { with(\.expansion, logOfFactor) }

  /// Returns a copy with the given text effect.
  ///
  ///     TextStyle().textEffect(.letterpress)
  public func textEffect(_ effect: TextEffect) -> Self { with(\.textEffect, effect) }

  /// Returns a copy that lays glyphs out vertically (or not).
  ///
  ///     TextStyle().verticalGlyphs()
  public func verticalGlyphs(_ isVertical: Bool = true) -> Self {
    with(\.usesVerticalGlyphs, isVertical)
  }

  /// Returns a copy with the given character writing direction.
  ///
  ///     TextStyle().writingDirection(.rightToLeftEmbedding)
  public func writingDirection(_ direction: WritingDirection) -> Self {
    with(\.writingDirection, direction)
  }

  /// Returns a copy that links the text to `url`.
  ///
  ///     TextStyle().link(URL(string: "https://swift.org")!)
  public func link(_ url: URL) -> Self { with(\.link, url) }

  /// Returns a copy whose text (a U+FFFC character) shows an inline image.
  ///
  ///     TextStyle().attachment(TextAttachment(imageName: "star"))
  public func attachment(_ attachment: TextAttachment) -> Self {
    with(\.attachment, attachment)
  }

  // MARK: Colour and decoration

  /// Returns a copy with the given text colour.
  ///
  ///     TextStyle().color(.secondaryLabel)
  public func color(_ color: TextColor) -> Self { with(\.foregroundColor, color) }

  /// Returns a copy with the given background colour.
  ///
  ///     TextStyle().backgroundColor(.systemYellow)   // a highlighter
  public func backgroundColor(_ color: TextColor) -> Self { with(\.backgroundColor, color) }

  /// Returns a copy whose text colour is drawn at the given opacity, 0 to 1.
  ///
  ///     TextStyle().color(.label).opacity(0.5)
  public func opacity(_ opacity: Double) -> Self { with(\.opacity, min(max(opacity, 0), 1)) }

  /// Returns a copy with an underline.
  ///
  ///     TextStyle().underline(.double, color: .systemRed)
  ///
  /// - Parameters:
  ///   - style: the line style; `.hidden` removes an underline set underneath.
  ///   - pattern: the dash pattern.
  ///   - color: the line colour, or `nil` for the text colour.
  public func underline(
    _ style: LineDecoration.Style = .single, pattern: LineDecoration.Pattern = .solid,
    color: TextColor? = nil
  ) -> Self {
    with(\.underline, LineDecoration(style, pattern: pattern, color: color))
  }

  /// Returns a copy with a strikethrough line.
  ///
  ///     TextStyle().strikethrough(color: .secondaryLabel)
  ///
  /// - Parameters:
  ///   - style: the line style; `.hidden` removes a strikethrough set underneath.
  ///   - pattern: the dash pattern.
  ///   - color: the line colour, or `nil` for the text colour.
  public func strikethrough(
    _ style: LineDecoration.Style = .single, pattern: LineDecoration.Pattern = .solid,
    color: TextColor? = nil
  ) -> Self {
    with(\.strikethrough, LineDecoration(style, pattern: pattern, color: color))
  }

  /// Returns a copy with outlined glyphs.
  ///
  /// A positive width draws the outline only; a negative width strokes and fills.
  ///
  ///     TextStyle().stroke(width: -3, color: .black)   // filled text with a black outline
  ///
  /// - Parameters:
  ///   - width: the outline width as a percentage of the font size.
  ///   - color: the outline colour, or `nil` for the text colour.
  public func stroke(width: Double, color: TextColor? = nil) -> Self {
    var copy = self
    copy.strokeWidth = width
    copy.strokeColor = color
    return copy
  }

  /// Returns a copy with a drop shadow.
  ///
  ///     TextStyle().shadow(.init(offsetY: 1, blurRadius: 2))
  public func shadow(_ shadow: Shadow) -> Self { with(\.shadow, shadow) }

  // MARK: Paragraph

  /// Returns a copy with `paragraph` merged over the paragraph style already set.
  ///
  ///     TextStyle().paragraph(ParagraphStyle().alignment(.center).lineSpacing(4))
  public func paragraph(_ paragraph: ParagraphStyle) -> Self {
    with(\.paragraph, self.paragraph.map { $0.merging(paragraph) } ?? paragraph)
  }

  /// Returns a copy with the given paragraph alignment.
  ///
  ///     TextStyle().alignment(.center)
  public func alignment(_ alignment: ParagraphStyle.Alignment) -> Self {
    paragraph(ParagraphStyle().alignment(alignment))
  }

  /// Returns a copy with the given extra space between lines, in points.
  ///
  ///     TextStyle().lineSpacing(4)
  public func lineSpacing(_ points: Double) -> Self {
    paragraph(ParagraphStyle().lineSpacing(points))
  }

  /// Returns a copy with the given line height multiple.
  ///
  ///     TextStyle().lineHeightMultiple(1.3)
  public func lineHeightMultiple(_ multiple: Double) -> Self {
    paragraph(ParagraphStyle().lineHeightMultiple(multiple))
  }

  /// Returns a copy with the given minimum line height, in points.
  ///
  ///     TextStyle().minimumLineHeight(24)
  public func minimumLineHeight(_ points: Double) -> Self {
    paragraph(ParagraphStyle().minimumLineHeight(points))
  }

  /// Returns a copy with the given maximum line height, in points.
  ///
  ///     TextStyle().maximumLineHeight(24)
  public func maximumLineHeight(_ points: Double) -> Self {
    paragraph(ParagraphStyle().maximumLineHeight(points))
  }

  /// Returns a copy with the given space after each paragraph, in points.
  ///
  ///     TextStyle().paragraphSpacing(12)
  public func paragraphSpacing(_ points: Double) -> Self {
    paragraph(ParagraphStyle().paragraphSpacing(points))
  }

  /// Returns a copy with the given space before each paragraph, in points.
  ///
  ///     TextStyle().paragraphSpacingBefore(8)
  public func paragraphSpacingBefore(_ points: Double) -> Self {
    paragraph(ParagraphStyle().paragraphSpacingBefore(points))
  }

  /// Returns a copy with the given indent of all lines but the first, in points.
  ///
  ///     TextStyle().headIndent(20).firstLineHeadIndent(0)   // a hanging indent
  public func headIndent(_ points: Double) -> Self {
    paragraph(ParagraphStyle().headIndent(points))
  }

  /// Returns a copy with the given indent of each paragraph's first line, in points.
  ///
  ///     TextStyle().firstLineHeadIndent(16)
  public func firstLineHeadIndent(_ points: Double) -> Self {
    paragraph(ParagraphStyle().firstLineHeadIndent(points))
  }

  /// Returns a copy with the given tail indent, in points.
  ///
  ///     TextStyle().tailIndent(-16)
  public func tailIndent(_ points: Double) -> Self {
    paragraph(ParagraphStyle().tailIndent(points))
  }

  /// Returns a copy with the given line break mode.
  ///
  ///     TextStyle().lineBreakMode(.byTruncatingMiddle)
  public func lineBreakMode(_ mode: ParagraphStyle.LineBreakMode) -> Self {
    paragraph(ParagraphStyle().lineBreakMode(mode))
  }

  /// Returns a copy with the given tab stops.
  ///
  ///     TextStyle().tabStops([.init(location: 100, alignment: .right)])
  public func tabStops(_ stops: [ParagraphStyle.TabStop]) -> Self {
    paragraph(ParagraphStyle().tabStops(stops))
  }

  /// Returns a copy with the given interval of implicit tab stops, in points.
  ///
  ///     TextStyle().defaultTabInterval(36)
  public func defaultTabInterval(_ points: Double) -> Self {
    paragraph(ParagraphStyle().defaultTabInterval(points))
  }

  /// Returns a copy with the given hyphenation factor, 0 to 1.
  ///
  ///     TextStyle().hyphenationFactor(1)
  public func hyphenationFactor(_ factor: Double) -> Self {
    paragraph(ParagraphStyle().hyphenationFactor(factor))
  }

  /// Returns a copy with the given base writing direction for paragraphs.
  ///
  ///     TextStyle().baseWritingDirection(.rightToLeft)
  public func baseWritingDirection(_ direction: ParagraphStyle.BaseWritingDirection) -> Self {
    paragraph(ParagraphStyle().baseWritingDirection(direction))
  }

  private func with<Value>(_ keyPath: WritableKeyPath<Self, Value?>, _ value: Value) -> Self {
    var copy = self
    copy[keyPath: keyPath] = value
    return copy
  }
}
