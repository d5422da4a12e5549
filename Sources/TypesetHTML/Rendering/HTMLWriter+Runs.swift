import Typeset
import TypesetSupport

extension HTMLWriter {
  /// The inline elements a run can open, outermost first: a run's elements are always
  /// nested in this order, so the open ones are a set (``InlineSet``).
  enum InlineKind: UInt8 {
    case link, strong, emphasis, strikethrough, code, footnoteReference, span
  }

  /// A set of ``InlineKind``s, one bit each.
  struct InlineSet: OptionSet {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }
    init(_ kind: InlineKind) { rawValue = 1 << kind.rawValue }

    static let link = InlineSet(InlineKind.link)
    static let footnoteReference = InlineSet(InlineKind.footnoteReference)
    static let span = InlineSet(InlineKind.span)

    /// The elements of a format (strong, emphasis, strikethrough, code, footnote reference).
    init(_ elements: InlineElements) { rawValue = elements.rawValue << 1 }
  }

  /// The open inline elements and what tells each from another of its kind: a link's number,
  /// a footnote's number, a span's format.
  struct OpenInlines {
    var kinds: InlineSet = []
    var link = 0
    var footnote = 0
    var span = 0
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

  /// How text in one style inside one block style is written: plain values, read per run
  /// without copying anything counted.
  struct RunFormat {
    var elements: InlineElements
    /// The style holds the theme's image style, as an image's description does (the block's
    /// may hold it too: a quote and an image can share a colour).
    var carriesImageStyle: Bool
    /// The opening tag of its `span` in `spanTags` (a page's classes or an email's
    /// declarations for what the elements do not say); empty for none.
    var spanStart: Int32
    var spanEnd: Int32
    /// All its elements' opening tags, outermost first, and their closing tags, innermost
    /// first, one after the other in `inlineTags`: `openStart..<closeStart` and
    /// `closeStart..<closeEnd` (both empty for a footnote reference, whose tags are written
    /// one by one).
    var openStart: Int32 = 0
    var closeStart: Int32 = 0
    var closeEnd: Int32 = 0

    var hasSpan: Bool { spanEnd > spanStart }
  }

  // MARK: Runs

  /// Writes a block's text: each run's elements opened and closed as they change, its text
  /// escaped; line breaks (`\n`, U+2028) as `<br />` where `breaks` is set.
  mutating func writeRuns(_ range: Range<Int>, base: Int32, breaks: Bool, _ text: SharedText) {
    guard !range.isEmpty else { return }
    let runs = text.runs
    var run = firstRun(endingAfter: range.lowerBound, runs)
    // One look at the block finds the first byte its text needs anything for: an entity
    // byte, an E2 byte (U+2028 and the bidi controls start with it), with `breaks` a line
    // feed, or a control. The runs before it are copied as they are, without looking at
    // them again.
    let clean =
      range.lowerBound
      + Self.firstSpecialByte(UnsafeBufferPointer(rebasing: text.bytes[range]), breaks: breaks)
    // Whether the rest of the block holds no line break, no bidi control and nothing
    // `VisibleControls` shows, so that its runs go to the escaper as they are (a run holds
    // one only if its block does); asked the first time a run reaches past `clean`.
    var isPlain: Bool?
    while run < runs.count {
      let start = max(run == 0 ? 0 : runs[run - 1].end, range.lowerBound)
      guard start < range.upperBound else { break }
      let end = min(runs[run].end, range.upperBound)
      let id = Int(runs[run].styleID)
      let (formatID, href) = format(ofRun: run, id: id, base: base, text)
      let attachment = runs[run].attachmentID
      run += 1
      let state = caches.idStates[id]
      let runBytes = UnsafeBufferPointer(rebasing: text.bytes[start..<end])
      if formatID != openFormat || href != openFormatHref {
        let format = caches.formats[formatID]
        if open.kinds.isEmpty && href.isEmpty && format.elements.isEmpty && !format.hasSpan {
          // Nothing to open or close: plain text in its block's style.
          openFormat = formatID
          openFormatHref = href
        } else {
          prepareInlines(formatID: formatID, href: href, text: runBytes, text.out)
        }
      } else if caches.formats[formatID].elements.contains(.footnoteReference) {
        prepareInlines(formatID: formatID, href: href, text: runBytes, text.out)
      }
      if attachment >= 0 || state.hasAttachment {
        // Read in place, once: the document holds the attachment throughout; one beside the
        // run wins over the style's.
        let parts =
          attachment >= 0
          ? text.content.attachmentParts(of: attachment)
          : text.styles[id].attachmentBox!.unsafeParts
        let described = consumeDescription(
          parts.alternativeText, href: href, from: &run, in: range, base: base, text)
        writeImages(parts, in: runBytes, descriptionTaken: described, text.out)
      } else if end <= clean {
        text.out.append(runBytes)
      } else {
        if isPlain == nil {
          isPlain = !Self.needsTextPath(
            UnsafeBufferPointer(rebasing: text.bytes[clean..<range.upperBound]), breaks: breaks)
        }
        if isPlain == true {
          // Escaped straight into the output: each stretch without an entity byte is copied
          // once.
          text.out.append(runBytes, escapedAs: .text)
        } else {
          Self.appendText(runBytes, breaks: breaks, text.out)
        }
      }
    }
    runCursor = run - 1
    openFormat = -1
    if !open.kinds.isEmpty { closeInlines(keeping: [], text.out) }
  }

  /// The runs after an image that spell its description, which the `alt` attribute says
  /// instead: whole runs in the theme's image style and the image's link, together exactly
  /// the attachment's alternative text (Markdown styling puts it there and shows it after the
  /// image, for text views); an image nested in the description is part of it. Moves `run`
  /// past them and tells whether there were any. Text that only looks like a description —
  /// another colour, other words, a run that goes on past it — stays text.
  mutating func consumeDescription(
    _ alternativeText: UnsafeBufferPointer<UInt8>?, href: Range<Int>, from run: inout Int,
    in range: Range<Int>, base: Int32, _ text: SharedText
  ) -> Bool {
    let runs = text.runs
    guard let alternative = alternativeText, !alternative.isEmpty else { return false }
    var matched = 0
    var next = run
    var end = min(runs[run - 1].end, range.upperBound)
    while next < runs.count, end < range.upperBound, matched < alternative.count {
      let nextID = Int(runs[next].styleID)
      if !caches.idStates[nextID].isExamined { examine(nextID, text.styles) }
      let runEnd = min(runs[next].end, range.upperBound)
      let (nextFormat, nextHref) = format(ofRun: next, id: nextID, base: base, text)
      guard Self.sameHref(nextHref, href, in: caches.hrefs),
        caches.formats[nextFormat].carriesImageStyle
      else { break }
      if !caches.idStates[nextID].hasAttachment && runs[next].attachmentID < 0 {
        guard runEnd - end <= alternative.count - matched,
          ByteComparison.equal(
            UnsafeBufferPointer(rebasing: text.bytes[end..<runEnd]),
            UnsafeBufferPointer(rebasing: alternative[matched..<matched + runEnd - end]))
        else { break }
        matched += runEnd - end
      }
      end = runEnd
      next += 1
    }
    guard matched == alternative.count else { return false }
    run = next
    return true
  }

  /// The first run that ends after `offset` (the last run when none does). Blocks come in
  /// text order, so the search starts where the last block's runs ended and usually stops
  /// there; it falls back to a binary search.
  @inline(__always)
  func firstRun(
    endingAfter offset: Int, _ runs: UnsafeBufferPointer<StyledDocument.RunRecord>
  ) -> Int {
    let last = runs.count - 1
    var run = min(max(runCursor, 0), last)
    if run > 0 && runs[run - 1].end > offset {
      return Self.firstRun(endingAfter: offset, runs, 0, run)
    }
    var steps = 0
    while runs[run].end <= offset {
      guard run < last else { return last }
      run += 1
      steps += 1
      if steps == 8 { return Self.firstRun(endingAfter: offset, runs, run, last) }
    }
    return run
  }

  /// The first run in `low...high` that ends after `offset`, or `high`.
  static func firstRun(
    endingAfter offset: Int, _ runs: UnsafeBufferPointer<StyledDocument.RunRecord>, _ low: Int,
    _ high: Int
  ) -> Int {
    var low = low
    var high = high
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].end <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Opens and closes elements so that exactly the run's are open: those they share with the
  /// open ones, counted from the outside, stay.
  mutating func prepareInlines(
    formatID: Int, href: Range<Int>, text: UnsafeBufferPointer<UInt8>, _ out: ByteBuffer
  ) {
    let format = caches.formats[formatID]
    var wanted = OpenInlines(kinds: InlineSet(format.elements), span: formatID)
    if !href.isEmpty {
      let isOpen = open.kinds.contains(.link) && Self.sameHref(href, openHref, in: caches.hrefs)
      if !isOpen { linkCount += 1 }
      wanted.kinds.insert(.link)
      wanted.link = isOpen ? open.link : linkCount
    }
    if wanted.kinds.contains(.footnoteReference) {
      if let number = Self.number(text) {
        wanted.footnote = number
      } else {
        wanted.kinds.remove(.footnoteReference)
      }
    }
    if format.hasSpan { wanted.kinds.insert(.span) }

    // Usually no element but the link stays open: what closes is all of the open format's
    // elements and what opens all of the run's, each written at once.
    let elementKinds = InlineSet(rawValue: ~InlineSet.link.rawValue)
    let isLinkKept =
      open.kinds.contains(.link) && wanted.kinds.contains(.link) && open.link == wanted.link
    // (A footnote reference's tags are written one by one: its format has no sequences.)
    if open.kinds.intersection(wanted.kinds).intersection(elementKinds).isEmpty
      && !format.elements.contains(.footnoteReference)
      && !caches.formats[open.span].elements.contains(.footnoteReference)
    {
      if !open.kinds.intersection(elementKinds).isEmpty {
        let closing = caches.formats[open.span]
        Self.append(closing.closeStart, closing.closeEnd, of: caches.inlineTags, to: out)
      }
      if open.kinds.contains(.link) && !isLinkKept { out.append("</a>") }
      open = wanted
      if wanted.kinds.contains(.link) && !isLinkKept {
        openInline(.link, format: format, href: href, out)
      }
      Self.append(format.openStart, format.closeStart, of: caches.inlineTags, to: out)
      openFormat = formatID
      openFormatHref = href
      return
    }

    // The elements both have, from the outside in, up to the first difference, stay open.
    // The sets differ first at the lowest bit of their difference; an element in both
    // whose identity differs ends the shared part there too.
    var differing = open.kinds.rawValue ^ wanted.kinds.rawValue
    let both = open.kinds.intersection(wanted.kinds)
    if both.contains(.link) && open.link != wanted.link {
      differing |= InlineSet.link.rawValue
    }
    if both.contains(.footnoteReference) && open.footnote != wanted.footnote {
      differing |= InlineSet.footnoteReference.rawValue
    }
    if both.contains(.span) && open.span != wanted.span { differing |= InlineSet.span.rawValue }
    let shared = InlineSet(rawValue: differing == 0 ? 0xFF : (differing & (0 &- differing)) &- 1)
    let kept = open.kinds.intersection(shared)
    closeInlines(keeping: kept, out)
    var opening = wanted.kinds.subtracting(kept).rawValue
    open = wanted
    while opening != 0 {
      let raw = UInt8(opening.trailingZeroBitCount)
      openInline(InlineKind(rawValue: raw)!, format: format, href: href, out)
      opening &= opening &- 1
    }
    openFormat = formatID
    openFormatHref = href
  }

  /// Whether two `href`s in `hrefs` are the same bytes: a static function, so that calling
  /// it from a mutating one copies nothing of the writer.
  static func sameHref(_ first: Range<Int>, _ second: Range<Int>, in hrefs: [UInt8]) -> Bool {
    if first == second { return true }
    return hrefs.withUnsafeBufferPointer {
      ByteComparison.equal(
        UnsafeBufferPointer(rebasing: $0[first]), UnsafeBufferPointer(rebasing: $0[second]))
    }
  }

  mutating func openInline(
    _ kind: InlineKind, format: RunFormat, href: Range<Int>, _ out: ByteBuffer
  ) {
    switch kind {
    case .link:
      prelude.tags.append(.link, to: out)
      caches.hrefs.withUnsafeBufferPointer { out.append(UnsafeBufferPointer(rebasing: $0[href])) }
      out.append("\">")
      openHref = href
    case .strong: prelude.tags.append(.strong, to: out)
    case .emphasis: prelude.tags.append(.emphasis, to: out)
    case .strikethrough: prelude.tags.append(.strikethrough, to: out)
    case .code: prelude.tags.append(.code, to: out)
    case .footnoteReference:
      prelude.tags.append(.footnoteReference, to: out)
      out.appendInteger(open.footnote)
      out.append("\">")
    case .span:
      caches.spanTags.withUnsafeBufferPointer {
        out.append(UnsafeBufferPointer(rebasing: $0[Int(format.spanStart)..<Int(format.spanEnd)]))
      }
    }
  }

  /// Appends `inlineTags[start..<end]`: a static function, so that calling it from a
  /// mutating one copies nothing of the writer.
  @inline(__always)
  static func append(
    _ start: Int32, _ end: Int32, of inlineTags: [UInt8], to out: ByteBuffer
  ) {
    guard end > start else { return }
    inlineTags.withUnsafeBufferPointer {
      out.append(UnsafeBufferPointer(rebasing: $0[Int(start)..<Int(end)]))
    }
  }

  /// Closes the open elements that are not in `kept`, innermost first.
  mutating func closeInlines(keeping kept: InlineSet, _ out: ByteBuffer) {
    var closing = open.kinds.subtracting(kept).rawValue
    while closing != 0 {
      // The innermost first: the highest bit.
      let raw = UInt8(7 - closing.leadingZeroBitCount)
      closing &= ~(1 << raw)
      switch InlineKind(rawValue: raw)! {
      case .link: out.append("</a>")
      case .strong: out.append("</strong>")
      case .emphasis: out.append("</em>")
      case .strikethrough: out.append("</del>")
      case .code: out.append("</code>")
      case .footnoteReference: out.append("</a></sup>")
      case .span: out.append("</span>")
      }
    }
    open.kinds = kept
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

  /// The bytes text may need more than escaping for: controls, tab and line feed (below a
  /// space), DEL, and the first bytes of the C1 controls (C2), of U+2028 and the bidi
  /// controls (E2), and of U+FFFE and U+FFFF (EF). Each one found is then looked at exactly.
  static var textPathBytes: ByteScanner { ByteScanner(below: 0x20, anyOf: 0x7F, 0xC2, 0xE2, 0xEF) }

  /// Escaped text, each character ``VisibleControls`` shows in its visible form; outside
  /// code, `\n` and U+2028 LINE SEPARATOR become `<br />`. Text that holds a bidirectional
  /// embedding, override or isolate (U+202A–U+202E, U+2066–U+2069) is wrapped in `<bdi>`, so
  /// it cannot reorder anything beyond its own run.
  static func appendText(_ bytes: UnsafeBufferPointer<UInt8>, breaks: Bool, _ out: ByteBuffer) {
    let isolates = hasIsolate(bytes)
    if isolates { out.append("<bdi>") }
    defer { if isolates { out.append("</bdi>") } }
    guard breaks, let base = bytes.baseAddress else {
      // Code: line feeds stay.
      VisibleControls.append(bytes, escapedAs: .text, to: out)
      return
    }
    let count = bytes.count
    let scanner = textPathBytes
    var start = 0
    var index = scanner.firstIndex(in: bytes)
    while index < count {
      let lineBreak =
        bytes[index] == 0x0A
        ? 1 : (isLineSeparator(at: index, in: bytes) ? 3 : 0)
      let shown =
        lineBreak > 0 ? lineBreak : VisibleControls.length(at: index, in: base, count: count)
      if shown > 0 {
        out.append(UnsafeBufferPointer(rebasing: bytes[start..<index]), escapedAs: .text)
        if lineBreak > 0 {
          out.append("<br />\n")
        } else {
          var output = out
          VisibleControls.appendVisibleForm(
            at: index, length: shown, in: base, count: count, to: &output)
        }
        start = index + shown
      }
      index = scanner.firstIndex(in: bytes, from: index + max(shown, 1))
    }
    out.append(UnsafeBufferPointer(rebasing: bytes[start..<count]), escapedAs: .text)
  }

  /// Whether U+2028 LINE SEPARATOR (E2 80 A8) starts at `index`.
  @inline(__always)
  static func isLineSeparator(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes[index] == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
      && bytes[index + 2] == 0xA8
  }

  /// Whether a bidirectional embedding, override or isolate (E2 80 AA–AE, E2 81 A6–A9)
  /// starts at `index`.
  @inline(__always)
  static func isIsolate(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes[index] == 0xE2, index + 2 < bytes.count else { return false }
    let second = bytes[index + 1]
    let third = bytes[index + 2]
    return (second == 0x80 && third >= 0xAA && third <= 0xAE)
      || (second == 0x81 && third >= 0xA6 && third <= 0xA9)
  }

  /// Where the first byte is that the text of a block's runs needs more than a copy for: an
  /// entity byte, an E2 byte (which starts U+2028 and the bidi controls), with `breaks` a
  /// line feed, or the start of a character ``VisibleControls`` shows (a control, U+FFFE,
  /// U+FFFF); `bytes.count` when there is none.
  static func firstSpecialByte(_ bytes: UnsafeBufferPointer<UInt8>, breaks: Bool) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    // The entity bytes of text (`"`, `&`, `<`, `>`) and the bytes of `textPathBytes`.
    let scanner = ByteScanner(below: 0x20, anyOf: 0x22, 0x26, 0x3C, 0x3E, 0x7F, 0xC2, 0xE2, 0xEF)
    var index = scanner.firstIndex(in: bytes)
    while index < bytes.count {
      switch bytes[index] {
      case 0x09: break
      case 0x0A: if breaks { return index }
      case 0xC2, 0xEF:
        if VisibleControls.length(at: index, in: base, count: bytes.count) > 0 { return index }
      default: return index
      }
      index = scanner.firstIndex(in: bytes, from: index + 1)
    }
    return bytes.count
  }

  /// Whether the text holds what ``appendText(_:breaks:_:)`` treats specially: a bidi
  /// embedding, override or isolate, with `breaks` a line feed or U+2028, and a character
  /// ``VisibleControls`` shows.
  static func needsTextPath(_ bytes: UnsafeBufferPointer<UInt8>, breaks: Bool) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let scanner = textPathBytes
    var index = scanner.firstIndex(in: bytes)
    while index < bytes.count {
      let isSpecial =
        switch bytes[index] {
        case 0x0A: breaks
        case 0xE2:
          isIsolate(at: index, in: bytes) || (breaks && isLineSeparator(at: index, in: bytes))
        default: VisibleControls.length(at: index, in: base, count: bytes.count) > 0
        }
      if isSpecial { return true }
      index = scanner.firstIndex(in: bytes, from: index + 1)
    }
    return false
  }

  /// Whether the text holds a bidirectional embedding, override or isolate: E2 80 AA–AE or
  /// E2 81 A6–A9.
  static func hasIsolate(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let e2 = ByteScanner(anyOf: 0xE2)
    var index = e2.firstIndex(in: bytes)
    while index < bytes.count {
      if isIsolate(at: index, in: bytes) { return true }
      index = e2.firstIndex(in: bytes, from: index + 1)
    }
    return false
  }

  /// An `<img>` for each attachment character of the run; a source the URL-safety check
  /// refuses is left out, and its description stays text (put back when it was taken).
  func writeImages(
    _ parts: AttachmentBox.Parts, in text: UnsafeBufferPointer<UInt8>,
    descriptionTaken: Bool, _ out: ByteBuffer
  ) {
    // The attachment's bytes are read in place (the document's styles hold it throughout):
    // no strings are made for them, and no closure captures the writer.
    let (source, alternative, title, width, height) = parts
    let alt = alternative ?? UnsafeBufferPointer(start: nil, count: 0)
    guard !source.isEmpty, options.allowsUnsafeLinks || !URLSafety.isDangerous(source) else {
      // No image to show: its description, if it was taken from the text, goes back.
      if descriptionTaken { Self.appendText(alt, breaks: true, out) }
      return
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
    // Written straight into the output: a page of badges makes an image each, and an array
    // per image (the escaped source, the size attributes) cost more than the writing.
    for _ in 0..<max(count, 1) {
      prelude.tags.append(.image, to: out)
      appendEscaped(source, as: .url, to: out)
      out.append("\" alt=\"")
      appendEscaped(alt, as: .attribute, to: out)
      out.append(0x22)
      if let title {
        out.append(" title=\"")
        appendEscaped(title, as: .attribute, to: out)
        out.append(0x22)
      }
      appendSize(width, named: " width=\"", to: out)
      appendSize(height, named: " height=\"", to: out)
      out.append(" />")
    }
  }

  /// ` width="12"` (the name as given, with its leading space, `=` and quote) for a finite
  /// positive size, rounded to whole pixels; nothing otherwise.
  private func appendSize(_ size: Double?, named name: StaticString, to out: ByteBuffer) {
    guard let size, size.isFinite, size > 0 else { return }
    out.append(name)
    out.appendInteger(Int(min(size, 100_000).rounded()))
    out.append(0x22)
  }
}
