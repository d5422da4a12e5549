import Typeset
import TypesetSupport

extension HTMLWriter {
  /// The format of the shared text's style `id` in block style `base`, and (through
  /// `idStates`) its `href`: from the ID's last answer when the block style is the same, else
  /// from the table of (block style, ID) pairs, else decided.
  @inline(__always)
  mutating func format(ofID id: Int, base: Int32, _ text: SharedText) -> Int {
    let state = caches.idStates[id]
    if state.base == base { return Int(state.format) }
    return formatSlowly(ofID: id, base: base, text)
  }

  /// The format and `href` of run `run`, in style `id`, in block style `base`: a link beside
  /// the run's style (a Markdown link's) wins over the style's own.
  @inline(__always)
  mutating func format(ofRun run: Int, id: Int, base: Int32, _ text: SharedText) -> (
    format: Int, href: Range<Int>
  ) {
    if text.runs[run].linkID >= 0 {
      let href = caches.href(ofLink: Int(text.runs[run].linkID))
      let state = caches.runLinkedStates[id]
      if state.base == base && !href.isEmpty { return (Int(state.format), href) }
      return (runLinkedFormatSlowly(ofID: id, base: base, isLinked: !href.isEmpty, text), href)
    }
    let formatID = format(ofID: id, base: base, text)
    return (formatID, caches.idStates[id].href)
  }

  /// The format of style `id` in a run with a link beside it, in block style `base`: the
  /// style without its own link, linked (or not, when the run's link is refused). The
  /// linked answer is kept per ID for the fast path.
  mutating func runLinkedFormatSlowly(
    ofID id: Int, base: Int32, isLinked: Bool, _ text: SharedText
  ) -> Int {
    if !caches.idStates[id].isExamined { examine(id, text.styles) }
    let formatID = linkedFormat(ofID: id, base: base, isLinked: isLinked, text.styles)
    if isLinked {
      caches.runLinkedStates[id].base = base
      caches.runLinkedStates[id].format = formatID
    }
    return Int(formatID)
  }

  /// ``format(ofID:base:_:)`` for an ID met for the first time, or in another block style:
  /// the format it had in the block style it leaves is kept in `idFormats`, so an ID that
  /// comes back to a block style finds its format there.
  mutating func formatSlowly(ofID id: Int, base: Int32, _ text: SharedText) -> Int {
    if !caches.idStates[id].isExamined { examine(id, text.styles) }
    let state = caches.idStates[id]
    var known: Int32?
    if state.base >= 0 {
      caches.idFormats[IntegerMap.key(Int(state.base), id)] = state.format
      known = caches.idFormats[IntegerMap.key(Int(base), id)]
    }
    let formatID: Int32
    if let known {
      formatID = known
    } else if state.hasLink || state.hasAttachment {
      formatID = linkedFormat(ofID: id, base: base, isLinked: !state.href.isEmpty, text.styles)
    } else {
      formatID = format(of: text.styles[id], base: base, isLinked: false)
    }
    caches.idStates[id].base = base
    caches.idStates[id].format = formatID
    return Int(formatID)
  }

  /// The format of style `id` without its link and its attachment (written as an image, not
  /// a format), in block style `base`, linked or not: found by the identity of the style's
  /// stored values (styles that differ only by their link or attachment share them), so a
  /// new link or image costs two look-ups rather than a copy of its style without them and a
  /// hash of it. The style is read where it lies: a page of images meets a new style per
  /// image, and a copy of one would retain and release its values, link and attachment.
  mutating func linkedFormat(
    ofID id: Int, base: Int32, isLinked: Bool, _ styles: UnsafeBufferPointer<TextStyle>
  ) -> Int32 {
    let values = styles[id].storedValuesIdentity
    let question = base << 1 | (isLinked ? 1 : 0)
    if let last = caches.lastLinkedFormat, last.values == values, last.question == question {
      return last.format
    }
    let number = caches.valuesNumbers.number(of: IntegerMap.key(values))
    let key = IntegerMap.key(number, question)
    let formatID: Int32
    if let known = caches.linkedFormats[key] {
      formatID = known
    } else {
      var unlinked = styles[id]
      unlinked.link = nil
      unlinked.attachment = nil
      formatID = format(of: unlinked, base: base, isLinked: isLinked)
      caches.linkedFormats[key] = formatID
    }
    caches.lastLinkedFormat = Caches.LinkedFormat(
      values: values, question: question, format: formatID)
    return formatID
  }

