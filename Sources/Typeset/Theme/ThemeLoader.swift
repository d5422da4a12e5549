#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a theme file: checks every value against the format, collects every problem with its
/// JSON path, and builds the ``Theme`` from what is valid.
///
/// The phases follow the references: colours (which may name other colours), font families,
/// the font catalog, then styles (which name colours, families and, through `basedOn`, other
/// styles), tag styles and Markdown styles (which may be based on styles). Each phase resolves
/// its names in dependency order with an explicit stack, so long `basedOn` chains are linear
/// and never recurse; the loader itself only descends as deep as the format goes, so a deeply
/// nested value is one "expected …" problem.
struct ThemeLoader {
  let tree: JSONTree
  let baseURL: URL?
  var problems: [ThemeProblem] = []
  /// Suggestions compare a word with every candidate; past this many, a file full of typos
  /// stays linear by going without them.
  var suggestionBudget = 64
  /// The offset of each line's first byte, found when the first problem is reported.
  var lineStarts: [Int] = []

  var colors: [String: TextColor] = [:]
  /// Every colour name the file defines, broken ones included (for suggestions).
  var colorNames: [String] = []
  /// Colours defined in the file but broken: references to them add no second problem.
  var brokenColors: Set<String> = []
  var fontFamilies: [String: FontFamily] = [:]
  var brokenFamilies: Set<String> = []
  var familyNames: [String] = []
  var styles: [String: TextStyle] = [:]
  var styleNames: [String] = []
  var brokenStyles: Set<String> = []

  init(tree: JSONTree, baseURL: URL?) {
    self.tree = tree
    self.baseURL = baseURL
  }

  static let topLevelKeys = [
    "$schema", "name", "description", "background", "colors", "fontFamilies", "fontCatalog",
    "styles", "tags", "markdown",
  ]

  /// Reads the whole file into a theme; the theme is meaningful only when `problems` is empty.
  mutating func load() -> Theme {
    var theme = Theme(name: "", styles: [:])
    guard let members = object(tree.root, "", allowed: Self.topLevelKeys) else { return theme }
    let byKey = Dictionary(members.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    if let name = byKey["name"] { theme.name = string(name.value, name.path) ?? "" }
    for key in ["$schema", "description"] {
      if let member = byKey[key] { _ = string(member.value, member.path) }
    }
    if let colors = byKey["colors"] { loadColors(colors.value, colors.path) }
    if let background = byKey["background"] {
      theme.background = color(background.value, background.path) ?? .systemBackground
    }
    if let families = byKey["fontFamilies"] { loadFamilies(families.value, families.path) }
    if let catalog = byKey["fontCatalog"] {
      theme.fontCatalog = loadCatalog(catalog.value, catalog.path)
    }
    if let styles = byKey["styles"] { loadStyles(styles.value, styles.path) }
    if let tags = byKey["tags"] { theme.tags = loadTags(tags.value, tags.path) }
    if let markdown = byKey["markdown"] {
      theme.markdown = loadMarkdown(markdown.value, markdown.path)
    }
    theme.colors = colors
    theme.fontFamilies = fontFamilies
    theme.styles = styles
    sortProblems()
    return theme
  }

  // MARK: Reporting

  /// Puts the problems in file order: phases run in reference order, the reader reads down.
  mutating func sortProblems() {
    let last = SourceLocation(line: .max, column: .max)
    problems = problems.enumerated().sorted { lhs, rhs in
      let (a, b) = (lhs.element.location ?? last, rhs.element.location ?? last)
      return a != b ? a < b : lhs.offset < rhs.offset
    }.map(\.element)
  }

  mutating func report(_ path: String, _ reason: String, at node: Int? = nil) {
    problems.append(
      ThemeProblem(path: path, reason: reason, location: node.map { location(of: $0) }))
  }

  /// A node's line and column, by binary search in the line starts (found once, on the first
  /// problem), so a file with many problems stays linear.
  mutating func location(of node: Int) -> SourceLocation {
    if lineStarts.isEmpty {
      lineStarts = [0]
      let bytes = tree.bytes
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
          lineStarts.append(index)
        }
      }
    }
    let offset = tree.nodes[node].offset
    var (low, high) = (0, lineStarts.count)
    while high - low > 1 {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
  }

