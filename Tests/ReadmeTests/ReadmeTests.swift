// swift-format-ignore-file
// The README's blocks are kept exactly as the README shows them (aligned result comments,
// long lines), so the formatter leaves this file alone.

import Foundation
import Testing
import Typeset
import TypesetMarkdown

/// Every Swift code block of the README, verbatim, compiled and run here; the first test fails
/// when the README and this file drift apart.
@Suite struct ReadmeTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The README's ```swift blocks, each as its lines without `import` lines and blank lines.
  static func readmeBlocks() throws -> [[String]] {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var blocks: [[String]] = []
    var current: [String]? = nil
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!)
        current = nil
      } else if current != nil, !line.hasPrefix("import "), !line.isEmpty {
        current!.append(line.trimmingCharacters(in: .whitespaces))
      }
    }
    return blocks
  }

  @Test func everyReadmeBlockIsCompiledHere() throws {
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let blocks = try Self.readmeBlocks()
    #expect(blocks.count >= 13)
    for block in blocks {
      let found = lines.indices.contains { start in
        start + block.count <= lines.count
          && Array(lines[start..<start + block.count]) == block
      }
      #expect(found, "README block not in ReadmeTests.swift:\n\(block.joined(separator: "\n"))")
    }
  }

  @Test func streamingMarkdown() {
    var stream = MarkdownStream()
    let renderer = MarkdownHTMLRenderer()
    var page = ""
    for chunk in ["# Noti", "ces\n\nFirst *para", "graph*.\n\n- one\n"] {
      let update = stream.append(chunk)
      for block in update.settled { page += renderer.render(block) }  // final: never changes
    }
    for block in stream.finish().settled { page += renderer.render(block) }
    page  // "<h1>Notices</h1>\n<p>First <em>paragraph</em>.</p>\n<ul>\n<li>one</li>\n</ul>\n"
    #expect(page == "<h1>Notices</h1>\n<p>First <em>paragraph</em>.</p>\n<ul>\n<li>one</li>\n</ul>\n")
  }

  @Test func theModelInFiveMinutes() throws {
    let body = TextStyle.body                        // system font, Body text style, all sizes, label colour
    let header = body.sizeMultiplied(by: 1.4).uppercased().bold()
    let caption = TextStyle.caption1.color(.secondaryLabel).tracking(40)
    #expect(caption.tracking == 40)

    let avenir = FontFamily.custom("Avenir Next", faces: [
      FontFace(weight: .regular, name: "AvenirNext-Regular"),
      FontFace(weight: .bold, name: "AvenirNext-Bold"),
    ])
    avenir.face(weight: .semibold, italic: true)?.name   // "AvenirNext-Bold": CSS matching, upright fallback
    #expect(avenir.face(weight: .semibold, italic: true)?.name == "AvenirNext-Bold")

    let brand = try TextColor(hex: "#0A84FF")
    let ink = TextColor.dynamic(light: .black, dark: .white)
    TextColor.label.resolved(for: .dark).hex                 // "#FFFFFFFF"
    do { _ = try TextColor(hex: "#12") } catch { print(error) }
    // invalid colour "#12": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA
    #expect(brand.resolved(for: .light).hex == "#0A84FFFF")
    #expect(ink.resolved(for: .dark).hex == "#FFFFFFFF")

    var environment = TextEnvironment()
    environment.sizeCategory = .accessibilityExtraExtraExtraLarge
    TextStyle.body.resolved(in: environment).font.size                           // 53, Apple's table
    TextStyle.body.scaling(.standardSizes).resolved(in: environment).font.size   // 23, capped at xxxLarge
    TextStyle.body.fontFamily(avenir).resolved(in: environment).font.size        // 48, via FontMetrics
    FontMetrics(textStyle: .body).scaledValue(17, for: .medium)                   // 16.333, pixel grid at @3x
    #expect(TextStyle.body.resolved(in: environment).font.size == 53)
    #expect(TextStyle.body.scaling(.standardSizes).resolved(in: environment).font.size == 23)
    #expect(TextStyle.body.fontFamily(avenir).resolved(in: environment).font.size == 48)

    let url = Self.packageRoot.appendingPathComponent("Tests/TypesetTests/__Fixtures__/Avenir.plist")
    let catalog = try FontCatalog(contentsOf: url)     // url: your ScaledFont-style plist
    catalog.problems.map(\.description)                  // ["body: fontSize is missing"]
    environment.fontCatalog = catalog

    let text = "Name: ".styled(.caption1) + "Zebra".styled(header)
    let zebras = "The plains zebra and Grévy's ZEBRA"
      .styled(body)
      .restyled(occurrencesOf: "zebra", options: [.ignoringCase, .wholeWords]) { $0.bold() }
    let phone = "Call 555-0199".styled(body).restyled(matching: /\d{3}-\d{4}/) { $0.monospacedDigits() }
    for run in zebras.runs { print(run.text, run.style.weight as Any) }
    #expect(zebras.runs.filter { $0.style.weight == .bold }.map(\.text) == ["zebra", "ZEBRA"])
    #expect(phone.runs.count == 2)

    let resolved = text.resolved(in: TextEnvironment(appearance: .dark))
    resolved.jsonString()              // the runs as JSON (the command line's contract)
    resolved.textDump()                // one line per run with the attributes that changed
    text.attributedString(in: environment)   // AttributedString in the `typeset` attribute scope
    #expect(resolved.jsonString().hasPrefix("{\"runs\":["))
  }

  @Test func tagMarkup() throws {
    let text = StyledText(markup: "a <b>b <i>c</i></b> &lt;x&gt;")
    text.runs.map(\.text)                 // ["a ", "b ", "c", " <x>"] — regular, bold, bold italic, regular
    "<b>Hello</b>, world".styledAsMarkup(.body)   // the String convenience
    #expect(text.runs.map(\.text) == ["a ", "b ", "c", " <x>"])

    var tags = TagScheme.default
    tags.register("shout") { $0.uppercased().bold() }                         // a modifier
    tags.register("price", style: TextStyle().monospacedDigits().color(.systemGreen))   // a fixed style
    tags.register("size") { style, attributes in                              // reads attributes
      style.size(Double(attributes["points"] ?? "") ?? 17)
    }
    tags.register("nbsp", inserting: "\u{A0}")                                  // self-closing text
    let sale = StyledText(markup: "<shout>Sale</shout>: <price>$9</price>", tags: tags)
    #expect(sale.string == "SALE: $9")

    do {
      _ = try StyledText(markup: "line one\nsome <b>bold", mode: .strict)
    } catch {
      print(error)
      // error: unclosed tag <b>
      //  --> input:2:6    (line 2, UTF-8 byte column 6)
      // some <b>bold
      //      ^
    }
    #expect(throws: MarkupError.self) {
      try StyledText(markup: "line one\nsome <b>bold", mode: .strict)
    }

    let userName = "<Ann>"
    Markup.escape("Tom & <Jerry>")                          // "Tom &amp; &lt;Jerry&gt;"
    Markup.format("Hello <b>%@</b>!", userName)             // the template stays markup, the argument is escaped
    Markup.format("%.2f € for %@", 9.5, userName)           // "9.50 € for &lt;Ann&gt;": every String(format:) specifier
    let line: MarkupString = "Hello <b>\(userName)</b>!"   // interpolated values are escaped
    let greeting = StyledText(markup: line)                 // "Hello <Ann>!", with "<Ann>" bold
    #expect(Markup.format("%.2f € for %@", 9.5, userName) == "9.50 € for &lt;Ann&gt;")
    #expect(greeting.runs.map(\.text) == ["Hello ", "<Ann>", "!"])
  }

  @Test func markdown() {
    let document = MarkdownParser.parse("# Hello *world*\n\n- [x] done\n")
    MarkdownHTMLRenderer().render(document)
    // <h1>Hello <em>world</em></h1>
    // <ul>
    // <li><input type="checkbox" checked="" disabled="" /> done</li>
    // </ul>

    print(document.debugDescription)          // the tree with every node's source range

    let plain = MarkdownParser.parse("~~not struck~~", options: .commonMark)   // no extensions
    let trusted = MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true))
    #expect(
      MarkdownHTMLRenderer().render(document) == """
        <h1>Hello <em>world</em></h1>
        <ul>
        <li><input type="checkbox" checked="" disabled="" /> done</li>
        </ul>

        """)
    #expect(trusted.render(plain) == "<p>~~not struck~~</p>\n")

    struct Outline: MarkdownWalker {
      var headings: [String] = []
      var tasks: [MarkdownListItem.Checkbox] = []

      mutating func visitHeading(_ heading: MarkdownHeading) -> MarkdownWalkAction {
        headings.append(String(repeating: "#", count: heading.level))
        return .visitChildren
      }

      mutating func visitListItem(_ item: MarkdownListItem) -> MarkdownWalkAction {
        if let checkbox = item.checkbox { tasks.append(checkbox) }
        return .visitChildren
      }
    }

    var outline = Outline()
    outline.walk(document)
    outline.headings   // ["#"]
    outline.tasks      // [.checked]
    #expect(outline.headings == ["#"])
    #expect(outline.tasks == [.checked])
  }
  @Test func markdownAsStyledTextAndThemes() throws {
    let notes = "# Notes\n\nSome **bold *and italic*** text.\n\n9. nine\n10. ten\n"
    let document = StyledDocument(markdown: notes, theme: .default)
    let text = document.flattened()               // one StyledText for a text view
    text.string                                   // "Notes\nSome bold and italic text.\n\t9.\tnine\n\t10.\tten"
    let attributed = text.attributedString(in: TextEnvironment(appearance: .dark))
    #expect(text.string == "Notes\nSome bold and italic text.\n\t9.\tnine\n\t10.\tten")
    #expect(!attributed.characters.isEmpty)

    let brand = try Theme(json: """
      {"colors": {"brand": "#0060DF"},
       "styles": {"body": {"textStyle": "body", "scaling": "allSizes", "color": "brand"}},
       "markdown": {"strong": {"weight": "heavy", "color": "brand"}}}
      """)
    brand.colors["brand"]?.resolved(for: .light).hex   // "#0060DFFF"
    let styled = StyledDocument(markdown: "a **b**", theme: brand)
    do { _ = try Theme(json: ##"{"styles": {"caption": {"color": "#12", "wieght": 700}}}"##) } catch { print(error) }
    // styles.caption.color: "#12" is not a colour: expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA
    // styles.caption.wieght: unknown key; did you mean "weight"?
    #expect(brand.colors["brand"]?.resolved(for: .light).hex == "#0060DFFF")
    let runs = styled.flattened().resolved(in: TextEnvironment()).runs
    #expect(runs.map(\.style.font.weight) == [.regular, .heavy])
    #expect(runs.allSatisfy { $0.style.foregroundColor.hex == "#0060DFFF" })
    #expect(throws: ThemeError.self) {
      try Theme(json: ##"{"styles": {"caption": {"color": "#12", "wieght": 700}}}"##)
    }
    do {
      _ = try Theme(json: ##"{"styles": {"caption": {"color": "#12", "wieght": 700}}}"##)
    } catch {
      #expect(error.description == """
        styles.caption.color: "#12" is not a colour: expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA
        styles.caption.wieght: unknown key; did you mean "weight"?
        """)
    }
  }
}
