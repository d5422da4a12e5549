import Typeset
import TypesetSupport

extension HTMLWriter {
  /// The inline elements a run can open, outermost first.
  enum InlineKind: UInt8 {
    case link, strong, emphasis, strikethrough, code, footnoteReference, span
  }

  /// An open inline element and what tells it from another of its kind.
  struct OpenInline: Equatable {
    var kind: InlineKind
    /// A link's number, a footnote's number, a span's format.
    var identity: Int
  }

  /// The semantic elements a run's style came from.
  struct InlineElements: OptionSet {
    let rawValue: UInt8
    static let strong = InlineElements(rawValue: 1)
    static let emphasis = InlineElements(rawValue: 2)
    static let strikethrough = InlineElements(rawValue: 4)
    static let code = InlineElements(rawValue: 8)
    static let footnoteReference = InlineElements(rawValue: 16)
  }

  /// How text in one style inside one block style is written.
  struct RunFormat {
    var elements: InlineElements
    /// The text is an image's description (the theme's image style over the block's).
    var isImageDescription: Bool
    /// A page's classes or an email's declarations for what the elements do not say; empty
    /// for none.
    var span: [UInt8]
  }

  // MARK: Formats

  /// The format of `style` (without its link) in a block whose text starts from `base`.
  mutating func format(of style: TextStyle, base: Int, isLinked: Bool) -> Int {
    // Text alternates between a few styles: the last eight answers are checked first (equal
    // styles usually share storage, which compares by identity).
    for slot in 0..<recentFormats.count {
      let recent = recentFormats[slot]
      if recent.base == base && recent.isLinked == isLinked && recent.style == style {
        return recent.index
      }
    }
    let key = FormatKey(base: base, style: style, isLinked: isLinked)
    let index: Int
    if let known = formatIndex[key] {
      index = known
    } else {
      formats.append(makeFormat(of: style, base: bases[base], isLinked: isLinked))
      index = formats.count - 1
      formatIndex[key] = index
    }
    let recent = RecentFormat(base: base, style: style, isLinked: isLinked, index: index)
    if recentFormats.count < 8 {
      recentFormats.append(recent)
    } else {
      recentFormats[nextRecentFormat] = recent
      nextRecentFormat = (nextRecentFormat + 1) & 7
    }
    return index
  }

  /// The number of a block style among those seen (a document has a few dozen, unless a
  /// theme's container style compounds a relative size at every level).
  mutating func baseIndex(_ base: TextStyle) -> Int {
    if let last = lastBase, bases[last] == base { return last }
    let index: Int
    if let known = baseIndices[base] {
      index = known
    } else {
      index = bases.count
      bases.append(base)
      baseIndices[base] = index
    }
    lastBase = index
    return index
  }

