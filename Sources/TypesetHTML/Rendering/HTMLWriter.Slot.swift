import Typeset

extension HTMLWriter {
  /// A theme style a run's style may hold (a Markdown element's, a tag's or a named style),
  /// with what shows that it holds it made once: a relative size compounds when merged again,
  /// so it cannot show it; the rest of the style must (a style that is only a relative size
  /// is never held).
  ///
  ///     let slot = HTMLWriter.Slot(TextStyle().bold())
  ///     slot.isHeld(by: TextStyle.body.bold())   // true
  struct Slot: Sendable {
    /// The style as the theme gives it, for merging.
    let style: TextStyle
    /// The style without a relative size; `nil` when nothing else is left.
    let evidence: TextStyle?

    init(_ style: TextStyle) {
      self.style = style
      var evidence = style
      if evidence.size?.isRelative == true { evidence.size = nil }
      self.evidence = evidence.isEmpty ? nil : evidence
    }

    /// Whether `style` holds this slot's style.
    func isHeld(by style: TextStyle) -> Bool {
      guard let evidence else { return false }
      return style.contains(evidence)
    }
  }

  /// The slots a format is decided by, made once per theme.
  struct Slots: Sendable {
    let strong: Slot
    let emphasis: Slot
    let strikethrough: Slot
    let inlineCode: Slot
    let footnoteReference: Slot
    let image: Slot
    /// One per named style, in the order of ``HTMLWriter/named``.
    let named: [Slot]

    init(markdown: MarkdownStyles, named: [NamedStyle]) {
      strong = Slot(markdown.strong)
      emphasis = Slot(markdown.emphasis)
      strikethrough = Slot(markdown.strikethrough)
      inlineCode = Slot(markdown.inlineCode)
      footnoteReference = Slot(markdown.footnoteReference)
      image = Slot(markdown.image)
      self.named = named.map { Slot($0.style) }
    }
  }
}
