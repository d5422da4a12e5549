/// Reading chunks: complete lines, new regions at the parser's boundaries, definitions that
/// re-open held regions, and settling.

extension MarkdownStream {
  /// Appends a chunk's bytes; returns what changed.
  mutating func append(bytes chunk: UnsafeBufferPointer<UInt8>) -> Update {
    precondition(!isFinished, "MarkdownStream: append after finish()")
    guard !chunk.isEmpty else { return Update(settled: [], tailChanged: false) }
    let oldCount = text.count
    if pendingBytes.isEmpty {
      let keep = Self.incompleteSuffixLength(chunk)
      sanitize(
        UnsafeBufferPointer(rebasing: chunk[..<(chunk.count - keep)]), into: &text,
        atStart: !hasStarted)
      pendingBytes = Array(chunk[(chunk.count - keep)...])
      // Only the text's first bytes may be a byte-order mark, even when it is all they are.
      if chunk.count > keep { hasStarted = true }
    } else {
      var joined = pendingBytes
      joined.append(contentsOf: chunk)
      pendingBytes = []
      joined.withUnsafeBufferPointer { all in
        let keep = Self.incompleteSuffixLength(all)
        sanitize(
          UnsafeBufferPointer(rebasing: all[..<(all.count - keep)]), into: &text,
          atStart: !hasStarted)
        pendingBytes = Array(all[(all.count - keep)...])
        if all.count > keep { hasStarted = true }
      }
    }
    guard text.count > oldCount else { return Update(settled: [], tailChanged: false) }
    var settled: [MarkdownDocument] = []
    if let lineEnd = lastCompleteLineEnd(scanningFrom: oldCount), lineEnd > completeEnd {
      let mayClose = searchIsOwed || linesMayCloseEveryBlock(completeEnd, lineEnd)
      completeEnd = lineEnd
      // A search parses the whole tail again, and a line may pass the filter without ending
      // anything (a lazy line, an empty item under a paragraph). So after a search that found
      // no boundary in a long tail, the next one waits until a quarter of the tail is new:
      // whatever the input, searching costs a constant per byte.
      if mayClose {
        searchIsOwed = completeEnd - lastSearchEnd < searchWait
        if !searchIsOwed {
          let before = boundary
          advanceBoundary(settling: &settled)
          lastSearchEnd = completeEnd
          let tail = completeEnd - boundary
          searchWait = boundary == before && tail >= Self.tailSearchedFreely ? tail / 4 : 0
        }
      }
    }
    return Update(settled: settled, tailChanged: true)
  }

  /// The longest tail searched again at every line that asks: longer ones wait after a search
  /// that found nothing (see `append(bytes:)`).
  static let tailSearchedFreely = 512

