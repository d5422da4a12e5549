import Typeset
import TypesetSupport

extension HTMLWriter {
  /// The format of the shared text's style `id` in block style `base`, and (through
  /// `idStates`) its `href`: from the ID's last answer when the block style is the same, else
  /// from the table of (block style, ID) pairs, else decided.
  @inline(__always)
  mutating func format(ofID id: Int, base: Int32, _ text: SharedText) -> Int {
    let state = idStates[id]
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
      let link = Int(text.runs[run].linkID)
      let href = Int(linkHrefs[2 * link])..<Int(linkHrefs[2 * link + 1])
      let state = runLinkedStates[id]
      if state.base == base && !href.isEmpty { return (Int(state.format), href) }
      return (runLinkedFormatSlowly(ofID: id, base: base, isLinked: !href.isEmpty, text), href)
    }
    let formatID = format(ofID: id, base: base, text)
    return (formatID, idStates[id].href)
  }

  /// The format of style `id` in a run with a link beside it, in block style `base`: the
  /// style without its own link, linked (or not, when the run's link is refused). The
  /// linked answer is kept per ID for the fast path.
  mutating func runLinkedFormatSlowly(
    ofID id: Int, base: Int32, isLinked: Bool, _ text: SharedText
  ) -> Int {
    // Read where it lies: a page of images meets a new style per image, and a copy of one
    // would retain and release its values, link and attachment.
    let style = text.styles.baseAddress! + id
    if !idStates[id].isExamined { examine(id, at: style) }
    let formatID = linkedFormat(at: style, base: base, isLinked: isLinked)
    if isLinked {
      runLinkedStates[id].base = base
      runLinkedStates[id].format = formatID
    }
    return Int(formatID)
  }

  /// ``format(ofID:base:_:)`` for an ID met for the first time, or in another block style:
  /// the format it had in the block style it leaves is kept in `idFormats`, so an ID that
  /// comes back to a block style finds its format there.
  mutating func formatSlowly(ofID id: Int, base: Int32, _ text: SharedText) -> Int {
    // One copy of the style serves every question below: each copy out of the shared text
    // retains (and later releases) its storage and its link's.
    let style = text.styles[id]
    if !idStates[id].isExamined { examine(id, at: text.styles.baseAddress! + id) }
    let last = idStates[id].base
    var known: Int32?
    if last >= 0 {
      idFormats[Int(last), id] = idStates[id].format
      known = idFormats[Int(base), id]
    }
    let formatID: Int32
    if let known {
      formatID = known
    } else if idStates[id].hasLink || idStates[id].hasAttachment {
      formatID = linkedFormat(
        at: text.styles.baseAddress! + id, base: base, isLinked: !idStates[id].href.isEmpty)
    } else {
      formatID = format(of: style, base: base, isLinked: false)
    }
    idStates[id].base = base
    idStates[id].format = formatID
    return Int(formatID)
  }

  /// The format of the shared text's style at `style` without its link and its attachment
  /// (written as an image, not a format), in block style `base`, linked or not: found by the
  /// identity of the style's stored values (styles that differ only by their link or
  /// attachment share them), so a new link or image costs two look-ups rather than a copy of
  /// its style without them and a hash of it.
  mutating func linkedFormat(at style: UnsafePointer<TextStyle>, base: Int32, isLinked: Bool)
    -> Int32
  {
    let values = TextStyle.storedValuesIdentity(at: style)
    let question = base << 1 | (isLinked ? 1 : 0)
    if let last = lastLinkedFormat, last.values == values, last.key == question {
      return last.format
    }
    let number = valuesNumbers.number(of: IntegerMap.key(values))
    let key = IntegerMap.key(number, question)
    if let known = linkedFormats[key] {
      lastLinkedFormat = (values, question, known)
      return known
    }
    var unlinked = style.pointee
    unlinked.link = nil
    unlinked.attachment = nil
    let formatID = format(of: unlinked, base: base, isLinked: isLinked)
    linkedFormats[key] = formatID
    lastLinkedFormat = (values, question, formatID)
    return formatID
  }

  /// Reads what a style ID's runs need besides their format: whether its style holds an
  /// attachment, and its link's escaped `href` (empty when the URL-safety check refuses it),
  /// kept in `hrefs`.
  mutating func examine(_ id: Int, at style: UnsafePointer<TextStyle>) {
    idStates[id].isExamined = true
    idStates[id].hasAttachment = TextStyle.hasAttachment(at: style)
    let start = hrefs.count
    let allowsUnsafe = options.allowsUnsafeLinks
    idStates[id].hasLink = TextStyle.readLinkBytes(at: style) { url in
      guard allowsUnsafe || !URLSafety.isDangerous(url) else { return }
      HTMLEscaping.append(url, as: .url, to: &hrefs)
    }
    idStates[id].hrefStart = Int32(start)
    idStates[id].hrefEnd = Int32(hrefs.count)
  }

  /// The format of `style` (without its link) in a block whose text starts from block style
  /// `base`.
  mutating func format(of style: TextStyle, base: Int32, isLinked: Bool) -> Int32 {
    // Text alternates between a few styles: the last eight answers are checked first, by
    // the hash of their values and then by identity (equal styles usually share storage),
    // comparing values only when neither tells; the table answers the rest.
    let identity = style.valuesIdentity
    let hash = style.valuesHash
    let known = recentFormats.withUnsafeBufferPointer { recent -> Int32? in
      for slot in recent.indices
      where recent[slot].hash == hash && recent[slot].base == base
        && recent[slot].isLinked == isLinked
        && (identity != nil && recent[slot].identity == identity || recent[slot].style == style)
      {
        return recent[slot].index
      }
      return nil
    }
    if let known { return known }
    let key = FormatKey(base: base, style: style, isLinked: isLinked)
    let index: Int32
    if let found = formatIndex[key] {
      index = found
    } else {
      formats.append(makeFormat(of: style, base: blockStyles[Int(base)], isLinked: isLinked))
      index = Int32(formats.count - 1)
      formatIndex[key] = index
    }
    let recent = RecentFormat(
      base: base, style: style, identity: identity, hash: hash, isLinked: isLinked,
      index: index)
    if recentFormats.count < 8 {
      recentFormats.append(recent)
    } else {
      recentFormats[nextRecentFormat] = recent
      nextRecentFormat = (nextRecentFormat + 1) & 7
    }
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
    let slots = self.slots
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
    if isLinked { expected = expected.merging(markdown.link) }
    if elements.contains(.strong) && elements.contains(.emphasis) {
      expected = expected.merging(markdown.strongEmphasis)
    }
    let isImageDescription = holds(slots.image)
    if isImageDescription { expected = expected.merging(markdown.image) }

    // An email has no classes: its span says everything the elements do not.
    let fromElements = expected
    var span: [UInt8] = []
    if !isEmail {
      for (named, slot) in zip(self.named, slots.named)
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
    let spanStart = spanTags.count
    if !span.isEmpty {
      if isEmail {
        CSSBytes.append("<span style=\"", to: &spanTags)
      } else {
        CSSBytes.append("<span class=\"", to: &spanTags)
      }
      span.withUnsafeBufferPointer { HTMLEscaping.append($0, as: .attribute, to: &spanTags) }
      CSSBytes.append("\">", to: &spanTags)
    }
    var format = RunFormat(
      elements: elements, carriesImageStyle: slots.image.isHeld(by: style),
      spanStart: Int32(spanStart), spanEnd: Int32(spanTags.count))
    appendInlineTags(of: &format)
    return format
  }

  /// Writes a format's opening and closing sequences into `inlineTags`: its elements' tags
  /// as ``openInline(_:format:href:_:)`` and ``closeInlines(keeping:_:)`` write them one by
  /// one. A footnote reference's tags hold its number, so its format gets none.
  mutating func appendInlineTags(of format: inout RunFormat) {
    format.openStart = Int32(inlineTags.count)
    format.closeStart = format.openStart
    format.closeEnd = format.openStart
    guard !format.elements.contains(.footnoteReference) else { return }
    let opened: [(InlineElements, Tags.Name)] = [
      (.strong, .strong), (.emphasis, .emphasis), (.strikethrough, .strikethrough),
      (.code, .code),
    ]
    for (element, name) in opened where format.elements.contains(element) {
      tags.append(name, to: &inlineTags)
    }
    if format.hasSpan {
      inlineTags += spanTags[Int(format.spanStart)..<Int(format.spanEnd)]
    }
    format.closeStart = Int32(inlineTags.count)
    if format.hasSpan { CSSBytes.append("</span>", to: &inlineTags) }
    let closed: [(InlineElements, StaticString)] = [
      (.code, "</code>"), (.strikethrough, "</del>"), (.emphasis, "</em>"),
      (.strong, "</strong>"),
    ]
    for (element, tag) in closed where format.elements.contains(element) {
      CSSBytes.append(tag, to: &inlineTags)
    }
    format.closeEnd = Int32(inlineTags.count)
  }

  /// A style resolved in the first environment, made once per distinct style: resolution is
  /// the costly part of deciding a format, and formats share their block styles.
  mutating func resolution(of style: TextStyle) -> ResolvedStyle {
    if let known = resolutions[style] { return known }
    let resolved = style.resolved(in: sheet.environments[0])
    resolutions[style] = resolved
    return resolved
  }

  /// A style's CSS values, made once per distinct style (its resolution in the first
  /// environment shared with ``resolution(of:)``).
  mutating func values(of style: TextStyle) -> CSSValues {
    if let known = valueCache[style] { return known }
    // The environments differ only in appearance and contrast: the first resolution is
    // recoloured for the others.
    let first = resolution(of: style)
    var resolved = [first]
    resolved.reserveCapacity(sheet.environments.count)
    for environment in sheet.environments.dropFirst() {
      resolved.append(style.recoloured(first, in: environment))
    }
    let values = sheet.values(of: resolved, style: style)
    valueCache[style] = values
    return values
  }
}