  /// `; did you mean "x"?` when a candidate is close, else empty.
  mutating func suggestion(for word: String, among candidates: some Sequence<String>) -> String {
    guard suggestionBudget > 0 else { return "" }
    suggestionBudget -= 1
    return EditDistance.suggestion(for: word, among: candidates).map { "; did you mean \"\($0)\"?" }
      ?? ""
  }

  /// The path of a member: `styles.body`, or `styles["my style"]` for keys that are not words.
  static func path(_ parent: String, _ key: String) -> String {
    let isWord =
      !key.isEmpty
      && key.utf8.allSatisfy { byte in
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
          || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x2D || byte == 0x24
      }
    if isWord { return parent.isEmpty ? key : parent + "." + key }
    var escaped = ""
    for character in key {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      default: escaped.append(character)
      }
    }
    return parent + "[\"" + escaped + "\"]"
  }

  // MARK: Shapes

  /// The members of an object, with their paths; unknown keys (when `allowed` is given) and
  /// repeated keys are reported and left out. `nil`, reported, when the node is not an object.
  mutating func object(_ node: Int, _ path: String, allowed: [String]? = nil)
    -> [(key: String, value: Int, path: String)]?
  {
    guard tree.kind(of: node) == .object else {
      report(path, "expected an object, found \(tree.describe(node))", at: node)
      return nil
    }
    var seen: Set<String> = []
    var result: [(key: String, value: Int, path: String)] = []
    for (key, value) in tree.members(of: node) {
      let memberPath = Self.path(path, key)
      guard seen.insert(key).inserted else {
        report(memberPath, "duplicate key (the first one is used)", at: value)
        continue
      }
      if let allowed, !allowed.contains(key) {
        report(memberPath, "unknown key" + suggestion(for: key, among: allowed), at: value)
        continue
      }
      result.append((key, value, memberPath))
    }
    return result
  }

  mutating func string(_ node: Int, _ path: String) -> String? {
    guard let text = tree.string(node) else {
      report(path, "expected a string, found \(tree.describe(node))", at: node)
      return nil
    }
    return text
  }

  mutating func bool(_ node: Int, _ path: String) -> Bool? {
    guard let value = tree.bool(node) else {
      report(path, "expected true or false, found \(tree.describe(node))", at: node)
      return nil
    }
    return value
  }

  /// A number, optionally within a range (reported with the range when outside).
  mutating func number(_ node: Int, _ path: String, in range: ClosedRange<Double>? = nil)
    -> Double?
  {
    guard let value = tree.number(node) else {
      report(path, "expected a number, found \(tree.describe(node))", at: node)
      return nil
    }
    if let range, !range.contains(value) {
      report(
        path,
        "\(JSONTree.format(value)) is outside \(JSONTree.format(range.lowerBound))..."
          + "\(JSONTree.format(range.upperBound))", at: node)
      return nil
    }
    return value
  }

  /// One of an enumeration's raw values, with a suggestion when close.
  mutating func word<Value: RawRepresentable & CaseIterable>(
    _ node: Int, _ path: String, as type: Value.Type
  ) -> Value? where Value.RawValue == String {
    guard let text = string(node, path) else { return nil }
    if let value = Value(rawValue: text) { return value }
    let names = Value.allCases.map(\.rawValue)
    report(
      path,
      "\(tree.describe(node)) is not one of \(names.joined(separator: ", "))"
        + suggestion(for: text, among: names), at: node)
    return nil
  }

  /// An array's elements with their paths; `nil`, reported, when the node is not an array.
  mutating func array(_ node: Int, _ path: String) -> [(value: Int, path: String)]? {
    guard tree.kind(of: node) == .array else {
      report(path, "expected an array, found \(tree.describe(node))", at: node)
      return nil
    }
    return tree.children(of: node).enumerated().map { ($1, "\(path)[\($0)]") }
  }
}
