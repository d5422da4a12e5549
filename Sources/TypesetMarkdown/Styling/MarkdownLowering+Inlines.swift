import Typeset
import TypesetSupport

extension MarkdownLowering {
  // MARK: Text

  mutating func visitText(_ text: MarkdownText) {
    builder.appendUTF8(bytes(text.node.record.literal), styleID: current, link: currentLink)
  }

  mutating func visitSoftBreak(_ softBreak: MarkdownSoftBreak) {
    builder.appendUTF8(self.softBreak, styleID: current, link: currentLink)
  }

  mutating func visitLineBreak(_ lineBreak: MarkdownLineBreak) {
    builder.appendUTF8(hardBreak, styleID: current, link: currentLink)
  }

  mutating func visitInlineCode(_ code: MarkdownInlineCode) {
    let style = merged(current, Element.inlineCode)
    builder.appendUTF8(
      bytes(code.node.record.literal), styleID: style,
      link: link(currentLink, through: Element.inlineCode))
  }

  /// A footnote's number in the reference style. References side by side (`[^1][^2]`) are
  /// parted by a comma in the surrounding text's style: numbers in one run would read as
  /// footnote 12, and renderers could not tell the two references apart.
  mutating func visitFootnoteReference(_ reference: MarkdownFootnoteReference) {
    let style = merged(current, Element.footnoteReference)
    if builder.utf8Count == leaf.footnoteReferenceEnd {
      builder.append(",", styleID: current, link: currentLink)
    }
    builder.append(
      String(reference.number), styleID: style,
      link: link(currentLink, through: Element.footnoteReference))
    leaf.footnoteReferenceEnd = builder.utf8Count
  }

  // MARK: Markdown elements

  mutating func visitEmphasis(_ emphasis: MarkdownEmphasis) -> MarkdownWalkAction {
    pushMarkdown(.emphasis)
    return .visitChildren
  }

  mutating func leaveEmphasis(_ emphasis: MarkdownEmphasis) { popMarkdown() }

  mutating func visitStrong(_ strong: MarkdownStrong) -> MarkdownWalkAction {
    pushMarkdown(.strong)
    return .visitChildren
  }

  mutating func leaveStrong(_ strong: MarkdownStrong) { popMarkdown() }

  mutating func visitStrikethrough(_ strikethrough: MarkdownStrikethrough) -> MarkdownWalkAction {
    pushMarkdown(.strikethrough)
    return .visitChildren
  }

  mutating func leaveStrikethrough(_ strikethrough: MarkdownStrikethrough) { popMarkdown() }

  mutating func visitLink(_ link: MarkdownLink) -> MarkdownWalkAction {
    let record = link.node.record
    pushMarkdown(.link, link: record.destination, title: record.linkTitle)
    return .visitChildren
  }

  mutating func leaveLink(_ link: MarkdownLink) { popMarkdown() }

