import Typeset
import TypesetSupport

extension TextLayout {
  /// How text is cut: flowing text wraps at spaces, code keeps its spaces and tab stops.
  enum Mode {
    case flowing
    case code(tabWidth: Int)
  }

  /// What one append needs from the rendering: styles, links, and how to show them.
  struct Context {
    var mode: Mode = .flowing
    /// A variant every style of the text is drawn in (headings), or `nil`.
    var variant: StyleVariant?
    /// Whether links become numbered references rather than OSC 8 hyperlinks.
    var usesReferences = false
  }

  /// Appends a range of the document's shared text as segments, sanitised: C0 controls but
  /// newline and tab, DEL, C1 controls and a bare CR are shown in caret notation (`^[`, `^?`,
  /// `^M`; a C1 control is shown as the ESC sequence it stands for, U+009B as `^[[`), drawn
  /// faint; U+2028 and U+2029 break the line. Adds the reference numbers first used here
  /// (hyperlinks off) to `references`.
  mutating func append(
    _ range: Range<Int>, of text: inout SharedText, styles: inout TerminalStyleTable,
    links: inout LinkTable, context: Context, references: inout [Int32]
  ) {
    // Nothing merges with what an earlier block left.
    lastIsIsolated = true
    openWideRun = -1
    firstSegmentOfAppend = segments.count
    column = 0
    guard !range.isEmpty else { return }
    var state = RunState(blockStart: range.lowerBound)
    // The document's own bytes, read in place (the array is held, not copied).
    let textBytes = text.bytes
    textBytes.withUnsafeBufferPointer { buffer in
      let runCount = text.runs.count
      var run = text.firstRun(endingAfter: range.lowerBound)
      while run < runCount {
        let start = max(run == 0 ? 0 : text.runs[run - 1].end, range.lowerBound)
        guard start < range.upperBound else { break }
        let end = min(text.runs[run].end, range.upperBound)
        let (styleIndex, target) = text.style(
          ofRun: run, id: text.runs[run].styleID, variant: context.variant, table: &styles,
          links: &links)
        run += 1
        var link: Int32 = -1
        if target >= 0 {
          // Adjacent runs with one target are one link (`[**a** b](u)`).
          link =
            state.link >= 0 && links.occurrences[Int(state.link)] == target
            ? state.link : links.addOccurrence(of: target)
        }
        if link != state.link {
          finishLink(&state, styles: &styles, links: &links, context: context, into: &references)
          state.link = link
          state.linkTextStart = bytes.count
          state.linkStyle = styleIndex
        }
        appendRun(
          buffer, range: start..<end, style: styleIndex,
          script: styles.script(of: styleIndex), link: link, styles: &styles, context: context,
          state: &state)
      }
    }
    finishLink(&state, styles: &styles, links: &links, context: context, into: &references)
  }

  /// What segmenting carries from run to run.
  struct RunState {
    /// Where the block's text starts in the shared text: nothing before it is the block's.
    var blockStart = 0
    var link: Int32 = -1
    var linkTextStart = 0
    var linkStyle: Int32 = 0
    /// The next word may start a line without a space (after a wide character).
    var breaksAfterWide = false
    /// The last character was wide opening punctuation (`「`): no line may end after it.
    var afterOpening = false
  }

  /// With references on, ends a link's text with its number, `[n]`, unless the text is the URL
  /// itself (an autolink).
  mutating func finishLink(
    _ state: inout RunState, styles: inout TerminalStyleTable, links: inout LinkTable,
    context: Context, into references: inout [Int32]
  ) {
    guard context.usesReferences, state.link >= 0 else { return }
    let shown = bytes.slice(state.linkTextStart..<bytes.count)
    let showsURL = links.withURL(of: state.link) { url in
      ByteComparison.equal(shown, url)
        || url.starts(with: "mailto:".utf8)
          && ByteComparison.equal(shown, UnsafeBufferPointer(rebasing: url[7...]))
    }
    if showsURL { return }
    let (number, isNew) = links.referenceNumber(of: state.link)
    if isNew { references.append(state.link) }
    let label = Array("[\(number)]".utf8)
    let style = styles.index(of: .control, over: state.linkStyle)
    appendWord(label, width: label.count, style: style, link: -1, breaksBefore: false)
  }

