import Testing
import Typeset
import TypesetTerminal

@Suite("TerminalCapabilities")
struct TerminalCapabilitiesTests {
  /// An environment, whether the output is a terminal, the choice, and what must come out:
  /// the depth, whether styles are on, whether hyperlinks are on.
  struct Case: Sendable, CustomTestStringConvertible {
    var environment: [String: String]
    var isTerminal: Bool
    var choice: ColorChoice = .auto
    var depth: TerminalCapabilities.ColorDepth
    var styles: Bool
    var hyperlinks: Bool
    var testDescription: String {
      "\(environment.sorted { $0.key < $1.key }) tty=\(isTerminal) \(choice)"
    }
  }

  static let cases: [Case] = [
    // Detection on a terminal.
    Case(environment: [:], isTerminal: true, depth: .ansi16, styles: true, hyperlinks: false),
    Case(
      environment: ["TERM": "xterm"], isTerminal: true, depth: .ansi16, styles: true,
      hyperlinks: false),
    Case(
      environment: ["TERM": "xterm-256color"], isTerminal: true, depth: .ansi256, styles: true,
      hyperlinks: false),
    Case(
      environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: true,
      depth: .truecolor, styles: true, hyperlinks: false),
    Case(
      environment: ["COLORTERM": "24bit"], isTerminal: true, depth: .truecolor, styles: true,
      hyperlinks: false),
    Case(
      environment: ["TERM": "xterm-direct"], isTerminal: true, depth: .truecolor, styles: true,
      hyperlinks: false),
    Case(
      environment: ["TERM": "xterm-kitty"], isTerminal: true, depth: .truecolor, styles: true,
      hyperlinks: true),
    Case(
      environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], isTerminal: true,
      depth: .truecolor, styles: true, hyperlinks: true),
    Case(
      environment: ["TERM": "xterm-256color", "VTE_VERSION": "7200"], isTerminal: true,
      depth: .ansi256, styles: true, hyperlinks: true),
    Case(
      environment: ["TERM": "xterm-256color", "VTE_VERSION": "4800"], isTerminal: true,
      depth: .ansi256, styles: true, hyperlinks: false),
    Case(
      environment: ["TERM": "xterm-256color", "WT_SESSION": "x"], isTerminal: true,
      depth: .ansi256, styles: true, hyperlinks: true),
    Case(
      environment: ["TERM": "linux", "FORCE_HYPERLINK": "1"], isTerminal: true, depth: .ansi16,
      styles: true, hyperlinks: true),
    Case(
      environment: ["TERM": "xterm-kitty", "FORCE_HYPERLINK": "0"], isTerminal: true,
      depth: .truecolor, styles: true, hyperlinks: false),
    // Not a terminal, or a dumb one: no escapes at all.
    Case(
      environment: ["TERM": "xterm-kitty", "COLORTERM": "truecolor"], isTerminal: false,
      depth: .none, styles: false, hyperlinks: false),
    Case(
      environment: ["TERM": "dumb", "COLORTERM": "truecolor"], isTerminal: true, depth: .none,
      styles: false, hyperlinks: false),
    Case(
      environment: ["TERM": "dumb", "FORCE_HYPERLINK": "1"], isTerminal: true, depth: .none,
      styles: false, hyperlinks: false),
    // NO_COLOR: no colour, styles and links stay on a terminal.
    Case(
      environment: ["NO_COLOR": "1", "TERM": "xterm-kitty"], isTerminal: true, depth: .none,
      styles: true, hyperlinks: true),
    Case(
      environment: ["NO_COLOR": "1"], isTerminal: false, depth: .none, styles: false,
      hyperlinks: false),
    Case(
      environment: ["NO_COLOR": "", "TERM": "xterm-256color"], isTerminal: true, depth: .ansi256,
      styles: true, hyperlinks: false),
    // FORCE_COLOR wins over NO_COLOR and works off a terminal; its levels pick the depth.
    Case(
      environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"], isTerminal: false, depth: .ansi16,
      styles: true, hyperlinks: false),
    Case(
      environment: ["FORCE_COLOR": "2"], isTerminal: false, depth: .ansi256, styles: true,
      hyperlinks: false),
    Case(
      environment: ["FORCE_COLOR": "3"], isTerminal: false, depth: .truecolor, styles: true,
      hyperlinks: false),
    Case(
      environment: ["FORCE_COLOR": "yes", "TERM": "xterm-256color"], isTerminal: false,
      depth: .ansi256, styles: true, hyperlinks: false),
    Case(
      environment: ["FORCE_COLOR": "yes", "TERM": "dumb"], isTerminal: true, depth: .ansi16,
      styles: true, hyperlinks: false),
    Case(
      environment: ["FORCE_COLOR": "0", "TERM": "xterm-256color"], isTerminal: true,
      depth: .none, styles: true, hyperlinks: false),
    Case(
      environment: ["FORCE_COLOR": "false"], isTerminal: false, depth: .none, styles: false,
      hyperlinks: false),
    // CLICOLOR_FORCE forces colour; NO_COLOR still removes the colour.
    Case(
      environment: ["CLICOLOR_FORCE": "1", "TERM": "xterm-256color"], isTerminal: false,
      depth: .ansi256, styles: true, hyperlinks: false),
    Case(
      environment: ["CLICOLOR_FORCE": "0"], isTerminal: false, depth: .none, styles: false,
      hyperlinks: false),
    Case(
      environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], isTerminal: false, depth: .none,
      styles: true, hyperlinks: false),
    // CLICOLOR=0: styles without colour, only on a terminal.
    Case(
      environment: ["CLICOLOR": "0", "TERM": "xterm-256color"], isTerminal: true, depth: .none,
      styles: true, hyperlinks: false),
    Case(
      environment: ["CLICOLOR": "1", "TERM": "xterm-256color"], isTerminal: true,
      depth: .ansi256, styles: true, hyperlinks: false),
    Case(
      environment: ["CLICOLOR": "0"], isTerminal: false, depth: .none, styles: false,
      hyperlinks: false),
    // An explicit choice wins over everything.
    Case(
      environment: ["NO_COLOR": "1", "TERM": "dumb"], isTerminal: false, choice: .truecolor,
      depth: .truecolor, styles: true, hyperlinks: false),
    Case(
      environment: ["FORCE_COLOR": "3", "TERM": "xterm-kitty"], isTerminal: true,
      choice: .never, depth: .none, styles: false, hyperlinks: false),
    Case(
      environment: ["TERM": "xterm-kitty"], isTerminal: true, choice: .ansi16, depth: .ansi16,
      styles: true, hyperlinks: true),
    Case(
      environment: [:], isTerminal: false, choice: .ansi256, depth: .ansi256, styles: true,
      hyperlinks: false),
  ]

  @Test(arguments: cases)
  func environmentDecidesWhatIsEmitted(_ test: Case) {
    let capabilities = TerminalCapabilities.detect(
      environment: test.environment, isTerminal: test.isTerminal, choice: test.choice)
    #expect(capabilities.colorDepth == test.depth)
    #expect(capabilities.hasStyles == test.styles)
    #expect(capabilities.hasHyperlinks == test.hyperlinks)
  }

  @Test func plainTextUsesNoEscapes() {
    let capabilities = TerminalCapabilities.detect(
      environment: ["TERM": "xterm-kitty"], isTerminal: false)
    #expect(!capabilities.usesEscapes)
  }

  @Test(arguments: [
    ([String: String](), nil as Int?, 80), (["COLUMNS": "120"], nil, 120),
    (["COLUMNS": "abc"], nil, 80), (["COLUMNS": "-3"], nil, 80), (["COLUMNS": "120"], 50, 50),
    (["COLUMNS": "99999999999"], nil, 10_000), ([:], Int.max, 10_000), ([:], 0, 1),
  ])
  func widthComesFromTheChoiceThenColumns(environment: [String: String], width: Int?, expected: Int)
  {
    let capabilities = TerminalCapabilities.detect(
      environment: environment, isTerminal: true, width: width)
    #expect(capabilities.width == expected)
  }

  /// A width set after the fact stays within 1 to `maximumWidth` too.
  @Test func aWidthSetLaterIsKeptInRange() {
    var capabilities = TerminalCapabilities.plain()
    capabilities.width = .max
    #expect(capabilities.width == TerminalCapabilities.maximumWidth)
    capabilities.width = -5
    #expect(capabilities.width == 1)
  }

  @Test func styledUnderlinesOnlyOnTerminalsKnownToDrawThem() {
    let kitty = TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty"], isTerminal: true)
    let xterm = TerminalCapabilities.detect(
      environment: ["TERM": "xterm-256color"], isTerminal: true)
    #expect(kitty.hasStyledUnderlines)
    #expect(!xterm.hasStyledUnderlines)
  }

  @Test(arguments: [
    ("never", ColorChoice.never), ("16", .ansi16), ("256", .ansi256), ("TrueColor", .truecolor),
    ("auto", .auto),
  ])
  func colorChoiceReadsItsNames(_ text: String, _ choice: ColorChoice) {
    #expect(ColorChoice(parsing: text) == choice)
  }

  @Test(arguments: [
    ("15;0", Appearance?.some(.dark)), ("0;15", .light), ("12;8", .dark), ("0;7", .light),
    ("15;default;0", .dark), ("0;default;15", .light), ("", nil), ("15", .light), ("a;b", nil),
    ("15;16", nil), ("15;", nil),
  ])
  func theTerminalsAppearanceComesFromCOLORFGBG(_ value: String, _ appearance: Appearance?) {
    #expect(TerminalCapabilities.appearance(environment: ["COLORFGBG": value]) == appearance)
  }

  @Test func noCOLORFGBGSaysNothing() {
    #expect(TerminalCapabilities.appearance(environment: ["TERM": "xterm"]) == nil)
  }

  @Test func colorChoiceRefusesOtherWords() {
    #expect(ColorChoice(parsing: "always") == nil)
  }
}