  mutating func visitImage(_ image: MarkdownImage) -> MarkdownWalkAction {
    // The image itself is an attachment character holding its description as alternative
    // text; the description also follows as text, for views that show no image. An image
    // inside another's description is only words of it, as in HTML's `alt` (cmark-gfm): its
    // own description is not gathered again, so `![![![…](a)](b)](c)` costs one walk, not
    // one per level.
    // The record is read once: each read retains the tree's storage.
    let record = image.node.record
    let destination =
      leaf.imageDepth > 0 ? UnsafeBufferPointer(start: nil, count: 0) : bytes(record.destination)
    leaf.imageDepth += 1
    if !destination.isEmpty {
      // Documents repeat their images (icons, badges): each image is checked and boxed once,
      // found again by one key of bytes — the destination, a NUL (which no Markdown text
      // holds), the title, a NUL and the description.
      let title = bytes(record.linkTitle)
      // The key's buffer is the lowering's own for as long as it runs: used without a retain
      // and release, which a wall of distinct badges would pay at every image.
      let id = Unmanaged.passUnretained(caches.imageKey)._withUnsafeGuaranteedRef { key -> Int32? in
        key.removeAll()
        key.append(destination)
        key.append(0)
        key.append(title)
        key.append(0)
        let descriptionStart = key.count
        var description = ImageDescription(pieces: [])
        swap(&description.pieces, &caches.descriptionPieces)
        description.walk(image.node)
        for piece in description.pieces {
          switch piece {
          case .literal(let range): key.append(bytes(range))
          case .softBreak: key.append(softBreak)
          case .hardBreak: key.append(hardBreak)
          }
        }
        description.pieces.removeAll(keepingCapacity: true)
        swap(&description.pieces, &caches.descriptionPieces)
        // The memo pays when images repeat; where one in sixteen of the first 512 does not,
        // looking each up and storing it costs more than it saves.
        let memoizes = caches.imageLookups < 512 || caches.imageHits * 16 >= caches.imageLookups
        var id = memoizes ? caches.imageAttachments[key.buffer] : nil
        if memoizes {
          caches.imageLookups += 1
          if id != nil { caches.imageHits += 1 }
        }
        if id == nil {
          // An image's source is a name, not a link: it passes the shared safety check (no
          // `javascript:` or non-image `data:` image, no `%20javascript:` posing as a scheme),
          // and is not parsed as a URL, so `a%zz.png` is still an image, as in cmark-gfm.
          if options.allowsUnsafeLinks
            || !(URLSafety.isDangerous(destination) || URLSafety.hasMalformedScheme(destination))
          {
            // The attachment is boxed from the key's bytes (the destination, the title and
            // the description): no strings are made for it. It is kept beside the run's style,
            // so a new image makes no style.
            let titleStart = destination.count + 1
            let keyBytes = key.buffer
            let box = caches.attachments.make(
              name: UnsafeBufferPointer(rebasing: keyBytes[..<destination.count]),
              alternativeText: descriptionStart == keyBytes.count
                ? nil : UnsafeBufferPointer(rebasing: keyBytes[descriptionStart...]),
              title: title.isEmpty
                ? nil
                : UnsafeBufferPointer(rebasing: keyBytes[titleStart..<(titleStart + title.count)]))
            id = builder.attachmentID(for: box)
          }
          if memoizes && caches.imageAttachments.count < 4096 {
            let made = id ?? -1
            caches.imageAttachments.insert(made, for: key.buffer)
          }
        }
        return id
      }
      if let id, id >= 0 {
        builder.appendAttachment(id, styleID: current, link: currentLink)
      }
    }
    pushMarkdown(.image)
    return .visitChildren
  }

  mutating func leaveImage(_ image: MarkdownImage) {
    leaf.imageDepth -= 1
    popMarkdown()
  }