  /// Appends one run's bytes.
  mutating func appendRun(
    _ buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, style: Int32,
    script: TerminalStyle.Script, link: Int32, styles: inout TerminalStyleTable,
    context: Context, state: inout RunState
  ) {
    var isCode = false
    var tabWidth = 4
    if case .code(let width) = context.mode {
      isCode = true
      tabWidth = max(width, 1)
    }
    var index = range.lowerBound
    let end = range.upperBound
    while index < end {
      let byte = buffer[index]
      if byte > 0x20 && byte < 0x7F {
        // A stretch of printable ASCII, copied at once.
        var stop = index + 1
        while stop < end, buffer[stop] > 0x20, buffer[stop] < 0x7F { stop += 1 }
        let breaks = state.breaksAfterWide && !Self.isClosingPunctuation(UInt32(byte))
        state.breaksAfterWide = false
        state.afterOpening = false
        if script == .normal {
          appendWord(
            UnsafeBufferPointer(rebasing: buffer[index..<stop]), width: stop - index,
            style: style, link: link, breaksBefore: breaks)
        } else {
          var mapped: [UInt8] = []
          for byte in buffer[index..<stop] { Self.appendScript(byte, script, to: &mapped) }
          appendWord(mapped, width: stop - index, style: style, link: link, breaksBefore: breaks)
        }
        index = stop
        continue
      }
      if byte == 0x20 || (byte == 0x09 && !isCode) {
        var stop = index + 1
        while stop < end, buffer[stop] == 0x20 || (buffer[stop] == 0x09 && !isCode) { stop += 1 }
        if isCode {
          appendWord(
            repeatElement(0x20, count: stop - index), width: stop - index, style: style,
            link: link, breaksBefore: false)
        } else {
          appendSpace(width: stop - index, style: style, link: link)
        }
        state.breaksAfterWide = false
        state.afterOpening = false
        index = stop
        continue
      }
      if byte == 0x09 {
        let count = tabWidth - column % tabWidth
        appendWord(
          repeatElement(0x20, count: count), width: count, style: style, link: link,
          breaksBefore: false)
        index += 1
        continue
      }
      if byte == 0x0A {
        appendLineBreak(style: style, link: link)
        state.breaksAfterWide = false
        state.afterOpening = false
        index += 1
        continue
      }
      if byte < 0x80 {
        // C0 controls and DEL; CR before LF is part of the line end.
        if byte == 0x0D, index + 1 < end, buffer[index + 1] == 0x0A {
          index += 1
          continue
        }
        var notation: [UInt8] = []
        VisibleControls.appendCaretNotation(of: UInt32(byte), to: &notation)
        appendControl(notation, base: style, link: link, styles: &styles)
        index += 1
        continue
      }
      // The stretch of non-ASCII bytes.
      let stop = ByteScanner.ascii.firstIndex(in: buffer, from: index + 1, to: end)
      appendNonASCII(
        buffer, range: index..<stop, style: style,
        link: link, styles: &styles, state: &state)
      index = stop
    }
  }

  /// Appends a stretch of non-ASCII bytes, one grapheme cluster at a time.
  mutating func appendNonASCII(
    _ buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, style: Int32,
    link: Int32, styles: inout TerminalStyleTable, state: inout RunState
  ) {
    // Scalars that are clusters of their own go the fast way; from the first that is not, the
    // text is read cluster by cluster up to the next boundary that is certain, then the fast
    // way again.
    var position = range.lowerBound
    while position < range.upperBound {
      var start = appendSingleScalarClusters(
        buffer, range: position..<range.upperBound, style: style, link: link, styles: &styles,
        state: &state)
      guard start < range.upperBound, let base = buffer.baseAddress else { return }
      let end = Self.certainBoundary(after: start, in: base, before: range.upperBound)
      // A cluster may start at the ASCII character before the stretch ("e" + U+0301, "1" +
      // U+FE0F + U+20E3): measure from there and count only the change in width.
      var countedBase = false
      if start > state.blockStart, buffer[start - 1] > 0x20, buffer[start - 1] < 0x7F,
        let last = segments.last, last.kind == .word, last.style == style, last.link == link,
        !last.isControl, Int(last.end) == bytes.count
      {
        start -= 1
        countedBase = true
      }
      // Only this part is read as a string: clusters end at its end.
      let part = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
      var offset = start
      for character in part {
        let length = character.utf8.count
        defer { offset += length }
        let scalars = character.unicodeScalars
        if countedBase {
          countedBase = false
          let width = DisplayWidth.clusterColumns(scalars)
          if width != 1, var last = segments.popLast() {
            last.width += Int32(width - 1)
            column += width - 1
            segments.append(last)
          }
          let rest = UnsafeBufferPointer(rebasing: buffer[(offset + 1)..<(offset + length)])
          bytes.append(rest)
          segments[segments.count - 1].end = Int32(bytes.count)
          continue
        }
        appendCluster(
          UnsafeBufferPointer(rebasing: buffer[offset..<(offset + length)]),
          first: scalars.first!.value, width: DisplayWidth.clusterColumns(scalars),
          isBidi: scalars.contains { Self.isBidiControl($0.value) }, style: style, link: link,
          styles: &styles, state: &state)
      }
      position = end
    }
  }