  /// Reads what a style ID's runs need besides their format: whether its style holds an
  /// attachment, and its link's escaped `href` (empty when the URL-safety check refuses it),
  /// kept in `hrefs`.
  mutating func examine(_ id: Int, _ styles: UnsafeBufferPointer<TextStyle>) {
    let start = caches.hrefs.count
    let allowsUnsafe = options.allowsUnsafeLinks
    let hasLink = styles[id].readLinkBytes { url in
      guard allowsUnsafe || !URLSafety.isDangerous(url) else { return }
      HTMLEscaping.append(url, as: .url, to: &caches.hrefs)
    }
    caches.idStates[id].isExamined = true
    caches.idStates[id].hasAttachment = styles[id].hasAttachment
    caches.idStates[id].hasLink = hasLink
    caches.idStates[id].hrefStart = Int32(start)
    caches.idStates[id].hrefEnd = Int32(caches.hrefs.count)
  }

  /// The format of `style` (without its link) in a block whose text starts from block style
  /// `base`: a recent answer, else the table's, else decided.
  mutating func format(of style: TextStyle, base: Int32, isLinked: Bool) -> Int32 {
    let identity = style.valuesIdentity
    let hash = style.valuesHash
    if let known = caches.recentFormat(
      of: style, identity: identity, hash: hash, base: base, isLinked: isLinked)
    {
      return known
    }
    let key = Caches.FormatKey(base: base, style: style, isLinked: isLinked)
    let index: Int32
    if let found = caches.formatIndex[key] {
      index = found
    } else {
      let format = makeFormat(
        of: style, base: caches.blockStyles[Int(base)], isLinked: isLinked)
      caches.formats.append(format)
      index = Int32(caches.formats.count - 1)
      caches.formatIndex[key] = index
    }
    caches.remember(
      Caches.RecentFormat(
        base: base, style: style, identity: identity, hash: hash, isLinked: isLinked,
        index: index))
    return index
  }

  /// Decides a style's elements and span: an element when the run's style holds the theme's
  /// style for it and the block's does not, or (for tag markup, whose tags do not use the
  /// theme's Markdown styles) when its resolved value shows it — bold, italic, struck through,
  /// monospaced — and the block's does not. Then the theme's named styles it holds become
  /// classes, and whatever still differs a class or inline style of its own; the span's
  /// opening tag is written once, into `spanTags`.
  mutating func makeFormat(of style: TextStyle, base: TextStyle, isLinked: Bool) -> RunFormat {
    let resolved = resolution(of: style)
    let resolvedBase = resolution(of: base)
    var expected = base
    var elements: InlineElements = []
    let slots = prelude.slots
    func holds(_ slot: Slot) -> Bool { slot.isHeld(by: style) && !slot.isHeld(by: base) }
    func take(_ element: InlineElements, _ slot: Slot, shown: Bool) {
      guard shown || holds(slot) else { return }
      elements.insert(element)
      expected = expected.merging(slot.style)
    }
    take(
      .strong, slots.strong,
      shown: resolved.font.weight.rawValue >= 600 && resolvedBase.font.weight.rawValue < 600)
    take(
      .emphasis, slots.emphasis, shown: resolved.font.isItalic && !resolvedBase.font.isItalic)
    take(
      .strikethrough, slots.strikethrough,
      shown: resolved.strikethrough != nil && resolvedBase.strikethrough == nil)
    take(
      .code, slots.inlineCode,
      shown: resolved.font.family == "ui-monospace" && resolvedBase.font.family != "ui-monospace")
    take(.footnoteReference, slots.footnoteReference, shown: false)
    // A link is an `a`, which looks as the theme's link style says.
    if isLinked { expected = expected.merging(prelude.markdown.link) }
    if elements.contains(.strong) && elements.contains(.emphasis) {
      expected = expected.merging(prelude.markdown.strongEmphasis)
    }
    let isImageDescription = holds(slots.image)
    if isImageDescription { expected = expected.merging(prelude.markdown.image) }

    // An email has no classes: its span says everything the elements do not.
    let fromElements = expected
    var span: [UInt8] = []
    if !isEmail {
      for (named, slot) in zip(prelude.named, slots.named)
      where slot.isHeld(by: style) && !slot.isHeld(by: expected) {
        expected = expected.merging(named.style)
        if !span.isEmpty { span.append(0x20) }
        span += named.className
      }
    }
    // What is left: every value that differs from what the elements and classes give.
    var declarations: [UInt8] = []
    values(of: style).appendDeclarations(
      differingFrom: values(of: isEmail ? fromElements : expected), to: &declarations)
    if isEmail {
      span = declarations
    } else if !declarations.isEmpty {
      if !span.isEmpty { span.append(0x20) }
      span += sheet.className(for: declarations)
    }
    let spanStart = caches.spanTags.count
    if !span.isEmpty {
      if isEmail {
        CSSBytes.append("<span style=\"", to: &caches.spanTags)
      } else {
        CSSBytes.append("<span class=\"", to: &caches.spanTags)
      }
      span.withUnsafeBufferPointer {
        HTMLEscaping.append($0, as: .attribute, to: &caches.spanTags)
      }
      CSSBytes.append("\">", to: &caches.spanTags)
    }
    var format = RunFormat(
      elements: elements, carriesImageStyle: slots.image.isHeld(by: style),
      spanStart: Int32(spanStart), spanEnd: Int32(caches.spanTags.count))
    appendInlineTags(of: &format)
    return format
  }

