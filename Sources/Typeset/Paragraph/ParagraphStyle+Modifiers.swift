extension ParagraphStyle {
  /// Returns a copy with the given alignment.
  ///
  ///     ParagraphStyle().alignment(.center)
  public func alignment(_ value: Alignment) -> Self { with(\.alignment, value) }

  /// Returns a copy with the given extra space between lines, in points.
  ///
  ///     ParagraphStyle().lineSpacing(4)
  public func lineSpacing(_ points: Double) -> Self { with(\.lineSpacing, points) }

  /// Returns a copy with the given line height multiple.
  ///
  ///     ParagraphStyle().lineHeightMultiple(1.2)
  public func lineHeightMultiple(_ multiple: Double) -> Self {
    with(\.lineHeightMultiple, multiple)
  }

  /// Returns a copy with the given minimum line height, in points.
  ///
  ///     ParagraphStyle().minimumLineHeight(22)
  public func minimumLineHeight(_ points: Double) -> Self { with(\.minimumLineHeight, points) }

  /// Returns a copy with the given maximum line height, in points.
  ///
  ///     ParagraphStyle().maximumLineHeight(22)
  public func maximumLineHeight(_ points: Double) -> Self { with(\.maximumLineHeight, points) }

  /// Returns a copy with the given space after the paragraph, in points.
  ///
  ///     ParagraphStyle().paragraphSpacing(12)
  public func paragraphSpacing(_ points: Double) -> Self { with(\.paragraphSpacing, points) }

  /// Returns a copy with the given space before the paragraph, in points.
  ///
  ///     ParagraphStyle().paragraphSpacingBefore(6)
  public func paragraphSpacingBefore(_ points: Double) -> Self {
    with(\.paragraphSpacingBefore, points)
  }

  /// Returns a copy with the given indent of all lines but the first, in points.
  ///
  ///     ParagraphStyle().headIndent(20)   // a hanging indent with firstLineHeadIndent(0)
  public func headIndent(_ points: Double) -> Self { with(\.headIndent, points) }

  /// Returns a copy with the given indent of the first line, in points.
  ///
  ///     ParagraphStyle().firstLineHeadIndent(12)
  public func firstLineHeadIndent(_ points: Double) -> Self {
    with(\.firstLineHeadIndent, points)
  }

  /// Returns a copy with the given tail indent, in points.
  ///
  ///     ParagraphStyle().tailIndent(-20)   // lines end 20 pt before the trailing edge
  public func tailIndent(_ points: Double) -> Self { with(\.tailIndent, points) }

  /// Returns a copy with the given line break mode.
  ///
  ///     ParagraphStyle().lineBreakMode(.byTruncatingTail)
  public func lineBreakMode(_ mode: LineBreakMode) -> Self { with(\.lineBreakMode, mode) }

  /// Returns a copy with the given tab stops.
  ///
  ///     ParagraphStyle().tabStops([.init(location: 100)])
  public func tabStops(_ stops: [TabStop]) -> Self { with(\.tabStops, stops) }

  /// Returns a copy with the given interval of implicit tab stops, in points.
  ///
  ///     ParagraphStyle().defaultTabInterval(28)
  public func defaultTabInterval(_ points: Double) -> Self { with(\.defaultTabInterval, points) }

  /// Returns a copy with the given hyphenation factor, 0 to 1.
  ///
  ///     ParagraphStyle().hyphenationFactor(0.8)
  public func hyphenationFactor(_ factor: Double) -> Self {
    with(\.hyphenationFactor, min(max(factor, 0), 1))
  }

  /// Returns a copy with the given base writing direction.
  ///
  ///     ParagraphStyle().baseWritingDirection(.rightToLeft)
  public func baseWritingDirection(_ direction: BaseWritingDirection) -> Self {
    with(\.baseWritingDirection, direction)
  }

  private func with<Value>(_ keyPath: WritableKeyPath<Self, Value?>, _ value: Value) -> Self {
    var copy = self
    copy[keyPath: keyPath] = value
    return copy
  }
}