  /// The first offset after `start` and before `end` that lies between two scalars each a
  /// cluster of their own, or `end`. Neither extends the other nor is joined to it (such
  /// scalars are no joiner, mark, jamo, prepended sign or regional indicator), so a cluster
  /// ends there whatever the text around.
  static func certainBoundary(
    after start: Int, in base: UnsafePointer<UInt8>, before end: Int
  ) -> Int {
    var offset = start
    var previousIsSingle = false
    while offset < end {
      let (value, length) = UTF8Decoding.scalar(at: offset, in: base, count: end)
      // Bytes that are not UTF-8 are left to the standard library with all after them.
      guard length > 0 else { return end }
      let isSingle = DisplayWidth.isSingleScalarCluster(value)
      if isSingle && previousIsSingle { return offset }
      previousIsSingle = isSingle
      offset += length
    }
    return end
  }

  /// Appends the scalars at the start of the stretch `range` of `buffer` that are each a
  /// cluster of their own (``DisplayWidth/isSingleScalarCluster(_:)``), decoding the bytes in
  /// place, and returns where the rest starts (`range.upperBound` when none is left). A
  /// scalar that is not such may extend the one before it (東 + U+0301), so the rest starts
  /// at that one. Text in Chinese, Japanese or Korean, accented Latin, Cyrillic, common
  /// emoji and image boxes go this way, without the standard library's grapheme breaking.
  private mutating func appendSingleScalarClusters(
    _ buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, style: Int32, link: Int32,
    styles: inout TerminalStyleTable, state: inout RunState
  ) -> Int {
    guard let base = buffer.baseAddress else { return range.lowerBound }
    var offset = range.lowerBound
    // The last scalar read, appended once the next one is known not to extend it.
    var held: (start: Int, value: UInt32, length: Int)?
    while offset < range.upperBound {
      // Ideographs, Hangul syllables and kana, most of such text, go as whole runs: each is wide,
      // a cluster of its own and binds to neither neighbour. The last is held, as any scalar.
      let runEnd = Self.ideographRunEnd(from: offset, in: base, before: range.upperBound)
      if runEnd > offset {
        if let before = held {
          appendScalarCluster(
            before, base: base, style: style, link: link, styles: &styles, state: &state)
          held = nil
        }
        // A run no opening punctuation glues to, followed by ASCII or by the end of the style
        // run (nothing that could extend its last character), is wide characters that bind to
        // neither side throughout: one append, as each alone would give (Korean words between
        // spaces, mostly).
        if !state.afterOpening && (runEnd == range.upperBound || base[runEnd] < 0x80) {
          appendWideRun(
            UnsafeBufferPointer(start: base + offset, count: runEnd &- offset),
            count: (runEnd &- offset) / 3, style: style, link: link)
          state.breaksAfterWide = true
          offset = runEnd
          continue
        }
        // The first goes as any scalar (opening punctuation before may glue it), the ones
        // after it but the last join its run at once.
        let last = runEnd &- 3
        if last > offset {
          appendScalarCluster(
            (offset, UTF8Decoding.scalar(at: offset, in: base, count: last).value, 3),
            base: base, style: style, link: link, styles: &styles, state: &state)
        }
        if last > offset &+ 3 {
          appendWideRun(
            UnsafeBufferPointer(start: base + (offset &+ 3), count: last &- offset &- 3),
            count: (last &- offset &- 3) / 3, style: style, link: link)
        }
        held = (last, UTF8Decoding.scalar(at: last, in: base, count: runEnd).value, 3)
        offset = runEnd
        continue
      }
      let (value, length) = UTF8Decoding.scalar(at: offset, in: base, count: range.upperBound)
      guard length > 0, DisplayWidth.isSingleScalarCluster(value) else {
        // A scalar that extends the one held, or starts a cluster of several: clusters of
        // the common kinds (accents, emoji with modifiers, flags, ZWJ sequences) are read
        // here; the rest by the standard library's grapheme breaking.
        let clusterStart = held?.start ?? offset
        guard length > 0,
          let (end, width) = DisplayWidth.knownCluster(
            at: clusterStart, in: base, before: range.upperBound)
        else { return clusterStart }
        appendCluster(
          UnsafeBufferPointer(start: base + clusterStart, count: end &- clusterStart),
          first: held?.value ?? value, width: width, isBidi: false, style: style, link: link,
          styles: &styles, state: &state)
        held = nil
        offset = end
        continue
      }
      if let held {
        appendScalarCluster(
          held, base: base, style: style, link: link, styles: &styles, state: &state)
      }
      held = (offset, value, length)
      offset += length
    }
    if let held {
      appendScalarCluster(
        held, base: base, style: style, link: link, styles: &styles, state: &state)
    }
    return offset
  }

