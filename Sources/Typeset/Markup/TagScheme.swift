/// Which tags markup understands, and what each one does to the text it covers.
///
/// A rule maps a tag name (case-insensitive) to a modifier of the surrounding style, to a
/// modifier that also reads the tag's attributes, to a fixed style merged over the surrounding
/// one, or — for self-closing tags — to inserted text or an inline image. Tags nest and may
/// overlap: each character gets the base style with the rules of all tags covering it applied
/// in the order the tags opened, so `<b><i>…</i></b>` is bold italic from the font family.
///
///     var tags = TagScheme.default
///     tags.register("shout") { $0.uppercased().bold() }
///     tags.register("price", style: TextStyle().monospacedDigits().color(.systemGreen))
///     let text = StyledText(markup: "<shout>Sale</shout>: <price>$9</price>", tags: tags)
public struct TagScheme: Sendable {
  /// The rules by lowercased tag name.
  ///
  ///     TagScheme(rules: ["B": .modifier { $0.bold() }]).rules.keys.first   // "b"
  public private(set) var rules: [String: Rule]
  /// What happens to tags that have no rule.
  ///
  ///     TagScheme().unknownTags   // .strip
  public var unknownTags: UnknownTagPolicy
  /// Whether rules may set links that are never safe to follow (`javascript:`, `vbscript:`,
  /// `file:`, and `data:` other than images); `false` unless you trust the markup.
  ///
  /// With the default `false`, a dangerous link is left out of the style: lenient styling
  /// keeps the tag's other effects, strict styling throws. Turn it on only for markup you
  /// wrote yourself.
  ///
  ///     StyledText(markup: #"<a href="javascript:alert(1)">x</a>"#).runs.first?.style.link   // nil
  ///     var trusted = TagScheme.default
  ///     trusted.allowsUnsafeLinks = true
  public var allowsUnsafeLinks = false
  /// The styles of the rules that read no attributes over ``TextStyle/body``, by tag name:
  /// built once for the default scheme, so styling over the default base style runs none of
  /// its modifiers and makes no new style storage per call. Setting a rule forgets its entry.
  ///
  ///     TagScheme.default.stylesOverBody["b"]?.weight   // .bold
  var stylesOverBody: [String: TextStyle] = [:]

  /// Creates a scheme with the given rules.
  ///
  ///     TagScheme(rules: ["b": .modifier { $0.bold() }])
  ///
  /// - Parameters:
  ///   - rules: the rules by tag name.
  ///   - unknownTags: what happens to tags without a rule.
  public init(rules: [String: Rule] = [:], unknownTags: UnknownTagPolicy = .strip) {
    self.rules = [:]
    self.unknownTags = unknownTags
    for (name, rule) in rules { self.rules[name.lowercased()] = rule }
  }

  /// The rule for a tag name, or `nil`.
  ///
  ///     TagScheme.default.rule(for: "B") != nil   // true
  public func rule(for name: String) -> Rule? { rules[name.lowercased()] }

  /// Sets the rule for a tag name, replacing any rule it had.
  ///
  ///     tags.set("em", rule: .modifier { $0.italic().color(.systemPurple) })
  ///
  /// - Parameters:
  ///   - name: the tag name (case-insensitive).
  ///   - rule: what the tag does.
  public mutating func set(_ name: String, rule: Rule) {
    let name = name.lowercased()
    rules[name] = rule
    stylesOverBody[name] = nil
  }

  /// Makes a tag apply a modifier to the style it covers.
  ///
  ///     tags.register("b") { $0.bold() }
  ///
  /// - Parameters:
  ///   - name: the tag name.
  ///   - modifier: turns the surrounding style into the tag's style.
  public mutating func register(
    _ name: String, modifier: @escaping @Sendable (TextStyle) -> TextStyle
  ) {
    set(name, rule: .modifier(modifier))
  }

  /// Makes a tag apply a modifier that reads the tag's attributes; throwing marks the tag
  /// invalid (an error in strict mode, ignored in lenient mode).
  ///
  ///     tags.register("size") { style, attributes in
  ///       style.size(Double(attributes["points"] ?? "") ?? 17)
  ///     }
  ///
  /// - Parameters:
  ///   - name: the tag name.
  ///   - modifier: turns the surrounding style and the attributes into the tag's style.
  public mutating func register(
    _ name: String,
    modifier: @escaping @Sendable (TextStyle, TagAttributes) throws -> TextStyle
  ) {
    set(name, rule: .attributeModifier(modifier))
  }

  /// Makes a tag merge a fixed style over the style it covers.
  ///
  ///     tags.register("warning", style: TextStyle().color(.systemRed).bold())
  ///
  /// - Parameters:
  ///   - name: the tag name.
  ///   - style: the style whose set fields win inside the tag.
  public mutating func register(_ name: String, style: TextStyle) {
    set(name, rule: .style(style))
  }

  /// Makes a tag link the text it covers to the URL in one of its attributes, and merge a
  /// fixed style over it.
  ///
  ///     tags.register("link", linkingTo: "to", style: TextStyle().color(.link).underline())
  ///     // <link to="https://swift.org">Swift</link>
  ///
  /// The URL passes the link check (see ``allowsUnsafeLinks``); a tag whose attribute is
  /// missing, empty or not a URL is invalid (an error in strict mode, ignored in lenient mode).
  ///
  /// - Parameters:
  ///   - name: the tag name.
  ///   - attribute: the attribute that holds the URL.
  ///   - style: the style whose set fields win inside the tag.
  public mutating func register(_ name: String, linkingTo attribute: String, style: TextStyle) {
    set(name, rule: .link(attribute: attribute.lowercased(), style: style))
  }

  /// Makes a self-closing tag insert text.
  ///
  ///     tags.register("nbsp", inserting: "\u{A0}")
  ///
  /// - Parameters:
  ///   - name: the tag name.
  ///   - text: the text that replaces the tag.
  public mutating func register(_ name: String, inserting text: String) {
    set(name, rule: .insert(text))
  }

  /// Returns this scheme with every named style of a theme usable as a tag.
  ///
  /// A theme style merges over the surrounding style, so `<headline>` inside bold text stays
  /// bold unless the headline style sets a weight. Existing rules with the same names win.
  ///
  ///     let tags = TagScheme.default.addingStyles(of: .default)   // <headline>, <caption1> …
  public func addingStyles(of theme: Theme) -> TagScheme {
    var result = self
    for (name, style) in theme.styles where result.rule(for: name) == nil {
      result.register(name, style: style)
    }
    return result
  }
}
