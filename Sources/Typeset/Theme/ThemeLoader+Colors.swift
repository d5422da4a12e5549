#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ThemeLoader {
  /// The variant keys of a colour object.
  static let variantKeys = ["light", "dark", "highContrastLight", "highContrastDark"]

  /// The names a colour string may use besides the file's own colours.
  static let builtInColorNames: [String] =
    TextColor.semanticColors.keys.sorted() + [
      "black", "white", "clear", "red", "orange", "yellow", "green", "mint", "teal", "cyan",
      "blue", "indigo", "purple", "pink", "brown", "gray",
    ]

  /// Reads `colors`: each colour may name others defined here, so they resolve in dependency
  /// order; cycles and unknown names are problems.
  mutating func loadColors(_ node: Int, _ path: String) {
    guard let members = object(node, path) else { return }
    var definitions: [String: (value: Int, path: String)] = [:]
    var dependencies: [String: [String]] = [:]
    var names: [String] = []
    for member in members {
      definitions[member.key] = (member.value, member.path)
      names.append(member.key)
      colorNames.append(member.key)
      dependencies[member.key] = colorReferences(member.value)
    }
    let (order, cycles) = Self.resolutionOrder(names: names, dependencies: dependencies)
    var onCycle: Set<String> = []
    for cycle in cycles {
      onCycle.formUnion(cycle)
      let first = cycle[0]
      report(
        definitions[first]!.path, "colour cycle \(Self.describe(cycle: cycle))",
        at: definitions[first]!.value)
    }
    brokenColors.formUnion(onCycle)
    // Names on a cycle are broken; everything else resolves, its references already done.
    for name in order {
      guard !onCycle.contains(name), let definition = definitions[name] else { continue }
      if let value = color(definition.value, definition.path) {
        colors[name] = value
      } else {
        brokenColors.insert(name)
      }
    }
  }

  /// The file-defined colour names a colour value refers to (strings and object variants).
  func colorReferences(_ node: Int) -> [String] {
    if let text = tree.string(node) { return [text] }
    guard tree.kind(of: node) == .object else { return [] }
    return tree.members(of: node).compactMap { tree.string($0.value) }
  }

  /// A colour: a hex string, a name (the file's colours first, then the built-in names), or an
  /// object of variants `{"light": …, "dark": …, "highContrastLight": …, "highContrastDark": …}`.
  mutating func color(_ node: Int, _ path: String) -> TextColor? {
    if tree.kind(of: node) == .string {
      return colorString(node, path)
    }
    guard tree.kind(of: node) == .object else {
      report(
        path, "expected a colour (a string or an object of variants), found \(tree.describe(node))",
        at: node)
      return nil
    }
    guard let members = object(node, path, allowed: Self.variantKeys) else { return nil }
    var variants: [String: TextColor] = [:]
    var failed = false
    for member in members {
      if let value = colorString(member.value, member.path) {
        variants[member.key] = value
      } else {
        failed = true
      }
    }
    for required in ["light", "dark"] where variants[required] == nil && !failed {
      if !members.contains(where: { $0.key == required }) {
        report(path, "a colour with variants needs \"\(required)\"", at: node)
        failed = true
      }
    }
    guard !failed, let light = variants["light"], let dark = variants["dark"] else { return nil }
    return .dynamic(
      light: light, dark: dark, highContrastLight: variants["highContrastLight"],
      highContrastDark: variants["highContrastDark"])
  }

  /// A colour written as a string.
  mutating func colorString(_ node: Int, _ path: String) -> TextColor? {
    guard let text = string(node, path) else { return nil }
    if let defined = colors[text] { return defined }
    if brokenColors.contains(text) { return nil }
    do {
      return try TextColor(parsing: text)
    } catch {
      let trimmed = Substring(text).trimmedForParsing()
      if trimmed.hasPrefix("#") || trimmed.allSatisfy(\.isHexDigit) {
        report(
          path,
          "\(tree.describe(node)) is not a colour: expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA",
          at: node)
      } else {
        report(
          path,
          "\(tree.describe(node)) is not a colour: no colour has that name"
            + suggestion(for: text, among: colorNames + Self.builtInColorNames),
          at: node)
      }
      return nil
    }
  }

  // MARK: Font families

  /// Reads `fontFamilies`: each a system design name or `{"name": …, "faces": […]}`.
  mutating func loadFamilies(_ node: Int, _ path: String) {
    guard let members = object(node, path) else { return }
    familyNames = members.map(\.key)
    for member in members {
      if let family = family(member.value, member.path, allowNames: false) {
        fontFamilies[member.key] = family
      } else {
        brokenFamilies.insert(member.key)
      }
    }
  }

  /// The system designs by the names a theme may use.
  static let systemFamilyNames: [String: FontFamily.SystemDesign] = [
    "system": .default, "system-ui": .default, "ui-serif": .serif, "system-serif": .serif,
    "ui-rounded": .rounded, "system-rounded": .rounded, "ui-monospace": .monospaced,
    "system-monospaced": .monospaced,
  ]

  /// A family: a name (the file's families when `allowNames`, then the system designs) or a
  /// custom family object.
  mutating func family(_ node: Int, _ path: String, allowNames: Bool) -> FontFamily? {
    if let text = tree.string(node) {
      if allowNames, let defined = fontFamilies[text] { return defined }
      if allowNames, brokenFamilies.contains(text) { return nil }
      if let design = Self.systemFamilyNames[text] { return .system(design: design) }
      let candidates =
        (allowNames ? familyNames : []) + Self.systemFamilyNames.keys.sorted()
      report(
        path,
        "no font family named \(tree.describe(node))"
          + (allowNames ? " in fontFamilies or the system designs" : " among the system designs")
          + suggestion(for: text, among: candidates), at: node)
      return nil
    }
    guard let members = object(node, path, allowed: ["name", "faces"]) else { return nil }
    var name: String?
    var faces: [FontFace]?
    for member in members {
      switch member.key {
      case "name":
        name = string(member.value, member.path)
        if name?.isEmpty == true {
          report(member.path, "a family name cannot be empty", at: member.value)
          name = nil
        }
      default:
        faces = self.faces(member.value, member.path)
      }
    }
    if !members.contains(where: { $0.key == "name" }) {
      report(path, "a font family needs \"name\"", at: node)
    }
    if !members.contains(where: { $0.key == "faces" }) {
      report(path, "a font family needs \"faces\"", at: node)
    }
    guard let name, let faces else { return nil }
    return .custom(name, faces: faces)
  }

  mutating func faces(_ node: Int, _ path: String) -> [FontFace]? {
    guard let elements = array(node, path) else { return nil }
    if elements.isEmpty {
      report(path, "a font family needs at least one face", at: node)
      return nil
    }
    var faces: [FontFace] = []
    var failed = false
    for element in elements {
      guard
        let members = object(element.value, element.path, allowed: ["weight", "italic", "name"])
      else {
        failed = true
        continue
      }
      var weight: FontWeight?
      var italic = false
      var name: String?
      for member in members {
        switch member.key {
        case "weight": weight = self.weight(member.value, member.path)
        case "italic": italic = bool(member.value, member.path) ?? false
        default: name = string(member.value, member.path)
        }
      }
      for required in ["weight", "name"] where !members.contains(where: { $0.key == required }) {
        report(element.path, "a face needs \"\(required)\"", at: element.value)
      }
      guard let weight, let name else {
        failed = true
        continue
      }
      faces.append(FontFace(weight: weight, isItalic: italic, name: name))
    }
    return failed ? nil : faces
  }

  /// A weight: 1...1000 or a name (`"semibold"`).
  mutating func weight(_ node: Int, _ path: String) -> FontWeight? {
    if let number = tree.number(node) {
      guard number == number.rounded(), (1...1000).contains(number) else {
        report(
          path, "a weight is a whole number in 1...1000, found \(tree.describe(node))", at: node)
        return nil
      }
      return FontWeight(Int(number))
    }
    guard let text = string(node, path) else { return nil }
    if let weight = FontWeight(parsing: text) { return weight }
    let names = FontWeight.named.map(\.description)
    report(
      path,
      "\(tree.describe(node)) is not a weight: expected 1...1000 or one of "
        + names.joined(separator: ", ") + suggestion(for: text, among: names), at: node)
    return nil
  }

  // MARK: Font catalog

  /// Reads `fontCatalog`: a ScaledFont property list path (relative to the theme file) or an
  /// object of the same shape keyed by text style (`{"body": {"fontName": …, "fontSize": 17}}`).
  mutating func loadCatalog(_ node: Int, _ path: String) -> FontCatalog {
    if let file = tree.string(node) {
      guard let baseURL else {
        report(
          path, "a property list path needs the theme to be loaded from a file (\"\(file)\")",
          at: node)
        return FontCatalog()
      }
      let url = URL(fileURLWithPath: file, relativeTo: baseURL.deletingLastPathComponent())
      do {
        let catalog = try FontCatalog(contentsOf: url)
        for problem in catalog.problems {
          report(path, "\(file): \(problem.key): \(problem.reason)", at: node)
        }
        return catalog
      } catch {
        report(path, "\(file): \(error)", at: node)
        return FontCatalog()
      }
    }
    guard let members = object(node, path) else { return FontCatalog() }
    var catalog = FontCatalog()
    for member in members {
      guard let style = DynamicTextStyle(rawValue: member.key) else {
        report(
          member.path,
          "not a text style"
            + suggestion(for: member.key, among: DynamicTextStyle.allCases.map(\.rawValue)),
          at: member.value)
        continue
      }
      guard let fields = object(member.value, member.path, allowed: ["fontName", "fontSize"])
      else { continue }
      var name: String?
      var size: Double?
      for field in fields {
        if field.key == "fontName" {
          name = string(field.value, field.path)
        } else {
          size = number(field.value, field.path, in: 1...1000)
        }
      }
      for required in ["fontName", "fontSize"] where !fields.contains(where: { $0.key == required })
      {
        report(member.path, "\(required) is missing", at: member.value)
      }
      if let name, let size { catalog.entries[style] = .init(fontName: name, fontSize: size) }
    }
    return catalog
  }
}