  /// The end of the run of CJK unified ideographs (U+4E00–U+9FFF), Hangul syllables
  /// (U+AC00–U+D7A3) and kana (hiragana U+3041–U+3096 and katakana U+30A1–U+30FA, without the
  /// small ones no line may start with) that starts at `start`, three bytes each, or `start`
  /// when none does.
  @inline(__always) static func ideographRunEnd(
    from start: Int, in base: UnsafePointer<UInt8>, before end: Int
  ) -> Int {
    var offset = start
    while offset &+ 2 < end {
      let lead = base[offset]
      let second = base[offset &+ 1]
      let third = base[offset &+ 2]
      guard lead & 0xF0 == 0xE0, second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { break }
      let value = UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
      if value &- 0x4E00 > 0x9FFF - 0x4E00 && value &- 0xAC00 > 0xD7A3 - 0xAC00 {
        // Kana but the voicing marks around U+309A and the small ones that close a line.
        guard value &- 0x3041 <= 0x30FA - 0x3041, value &- 0x3097 > 0x30A0 - 0x3097,
          !isClosingPunctuation(value)
        else { break }
      }
      offset &+= 3
    }
    return offset
  }

  /// Appends one scalar that is a cluster of its own.
  @inline(__always) private mutating func appendScalarCluster(
    _ scalar: (start: Int, value: UInt32, length: Int), base: UnsafePointer<UInt8>,
    style: Int32, link: Int32, styles: inout TerminalStyleTable, state: inout RunState
  ) {
    appendCluster(
      UnsafeBufferPointer(start: base + scalar.start, count: scalar.length), first: scalar.value,
      width: DisplayWidth.scalarColumns(scalar.value), isBidi: false, style: style, link: link,
      styles: &styles, state: &state)
  }

