extension TagScheme {
  /// The built-in tags, for user-facing strings and localised text.
  ///
  /// | tag | effect |
  /// | --- | --- |
  /// | `b`, `strong` | bold |
  /// | `i`, `em` | italic |
  /// | `u` | underline |
  /// | `s`, `del`, `strike` | strikethrough |
  /// | `code` | monospaced system font |
  /// | `small` | 80 % size |
  /// | `sup`, `sub` | 70 % size, raised or lowered |
  /// | `mark` | yellow highlight |
  /// | `a href="…"` | link in the link colour |
  /// | `color value="…"` | text colour (hex or a semantic name) |
  /// | `br/` | line break |
  /// | `img src="…" width="…" height="…" alt="…"/` | inline image |
  ///
  ///     StyledText(markup: "H<sub>2</sub>O is <b>wet</b>")
  public static let `default`: TagScheme = {
    var tags = TagScheme()
    tags.register("b") { $0.bold() }
    tags.register("strong") { $0.bold() }
    tags.register("i") { $0.italic() }
    tags.register("em") { $0.italic() }
    tags.register("u") { $0.underline() }
    tags.register("s") { $0.strikethrough() }
    tags.register("del") { $0.strikethrough() }
    tags.register("strike") { $0.strikethrough() }
    tags.register("code") { $0.fontFamily(.system(design: .monospaced)) }
    tags.register("small") { $0.sizeMultiplied(by: 0.8) }
    tags.register("sup") { $0.sizeMultiplied(by: 0.7).baselineOffset(relative: 0.5) }
    tags.register("sub") { $0.sizeMultiplied(by: 0.7).baselineOffset(relative: -0.25) }
    tags.register("mark") { $0.backgroundColor(.systemYellow) }
    tags.register("a", linkingTo: "href", style: TextStyle().color(.link))
    tags.register("color") { style, attributes in
      guard let value = attributes["value"] else {
        throw TagRuleError("<color> needs a value attribute")
      }
      do {
        return style.color(try TextColor(parsing: value))
      } catch {
        throw TagRuleError("\(error)")
      }
    }
    tags.register("br", inserting: "\n")
    tags.set(
      "img",
      rule: .attachment { attributes in
        guard let source = attributes["src"], !source.isEmpty else {
          throw TagRuleError("<img> needs a src attribute")
        }
        return TextAttachment(
          imageName: source, width: attributes["width"].flatMap(Double.init),
          height: attributes["height"].flatMap(Double.init), alternativeText: attributes["alt"],
          title: attributes["title"])
      })
    tags.buildStylesOverBody()
    return tags
  }()

  /// Builds ``stylesOverBody`` for the rules that read no attributes, as the markup styler
  /// would step them over ``TextStyle/body``.
  ///
  ///     tags.buildStylesOverBody()
  mutating func buildStylesOverBody() {
    for (name, rule) in rules {
      switch rule {
      case .modifier(let modify): stylesOverBody[name] = modify(.body)
      case .style(let style): stylesOverBody[name] = TextStyle.body.merging(style)
      case .attributeModifier, .link, .insert, .attachment: break
      }
    }
  }
}