  /// The style ID and link ID of an element inside text in style `parent` linked to
  /// `parentLink` (-1 for none).
  mutating func style(of inline: Inline, over parent: Int32, link parentLink: Int32) -> (
    style: Int32, link: Int32
  ) {
    switch inline.kind {
    case .emphasis:
      let style = merged(parent, Element.emphasis)
      let link = link(parentLink, through: Element.emphasis)
      return inline.insideStrong
        ? (merged(style, Element.strongEmphasis), self.link(link, through: Element.strongEmphasis))
        : (style, link)
    case .strong:
      let style = merged(parent, Element.strong)
      let link = link(parentLink, through: Element.strong)
      return inline.insideEmphasis
        ? (merged(style, Element.strongEmphasis), self.link(link, through: Element.strongEmphasis))
        : (style, link)
    case .strikethrough:
      return (
        merged(parent, Element.strikethrough), link(parentLink, through: Element.strikethrough)
      )
    case .link:
      // The link is kept beside the style, so the many distinct links of a document share
      // the link style; it wins over a link the style has (an outer tag's).
      guard inline.payload >= 0,
        case .link(let destination, let title) = leaf.payloads[Int(inline.payload)]
      else { return (parent, parentLink) }
      guard
        let link = caches.linkTargets.linkID(
          in: &builder, toUTF8: bytes(destination), title: bytes(title),
          allowsUnsafe: options.allowsUnsafeLinks)
      else { return (parent, parentLink) }
      return (merged(parent, Element.link), link)
    case .image:
      return (merged(parent, Element.image), link(parentLink, through: Element.image))
    case .tag:
      guard inline.payload >= 0 else { return (parent, parentLink) }
      switch leaf.payloads[Int(inline.payload)] {
      case .tag(let tag):
        let key = UInt64(UInt32(bitPattern: parent)) << 12 | UInt64(UInt32(bitPattern: tag))
        if let known = caches.tagStyles[key] {
          return (known >> 1, known & 1 == 1 ? -1 : parentLink)
        }
        guard case .open(_, let step) = caches.knownTags[Int(tag)] else {
          return (parent, parentLink)
        }
        let (id, setsLink) = tagStyle(step, over: parent)
        if id < 1 << 30, caches.tagStyles.count < 1 << 16 {
          caches.tagStyles[key] = id << 1 | (setsLink ? 1 : 0)
        }
        return (id, setsLink ? -1 : parentLink)
      case .step(let step):
        let (id, setsLink) = tagStyle(step, over: parent)
        return (id, setsLink ? -1 : parentLink)
      case .link:
        return (parent, parentLink)
      }
    }
  }

  /// The ID of the style a tag's step makes over the style `parent`, and whether the tag set
  /// a link of its own: then it wins over the Markdown link around it (`<a href=…>`).
  mutating func tagStyle(_ step: InlineTagStep, over parent: Int32) -> (id: Int32, setsLink: Bool) {
    let (style, setsLink) = step.applyTellingLink(to: style(parent))
    return (styleID(style), setsLink)
  }

  mutating func pushMarkdown(
    _ kind: Inline.Kind, link: TextRange? = nil, title: TextRange = .empty
  ) {
    var payload: Int32 = -1
    if let link {
      payload = Int32(leaf.payloads.count)
      leaf.payloads.append(.link(link, title: title))
    }
    var inline = Inline(
      kind: kind, insideEmphasis: leaf.emphasisDepth > 0, insideStrong: leaf.strongDepth > 0,
      payload: payload, style: current)
    (inline.style, inline.link) = style(of: inline, over: current, link: currentLink)
    if kind == .emphasis { leaf.emphasisDepth += 1 }
    if kind == .strong { leaf.strongDepth += 1 }
    leaf.markdownInlines.append(leaf.inlines.count)
    leaf.inlines.append(inline)
  }

  mutating func popMarkdown() {
    guard let index = leaf.markdownInlines.popLast() else { return }
    switch leaf.inlines[index].kind {
    case .emphasis: leaf.emphasisDepth -= 1
    case .strong: leaf.strongDepth -= 1
    default: break
    }
    close(at: index)
  }

  /// Closes the element at `index`: pops it when it is innermost, else marks it closed and
  /// redoes the styles of the elements opened inside it (tags left open across it).
  mutating func close(at index: Int) {
    if index == leaf.inlines.count - 1 {
      leaf.inlines.removeLast()
      while !leaf.inlines.isEmpty && leaf.inlines[leaf.inlines.count - 1].isClosed {
        leaf.inlines.removeLast()
      }
      return
    }
    leaf.inlines[index].isClosed = true
    var parent = leaf.style
    var parentLink: Int32 = -1
    for below in stride(from: index - 1, through: 0, by: -1) where !leaf.inlines[below].isClosed {
      parent = leaf.inlines[below].style
      parentLink = leaf.inlines[below].link
      break
    }
    var position = index + 1
    while position < leaf.inlines.count {
      guard repairBudget > 0 else { return }
      repairBudget -= 1
      if !leaf.inlines[position].isClosed {
        let (style, link) = style(of: leaf.inlines[position], over: parent, link: parentLink)
        leaf.inlines[position].style = style
        leaf.inlines[position].link = link
        parent = style
        parentLink = link
      }
      position += 1
    }
  }