  /// Appends one grapheme cluster: its bytes, the value of its first scalar, its width in
  /// columns and whether it holds a bidirectional control.
  private mutating func appendCluster(
    _ clusterBytes: UnsafeBufferPointer<UInt8>, first: UInt32, width: Int, isBidi: Bool,
    style: Int32, link: Int32, styles: inout TerminalStyleTable, state: inout RunState
  ) {
    if first >= 0x80 && first <= 0x9F {
      var notation: [UInt8] = []
      VisibleControls.appendCaretNotation(of: first, to: &notation)
      appendControl(notation, base: style, link: link, styles: &styles)
      return
    }
    if first == 0xFFFC {
      // An attachment (an image): a box, then its description.
      appendControl([0xE2, 0x96, 0xA3], width: 1, base: style, link: link, styles: &styles)
      appendSpace(width: 1, style: style, link: link)
      return
    }
    if first == 0x2028 || first == 0x2029 {
      appendLineBreak(style: style, link: link)
      state.breaksAfterWide = false
      state.afterOpening = false
      return
    }
    if width == 2 {
      // A line may break before a wide character unless it is closing punctuation or follows
      // opening punctuation; one that binds to neither side joins the wide run before it.
      let isOpening = Self.isOpeningPunctuation(first)
      let breaks = !state.afterOpening && !Self.isClosingPunctuation(first)
      // Only a cluster of one scalar joins a run (the wrapper counts characters by lead bytes).
      let isOneScalar = clusterBytes.count == (first < 0x10000 ? 3 : 4)
      if breaks && !isOpening && !isBidi && isOneScalar {
        appendWideRun(clusterBytes, count: 1, style: style, link: link)
      } else {
        appendWord(
          clusterBytes, width: 2, style: style, link: link, breaksBefore: breaks, isolated: true)
        if isBidi { segments[segments.count - 1].hasBidiControls = true }
      }
      state.breaksAfterWide = !isOpening
      state.afterOpening = isOpening
      return
    }
    let breaks = state.breaksAfterWide && width > 0 && !Self.isClosingPunctuation(first)
    if width > 0 {
      state.breaksAfterWide = false
      state.afterOpening = false
    }
    appendWord(clusterBytes, width: width, style: style, link: link, breaksBefore: breaks)
    if isBidi { segments[segments.count - 1].hasBidiControls = true }
  }

  // MARK: Segments

  /// Appends word bytes, extending the last word when style and link match.
  mutating func appendWord(
    _ text: some Collection<UInt8>, width: Int, style: Int32, link: Int32, breaksBefore: Bool,
    isolated: Bool = false
  ) {
    column += width
    if !breaksBefore { detachLastWideCharacter() }
    if !breaksBefore, !isolated, var last = segments.last, last.kind == .word,
      last.style == style, last.link == link, !last.isControl, Int(last.end) == bytes.count,
      !lastIsIsolated
    {
      appendBytes(text)
      last.end = Int32(bytes.count)
      last.width += Int32(width)
      segments[segments.count - 1] = last
      return
    }
    let start = Int32(bytes.count)
    appendBytes(text)
    segments.append(
      Segment(
        start: start, end: Int32(bytes.count), width: Int32(width), style: style, link: link,
        kind: .word, breaksBefore: breaksBefore, hasBidiControls: false, isControl: false))
    lastIsIsolated = isolated
  }

  /// Appends `count` wide characters that bind to neither neighbour (`bytes` holds exactly
  /// them), extending the wide run just before when style and link match.
  mutating func appendWideRun(
    _ text: UnsafeBufferPointer<UInt8>, count: Int, style: Int32, link: Int32
  ) {
    column += 2 &* count
    lastIsIsolated = true
    if openWideRun >= 0, openWideRun == segments.count &- 1 {
      let last = segments[openWideRun]
      if last.style == style, last.link == link, Int(last.end) == bytes.count {
        bytes.append(text)
        segments[openWideRun].end = Int32(bytes.count)
        segments[openWideRun].width += Int32(2 &* count)
        return
      }
    }
    let start = Int32(bytes.count)
    bytes.append(text)
    segments.append(
      Segment(
        start: start, end: Int32(bytes.count), width: Int32(2 &* count), style: style,
        link: link, kind: .word, breaksBefore: true, hasBidiControls: false, isControl: false,
        isWideRun: true))
    openWideRun = segments.count &- 1
  }

  /// Before a word glued to the one before it: splits the last wide character off a wide
  /// run into a segment of its own, so the glued word moves with that character alone.
  mutating func detachLastWideCharacter() {
    guard segments.count > firstSegmentOfAppend, let last = segments.last, last.isWideRun,
      last.width > 2
    else { return }
    var split = Int(last.end) &- 1
    while split > Int(last.start), bytes[split] & 0xC0 == 0x80 { split &-= 1 }
    segments[segments.count &- 1].end = Int32(split)
    segments[segments.count &- 1].width &-= 2
    var character = last
    character.start = Int32(split)
    character.width = 2
    segments.append(character)
  }

