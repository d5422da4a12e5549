extension ThemeLoader {
  /// A style object as written: its own values and the style it is based on.
  struct WrittenStyle {
    var own: TextStyle
    var basedOn: (name: String, node: Int, path: String)?
  }

  /// Reads `styles`: every style, then `basedOn` resolved in dependency order (a style is its
  /// base's resolved values with its own merged over them).
  mutating func loadStyles(_ node: Int, _ path: String) {
    guard let members = object(node, path) else { return }
    var written: [String: WrittenStyle] = [:]
    var paths: [String: String] = [:]
    var dependencies: [String: [String]] = [:]
    for member in members {
      styleNames.append(member.key)
      paths[member.key] = member.path
      guard let style = writtenStyle(member.value, member.path) else {
        brokenStyles.insert(member.key)
        dependencies[member.key] = []
        continue
      }
      written[member.key] = style
      dependencies[member.key] = style.basedOn.map { [$0.name] } ?? []
    }
    let (order, cycles) = Self.resolutionOrder(names: styleNames, dependencies: dependencies)
    var onCycle: Set<String> = []
    for cycle in cycles {
      onCycle.formUnion(cycle)
      report(
        Self.path(paths[cycle[0]]!, "basedOn"), "basedOn cycle \(Self.describe(cycle: cycle))",
        at: written[cycle[0]]?.basedOn?.node)
    }
    brokenStyles.formUnion(onCycle)
    for name in order {
      guard let style = written[name] else { continue }
      guard let base = style.basedOn else {
        styles[name] = style.own
        continue
      }
      if let resolved = styles[base.name] {
        styles[name] = resolved.merging(style.own)
      } else {
        if dependencies[base.name] == nil { reportMissingStyle(base) }
        brokenStyles.insert(name)
      }
    }
  }

  mutating func reportMissingStyle(_ base: (name: String, node: Int, path: String)) {
    report(
      base.path,
      "no style named \(tree.describe(base.node)) in styles"
        + suggestion(for: base.name, among: styleNames), at: base.node)
  }

  /// A style used by a tag or a Markdown element: an object (whose `basedOn` names one of
  /// `styles`) or the name of one of `styles`.
  mutating func derivedStyle(_ node: Int, _ path: String) -> TextStyle? {
    if let name = tree.string(node) {
      return baseStyle((name, node, path)) ?? nil
    }
    guard let style = writtenStyle(node, path) else { return nil }
    guard let base = style.basedOn else { return style.own }
    return baseStyle(base).map { $0.merging(style.own) }
  }

  /// The resolved style a `basedOn` names, reporting a missing one.
  mutating func baseStyle(_ base: (name: String, node: Int, path: String)) -> TextStyle? {
    if let style = styles[base.name] { return style }
    if !brokenStyles.contains(base.name) { reportMissingStyle(base) }
    return nil
  }

  /// Reads `tags`: tag name → a style merged over the surrounding one.
  mutating func loadTags(_ node: Int, _ path: String) -> [String: TextStyle] {
    guard let members = object(node, path) else { return [:] }
    var tags: [String: TextStyle] = [:]
    for member in members {
      let valid =
        !member.key.isEmpty
        && member.key.utf8.allSatisfy { byte in
          (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
            || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x2D || byte == 0x2E
            || byte == 0x3A
        }
        && !(0x30...0x39).contains(member.key.utf8.first!)
      guard valid else {
        report(
          member.path, "not a tag name: use letters, digits, '-', '_', '.' or ':'",
          at: member.value)
        continue
      }
      if let style = derivedStyle(member.value, member.path) { tags[member.key] = style }
    }
    return tags
  }

  /// A style object's keys: every ``TextStyle`` property by its theme name, and `basedOn`.
  static let styleKeys = [
    "basedOn", "font", "weight", "italic", "size", "textStyle", "scaling", "fontFeatures",
    "textCase", "kern", "tracking", "baselineOffset", "ligatures", "obliqueness", "expansion",
    "textEffect", "verticalGlyphs", "writingDirection", "link", "attachment", "color",
    "backgroundColor", "opacity", "underline", "strikethrough", "strokeWidth", "strokeColor",
    "shadow", "paragraph",
  ]

  /// Reads a style object; `nil` when it is not an object. Bad values are reported and left
  /// out, so one style can carry several problems.
  mutating func writtenStyle(_ node: Int, _ path: String) -> WrittenStyle? {
    guard let members = object(node, path, allowed: Self.styleKeys) else { return nil }
    var result = WrittenStyle(own: TextStyle())
    for member in members {
      if member.key == "basedOn" {
        if let name = string(member.value, member.path) {
          result.basedOn = (name, member.value, member.path)
        }
      } else {
        applyProperty(member.key, member.value, member.path, to: &result.own)
      }
    }
    return result
  }
}
