extension ResolvedText {
  /// A compact, readable listing of the runs: one line per run with the attributes that
  /// changed since the run before (all of them on the first line; `key=none` when one goes).
  ///
  ///     print(markupText.resolved(in: TextEnvironment()).textDump())
  ///     // "a " family=system-ui face=none size=17 weight=400 italic=false color=#000000FF
  ///     // "b " weight=700
  ///     // "c" italic=true
  public func textDump() -> String {
    var output: [UInt8] = []
    writeTextDump(to: &output, chunkSize: .max) { (_: inout [UInt8]) throws(Never) in }
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the dump to a byte buffer, handing the buffer to `flush` whenever it holds
  /// `chunkSize` bytes or more, so a caller can write it out and empty it.
  ///
  /// Each distinct style's attributes are listed once; no dictionary or set is built per run.
  package func writeTextDump<Failure: Error>(
    to output: inout [UInt8], chunkSize: Int,
    flush: (inout [UInt8]) throws(Failure) -> Void
  ) throws(Failure) {
    // Each style's attributes are listed once, on first use; a run writes those that differ
    // from the run before's, found by scanning both short lists.
    var attributes = [[(key: String, value: String)]?](repeating: nil, count: styles.count)
    func listed(_ style: Int) -> [(key: String, value: String)] {
      if let known = attributes[style] { return known }
      let list = styles[style].flattenedAttributes()
      attributes[style] = list
      return list
    }
    // A run with a link lists its style's attributes with the link put in its place.
    func listed(_ style: Int, link: TextStyle.LinkTarget?) -> [(key: String, value: String)] {
      guard let link else { return listed(style) }
      var withLink = styles[style]
      withLink.linkTarget = link
      return withLink.flattenedAttributes()
    }
    func appendChanges(
      from previous: Int, _ previousLink: TextStyle.LinkTarget?, to current: Int,
      _ currentLink: TextStyle.LinkTarget?
    ) {
      guard previous != current || previousLink != currentLink else { return }
      let now = listed(current, link: currentLink)
      let before = previous < 0 ? [] : listed(previous, link: previousLink)
      for (key, value) in now
      where !before.contains(where: { $0.key == key && $0.value == value }) {
        JSONWriter.appendASCII(" \(key)=\(value)", to: &output)
      }
      for (key, _) in before where !now.contains(where: { $0.key == key }) {
        JSONWriter.appendASCII(" \(key)=none", to: &output)
      }
    }
    var text = string
    var run = 0
    var start = 0
    var previous = -1
    var previousLink: TextStyle.LinkTarget? = nil
    while run < runEnds.count {
      text.withUTF8 { bytes in
        while run < runEnds.count {
          let end = runEnds[run]
          let current = Int(runStyleIndices[run])
          if run > 0 { output.append(0x0A) }
          JSONWriter.appendQuoted(UnsafeBufferPointer(rebasing: bytes[start..<end]), to: &output)
          let currentLink = link(ofRun: run)
          appendChanges(from: previous, previousLink, to: current, currentLink)
          previous = current
          previousLink = currentLink
          start = end
          run += 1
          if output.count >= chunkSize { break }
        }
      }
      if output.count >= chunkSize { try flush(&output) }
    }
  }
}

extension ResolvedStyle {
  /// The style as ordered key–value pairs, the unset optional ones left out.
  func flattenedAttributes() -> [(key: String, value: String)] {
    var result: [(key: String, value: String)] = [
      ("family", font.family), ("face", font.face ?? "none"),
      ("size", JSONWriter.format(font.size)), ("weight", String(font.weight.rawValue)),
      ("italic", String(font.isItalic)), ("color", foregroundColor.hex),
    ]
    func add(_ key: String, _ value: String?) {
      if let value { result.append((key, value)) }
    }
    func number(_ value: Double?) -> String? { value.map(JSONWriter.format) }
    func decoration(_ value: Decoration?) -> String? {
      value.map { decoration in
        var text = decoration.style.rawValue
        if decoration.pattern != .solid { text += "/" + decoration.pattern.rawValue }
        if decoration.isByWord { text += "/byWord" }
        if let color = decoration.color { text += "/" + color.hex }
        return text
      }
    }
    if font.isSyntheticItalic { add("syntheticItalic", "true") }
    add("textStyle", font.textStyle?.rawValue)
    if !font.features.isEmpty { add("features", font.features.tags.joined(separator: ",")) }
    add("background", backgroundColor?.hex)
    add("underline", decoration(underline))
    add("strikethrough", decoration(strikethrough))
    add("strokeWidth", number(strokeWidth))
    add("strokeColor", strokeColor?.hex)
    add(
      "shadow",
      shadow.map {
        "\(JSONWriter.format($0.offsetX)),\(JSONWriter.format($0.offsetY)),"
          + "\(JSONWriter.format($0.blurRadius)),\($0.color.hex)"
      })
    add("link", linkTarget?.string)
    add(
      "attachment",
      attachment.map { attachment in
        var text = attachment.imageName
        if attachment.width != nil || attachment.height != nil {
          text +=
            "@" + (attachment.width.map(JSONWriter.format) ?? "auto") + "x"
            + (attachment.height.map(JSONWriter.format) ?? "auto")
        }
        if let alternativeText = attachment.alternativeText { text += "/\"\(alternativeText)\"" }
        if let title = attachment.title { text += " title \"\(title)\"" }
        return text
      })
    add("kern", number(kern))
    add("baselineOffset", number(baselineOffset))
    add("ligatures", ligatures?.rawValue)
    add("obliqueness", number(obliqueness))
    add("expansion", number(expansion))
    add("textEffect", textEffect?.rawValue)
    add("verticalGlyphs", usesVerticalGlyphs.map { String($0) })
    add("writingDirection", writingDirection?.rawValue)
    if let paragraph {
      add("alignment", paragraph.alignment?.rawValue)
      add("lineSpacing", number(paragraph.lineSpacing))
      add("lineHeightMultiple", number(paragraph.lineHeightMultiple))
      add("minimumLineHeight", number(paragraph.minimumLineHeight))
      add("maximumLineHeight", number(paragraph.maximumLineHeight))
      add("paragraphSpacing", number(paragraph.paragraphSpacing))
      add("paragraphSpacingBefore", number(paragraph.paragraphSpacingBefore))
      add("headIndent", number(paragraph.headIndent))
      add("firstLineHeadIndent", number(paragraph.firstLineHeadIndent))
      add("tailIndent", number(paragraph.tailIndent))
      add("lineBreakMode", paragraph.lineBreakMode?.rawValue)
      add(
        "tabStops",
        paragraph.tabStops.map { stops in
          stops.map { "\(JSONWriter.format($0.location))/\($0.alignment.rawValue)" }
            .joined(separator: ",")
        })
      add("defaultTabInterval", number(paragraph.defaultTabInterval))
      add("hyphenationFactor", number(paragraph.hyphenationFactor))
      add("baseWritingDirection", paragraph.baseWritingDirection?.rawValue)
    }
    return result
  }
}
