extension TextLayout {
  /// Wraps segments into lines of at most `width` columns; returns the range of new lines.
  ///
  /// Greedy: a word goes on the current line if it fits after the spaces before it, else it
  /// starts the next line; the spaces at a break are dropped, so no line ends in a space. A
  /// word wider than a whole line is broken between grapheme clusters. A word that is glued to
  /// the one before (no space, no `breaksBefore`) moves with it.
  mutating func wrap(_ range: Range<Int>, width: Int) -> Range<Int> {
    let firstLine = lines.count
    var wrapper = Wrapper(width: max(width, 1), lineStart: pieces.count)
    var index = range.lowerBound
    var spaceStart = -1
    var spaceWidth = 0
    while index < range.upperBound {
      let segment = segments[index]
      switch segment.kind {
      case .lineBreak:
        endLine(&wrapper)
        spaceStart = -1
        spaceWidth = 0
        index += 1
        continue
      case .space:
        if spaceStart < 0 { spaceStart = index }
        spaceWidth += Int(segment.width)
        index += 1
        continue
      case .word:
        break
      }
      if segment.isWideRun, segment.width > 2 {
        // Nothing is glued to a wide run, and a line breaks inside it between any two: its
        // first character is the unit that follows the spaces.
        placeSpaces(spaceStart..<index, width: spaceWidth, before: 2, &wrapper)
        spaceStart = -1
        spaceWidth = 0
        placeWideRun(segment, &wrapper)
        index += 1
        continue
      }
      var unitEnd = index + 1
      var unitWidth = Int(segment.width)
      while unitEnd < range.upperBound, segments[unitEnd].kind == .word,
        !segments[unitEnd].breaksBefore
      {
        unitWidth += Int(segments[unitEnd].width)
        unitEnd += 1
      }
      placeSpaces(spaceStart..<index, width: spaceWidth, before: unitWidth, &wrapper)
      spaceStart = -1
      spaceWidth = 0
      if wrapper.lineWidth + unitWidth <= wrapper.width {
        for word in index..<unitEnd { appendPiece(segments[word], &wrapper) }
      } else {
        for word in index..<unitEnd { breakWord(segments[word], &wrapper) }
      }
      index = unitEnd
    }
    if wrapper.lineStart < pieces.count || lines.count == firstLine { endLine(&wrapper) }
    return firstLine..<lines.count
  }

  /// The widest line the segments make when nothing wraps, and their widest unbreakable unit.
  func measure(_ range: Range<Int>) -> (natural: Int, longestWord: Int) {
    var natural = 0
    var line = 0
    var word = 0
    var longest = 0
    for index in range {
      let segment = segments[index]
      switch segment.kind {
      case .lineBreak:
        natural = max(natural, line)
        line = 0
        word = 0
      case .space:
        line += Int(segment.width)
        word = 0
      case .word:
        line += Int(segment.width)
        // A wide run breaks between its characters: its last one is the unit going on.
        let unit = segment.isWideRun ? min(Int(segment.width), 2) : Int(segment.width)
        word = segment.breaksBefore ? unit : word + unit
        longest = max(longest, word)
      }
    }
    return (max(natural, line), longest)
  }

  struct Wrapper {
    let width: Int
    var lineStart: Int
    var lineWidth = 0
  }

  private mutating func endLine(_ wrapper: inout Wrapper) {
    lines.append(Line(pieces: wrapper.lineStart..<pieces.count, width: wrapper.lineWidth))
    wrapper.lineStart = pieces.count
    wrapper.lineWidth = 0
  }

  private mutating func appendPiece(_ segment: Segment, _ wrapper: inout Wrapper) {
    appendPiece(segment, start: segment.start, end: segment.end, wrapper: &wrapper)
    wrapper.lineWidth += Int(segment.width)
  }

