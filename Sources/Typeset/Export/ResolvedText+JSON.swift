extension ResolvedText {
  /// The runs as JSON, one object per run on its own line, in the command line's contract.
  ///
  /// Every run has `text`, `font` (`family`, `face`, `size`, `weight`, `italic`) and `color`;
  /// `background`, `underline`, `strikethrough`, `link`, `kern`, `baselineOffset`, `paragraph`
  /// and the rarer attributes appear only when set. Sizes are points after Dynamic Type and
  /// colours `#RRGGBBAA` for the environment's appearance.
  ///
  ///     "hi".styled(.body).resolved(in: TextEnvironment()).jsonString()
  ///     // {"runs":[
  ///     // {"text":"hi","font":{"family":"system-ui","face":null,"size":17,"weight":400,
  ///     //  "italic":false},"color":"#000000FF"}
  ///     // ]}
  public func jsonString() -> String {
    jsonString(blocks: [])
  }

  /// The runs as JSON, each also naming the block of a flattened document it came from.
  ///
  /// A run that spans two blocks is written as two runs. The block is
  /// `"block":{"kind":"listItem","depth":2}`, plus `"level"` for headings, `"header":true`
  /// for a table's header row, `"checked"` for task items, `"number"` for footnotes and
  /// `"language"` for code blocks that name one.
  ///
  ///     let flat = document.flattenedWithBlocks()
  ///     flat.text.resolved(in: TextEnvironment()).jsonString(blocks: flat.blocks)
  ///     // {"runs":[
  ///     // {"text":"Title\n","font":{…},"color":"#000000FF","paragraph":{…},
  ///     //  "block":{"kind":"heading","depth":0,"level":1}},
  ///     // …
  public func jsonString(blocks: [StyledDocument.BlockSpan]) -> String {
    var output: [UInt8] = []
    writeJSON(to: &output, chunkSize: .max, blocks: blocks) {
      (_: inout [UInt8]) throws(Never) in
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the JSON to a byte buffer, handing the buffer to `flush` whenever it holds
  /// `chunkSize` bytes or more, so a caller can write it out and empty it.
  ///
  /// Each distinct style's members are written once and copied after every run's text.
  package func writeJSON<Failure: Error>(
    to output: inout [UInt8], chunkSize: Int, blocks: [StyledDocument.BlockSpan] = [],
    flush: (inout [UInt8]) throws(Failure) -> Void
  ) throws(Failure) {
    guard !runEnds.isEmpty else {
      JSONWriter.appendASCII("{\"runs\":[]}", to: &output)
      return
    }
    // Each style's members (from `,"font"` to before the closing brace) are written once, on
    // first use, into one buffer; every run in that style copies them, and a run's link goes
    // where the style's members leave room for it.
    var members: [UInt8] = []
    var memberStarts = [Int](repeating: -1, count: styles.count)
    var memberLinkPlaces = [Int](repeating: -1, count: styles.count)
    var memberEnds = [Int](repeating: -1, count: styles.count)
    let linkKey = Array(",\"link\":".utf8)
    var writer = JSONWriter()
    var heads: [ResolvedFont: [TextColor.RGBA: [UInt8]]] = [:]
    JSONWriter.appendASCII("{\"runs\":[\n", to: &output)
    let runStart = Array("{\"text\":".utf8)
    var text = string
    var run = 0
    var start = 0
    // The block being written and its `,"block":{…}` member.
    var block = -1
    var blockEnd = 0
    var blockMember: [UInt8] = []
    while run < runEnds.count {
      text.withUTF8 { bytes in
        while run < runEnds.count {
          var end = runEnds[run]
          if !blocks.isEmpty {
            while start >= blockEnd && block + 1 < blocks.count {
              block += 1
              blockEnd = blocks[block].utf8Range.upperBound
              blockMember = Self.blockMember(blocks[block], using: &writer)
            }
            if start >= blockEnd { blockMember = [] } else { end = min(end, blockEnd) }
          }
          if start > 0 {
            output.append(UInt8(ascii: ","))
            output.append(0x0A)
          }
          output.append(contentsOf: runStart)
          JSONWriter.appendQuoted(UnsafeBufferPointer(rebasing: bytes[start..<end]), to: &output)
          let style = Int(runStyleIndices[run])
          if memberStarts[style] < 0 {
            memberStarts[style] = members.count
            memberLinkPlaces[style] =
              members.count
              + Self.appendMembers(of: styles[style], to: &members, using: &writer, heads: &heads)
            memberEnds[style] = members.count
          }
          members.withUnsafeBufferPointer { members in
            guard let link = link(ofRun: run) else {
              output.append(
                contentsOf: UnsafeBufferPointer(
                  rebasing: members[memberStarts[style]..<memberEnds[style]]))
              return
            }
            output.append(
              contentsOf: UnsafeBufferPointer(
                rebasing: members[memberStarts[style]..<memberLinkPlaces[style]]))
            output.append(contentsOf: linkKey)
            link.withBytes { JSONWriter.appendQuoted($0, to: &output) }
            output.append(
              contentsOf: UnsafeBufferPointer(
                rebasing: members[memberLinkPlaces[style]..<memberEnds[style]]))
          }
          output.append(contentsOf: blockMember)
          output.append(UInt8(ascii: "}"))
          start = end
          if end == runEnds[run] { run += 1 }
          if output.count >= chunkSize { break }
        }
      }
      if output.count >= chunkSize { try flush(&output) }
    }
    JSONWriter.appendASCII("\n]}", to: &output)
  }

  /// Appends a style's members, `,"font":{…},"color":…`, without the braces of the run object;
  /// returns where in them a link goes (the style's own link is left out).
  ///
  /// The `"font":{…},"color":…` head is written once per font and colour: styles that differ
  /// only in rarer attributes copy it.
  private static func appendMembers(
    of style: ResolvedStyle, to output: inout [UInt8], using json: inout JSONWriter,
    heads: inout [ResolvedFont: [TextColor.RGBA: [UInt8]]]
  ) -> Int {
    let head =
      heads[style.font]?[style.foregroundColor]
      ?? {
        json.reset()
        writeHead(of: style, to: &json)
        heads[style.font, default: [:]][style.foregroundColor] = json.output
        return json.output
      }()
    json.reset()
    json.beginObject()
    json.key("text")
    json.null()
    json.raw(head)
    let linkPlace = writeMembers(of: style, to: &json)
    // `{"text":null` is left off: runs write their own text.
    output.append(contentsOf: json.output.dropFirst(12))
    return linkPlace - 12
  }

  /// The `,"block":{…}` member of a block's runs.
  private static func blockMember(
    _ span: StyledDocument.BlockSpan, using json: inout JSONWriter
  ) -> [UInt8] {
    json.reset()
    json.beginObject()
    json.key("block")
    json.beginObject()
    json.field("kind", span.kind.name)
    json.field("depth", Double(span.depth))
    switch span.kind {
    case .heading(let level): json.field("level", Double(level))
    case .tableRow(let isHeader): json.field("header", isHeader ? true : nil)
    case .listItem(let checkbox?): json.field("checked", checkbox.isChecked)
    case .footnoteDefinition(let number): json.field("number", Double(number))
    case .codeBlock(let language?): json.field("language", language)
    default: break
    }
    json.endObject()
    json.endObject()
    // `{` is left off and `}` dropped: the member goes inside the run's object.
    var member = json.output
    member.removeLast()
    member[0] = UInt8(ascii: ",")
    return member
  }

  /// Writes `"font":{…},"color":…`, the members every run has.
  private static func writeHead(of style: ResolvedStyle, to json: inout JSONWriter) {
    json.key("font")
    json.beginObject()
    json.field("family", style.font.family)
    json.key("face")
    if let face = style.font.face { json.string(face) } else { json.null() }
    json.field("size", style.font.size)
    json.field("weight", Double(style.font.weight.rawValue))
    json.field("italic", style.font.isItalic)
    json.field("syntheticItalic", style.font.isSyntheticItalic ? true : nil)
    json.field("textStyle", style.font.textStyle?.rawValue)
    if !style.font.features.isEmpty {
      json.key("features")
      json.beginArray()
      for tag in style.font.features.tags { json.string(tag) }
      json.endArray()
    }
    json.endObject()
    json.field("color", style.foregroundColor.hex)
  }

  /// Writes a style's members after the head, from `"background"` on, but the link; returns
  /// where in the writer's output the link goes.
  @discardableResult
  private static func writeMembers(of style: ResolvedStyle, to json: inout JSONWriter) -> Int {
    json.field("background", style.backgroundColor?.hex)
    if let underline = style.underline { write(underline, named: "underline", to: &json) }
    if let strikethrough = style.strikethrough {
      write(strikethrough, named: "strikethrough", to: &json)
    }
    json.field("strokeWidth", style.strokeWidth)
    json.field("strokeColor", style.strokeColor?.hex)
    if let shadow = style.shadow {
      json.key("shadow")
      json.beginObject()
      json.field("offsetX", shadow.offsetX)
      json.field("offsetY", shadow.offsetY)
      json.field("blurRadius", shadow.blurRadius)
      json.field("color", shadow.color.hex)
      json.endObject()
    }
    let linkPlace = json.output.count
    if let attachment = style.attachment {
      json.key("attachment")
      json.beginObject()
      json.field("image", attachment.imageName)
      json.field("width", attachment.width)
      json.field("height", attachment.height)
      json.field("alt", attachment.alternativeText)
      json.field("title", attachment.title)
      json.endObject()
    }
    json.field("kern", style.kern)
    json.field("baselineOffset", style.baselineOffset)
    json.field("ligatures", style.ligatures?.rawValue)
    json.field("obliqueness", style.obliqueness)
    json.field("expansion", style.expansion)
    json.field("textEffect", style.textEffect?.rawValue)
    json.field("verticalGlyphs", style.usesVerticalGlyphs)
    json.field("writingDirection", style.writingDirection?.rawValue)
    if let paragraph = style.paragraph { write(paragraph, to: &json) }
    return linkPlace
  }

  private static func write(
    _ decoration: ResolvedStyle.Decoration, named name: StaticString, to json: inout JSONWriter
  ) {
    json.key(name)
    json.beginObject()
    json.field("style", decoration.style.rawValue)
    json.field("pattern", decoration.pattern.rawValue)
    json.field("byWord", decoration.isByWord ? true : nil)
    json.field("color", decoration.color?.hex)
    json.endObject()
  }

  private static func write(_ paragraph: ParagraphStyle, to json: inout JSONWriter) {
    json.key("paragraph")
    json.beginObject()
    json.field("alignment", paragraph.alignment?.rawValue)
    json.field("lineSpacing", paragraph.lineSpacing)
    json.field("lineHeightMultiple", paragraph.lineHeightMultiple)
    json.field("minimumLineHeight", paragraph.minimumLineHeight)
    json.field("maximumLineHeight", paragraph.maximumLineHeight)
    json.field("paragraphSpacing", paragraph.paragraphSpacing)
    json.field("paragraphSpacingBefore", paragraph.paragraphSpacingBefore)
    json.field("headIndent", paragraph.headIndent)
    json.field("firstLineHeadIndent", paragraph.firstLineHeadIndent)
    json.field("tailIndent", paragraph.tailIndent)
    json.field("lineBreakMode", paragraph.lineBreakMode?.rawValue)
    if let stops = paragraph.tabStops {
      json.key("tabStops")
      json.beginArray()
      for stop in stops {
        json.beginObject()
        json.field("location", stop.location)
        json.field("alignment", stop.alignment.rawValue)
        json.endObject()
      }
      json.endArray()
    }
    json.field("defaultTabInterval", paragraph.defaultTabInterval)
    json.field("hyphenationFactor", paragraph.hyphenationFactor)
    json.field("baseWritingDirection", paragraph.baseWritingDirection?.rawValue)
    json.endObject()
  }
}