  /// The length of the incomplete UTF-8 sequence that ends `bytes` (a lead byte and fewer
  /// continuation bytes than it needs), or 0.
  static func incompleteSuffixLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var back = 1
    while back <= min(3, bytes.count) {
      let byte = bytes[bytes.count - back]
      if byte & 0xC0 == 0x80 {
        back += 1
        continue
      }
      let length = byte >= 0xF0 && byte <= 0xF4 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 1
      return byte >= 0xC2 && byte <= 0xF4 && length > back ? back : 0
    }
    return 0
  }

  /// The end of the last complete line, looking at the bytes from `start` on (and the CR
  /// before it), or nil when they complete none.
  func lastCompleteLineEnd(scanningFrom start: Int) -> Int? {
    var index = text.count - 1
    let lowest = max(0, start - 1)
    while index >= lowest {
      let byte = text[index]
      if byte == ASCII.lineFeed { return index + 1 }
      if byte == ASCII.carriageReturn && index + 1 < text.count { return index + 1 }
      index -= 1
    }
    return nil
  }

  /// Whether one of the lines in `text[start..<end]` may be one after which only the
  /// document is open: a blank line, an ATX heading, a thematic break, a closing fence, or a
  /// line that may end an HTML block. Only then is the block phase run to find boundaries;
  /// a boundary this misses is found at a later line (any later boundary is as good), so it
  /// only has to be cheap and right for the common lines.
  func linesMayCloseEveryBlock(_ start: Int, _ end: Int) -> Bool {
    var lineStart = start
    while lineStart < end {
      var lineEnd = lineStart
      while lineEnd < end && !ASCII.isLineEnding(text[lineEnd]) { lineEnd += 1 }
      if Self.lineMayEnd(openBlock, text, lineStart, lineEnd)
        && Self.lineMayCloseEveryBlock(text, lineStart, lineEnd, after: openBlock)
      {
        return true
      }
      lineStart = lineEnd + 1
    }
    return false
  }

  /// Whether `text[start..<end]` may end `block`, the block the last search left open at the
  /// top level (or the line starts something that does).
  static func lineMayEnd(
    _ block: OpenTopLevelBlock, _ text: [UInt8], _ start: Int, _ end: Int
  ) -> Bool {
    var first = start
    var indent = 0
    while first < end && ASCII.isSpaceOrTab(text[first]) {
      indent += text[first] == ASCII.tab ? CommonMark.tabStop - indent % CommonMark.tabStop : 1
      first += 1
    }
    let blank = first == end
    switch block {
    case .other:
      return true
    case .fence(let character, let length):
      return indent <= CommonMark.maximumBlockIndent
        && StreamRepair.run(of: character, in: text, from: first, to: end) >= length
    case .quote:
      return blank || indent > CommonMark.maximumBlockIndent || text[first] != UInt8(ascii: ">")
    case .footnote:
      return !blank && indent < CommonMark.codeIndent
    case .paragraph:
      return blank || mayStartBlock(text, first, end, indent: indent, interruptingParagraph: true)
    case .table:
      if blank { return true }
      if text[first] == UInt8(ascii: "|") {
        // An empty row (a pipe alone) ends the table.
        var next = first + 1
        while next < end && ASCII.isSpaceOrTab(text[next]) { next += 1 }
        if next == end { return true }
      }
      return mayStartBlock(text, first, end, indent: indent, interruptingParagraph: false)
    case .htmlBlock(let kind):
      guard kind <= HTMLBlockKind.cdata else { return blank }
      return text.withUnsafeBufferPointer { htmlBlockEnds(kind, $0, start, end) }
    case .list(let ordered, let delimiter, let contentColumn):
      guard !blank && indent < contentColumn else { return false }
      return !isItem(of: ordered, delimiter, text, first, end)
    }
  }

  /// Whether the line whose first non-blank byte is `text[first]`, `indent` columns in, may
  /// start a block (§4–5): a heading, fence, thematic break, setext underline, quote, list
  /// item, HTML block, footnote definition, or (not after a paragraph) indented code. Errs
  /// towards yes; a no only has to be right.
  static func mayStartBlock(
    _ text: [UInt8], _ first: Int, _ end: Int, indent: Int, interruptingParagraph: Bool
  ) -> Bool {
    guard indent <= CommonMark.maximumBlockIndent else { return !interruptingParagraph }
    let lead = text[first]
    let next: UInt8 = first + 1 < end ? text[first + 1] : ASCII.lineFeed
    let markerFollows = ASCII.isSpaceOrTab(next) || ASCII.isLineEnding(next)
    switch lead {
    case UInt8(ascii: ">"):
      return true
    case UInt8(ascii: "#"):
      let hashes = StreamRepair.run(of: lead, in: text, from: first, to: end)
      guard hashes <= CommonMark.maximumHeadingLevel else { return false }
      return first + hashes == end || ASCII.isSpaceOrTab(text[first + hashes])
    case UInt8(ascii: "`"), UInt8(ascii: "~"):
      return StreamRepair.run(of: lead, in: text, from: first, to: end)
        >= CommonMark.minimumFenceLength
    case UInt8(ascii: "="):
      // A setext underline: equals signs, then only spaces.
      guard interruptingParagraph else { return false }
      let run = StreamRepair.run(of: lead, in: text, from: first, to: end)
      return (first + run..<end).allSatisfy { ASCII.isSpaceOrTab(text[$0]) }
    case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "+"):
      // A list item, or a thematic break or setext underline: the marker and spaces only.
      if lead != UInt8(ascii: "_") && markerFollows { return true }
      guard lead != UInt8(ascii: "+") else { return false }
      return (first..<end).allSatisfy { text[$0] == lead || ASCII.isSpaceOrTab(text[$0]) }
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      // An ordered item; one interrupting a paragraph starts at 1.
      var index = first
      while index < end && index - first < CommonMark.maximumListStartDigits
        && ASCII.isDigit(text[index])
      {
        index += 1
      }
      guard index < end, text[index] == UInt8(ascii: ".") || text[index] == UInt8(ascii: ")")
      else { return false }
      guard index + 1 == end || ASCII.isSpaceOrTab(text[index + 1]) else { return false }
      return !interruptingParagraph || (index == first + 1 && lead == UInt8(ascii: "1"))
    case ASCII.lessThan:
      return text.withUnsafeBufferPointer {
        htmlBlockStart($0, first, end, allow7: !interruptingParagraph) != 0
      }
    case UInt8(ascii: "["):
      return next == UInt8(ascii: "^")
    default:
      return false
    }
  }

  /// Whether `text[first..<end]` starts with a list marker of the list's kind (§5.2).
  static func isItem(
    of ordered: Bool, _ delimiter: UInt8, _ text: [UInt8], _ first: Int, _ end: Int
  ) -> Bool {
    var index = first
    if ordered {
      while index < end && index - first < CommonMark.maximumListStartDigits
        && text[index] >= UInt8(ascii: "0") && text[index] <= UInt8(ascii: "9")
      {
        index += 1
      }
      guard index > first else { return false }
    }
    guard index < end && text[index] == delimiter else { return false }
    index += 1
    return index == end || ASCII.isSpaceOrTab(text[index])
  }

  /// See `linesMayCloseEveryBlock`: one line, `text[start..<end]`, its line ending excluded.
  static func lineMayCloseEveryBlock(
    _ text: [UInt8], _ start: Int, _ end: Int, after block: OpenTopLevelBlock
  ) -> Bool {
    // A line that ends the open container starts or continues the block after it; whether
    // that one is closed shows at a later line, so search now.
    if case .other = block {} else { return true }
    var first = start
    while first < end && ASCII.isSpaceOrTab(text[first]) { first += 1 }
    guard first < end else { return true }
    guard first - start <= CommonMark.maximumBlockIndent else { return false }
    let lead = text[first]
    switch lead {
    case UInt8(ascii: "#"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "<"):
      return true
    case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "_"):
      // A thematic break: the marker and spaces only.
      for index in first..<end where text[index] != lead && !ASCII.isSpaceOrTab(text[index]) {
        return false
      }
      return true
    default:
      // The end of an HTML block that started on an earlier line (`-->`, `?>`, `]]>`, `>`,
      // `</pre>`, …).
      for index in first..<end where text[index] == UInt8(ascii: ">") { return true }
      return false
    }
  }

  /// Finds the parser's boundaries in the complete lines after the last one, and makes the
  /// text before each a region.
  mutating func advanceBoundary(settling settled: inout [MarkdownDocument]) {
    let start = boundary
    let firstLine = boundaryLine + 1
    let extensions = options.extensions
    searchedByteCount += completeEnd - start
    let (boundaries, fence) = text.withUnsafeBufferPointer { all in
      var parser = BlockParser(
        UnsafeBufferPointer(rebasing: all[start..<completeEnd]), extensions: extensions)
      return (parser.runBoundaries(firstLine: firstLine), parser.openTopLevelBlock)
    }
    openBlock = fence
    guard !boundaries.isEmpty else { return }
    var newKeys: [[UInt8]] = []
    var newFootnotes: [[UInt8]] = []
    for found in boundaries {
      let end = start + found.offset
      guard end > boundary else { continue }
      let region = parseRegion(boundary, end, firstLine: boundaryLine + 1, newKeys: &newKeys)
      boundary = end
      boundaryLine = found.line
      boundaryLineLength = found.lineLength
      // Blank lines and definitions alone leave nothing to show or to wait for.
      guard region.visibleBlockCount > 0 || region.hasFootnotes else { continue }
      addRegion(region, newFootnotes: &newFootnotes)
    }
    reopenHeldRegions(newKeys: newKeys, newFootnotes: newFootnotes)
    settleRegions(into: &settled)
  }

  /// Parses `text[start..<end]`, whose first line is `firstLine`, with the final definitions
  /// known.
  func parsePiece(_ start: Int, _ end: Int, firstLine: Int32) -> PieceParse {
    parsePiece(start, end, firstLine: firstLine, references: references)
  }

  /// The region of `text[start..<end]`, with its link reference definitions, whose first
  /// line is `firstLine`.
  mutating func parseRegion(
    _ start: Int, _ end: Int, firstLine: Int32, newKeys: inout [[UInt8]]
  ) -> StreamRegion {
    let piece = parsePiece(start, end, firstLine: firstLine)
    for definition in piece.definitions {
      let slot = references.position(of: definition.label)
      if !slot.isStored {
        references.insert(definition.label, definition.reference, at: slot)
        newKeys.append(definition.label)
      }
    }
    return StreamRegion(
      start: start, end: end, firstLine: firstLine, piece: piece,
      caretLabelsHold: !options.extensions.contains(.footnotes))
  }

  /// Adds a new region: its footnote definitions, and what it waits for.
  mutating func addRegion(_ region: StreamRegion, newFootnotes: inout [[UInt8]]) {
    var region = region
    for definition in region.footnoteDefinitions where footnoteLabels[definition.key] == nil {
      footnoteLabels[definition.key] = definition.label
      newFootnotes.append(definition.key)
    }
    if region.hasFootnotes { hasFootnotes = true }
    let index = regions.count
    region.missingFootnotes = Set(
      region.footnoteReferenceKeys.filter { footnoteLabels[$0] == nil })
    for label in region.missedLabels { waitingForReference[label, default: []].insert(index) }
    for label in region.missingFootnotes { waitingForFootnote[label, default: []].insert(index) }
    region.parsedAtTextCount = text.count
    regions.append(region)
  }

  /// Marks stale the held regions that missed a label now defined (they are parsed again
  /// when they come next to settle, or for a view of the document), and marks found the
  /// footnote definitions they waited for.
  mutating func reopenHeldRegions(newKeys: [[UInt8]], newFootnotes: [[UInt8]]) {
    for key in newFootnotes {
      for index in waitingForFootnote.removeValue(forKey: key) ?? [] {
        regions[index].missingFootnotes.remove(key)
      }
    }
    var affected: Set<Int> = []
    for key in newKeys {
      for index in waitingForReference.removeValue(forKey: key) ?? [] { affected.insert(index) }
    }
    for index in affected { regions[index].isStale = true }
  }

  /// Parses region `index` again with the definitions known now.
  mutating func reparseRegion(_ index: Int) {
    let region = regions[index]
    for label in region.missedLabels { waitingForReference[label]?.remove(index) }
    for label in region.missingFootnotes { waitingForFootnote[label]?.remove(index) }
    // Parsing again defines nothing new: the region's definitions were stored the first time.
    let piece = parsePiece(region.start, region.end, firstLine: region.firstLine)
    regions[index].replaceTree(with: piece)
    regions[index].isStale = false
    regions[index].parsedAtTextCount = text.count
    regions[index].reparseCount += 1
    regions[index].missingFootnotes = Set(
      regions[index].footnoteReferenceKeys.filter { footnoteLabels[$0] == nil })
    for label in regions[index].missedLabels {
      waitingForReference[label, default: []].insert(index)
    }
    for label in regions[index].missingFootnotes {
      waitingForFootnote[label, default: []].insert(index)
    }
  }

  /// Settles the regions after the settled ones up to the first held one, parsing the next
  /// one again first when it is stale. After its first time, a region is parsed again only
  /// once as many bytes arrived since its last parse as it holds: one re-opened definition
  /// after definition then costs no more than the text that brought them (the views parse a
  /// stale region themselves, so nothing waits but settling).
  mutating func settleRegions(into settled: inout [MarkdownDocument]) {
    while settledRegionCount < regions.count {
      let index = settledRegionCount
      if regions[index].isStale {
        let region = regions[index]
        guard
          region.reparseCount == 0
            || text.count - region.parsedAtTextCount >= region.end - region.start
        else { break }
        reparseRegion(index)
      }
      guard !regions[index].isHeld else { break }
      let region = regions[index]
      let fragment = numbering.settle(region, definitionLabels: footnoteLabels)
      settledRegionCount += 1
      settledBlockCount += region.visibleBlockCount
      // The tree stays for assembling the document; the settled fragment is what callers see.
      if region.visibleBlockCount > 0 {
        settled.append(fragment)
        settledFragments.append(fragment)
        settledEnd = (region.lastLine, region.lastLineLength)
      }
    }
  }
}