  private mutating func appendPiece(
    _ segment: Segment, start: Int32, end: Int32, wrapper: inout Wrapper
  ) {
    // A piece with bidirectional controls ends with its word, where they are closed.
    if pieces.count > wrapper.lineStart, var last = pieces.last, last.end == start,
      last.style == segment.style, last.link == segment.link, !last.hasBidiControls,
      !segment.hasBidiControls
    {
      last.end = end
      last.hasBidiControls = last.hasBidiControls || segment.hasBidiControls
      pieces[pieces.count - 1] = last
      return
    }
    pieces.append(
      Piece(
        start: start, end: end, style: segment.style, link: segment.link,
        hasBidiControls: segment.hasBidiControls))
  }

  /// Before a unit `unitWidth` columns wide: keeps the spaces before it (segments `spaces`,
  /// `width` columns; a lower bound below 0 for none) when both fit on the line, else ends
  /// the line there, dropping them. At the start of a line there is nothing to do.
  private mutating func placeSpaces(
    _ spaces: Range<Int>, width: Int, before unitWidth: Int, _ wrapper: inout Wrapper
  ) {
    guard wrapper.lineWidth > 0 else { return }
    if wrapper.lineWidth + width + unitWidth <= wrapper.width {
      if spaces.lowerBound >= 0 {
        for space in spaces { appendPiece(segments[space], &wrapper) }
      }
    } else {
      endLine(&wrapper)
    }
  }

  /// Places a wide run on as many lines as it takes, as many characters on each as fit (one at
  /// least, on a line narrower than two columns).
  private mutating func placeWideRun(_ segment: Segment, _ wrapper: inout Wrapper) {
    let count = Int(segment.width) / 2
    // Three bytes a character (ideographs, Hangul, kana) is the rule; emoji take four.
    let uniform = Int(segment.end - segment.start) == 3 * count
    var position = segment.start
    var placed = 0
    while placed < count {
      var room = (wrapper.width - wrapper.lineWidth) / 2
      if room <= 0 {
        if wrapper.lineWidth > 0 {
          endLine(&wrapper)
          continue
        }
        room = 1
      }
      let take = min(room, count - placed)
      var stop = position
      if uniform {
        stop += Int32(3 * take)
      } else {
        for _ in 0..<take {
          stop += 1
          while stop < segment.end, bytes[Int(stop)] & 0xC0 == 0x80 { stop += 1 }
        }
      }
      appendPiece(segment, start: position, end: stop, wrapper: &wrapper)
      wrapper.lineWidth += 2 * take
      placed += take
      position = stop
    }
  }

  /// Places a word cluster by cluster, starting a new line where the next one does not fit.
  private mutating func breakWord(_ segment: Segment, _ wrapper: inout Wrapper) {
    let count = Int(segment.end - segment.start)
    if segment.isControl || Int(segment.width) == count {
      // Visible notation, or one column per byte (ASCII): every byte is a cluster.
      if segment.isControl
        || !bytes.slice(Int(segment.start)..<Int(segment.end)).contains(where: {
          $0 >= 0x80
        })
      {
        if segment.isControl {
          if wrapper.lineWidth > 0, wrapper.lineWidth + Int(segment.width) > wrapper.width {
            endLine(&wrapper)
          }
          appendPiece(segment, &wrapper)
          return
        }
        var position = segment.start
        while position < segment.end {
          if wrapper.lineWidth >= wrapper.width { endLine(&wrapper) }
          let room = Int32(wrapper.width - wrapper.lineWidth)
          let stop = min(segment.end, position + room)
          appendPiece(segment, start: position, end: stop, wrapper: &wrapper)
          wrapper.lineWidth += Int(stop - position)
          position = stop
        }
        return
      }
    }
    let text = String(
      decoding: bytes.slice(Int(segment.start)..<Int(segment.end)), as: UTF8.self)
    var position = segment.start
    for character in text {
      let length = Int32(character.utf8.count)
      let width = DisplayWidth.clusterColumns(character.unicodeScalars)
      if wrapper.lineWidth > 0, wrapper.lineWidth + width > wrapper.width { endLine(&wrapper) }
      appendPiece(segment, start: position, end: position + length, wrapper: &wrapper)
      wrapper.lineWidth += width
      position += length
    }
  }
}
