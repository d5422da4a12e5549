import Typeset
import TypesetTerminal

extension DemoCommand {
  /// The three content sizes the Dynamic Type table shows.
  static let sampleSizes: [SizeCategory] = [
    .extraSmall, .large, .accessibilityExtraLarge,
  ]

  /// The showcase as Markdown, with the theme's tags for colours and inline styles; the tables
  /// are computed from the built-in theme.
  static var showcase: String {
    """
    # Typeset

    Declarative text styling for Swift: one theme, resolved late for **Dynamic Type**, \
    *light and dark*, contrast and Bold Text, and rendered to the terminal, HTML, email and \
    `AttributedString`.

    Inline styles: **bold**, *italic*, ***both***, ~~struck~~, `code`, <u>underlined</u>, \
    <mark>marked</mark>, <kbd>⌘K</kbd>, <small>small</small>, H<sub>2</sub>O, \
    E = mc<sup>2</sup> and [a link](https://swift.org).

    Colours: \(colourSwatches)

    \(typeScale)

    ## Markdown

    ### Lists

    1. Parse CommonMark with the GitHub extensions
    2. Style it with a theme, then render it anywhere; long items wrap with a hanging indent
       - nested bullet
         - deeper, with `code`

    - [x] a done task
    - [ ] an open task

    #### Quotes and code

    > A quote, wrapped at the terminal's width, with **bold** inside.
    >
    > > And a nested one.

    ```swift
    let text = "Zebras".styled(.headline) + " of Africa"
    print(text.resolved(in: TextEnvironment(appearance: .dark)))
    ```

    ##### Tables and footnotes

    | Output | Colours | Links |
    | :----- | :-----: | ----: |
    | ANSI | 16, 256, 24-bit | OSC 8 |
    | HTML page | CSS variables | `<a>` |
    | Email | inline, light | `<a>` |

    CJK wraps between characters: 日本語のテキストは空白なしで折り返されます。 \
    Emoji keep their clusters: 👨‍👩‍👧‍👦 🇫🇷 👍🏽. A footnote[^1] ends the section.

    ---

    [^1]: Footnotes are numbered and listed after the text.

    """
  }

  /// A word per system colour, each in its colour.
  private static var colourSwatches: String {
    let names = [
      "Red", "Orange", "Yellow", "Green", "Mint", "Teal", "Cyan", "Blue", "Indigo", "Purple",
      "Pink", "Brown",
    ]
    return names.map { "<color value=\"system\($0)\">\($0.lowercased())</color>" }
      .joined(separator: " ")
  }

  /// The theme's text styles as a table of sizes at three content sizes, each name in its own
  /// style, then the body size at every content size.
  private static var typeScale: String {
    let theme = Theme.default
    var lines = [
      "## Dynamic Type at three sizes", "",
      "| Style | " + sampleSizes.map(\.shortName).joined(separator: " | ") + " | Weight |",
      "| :--- |" + String(repeating: " ---: |", count: sampleSizes.count) + " :--- |",
    ]
    for (name, style) in theme.styles.sorted(by: { $0.key < $1.key }) {
      let sizes = sampleSizes.map { category in
        points(style.resolved(in: TextEnvironment(sizeCategory: category)).font.size)
      }
      let weight = style.resolved(in: TextEnvironment()).font.weight.description
      lines.append(
        "| <\(name)>\(name)</\(name)> | " + sizes.joined(separator: " | ") + " | \(weight) |")
    }
    let body = SizeCategory.allCases.map { category in
      "\(category.shortName) \(points(TextStyle.body.resolved(in: TextEnvironment(sizeCategory: category)).font.size))"
    }
    lines += ["", "Body at every content size, in points: " + body.joined(separator: " · ") + "."]
    return lines.joined(separator: "\n")
  }

  /// A size without a needless `.0`.
  private static func points(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
  }

  /// The same passage in light and dark mode: side by side when each column gets at least
  /// ``minimumColumn`` columns, else one after the other. No line is wider than the width.
  static func lightAndDark(_ capabilities: TerminalCapabilities) -> String {
    let width = capabilities.width
    let columnWidth = (width - 3) / 2
    let sideBySide = columnWidth >= minimumColumn
    var narrow = capabilities
    if sideBySide { narrow.width = columnWidth }
    let columns = [Appearance.light, .dark].map { appearance in
      let title = appearance == .light ? "Light" : "Dark"
      return TerminalRenderer(
        environment: TextEnvironment(appearance: appearance), capabilities: narrow
      )
      .render(document("#### \(title)\n\n" + comparison))
    }
    guard sideBySide else { return columns.joined(separator: "\n") }
    let left = lines(columns[0])
    let right = lines(columns[1])
    let reset = capabilities.usesEscapes ? "\u{1B}[0m" : ""
    var out = ""
    for index in 0..<max(left.count, right.count) {
      let first = index < left.count ? left[index] : ""
      let second = index < right.count ? right[index] : ""
      let padding = String(repeating: " ", count: max(columnWidth - visibleColumns(first), 0))
      out += first + reset + padding + " │"
      out += second.isEmpty ? "\n" : " " + second + reset + "\n"
    }
    return out
  }

  /// The narrowest column the side-by-side comparison uses.
  static let minimumColumn = 30

  /// The passage the light and dark columns show.
  private static let comparison = """
    Semantic colours follow the appearance: <color value="label">label</color>, \
    <color value="secondaryLabel">secondary</color>, <color value="systemBlue">blue</color>, \
    <color value="systemGreen">green</color>, <color value="systemRed">red</color>, \
    <mark>marked</mark>, `code` and [links](https://swift.org).

    > A quote keeps its bar colour.
    """

  private static func lines(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// The columns a line takes on screen: its text without escape sequences (CSI `ESC [ … final`
  /// and OSC `ESC ] … ST`), measured by display width.
  static func visibleColumns(_ line: Substring) -> Int {
    var visible = ""
    var scalars = line.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        visible.unicodeScalars.append(scalar)
        continue
      }
      switch scalars.next() {
      case "[":
        while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
      case "]":
        var previous: Unicode.Scalar = " "
        while let next = scalars.next() {
          if next == "\u{07}" || (previous == "\u{1B}" && next == "\\") { break }
          previous = next
        }
      default:
        break
      }
    }
    return DisplayWidth.columns(of: visible)
  }
}
