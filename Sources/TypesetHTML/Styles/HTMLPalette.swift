import Typeset

/// The colours a page uses, each a CSS custom property with its value in light, dark and
/// increased-contrast light and dark, so the browser switches them as the system does.
///
/// A property is named after the colour (`--ts-label`, `--ts-link`) when that name is a plain
/// identifier, otherwise after its values (`--ts-c1a2b3c4d`): a theme's names never reach the
/// CSS unchecked, and the same colour has the same name in every document.
struct HTMLPalette: Sendable {
  /// One colour in the four environments a page can be shown in.
  struct Variants: Hashable, Sendable {
    var light: TextColor.RGBA
    var dark: TextColor.RGBA
    var highContrastLight: TextColor.RGBA
    var highContrastDark: TextColor.RGBA
  }

  /// The properties in the order they were first used: name bytes and values.
  private(set) var entries: [(name: [UInt8], variants: Variants)] = []
  private var names: [Variants: Int] = [:]
  private var taken: Set<[UInt8]> = []

  /// `var(--ts-NAME)` for the colour, adding its property when new.
  mutating func reference(to variants: Variants, named name: String?) -> [UInt8] {
    let index: Int
    if let known = names[variants] {
      index = known
    } else {
      // Unnamed colours (and a name already taken by another colour) are named from their
      // values, so fragments on one page agree on what a property means.
      var values: [UInt8] = []
      for rgba in [
        variants.light, variants.dark, variants.highContrastLight, variants.highContrastDark,
      ] {
        CSSBytes.appendColor(rgba, to: &values)
      }
      let stable = CSSBytes.stableName(values)
      var property = Array((name.flatMap(CSSBytes.identifier) ?? "c" + stable).utf8)
      if taken.contains(property) { property += Array("-\(stable)".utf8) }
      while taken.contains(property) { property += Array("x".utf8) }
      taken.insert(property)
      index = entries.count
      entries.append((property, variants))
      names[variants] = index
    }
    var bytes = Array("var(--ts-".utf8)
    bytes += entries[index].name
    bytes.append(0x29)
    return bytes
  }

  /// Appends the `:root` rules: light values, then the dark, increased-contrast and dark
  /// increased-contrast overrides, each only where a colour differs (the last also where the
  /// increased-contrast rule before it changed one, which it would otherwise leave light).
  func appendRules(to output: inout [UInt8]) { appendRules(from: 0, to: &output) }

  /// ``appendRules(to:)`` for the properties from the `first`th on: a stream of fragments
  /// defines each property once, so a later `:root` rule never undoes an earlier override.
  func appendRules(from first: Int, to output: inout [UInt8]) {
    guard first < entries.count else { return }
    let entries = self.entries[first...]
    appendBlock(entries, prefix: ":root{", suffix: "}\n", to: &output) { $0.light }
    appendOverrides(
      entries, media: "@media (prefers-color-scheme: dark){:root{", to: &output,
      differs: { $0.dark != $0.light }, value: { $0.dark })
    appendOverrides(
      entries, media: "@media (prefers-contrast: more){:root{", to: &output,
      differs: { $0.highContrastLight != $0.light }, value: { $0.highContrastLight })
    appendOverrides(
      entries, media: "@media (prefers-color-scheme: dark) and (prefers-contrast: more){:root{",
      to: &output,
      differs: { $0.highContrastDark != $0.dark || $0.highContrastLight != $0.light },
      value: { $0.highContrastDark })
  }

  private func appendOverrides(
    _ entries: ArraySlice<(name: [UInt8], variants: Variants)>, media: StaticString,
    to output: inout [UInt8], differs: (Variants) -> Bool,
    value: (Variants) -> TextColor.RGBA
  ) {
    guard entries.contains(where: { differs($0.variants) }) else { return }
    appendBlock(entries, prefix: media, suffix: "}}\n", to: &output, only: differs, value: value)
  }

  private func appendBlock(
    _ entries: ArraySlice<(name: [UInt8], variants: Variants)>, prefix: StaticString,
    suffix: StaticString, to output: inout [UInt8],
    only include: (Variants) -> Bool = { _ in true }, value: (Variants) -> TextColor.RGBA
  ) {
    CSSBytes.append(prefix, to: &output)
    for entry in entries where include(entry.variants) {
      CSSBytes.append("--ts-", to: &output)
      output += entry.name
      output.append(0x3A)
      CSSBytes.appendColor(value(entry.variants), to: &output)
      output.append(0x3B)
    }
    CSSBytes.append(suffix, to: &output)
  }
}
