/// One tag read on its own, as a Markdown document's inline HTML arrives: what the scheme
/// makes of it.
package enum InlineTag: Sendable {
  /// A tag the scheme styles the text up to its closing tag with.
  case open(name: String, step: InlineTagStep)
  /// A closing tag of a name the scheme knows.
  case close(name: String)
  /// A self-closing rule's text (`<br>`).
  case insert(String)
  /// A self-closing rule's image, carried by a U+FFFC character.
  case attachment(TextAttachment)
  /// A known tag that does nothing here: a covering tag written self-closed, or a rule that
  /// rejected its attributes.
  case ignored
  /// Not a tag the scheme knows, or not a tag (a comment, a declaration).
  case unknown
}

/// How an opened tag changes the style it covers: its rule and its decoded attributes.
package struct InlineTagStep: Sendable {
  let rule: TagScheme.Rule
  let attributes: TagAttributes
  let allowsUnsafeLinks: Bool

  /// The style under the tag, made from the style around it; a link the URL-safety check
  /// rejects is left out (the style around keeps its own), unless the scheme allows it.
  package func apply(to style: TextStyle) -> TextStyle { applyTellingLink(to: style).style }

  /// The same, and whether the tag set a link of its own (then it is the innermost link):
  /// a link rule's checked URL, a style rule's link, or a new link a modifier made.
  ///
  ///     let (style, setsLink) = step.applyTellingLink(to: around)
  package func applyTellingLink(to style: TextStyle) -> (style: TextStyle, setsLink: Bool) {
    var result: TextStyle
    var setsLink: Bool
    switch rule {
    case .modifier(let modify):
      result = modify(style)
      setsLink = Self.madeLink(result, from: style)
    case .style(let over):
      result = style.merging(over)
      setsLink = over.linkTarget != nil
    case .attributeModifier(let modify):
      guard let modified = try? modify(style, attributes) else { return (style, false) }
      result = modified
      setsLink = Self.madeLink(result, from: style)
    case .link(let attribute, let over):
      // As in tag markup: without a URL the tag has no effect.
      guard let href = attributes[attribute], !href.isEmpty,
        let target = TextStyle.LinkTarget.validating(href)
      else { return (style, false) }
      result = style.merging(over)
      result.linkTarget = target
      setsLink = true
    case .insert, .attachment: return (style, false)
    }
    guard !allowsUnsafeLinks, let link = result.linkTarget, link != style.linkTarget,
      link.withBytes(URLSafety.isDangerous)
    else { return (result, setsLink) }
    result.linkTarget = style.linkTarget
    return (result, false)
  }

  /// Whether a modifier gave `result` a link `style` did not have (a new target).
  private static func madeLink(_ result: TextStyle, from style: TextStyle) -> Bool {
    guard let link = result.linkTarget else { return false }
    guard let before = style.linkTarget else { return true }
    return !link.isIdentical(to: before)
  }
}

extension TagScheme {
  /// Reads one tag written alone (`<sup>`, `</sup>`, `<color value="red">`, `<br/>`) with the
  /// markup scanner and says what the scheme makes of it; anything else is `.unknown`.
  package func inlineTag(_ source: UnsafeBufferPointer<UInt8>) -> InlineTag {
    var reader = InlineTagReader(scheme: self, source: source)
    let output = try? MarkupScanner.scan(source, mode: .lenient, handler: &reader)
    // The tag must be the whole source: a tag and text around it is not one tag.
    guard reader.events == 1, let output, output.isEmpty else {
      return .unknown
    }
    return reader.result
  }
}

/// A scanner handler that records the one tag it is given.
private struct InlineTagReader: MarkupHandler {
  let scheme: TagScheme
  let source: UnsafeBufferPointer<UInt8>
  var events = 0
  var result = InlineTag.unknown

  init(scheme: TagScheme, source: UnsafeBufferPointer<UInt8>) {
    self.scheme = scheme
    self.source = source
  }

  mutating func openTag(_ tag: ScannedTag, outputOffset: Int) throws(MarkupError)
    -> MarkupTagAction
  {
    events += 1
    let name = tag.name
    guard let rule = scheme.rules[name] else { return .consume }
    switch rule {
    case .modifier, .style, .attributeModifier, .link:
      result = .open(
        name: name,
        step: InlineTagStep(
          rule: rule, attributes: TagAttributes(tag.attributes),
          allowsUnsafeLinks: scheme.allowsUnsafeLinks))
      return .consume
    case .insert, .attachment:
      return standalone(tag, rule: rule)
    }
  }

  mutating func closeTag(
    named name: Range<Int>, key: UInt64, sourceRange: Range<Int>, outputOffset: Int
  ) throws(MarkupError) -> MarkupTagAction {
    events += 1
    guard let base = source.baseAddress else { return .consume }
    let name = MarkupScanner.lowercasedName(base, name)
    if let rule = scheme.rules[name], !rule.isSelfClosing { result = .close(name: name) }
    return .consume
  }

  mutating func selfClosingTag(_ tag: ScannedTag, outputOffset: Int) throws(MarkupError)
    -> MarkupTagAction
  {
    events += 1
    guard let rule = scheme.rules[tag.name] else { return .consume }
    if rule.isSelfClosing { return standalone(tag, rule: rule) }
    result = .ignored
    return .consume
  }

  private mutating func standalone(_ tag: ScannedTag, rule: TagScheme.Rule) -> MarkupTagAction {
    switch rule {
    case .insert(let text):
      result = .insert(text)
    case .attachment(let make):
      if let attachment = try? make(TagAttributes(tag.attributes)) {
        result = .attachment(attachment)
      } else {
        result = .ignored
      }
    case .modifier, .style, .attributeModifier, .link:
      result = .ignored
    }
    return .consume
  }
}