  // MARK: Inline HTML

  mutating func visitInlineHTML(_ html: MarkdownInlineHTML) {
    repairBudget += 4
    let literal = bytes(html.node.record.literal)
    guard let index = caches.tagCache[literal] ?? learnTag(literal) else {
      // Past the tags kept: read again each time.
      apply(tags.inlineTag(literal), literal: literal, payload: nil)
      return
    }
    switch caches.knownTagActions[Int(index)] {
    case .open: openTag(named: caches.knownTagNames[Int(index)], payload: .tag(index))
    case .close: closeTag(named: caches.knownTagNames[Int(index)])
    case .other: apply(caches.knownTags[Int(index)], literal: literal, payload: .tag(index))
    }
  }

  /// Reads the tag `literal` and keeps it with its action and name's number, returning its
  /// index in `knownTags`; `nil` when 4 096 tags are kept already.
  mutating func learnTag(_ literal: UnsafeBufferPointer<UInt8>) -> Int32? {
    guard caches.knownTags.count < 4096 else { return nil }
    let tag = tags.inlineTag(literal)
    let index = Int32(caches.knownTags.count)
    caches.tagCache.insert(index, for: literal)
    caches.knownTags.append(tag)
    switch tag {
    case .open(let name, _):
      caches.knownTagActions.append(.open)
      caches.knownTagNames.append(number(ofTagName: name))
    case .close(let name):
      caches.knownTagActions.append(.close)
      caches.knownTagNames.append(number(ofTagName: name))
    default:
      caches.knownTagActions.append(.other)
      caches.knownTagNames.append(-1)
    }
    return index
  }

  /// The number of a tag's name, given on first use.
  mutating func number(ofTagName name: String) -> Int32 {
    if let known = caches.tagNames[name] { return known }
    let number = Int32(caches.tagNames.count)
    caches.tagNames[name] = number
    return number
  }

  /// What a tag does to the text after it: `payload` is the known tag's (`nil` for a tag
  /// read past the ones kept, whose step is kept itself).
  mutating func apply(_ tag: InlineTag, literal: UnsafeBufferPointer<UInt8>, payload: Payload?) {
    switch tag {
    case .open(let name, let step):
      openTag(named: number(ofTagName: name), payload: payload ?? .step(step))
    case .close(let name):
      closeTag(named: number(ofTagName: name))
    case .insert(let text):
      // A tag's line break is a line break inside the paragraph, as a hard break is.
      builder.append(
        text == "\n" ? markdown.hardBreak : text, styleID: current, link: currentLink)
    case .attachment(let attachment):
      builder.append(
        String(TextAttachment.character), styleID: styleID(style(current).attachment(attachment)),
        link: currentLink)
    case .ignored:
      break
    case .unknown:
      guard options.rawHTML == .keepLiteral else { return }
      builder.appendUTF8(literal, styleID: current, link: currentLink)
    }
  }

  /// Opens a tag: its style covers the text up to its closing tag.
  mutating func openTag(named name: Int32, payload: Payload) {
    var inline = Inline(
      kind: .tag, insideEmphasis: leaf.emphasisDepth > 0, insideStrong: leaf.strongDepth > 0,
      payload: Int32(leaf.payloads.count), style: current)
    leaf.payloads.append(payload)
    (inline.style, inline.link) = style(of: inline, over: current, link: currentLink)
    while leaf.openTags.count <= Int(name) { leaf.openTags.append([]) }
    leaf.openTags[Int(name)].append(leaf.inlines.count)
    leaf.openTagCount += 1
    leaf.inlines.append(inline)
  }

  /// Closes the innermost open tag of a name; a closing tag with none open is dropped.
  mutating func closeTag(named name: Int32) {
    guard Int(name) < leaf.openTags.count, let index = leaf.openTags[Int(name)].popLast() else {
      return
    }
    leaf.openTagCount -= 1
    close(at: index)
  }
}
