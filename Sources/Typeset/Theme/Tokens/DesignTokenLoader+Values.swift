extension DesignTokenLoader {
  /// `{"colorSpace": "oklch", "components": [0.63, 0.19, 259.5], "alpha": 1, "hex": "#3b82f6"}`,
  /// or the earlier drafts' `"#3b82f6"`, which most tools still write.
  mutating func color(_ node: Int, _ path: String) -> TextColor? {
    if let text = tree.string(node) {
      guard let rgba = try? TextColor.RGBA(hex: text) else {
        base.report(
          path, "\(tree.describe(node)) is not a colour: expected a colour object or #RRGGBB",
          at: node)
        return nil
      }
      return TextColor(rgba)
    }
    let keys = ["colorSpace", "components", "alpha", "hex"]
    guard let members = base.object(node, path, allowed: keys) else { return nil }
    var space: String?
    var components: [Double]?
    var alpha = 1.0
    var hex: TextColor.RGBA?
    var failed = false
    for member in members {
      switch member.key {
      case "colorSpace": space = base.string(member.value, member.path)
      case "components":
        guard let elements = base.array(member.value, member.path) else {
          failed = true
          continue
        }
        guard elements.count == 3 else {
          base.report(
            member.path, "expected 3 components, found \(elements.count)", at: member.value)
          failed = true
          continue
        }
        // "none" is a missing component: zero, as CSS TextColor 4 treats it when converting.
        components = elements.compactMap { element in
          if tree.string(element.value) == "none" { return 0 }
          return base.number(element.value, element.path)
        }
        if components?.count != 3 { failed = true }
      case "alpha":
        if let value = base.number(member.value, member.path, in: 0...1) { alpha = value }
      default:
        guard let text = base.string(member.value, member.path) else { continue }
        do {
          hex = try TextColor.RGBA(hex: text)
        } catch {
          base.report(
            member.path, "\(tree.describe(member.value)) is not #RRGGBB", at: member.value)
        }
      }
    }
    for required in ["colorSpace", "components"]
    where !members.contains(where: { $0.key == required }) {
      base.report(path, "a colour needs \"\(required)\"", at: node)
      failed = true
    }
    guard !failed, let space, let components else { return nil }
    if let converted = DesignTokenColor.rgba(space: space, components: components, alpha: alpha) {
      for (index, (value, range)) in zip(components, DesignTokenColor.ranges(of: space))
        .enumerated() where !range.contains(value)
      {
        base.report(
          path + ".components[\(index)]",
          "\(JSONTree.format(value)) is outside \(JSONTree.format(range.lowerBound))..."
            + "\(JSONTree.format(range.upperBound)) for \(space)", at: node)
        return nil
      }
      return TextColor(converted)
    }
    if var hex {
      hex.alpha = alpha
      return TextColor(hex)
    }
    base.report(
      path + ".colorSpace",
      "colour space \"\(space)\" is not converted; give a \"hex\" fallback or use one of "
        + DesignTokenColor.spaces.joined(separator: ", "), at: node)
    return nil
  }

  /// `{"value": 16, "unit": "px"}` or `{"value": 1.25, "unit": "rem"}`, or the earlier drafts'
  /// `"16px"` and `"1.25rem"`.
  mutating func dimension(_ node: Int, _ path: String) -> (value: Double, unit: String)? {
    if let text = tree.string(node) {
      for unit in ["px", "rem"] where text.hasSuffix(unit) {
        if let value = Double(text.dropLast(unit.count)), value.isFinite,
          (-10_000...10_000).contains(value)
        {
          return (value, unit)
        }
      }
      base.report(
        path,
        "\(tree.describe(node)) is not a dimension: expected {\"value\", \"unit\"} or "
          + "a number of px or rem", at: node)
      return nil
    }
    guard let members = base.object(node, path, allowed: ["value", "unit"]) else { return nil }
    var value: Double?
    var unit: String?
    for member in members {
      if member.key == "value" {
        value = base.number(member.value, member.path, in: -10_000...10_000)
      } else if let text = base.string(member.value, member.path) {
        guard text == "px" || text == "rem" else {
          base.report(
            member.path, "unit \(tree.describe(member.value)) is not px or rem", at: member.value)
          continue
        }
        unit = text
      }
    }
    for required in ["value", "unit"] where !members.contains(where: { $0.key == required }) {
      base.report(path, "a dimension needs \"\(required)\"", at: node)
    }
    guard let value, let unit else { return nil }
    return (value, unit)
  }

  /// `"Avenir Next"` or `["Avenir Next", "Helvetica", "sans-serif"]`.
  mutating func fontFamily(_ node: Int, _ path: String) -> [String]? {
    if let name = tree.string(node) { return [name] }
    guard let elements = base.array(node, path) else { return nil }
    let names = elements.compactMap { base.string($0.value, $0.path) }
    guard !names.isEmpty, names.count == elements.count else {
      if elements.isEmpty { base.report(path, "expected at least one family name", at: node) }
      return nil
    }
    return names
  }

  /// The DTCG weight names (CSS's, with aliases) and their numbers.
  static let weightNames: [String: Int] = [
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
    "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600,
    "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900,
    "heavy": 900, "extra-black": 950, "ultra-black": 950,
  ]

  /// 1...1000 or a DTCG weight name (`"semi-bold"`).
  mutating func fontWeight(_ node: Int, _ path: String) -> FontWeight? {
    if let number = tree.number(node) {
      guard (1...1000).contains(number) else {
        base.report(path, "\(tree.describe(node)) is outside 1...1000", at: node)
        return nil
      }
      return FontWeight(Int(number.rounded()))
    }
    guard let name = base.string(node, path) else { return nil }
    guard let weight = Self.weightNames[name] else {
      let names = Self.weightNames.keys.sorted()
      base.report(
        path,
        "\(tree.describe(node)) is not a weight" + base.suggestion(for: name, among: names),
        at: node)
      return nil
    }
    return FontWeight(weight)
  }

  /// The size the `rem` unit is relative to: the body text style at the default size, so a
  /// rem size follows Dynamic Type as body does.
  static let remPoints = 17.0

  /// `{"fontFamily": …, "fontSize": …, "fontWeight": …, "letterSpacing": …, "lineHeight": …}`,
  /// each written out or an alias.
  mutating func typography(_ node: Int, _ path: String) -> TextStyle? {
    let keys = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
    guard let members = base.object(node, path, allowed: keys) else { return nil }
    var style = TextStyle()
    var failed = false
    for member in members {
      let type: String =
        switch member.key {
        case "fontSize", "letterSpacing": "dimension"
        case "lineHeight": "number"
        default: member.key
        }
      switch value(member.value, member.path, type: type) {
      case .fontFamily(let names)?:
        style.fontFamily = Self.family(names)
      case .fontWeight(let weight)?:
        style.weight = weight
      case .number(let multiple)?:
        style = style.lineHeightMultiple(multiple)
      case .dimension(let value, let unit)? where member.key == "fontSize":
        guard value > 0 else {
          base.report(member.path, "a font size must be greater than 0", at: member.value)
          failed = true
          continue
        }
        if unit == "rem" {
          // Relative to body, scaled like body: the rem follows Dynamic Type.
          style = style.textStyle(.body).scaling(.allSizes).sizeMultiplied(by: value)
        } else {
          style = style.size(value).scaling(.fixed)
        }
      case .dimension(let value, let unit)?:
        style.kern = unit == "rem" ? value * Self.remPoints : value
      case nil:
        failed = true
      default:
        break
      }
    }
    return failed ? nil : style
  }
}