  /// Appends bytes to the text: in one copy when they are contiguous.
  @inline(__always) private func appendBytes(_ text: some Collection<UInt8>) {
    let bytes = bytes
    if text.withContiguousStorageIfAvailable({ bytes.append($0) }) == nil {
      for byte in text { bytes.append(byte) }
    }
  }

  mutating func appendSpace(width: Int, style: Int32, link: Int32) {
    column += width
    lastIsIsolated = false
    if var last = segments.last, last.kind == .space, Int(last.end) == bytes.count {
      appendSpaces(width)
      last.end = Int32(bytes.count)
      last.width += Int32(width)
      segments[segments.count - 1] = last
      return
    }
    let start = Int32(bytes.count)
    appendSpaces(width)
    segments.append(
      Segment(
        start: start, end: Int32(bytes.count), width: Int32(width), style: style, link: link,
        kind: .space, breaksBefore: false, hasBidiControls: false, isControl: false))
  }

  @inline(__always) private mutating func appendSpaces(_ count: Int) {
    if count == 1 {
      bytes.append(0x20)
    } else {
      bytes.append(0x20, repeats: count)
    }
  }

  mutating func appendLineBreak(style: Int32, link: Int32) {
    column = 0
    lastIsIsolated = false
    let start = Int32(bytes.count)
    segments.append(
      Segment(
        start: start, end: start, width: 0, style: style, link: link, kind: .lineBreak,
        breaksBefore: true, hasBidiControls: false, isControl: false))
  }

  mutating func appendControl(
    _ notation: [UInt8], width: Int? = nil, base: Int32, link: Int32,
    styles: inout TerminalStyleTable
  ) {
    let width = width ?? notation.count
    column += width
    detachLastWideCharacter()
    lastIsIsolated = false
    let start = Int32(bytes.count)
    bytes.append(notation)
    segments.append(
      Segment(
        start: start, end: Int32(bytes.count), width: Int32(width),
        style: styles.index(of: .control, over: base), link: link, kind: .word,
        breaksBefore: false, hasBidiControls: false, isControl: true))
  }

  // MARK: Character classes

  /// LRE, RLE, PDF, LRO, RLO and the isolates LRI, RLI, FSI, PDI.
  static func isBidiControl(_ value: UInt32) -> Bool {
    (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  /// Punctuation no line may start with: `、。，．：；？！）」』】〉》〕` and their ASCII kin.
  static func isClosingPunctuation(_ value: UInt32) -> Bool {
    // Ideographs and Hangul syllables, most wide text, lie between the two punctuation blocks.
    if value > 0x30FC && value < 0xFF01 { return false }
    return switch value {
    case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: true
    case 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019: true
    case 0x30FC, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D: true
    case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087: true
    default: false
    }
  }

  /// Punctuation no line may end with: `（「『【〈《〔`.
  static func isOpeningPunctuation(_ value: UInt32) -> Bool {
    if value > 0x3018 && value < 0xFF08 { return false }
    return switch value {
    case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0xFF08, 0xFF3B, 0xFF5B:
      true
    default: false
    }
  }

  /// Appends an ASCII byte as a superscript or subscript character where Unicode has one.
  static func appendScript(_ byte: UInt8, _ script: TerminalStyle.Script, to output: inout [UInt8])
  {
    let superscripts: [UInt32] = [
      0x2070, 0x00B9, 0x00B2, 0x00B3, 0x2074, 0x2075, 0x2076, 0x2077, 0x2078, 0x2079,
    ]
    var value: UInt32?
    switch byte {
    case 0x30...0x39:
      value =
        script == .superscript ? superscripts[Int(byte - 0x30)] : 0x2080 + UInt32(byte - 0x30)
    case 0x2B: value = script == .superscript ? 0x207A : 0x208A
    case 0x2D: value = script == .superscript ? 0x207B : 0x208B
    case 0x3D: value = script == .superscript ? 0x207C : 0x208C
    case 0x28: value = script == .superscript ? 0x207D : 0x208D
    case 0x29: value = script == .superscript ? 0x207E : 0x208E
    default: value = nil
    }
    guard let value, let scalar = Unicode.Scalar(value) else {
      output.append(byte)
      return
    }
    output.append(contentsOf: String(Character(scalar)).utf8)
  }
}
