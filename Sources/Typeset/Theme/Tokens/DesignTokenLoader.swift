/// Reads a W3C Design Tokens (DTCG 2025.10) file into a ``Theme``: colours, dimensions, font
/// families, font weights, numbers and typography composites, with `$type` inherited from
/// groups and `{group.token}` aliases resolved in dependency order (cycles are problems).
///
/// Groups are walked with an explicit stack, so nesting depth costs memory, not call stack.
/// Tokens of other types (duration, shadow, border …) are read past: they carry nothing a text
/// style uses.
struct DesignTokenLoader {
  /// One token as written.
  struct Token {
    var path: String
    var node: Int
    var value: Int
    var type: String?
  }

  /// A resolved value.
  enum Value {
    case color(TextColor)
    case dimension(Double, unit: String)
    case fontFamily([String])
    case fontWeight(FontWeight)
    case number(Double)
    case typography(TextStyle)
    case other
  }

  let tree: JSONTree
  var base: ThemeLoader
  var tokens: [String: Token] = [:]
  var order: [String] = []
  var values: [String: Value] = [:]
  var types: [String: String] = [:]

  init(tree: JSONTree) {
    self.tree = tree
    base = ThemeLoader(tree: tree, baseURL: nil)
  }

  static let groupProperties = [
    "$type", "$description", "$extensions", "$deprecated", "$schema", "$extends",
  ]
  static let tokenProperties = ["$value", "$type", "$description", "$extensions", "$deprecated"]
  static let types = [
    "color", "dimension", "fontFamily", "fontWeight", "number", "typography", "duration",
    "cubicBezier", "strokeStyle", "border", "transition", "shadow", "gradient",
  ]

  /// Reads the file; the theme is meaningful only when `problems` is empty.
  mutating func load() -> (theme: Theme, problems: [ThemeProblem]) {
    collect()
    resolve()
    var theme = Theme(name: "", styles: [:])
    for path in order {
      switch values[path] {
      case .color(let color)?: theme.colors[path] = color
      case .fontFamily(let names)?: theme.fontFamilies[path] = Self.family(names)
      case .typography(let style)?: theme.styles[path] = style
      default: break
      }
    }
    base.sortProblems()
    return (theme, base.problems)
  }

