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
    guard !runs.isEmpty else { return "{\"runs\":[]}" }
    let lines = runs.map { run in
      var json = JSONWriter()
      Self.write(run, to: &json)
      return json.output
    }
    return "{\"runs\":[\n" + lines.joined(separator: ",\n") + "\n]}"
  }

  private static func write(_ run: Run, to json: inout JSONWriter) {
    let style = run.style
    json.beginObject()
    json.key("text")
    json.string(String(run.text))
    json.key("font")
    json.beginObject()
    json.key("family")
    json.string(style.font.family)
    json.key("face")
    if let face = style.font.face { json.string(face) } else { json.null() }
    json.key("size")
    json.number(style.font.size)
    json.key("weight")
    json.number(Double(style.font.weight.rawValue))
    json.key("italic")
    json.bool(style.font.isItalic)
    if style.font.isSyntheticItalic {
      json.key("syntheticItalic")
      json.bool(true)
    }
    if let textStyle = style.font.textStyle {
      json.key("textStyle")
      json.string(textStyle.rawValue)
    }
    if !style.font.features.isEmpty {
      json.key("features")
      json.beginArray()
      for tag in style.font.features.tags { json.string(tag) }
      json.endArray()
    }
    json.endObject()
    json.key("color")
    json.string(style.foregroundColor.hex)
    if let background = style.backgroundColor {
      json.key("background")
      json.string(background.hex)
    }
    if let underline = style.underline { write(underline, named: "underline", to: &json) }
    if let strikethrough = style.strikethrough {
      write(strikethrough, named: "strikethrough", to: &json)
    }
    if let width = style.strokeWidth {
      json.key("strokeWidth")
      json.number(width)
    }
    if let color = style.strokeColor {
      json.key("strokeColor")
      json.string(color.hex)
    }
    if let shadow = style.shadow {
      json.key("shadow")
      json.beginObject()
      json.key("offsetX")
      json.number(shadow.offsetX)
      json.key("offsetY")
      json.number(shadow.offsetY)
      json.key("blurRadius")
      json.number(shadow.blurRadius)
      json.key("color")
      json.string(shadow.color.hex)
      json.endObject()
    }
    if let link = style.link {
      json.key("link")
      json.string(link.absoluteString)
    }
    if let attachment = style.attachment {
      json.key("attachment")
      json.beginObject()
      json.key("image")
      json.string(attachment.imageName)
      if let width = attachment.width {
        json.key("width")
        json.number(width)
      }
      if let height = attachment.height {
        json.key("height")
        json.number(height)
      }
      if let alternativeText = attachment.alternativeText {
        json.key("alt")
        json.string(alternativeText)
      }
      json.endObject()
    }
    if let kern = style.kern {
      json.key("kern")
      json.number(kern)
    }
    if let offset = style.baselineOffset {
      json.key("baselineOffset")
      json.number(offset)
    }
    writeOptional(style.ligatures?.rawValue, named: "ligatures", to: &json)
    writeOptional(style.obliqueness, named: "obliqueness", to: &json)
    writeOptional(style.expansion, named: "expansion", to: &json)
    writeOptional(style.textEffect?.rawValue, named: "textEffect", to: &json)
    if let vertical = style.usesVerticalGlyphs {
      json.key("verticalGlyphs")
      json.bool(vertical)
    }
    writeOptional(style.writingDirection?.rawValue, named: "writingDirection", to: &json)
    if let paragraph = style.paragraph { write(paragraph, to: &json) }
    json.endObject()
  }

  private static func write(
    _ decoration: ResolvedStyle.Decoration, named name: String, to json: inout JSONWriter
  ) {
    json.key(name)
    json.beginObject()
    json.key("style")
    json.string(decoration.style.rawValue)
    json.key("pattern")
    json.string(decoration.pattern.rawValue)
    if decoration.isByWord {
      json.key("byWord")
      json.bool(true)
    }
    if let color = decoration.color {
      json.key("color")
      json.string(color.hex)
    }
    json.endObject()
  }

  private static func write(_ paragraph: ParagraphStyle, to json: inout JSONWriter) {
    json.key("paragraph")
    json.beginObject()
    writeOptional(paragraph.alignment?.rawValue, named: "alignment", to: &json)
    writeOptional(paragraph.lineSpacing, named: "lineSpacing", to: &json)
    writeOptional(paragraph.lineHeightMultiple, named: "lineHeightMultiple", to: &json)
    writeOptional(paragraph.minimumLineHeight, named: "minimumLineHeight", to: &json)
    writeOptional(paragraph.maximumLineHeight, named: "maximumLineHeight", to: &json)
    writeOptional(paragraph.paragraphSpacing, named: "paragraphSpacing", to: &json)
    writeOptional(paragraph.paragraphSpacingBefore, named: "paragraphSpacingBefore", to: &json)
    writeOptional(paragraph.headIndent, named: "headIndent", to: &json)
    writeOptional(paragraph.firstLineHeadIndent, named: "firstLineHeadIndent", to: &json)
    writeOptional(paragraph.tailIndent, named: "tailIndent", to: &json)
    writeOptional(paragraph.lineBreakMode?.rawValue, named: "lineBreakMode", to: &json)
    if let stops = paragraph.tabStops {
      json.key("tabStops")
      json.beginArray()
      for stop in stops {
        json.beginObject()
        json.key("location")
        json.number(stop.location)
        json.key("alignment")
        json.string(stop.alignment.rawValue)
        json.endObject()
      }
      json.endArray()
    }
    writeOptional(paragraph.defaultTabInterval, named: "defaultTabInterval", to: &json)
    writeOptional(paragraph.hyphenationFactor, named: "hyphenationFactor", to: &json)
    writeOptional(
      paragraph.baseWritingDirection?.rawValue, named: "baseWritingDirection", to: &json)
    json.endObject()
  }

  private static func writeOptional(_ value: String?, named name: String, to json: inout JSONWriter)
  {
    guard let value else { return }
    json.key(name)
    json.string(value)
  }

  private static func writeOptional(_ value: Double?, named name: String, to json: inout JSONWriter)
  {
    guard let value else { return }
    json.key(name)
    json.number(value)
  }
}