  /// Decides a style's elements and span: an element when the run's style holds the theme's
  /// style for it and the block's does not, or (for tag markup, whose tags do not use the
  /// theme's Markdown styles) when its resolved value shows it — bold, italic, struck through,
  /// monospaced — and the block's does not. Then the theme's named styles it holds become
  /// classes, and whatever still differs a class or inline style of its own.
  mutating func makeFormat(of style: TextStyle, base: TextStyle, isLinked: Bool) -> RunFormat {
    let resolved = resolution(of: style)
    let resolvedBase = resolution(of: base)
    var expected = base
    var elements: InlineElements = []
    // A relative size compounds when merged again, so it cannot show that a style holds a
    // slot: the rest of the slot must (a slot that is only a relative size never does).
    func contains(_ style: TextStyle, _ slot: TextStyle) -> Bool {
      var fixed = slot
      if fixed.size?.isRelative == true { fixed.size = nil }
      guard !fixed.isEmpty else { return false }
      return style.contains(fixed)
    }
    func holds(_ slot: TextStyle) -> Bool { contains(style, slot) && !contains(base, slot) }
    func take(_ element: InlineElements, _ slot: TextStyle, shown: Bool) {
      guard shown || holds(slot) else { return }
      elements.insert(element)
      expected = expected.merging(slot)
    }
    take(
      .strong, markdown.strong,
      shown: resolved.font.weight.rawValue >= 600 && resolvedBase.font.weight.rawValue < 600)
    take(
      .emphasis, markdown.emphasis, shown: resolved.font.isItalic && !resolvedBase.font.isItalic)
    take(
      .strikethrough, markdown.strikethrough,
      shown: resolved.strikethrough != nil && resolvedBase.strikethrough == nil)
    take(
      .code, markdown.inlineCode,
      shown: resolved.font.family == "ui-monospace" && resolvedBase.font.family != "ui-monospace")
    take(.footnoteReference, markdown.footnoteReference, shown: false)
    // A link is an `a`, which looks as the theme's link style says.
    if isLinked { expected = expected.merging(markdown.link) }
    if elements.contains(.strong) && elements.contains(.emphasis) {
      expected = expected.merging(markdown.strongEmphasis)
    }
    let isImageDescription = holds(markdown.image)
    if isImageDescription { expected = expected.merging(markdown.image) }

    // An email has no classes: its span says everything the elements do not.
    let fromElements = expected
    var span: [UInt8] = []
    if !isEmail {
      for named in self.named
      where contains(style, named.style) && !contains(expected, named.style) {
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
    return RunFormat(elements: elements, isImageDescription: isImageDescription, span: span)
  }

  /// A style resolved in the first environment, made once per distinct style: resolution is
  /// the costly part of deciding a format, and formats share their block styles.
  mutating func resolution(of style: TextStyle) -> ResolvedStyle {
    if let known = resolutions[style] { return known }
    let resolved = style.resolved(in: sheet.environments[0])
    resolutions[style] = resolved
    return resolved
  }

  /// A style's CSS values, made once per distinct style.
  mutating func values(of style: TextStyle) -> CSSValues {
    if let known = valueCache[style] { return known }
    let values = sheet.values(of: style)
    valueCache[style] = values
    return values
  }

  /// The escaped `href` of a linked style, or empty when its URL is refused: from the
  /// link's bytes as stored, without making a Foundation `URL`.
  func href(of style: TextStyle) -> [UInt8] {
    style.withLinkBytes { url -> [UInt8] in
      guard options.allowsUnsafeLinks || !URLSafety.isDangerous(url) else { return [] }
      var bytes: [UInt8] = []
      HTMLEscaping.append(url, as: .url, to: &bytes)
      return bytes
    } ?? []
  }

  // MARK: Runs

  /// Writes a block's text: each run's elements opened and closed as they change, its text
  /// escaped; line breaks (`\n`, U+2028) as `<br />` where `breaks` is set.
  mutating func writeRuns(_ range: Range<Int>, base: TextStyle, breaks: Bool) {
    guard !range.isEmpty else { return }
    let baseID = baseIndex(base)
    let ends = shared.runEnds
    let ids = shared.runStyleIDs
    let styles = shared.styles
    var low = 0
    var high = ends.count - 1
    while low < high {
      let middle = (low + high) / 2
      if ends[middle] <= range.lowerBound { low = middle + 1 } else { high = middle }
    }
    let bytesArray = sharedBytes
    bytesArray.withUnsafeBufferPointer { bytes in
      var run = low
      while run < ends.count {
        let start = max(run == 0 ? 0 : ends[run - 1], range.lowerBound)
        guard start < range.upperBound else { break }
        let end = min(ends[run], range.upperBound)
        let id = ids[run]
        run += 1
        let (formatID, link) = formatAndLink(id, styles: styles, baseID: baseID)
        let runBytes = UnsafeBufferPointer(rebasing: bytes[start..<end])
        prepareInlines(format: formats[formatID], formatID: formatID, link: link, text: runBytes)
        if let attachment = styles[Int(id)].attachment {
          var alternative: [UInt8] = []
          while run < ends.count {
            let nextStart = ends[run - 1]
            guard nextStart < range.upperBound else { break }
            let nextID = ids[run]
            guard styles[Int(nextID)].attachment == nil,
              formats[formatAndLink(nextID, styles: styles, baseID: baseID).0].isImageDescription
            else { break }
            alternative += UnsafeBufferPointer(
              rebasing: bytes[nextStart..<min(ends[run], range.upperBound)])
            run += 1
          }
          writeImages(attachment, in: runBytes, alternative: alternative)
        } else {
          appendText(runBytes, breaks: breaks)
        }
      }
    }
    closeInlines(downTo: 0)
  }

  /// The format and `href` of the shared text's style `id` in block style `baseID`.
  mutating func formatAndLink(_ id: Int32, styles: [TextStyle], baseID: Int) -> (Int, [UInt8]) {
    let index = Int(id)
    if index >= idHrefs.count {
      // Style IDs are dense: one slot each, made for the whole table at once.
      idHrefs = Array(repeating: nil, count: styles.count)
      idFormatCache = Array(repeating: (-1, -1), count: styles.count)
    }
    var link: [UInt8] = []
    if styles[index].hasLink {
      if let known = idHrefs[index] {
        link = known
      } else {
        link = href(of: styles[index])
        idHrefs[index] = link
      }
    }
    let key = baseID << 32 | index
    if key == lastIDKey { return (lastIDFormat, link) }
    let formatID: Int
    if idFormatCache[index].base == Int32(truncatingIfNeeded: baseID) {
      formatID = Int(idFormatCache[index].format)
    } else if let known = idFormats[key] {
      formatID = known
    } else {
      var style = styles[index]
      if style.hasLink { style.link = nil }
      formatID = format(of: style, base: baseID, isLinked: !link.isEmpty)
      idFormats[key] = formatID
    }
    idFormatCache[index] = (Int32(truncatingIfNeeded: baseID), Int32(truncatingIfNeeded: formatID))
    lastIDKey = key
    lastIDFormat = formatID
    return (formatID, link)
  }

  /// Opens and closes elements so that exactly the run's are open: those they share with the
  /// open ones, counted from the outside, stay.
  mutating func prepareInlines(
    format: RunFormat, formatID: Int, link: [UInt8], text: UnsafeBufferPointer<UInt8>
  ) {
    wanted.removeAll(keepingCapacity: true)
    if !link.isEmpty {
      let isOpen = !open.isEmpty && open[0].kind == .link && link == openHref
      if !isOpen { linkCount += 1 }
      wanted.append(OpenInline(kind: .link, identity: isOpen ? open[0].identity : linkCount))
    }
    let elements = format.elements
    if elements.contains(.strong) { wanted.append(OpenInline(kind: .strong, identity: 0)) }
    if elements.contains(.emphasis) { wanted.append(OpenInline(kind: .emphasis, identity: 0)) }
    if elements.contains(.strikethrough) {
      wanted.append(OpenInline(kind: .strikethrough, identity: 0))
    }
    if elements.contains(.code) { wanted.append(OpenInline(kind: .code, identity: 0)) }
    if elements.contains(.footnoteReference), let number = Self.number(text) {
      wanted.append(OpenInline(kind: .footnoteReference, identity: number))
    }
    if !format.span.isEmpty { wanted.append(OpenInline(kind: .span, identity: formatID)) }

    var shared = 0
    while shared < open.count && shared < wanted.count && open[shared] == wanted[shared] {
      shared += 1
    }
    closeInlines(downTo: shared)
    while open.count < wanted.count {
      let inline = wanted[open.count]
      openInline(inline, span: format.span, link: link)
      open.append(inline)
    }
  }

  mutating func openInline(_ inline: OpenInline, span: [UInt8], link: [UInt8]) {
    switch inline.kind {
    case .link:
      CSSBytes.append("<a", to: &body)
      if isEmail { appendStyleAttribute(elements[HTMLElement.link.rawValue]) }
      CSSBytes.append(" href=\"", to: &body)
      body += link
      CSSBytes.append("\">", to: &body)
      openHref = link
    case .strong: openTag("strong", .strong)
    case .emphasis: openTag("em", .emphasis)
    case .strikethrough: openTag("del", .strikethrough)
    case .code: openTag("code", .inlineCode)
    case .footnoteReference:
      openTag("sup", .footnoteReference, classes: "footnote-ref")
      CSSBytes.append("<a", to: &body)
      if isEmail { appendStyleAttribute(elements[HTMLElement.link.rawValue]) }
      CSSBytes.append(" href=\"#fn-", to: &body)
      CSSBytes.appendInteger(inline.identity, to: &body)
      CSSBytes.append("\">", to: &body)
    case .span:
      if isEmail {
        CSSBytes.append("<span", to: &body)
        appendStyleAttribute(span)
        body.append(0x3E)
      } else {
        CSSBytes.append("<span class=\"", to: &body)
        span.withUnsafeBufferPointer { HTMLEscaping.append($0, as: .attribute, to: &body) }
        CSSBytes.append("\">", to: &body)
      }
    }
  }

  mutating func closeInlines(downTo depth: Int) {
    while open.count > depth {
      switch open.removeLast().kind {
      case .link: CSSBytes.append("</a>", to: &body)
      case .strong: CSSBytes.append("</strong>", to: &body)
      case .emphasis: CSSBytes.append("</em>", to: &body)
      case .strikethrough: CSSBytes.append("</del>", to: &body)
      case .code: CSSBytes.append("</code>", to: &body)
      case .footnoteReference: CSSBytes.append("</a></sup>", to: &body)
      case .span: CSSBytes.append("</span>", to: &body)
      }
    }
  }

  /// The number a footnote reference's text is (one to nine digits), or `nil`.
  static func number(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
    guard !text.isEmpty, text.count <= 9 else { return nil }
    var value = 0
    for byte in text {
      guard ASCII.isDigit(byte) else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    return value
  }

  /// Escaped text; outside code, `\n` and U+2028 LINE SEPARATOR become `<br />`. Text that
  /// holds a bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069) is
  /// wrapped in `<bdi>`, so it cannot reorder anything beyond its own run.
  mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>, breaks: Bool) {
    let mark = body.count
    let count = bytes.count
    var start = 0
    var index = 0
    var isolates = false
    let base = bytes.baseAddress
    while index < count {
      // Every byte that matters here is 0x0A or starts E2 80 / E2 81: eight bytes without
      // either are skipped at once.
      while index + 8 <= count, let base {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if Self.hasLineFeedOrE2(word) { break }
        index += 8
      }
      guard index < count else { break }
      let byte = bytes[index]
      guard byte == 0x0A || byte == 0xE2 else {
        index += 1
        continue
      }
      var length = 0
      if byte == 0x0A {
        length = breaks ? 1 : 0
      } else if index + 2 < count {
        let second = bytes[index + 1]
        let third = bytes[index + 2]
        if second == 0x80 && third == 0xA8 {
          length = breaks ? 3 : 0
        } else if (second == 0x80 && third >= 0xAA && third <= 0xAE)
          || (second == 0x81 && third >= 0xA6 && third <= 0xA9)
        {
          isolates = true
        }
      }
      guard length > 0 else {
        index += 1
        continue
      }
      HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[start..<index]), as: .text, to: &body)
      CSSBytes.append("<br />\n", to: &body)
      index += length
      start = index
    }
    HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[start..<count]), as: .text, to: &body)
    if isolates {
      body.insert(contentsOf: Array("<bdi>".utf8), at: mark)
      CSSBytes.append("</bdi>", to: &body)
    }
  }

  /// Whether any of the eight bytes is 0x0A or 0xE2 (the "has a zero byte" test on the word
  /// XOR each byte repeated).
  @inline(__always)
  static func hasLineFeedOrE2(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let lineFeeds = word ^ (ones &* 0x0A)
    let e2s = word ^ (ones &* 0xE2)
    return ((lineFeeds &- ones) & ~lineFeeds & highs) | ((e2s &- ones) & ~e2s & highs) != 0
  }

  /// An `<img>` for each attachment character of the run; a source the URL-safety check
  /// refuses is left out, and its description stays as text.
  mutating func writeImages(
    _ attachment: TextAttachment, in text: UnsafeBufferPointer<UInt8>, alternative: [UInt8]
  ) {
    var source = attachment.imageName
    var src: [UInt8] = []
    if options.allowsUnsafeLinks || !URLSafety.isDangerous(source) {
      source.withUTF8 { HTMLEscaping.append($0, as: .url, to: &src) }
    }
    // One image per U+FFFC (EF BF BC): equal attachments next to each other share a run.
    var count = 0
    var index = 0
    while index + 2 < text.count {
      if text[index] == 0xEF && text[index + 1] == 0xBF && text[index + 2] == 0xBC {
        count += 1
        index += 3
      } else {
        index += 1
      }
    }
    guard !src.isEmpty else {
      alternative.withUnsafeBufferPointer { appendText($0, breaks: true) }
      return
    }
    var alt = alternative
    if alt.isEmpty, let text = attachment.alternativeText { alt = Array(text.utf8) }
    for _ in 0..<max(count, 1) {
      CSSBytes.append("<img", to: &body)
      if isEmail { appendStyleAttribute(elements[HTMLElement.image.rawValue]) }
      CSSBytes.append(" src=\"", to: &body)
      body += src
      CSSBytes.append("\" alt=\"", to: &body)
      alt.withUnsafeBufferPointer { HTMLEscaping.append($0, as: .attribute, to: &body) }
      body.append(0x22)
      for (name, value) in [("width", attachment.width), ("height", attachment.height)] {
        guard let value, value.isFinite, value > 0 else { continue }
        body.append(0x20)
        body += Array(name.utf8)
        CSSBytes.append("=\"", to: &body)
        CSSBytes.appendInteger(Int(min(value, 100_000).rounded()), to: &body)
        body.append(0x22)
      }
      CSSBytes.append(" />", to: &body)
    }
  }
}