  /// Walks the groups, recording every token with its (possibly inherited) type.
  mutating func collect() {
    guard tree.kind(of: tree.root) == .object else {
      base.report("", "expected an object, found \(tree.describe(tree.root))", at: tree.root)
      return
    }
    var stack: [(node: Int, path: String, type: String?)] = [(tree.root, "", nil)]
    while let (group, path, inherited) = stack.popLast() {
      var type = inherited
      var children: [(node: Int, path: String)] = []
      for (key, value) in tree.members(of: group) {
        let memberPath = path.isEmpty ? key : path + "." + key
        if key.hasPrefix("$") {
          guard Self.groupProperties.contains(key) else {
            base.report(
              memberPath,
              "unknown group property"
                + base.suggestion(for: key, among: Self.groupProperties), at: value)
            continue
          }
          if key == "$type", let name = typeName(value, memberPath) { type = name }
          continue
        }
        if key.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
          base.report(memberPath, "a token or group name cannot contain '{', '}' or '.'", at: value)
          continue
        }
        guard tree.kind(of: value) == .object else {
          base.report(
            memberPath, "expected a token or a group (an object), found \(tree.describe(value))",
            at: value)
          continue
        }
        children.append((value, memberPath))
      }
      var groups: [(node: Int, path: String, type: String?)] = []
      for (node, childPath) in children {
        if tree.members(of: node).contains(where: { $0.key == "$value" }) {
          record(node, childPath, inherited: type)
        } else {
          groups.append((node, childPath, type))
        }
      }
      // Reversed, so the first group is walked next.
      stack.append(contentsOf: groups.reversed())
    }
  }

  /// A `$type` value: one of the DTCG type names.
  mutating func typeName(_ node: Int, _ path: String) -> String? {
    guard let name = base.string(node, path) else { return nil }
    guard Self.types.contains(name) else {
      base.report(
        path,
        "unknown type \(tree.describe(node))" + base.suggestion(for: name, among: Self.types),
        at: node)
      return nil
    }
    return name
  }

  mutating func record(_ node: Int, _ path: String, inherited: String?) {
    var token = Token(path: path, node: node, value: -1, type: inherited)
    for (key, value) in tree.members(of: node) {
      let memberPath = path + "." + key
      guard key.hasPrefix("$") else {
        base.report(memberPath, "a token cannot contain groups or tokens", at: value)
        continue
      }
      guard Self.tokenProperties.contains(key) else {
        base.report(
          memberPath,
          "unknown token property" + base.suggestion(for: key, among: Self.tokenProperties),
          at: value)
        continue
      }
      if key == "$value" { token.value = value }
      if key == "$type", let name = typeName(value, memberPath) { token.type = name }
    }
    tokens[path] = token
    order.append(path)
  }

  /// The path an alias string names (`"{color.brand}"` → `color.brand`), or `nil`.
  static func aliasTarget(_ text: String) -> String? {
    guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
    return String(inner)
  }

  /// The aliases a value refers to: the value itself, or the members of a composite.
  func references(_ node: Int) -> [String] {
    if let text = tree.string(node) { return Self.aliasTarget(text).map { [$0] } ?? [] }
    guard tree.kind(of: node) == .object else { return [] }
    return tree.members(of: node).compactMap { tree.string($0.value).flatMap(Self.aliasTarget) }
  }

  /// Resolves every token after the tokens it refers to.
  mutating func resolve() {
    var dependencies: [String: [String]] = [:]
    for path in order { dependencies[path] = references(tokens[path]!.value) }
    let (resolutionOrder, cycles) = ThemeLoader.resolutionOrder(
      names: order, dependencies: dependencies)
    var onCycle: Set<String> = []
    for cycle in cycles {
      onCycle.formUnion(cycle)
      let token = tokens[cycle[0]]!
      base.report(
        token.path + ".$value", "alias cycle \(ThemeLoader.describe(cycle: cycle))",
        at: token.value)
    }
    for path in resolutionOrder where !onCycle.contains(path) {
      let token = tokens[path]!
      if let value = self.value(of: token) { values[path] = value }
    }
  }

  /// A token's value, or `nil` (reported) when it is wrong or refers to a broken token.
  mutating func value(of token: Token) -> Value? {
    let path = token.path + ".$value"
    // A whole-value alias takes the target's value; its type must agree.
    if let text = tree.string(token.value), let target = Self.aliasTarget(text) {
      guard let targetToken = tokens[target] else {
        base.report(
          path,
          "alias \(tree.describe(token.value)) names no token"
            + base.suggestion(for: target, among: order), at: token.value)
        return nil
      }
      guard let value = values[target] else { return nil }
      let targetType = types[target] ?? targetToken.type
      if let type = token.type, let targetType, type != targetType {
        base.report(
          path, "alias \(tree.describe(token.value)) is a \(targetType), not a \(type)",
          at: token.value)
        return nil
      }
      types[token.path] = token.type ?? targetType
      return value
    }
    guard let type = token.type else {
      base.report(
        token.path, "no $type: give the token or one of its groups a $type", at: token.node)
      return nil
    }
    types[token.path] = type
    return value(token.value, path, type: type)
  }

  /// A value of a type, written out or as an alias to a token of that type.
  mutating func value(_ node: Int, _ path: String, type: String) -> Value? {
    if let text = tree.string(node), let target = Self.aliasTarget(text) {
      guard tokens[target] != nil else {
        base.report(
          path,
          "alias \(tree.describe(node)) names no token"
            + base.suggestion(for: target, among: order), at: node)
        return nil
      }
      guard let value = values[target] else { return nil }
      if let targetType = types[target], targetType != type {
        base.report(
          path, "alias \(tree.describe(node)) is a \(targetType), not a \(type)", at: node)
        return nil
      }
      return value
    }
    switch type {
    case "color": return color(node, path).map(Value.color)
    case "dimension": return dimension(node, path).map { .dimension($0.value, unit: $0.unit) }
    case "fontFamily": return fontFamily(node, path).map(Value.fontFamily)
    case "fontWeight": return fontWeight(node, path).map(Value.fontWeight)
    case "number": return base.number(node, path).map(Value.number)
    case "typography": return typography(node, path).map(Value.typography)
    default: return .other
    }
  }

  /// A custom family named by the first name of a font stack; a CSS or Apple generic name
  /// becomes that system design.
  static func family(_ names: [String]) -> FontFamily {
    for name in names {
      switch name {
      case "system-ui", "-apple-system", "sans-serif": return .system
      case "ui-serif", "serif": return .system(design: .serif)
      case "ui-rounded": return .system(design: .rounded)
      case "ui-monospace", "monospace": return .system(design: .monospaced)
      default: return .custom(name, faces: [FontFace(weight: .regular, name: name)])
      }
    }
    return .system
  }
}