  /// Writes a format's opening and closing sequences into `inlineTags`: its elements' tags
  /// as ``openInline(_:format:href:_:)`` and ``closeInlines(keeping:_:)`` write them one by
  /// one. A footnote reference's tags hold its number, so its format gets none.
  mutating func appendInlineTags(of format: inout RunFormat) {
    format.openStart = Int32(caches.inlineTags.count)
    format.closeStart = format.openStart
    format.closeEnd = format.openStart
    guard !format.elements.contains(.footnoteReference) else { return }
    let opened: [(InlineElements, Tags.Name)] = [
      (.strong, .strong), (.emphasis, .emphasis), (.strikethrough, .strikethrough),
      (.code, .code),
    ]
    for (element, name) in opened where format.elements.contains(element) {
      prelude.tags.append(name, to: &caches.inlineTags)
    }
    if format.hasSpan {
      caches.inlineTags += caches.spanTags[Int(format.spanStart)..<Int(format.spanEnd)]
    }
    format.closeStart = Int32(caches.inlineTags.count)
    if format.hasSpan { CSSBytes.append("</span>", to: &caches.inlineTags) }
    let closed: [(InlineElements, StaticString)] = [
      (.code, "</code>"), (.strikethrough, "</del>"), (.emphasis, "</em>"),
      (.strong, "</strong>"),
    ]
    for (element, tag) in closed where format.elements.contains(element) {
      CSSBytes.append(tag, to: &caches.inlineTags)
    }
    format.closeEnd = Int32(caches.inlineTags.count)
  }

  /// A style resolved in the first environment, made once per distinct style: resolution is
  /// the costly part of deciding a format, and formats share their block styles.
  mutating func resolution(of style: TextStyle) -> ResolvedStyle {
    let environment = sheet.environments[0]
    return Caches.memo(style, in: &caches.resolutions) { style.resolved(in: environment) }
  }

  /// A style's CSS values, made once per distinct style (its resolution in the first
  /// environment shared with ``resolution(of:)``).
  mutating func values(of style: TextStyle) -> CSSValues {
    if let known = caches.values[style] { return known }
    // The environments differ only in appearance and contrast: the first resolution is
    // recoloured for the others.
    let first = resolution(of: style)
    var resolved = [first]
    resolved.reserveCapacity(sheet.environments.count)
    for environment in sheet.environments.dropFirst() {
      resolved.append(style.recoloured(first, in: environment))
    }
    let values = sheet.values(of: resolved, style: style)
    caches.values[style] = values
    return values
  }
}
