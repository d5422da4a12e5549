extension TerminalCapabilities {
  /// Decides what to emit from the environment variables, whether standard output is a
  /// terminal and the user's explicit choice; a pure function, so every case is testable.
  ///
  /// The first rule that applies wins:
  /// 1. an explicit `choice` other than `.auto`: `.never` is plain text, a depth is that depth;
  /// 2. `FORCE_COLOR` non-empty: colour even off a terminal (`1`, `2`, `3` pick 16, 256 or
  ///    truecolor; any other value detects the depth); `0` or `false` turn colour off instead,
  ///    as Node and chalk read them;
  /// 3. `NO_COLOR` non-empty: no colour, but bold, italic, underline and links stay on a
  ///    terminal;
  /// 4. `CLICOLOR_FORCE` non-empty and not `0`: colour even off a terminal;
  /// 5. not a terminal, or `TERM=dumb`: plain text with no escape sequence at all;
  /// 6. `CLICOLOR=0`: no colour, styles stay;
  /// 7. otherwise colour at the detected depth: `COLORTERM=truecolor|24bit`, a `TERM` ending in
  ///    `-direct` or naming a truecolor terminal (kitty, wezterm, ghostty, alacritty, foot),
  ///    or `TERM_PROGRAM` iTerm.app, WezTerm, vscode, ghostty give truecolor; a `TERM` with
  ///    `256color` gives 256; anything else 16.
  ///
  /// Hyperlinks are on whenever escapes are, if `FORCE_HYPERLINK` is set to anything but `0`,
  /// or the terminal is one known to support OSC 8 (iTerm2, WezTerm, kitty, ghostty, foot,
  /// alacritty, VS Code, Windows Terminal, VTE 0.50 and later, Konsole, Hyper, Tabby, rio);
  /// elsewhere links become numbered references, because a terminal that does not know OSC 8
  /// may print it. `FORCE_HYPERLINK=0` turns them off. Styled underlines follow the same list
  /// (without Windows Terminal and Konsole, and VTE from 0.51). The width is `width`, else a
  /// positive `COLUMNS`, else 80.
  ///
  ///     let env = ["TERM": "xterm-256color"]
  ///     TerminalCapabilities.detect(environment: env, isTerminal: true).colorDepth   // .ansi256
  ///     TerminalCapabilities.detect(environment: env, isTerminal: false).usesEscapes // false
  ///
  /// - Parameters:
  ///   - environment: the environment variables (`ProcessInfo.processInfo.environment`).
  ///   - isTerminal: whether the output goes to a terminal.
  ///   - choice: the user's `--color` choice.
  ///   - width: the user's `--width`, or `nil` to read `COLUMNS`.
  public static func detect(
    environment: [String: String], isTerminal: Bool, choice: ColorChoice = .auto,
    width: Int? = nil
  ) -> TerminalCapabilities {
    let columns = width ?? environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    let width = columns ?? 80
    func value(_ name: String) -> String? {
      guard let value = environment[name], !value.isEmpty else { return nil }
      return value
    }
    let term = value("TERM")?.lowercased() ?? ""
    let isDumb = term == "dumb"
    let onTerminal = isTerminal && !isDumb
    func escapes(depth: ColorDepth) -> TerminalCapabilities {
      TerminalCapabilities(
        colorDepth: depth, hasStyles: true, hasHyperlinks: hyperlinks(environment),
        hasStyledUnderlines: styledUnderlines(environment), width: width)
    }
    switch choice {
    case .never: return .plain(width: width)
    case .ansi16: return escapes(depth: .ansi16)
    case .ansi256: return escapes(depth: .ansi256)
    case .truecolor: return escapes(depth: .truecolor)
    case .auto: break
    }
    if let force = value("FORCE_COLOR")?.lowercased() {
      switch force {
      case "0", "false": return onTerminal ? escapes(depth: .none) : .plain(width: width)
      case "1": return escapes(depth: .ansi16)
      case "2": return escapes(depth: .ansi256)
      case "3": return escapes(depth: .truecolor)
      default: return escapes(depth: detectedDepth(environment))
      }
    }
    let isForced = value("CLICOLOR_FORCE").map { $0 != "0" } ?? false
    if value("NO_COLOR") != nil {
      return onTerminal || isForced ? escapes(depth: .none) : .plain(width: width)
    }
    if isForced { return escapes(depth: detectedDepth(environment)) }
    guard onTerminal else { return .plain(width: width) }
    if environment["CLICOLOR"] == "0" { return escapes(depth: .none) }
    return escapes(depth: detectedDepth(environment))
  }

  /// The colour depth the environment names; 16 when it names none.
  static func detectedDepth(_ environment: [String: String]) -> ColorDepth {
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
    let term = environment["TERM"]?.lowercased() ?? ""
    if term.hasSuffix("-direct") || term.contains("truecolor") || term.contains("24bit") {
      return .truecolor
    }
    let truecolorTerms = ["kitty", "wezterm", "ghostty", "alacritty", "foot", "contour"]
    if truecolorTerms.contains(where: { term.contains($0) }) { return .truecolor }
    let program = environment["TERM_PROGRAM"] ?? ""
    if ["iTerm.app", "WezTerm", "vscode", "ghostty"].contains(program) { return .truecolor }
    if term.contains("256color") || term.hasSuffix("-256") { return .ansi256 }
    return .ansi16
  }

  /// Whether the terminal is known to understand OSC 8 hyperlinks.
  static func hyperlinks(_ environment: [String: String]) -> Bool {
    if let force = environment["FORCE_HYPERLINK"], !force.isEmpty { return force != "0" }
    if isKnownModernTerminal(environment) { return true }
    if environment["WT_SESSION"] != nil { return true }
    if let konsole = environment["KONSOLE_VERSION"].flatMap({ Int($0) }), konsole >= 201_200 {
      return true
    }
    let program = environment["TERM_PROGRAM"] ?? ""
    if ["Hyper", "Tabby", "rio"].contains(program) { return true }
    if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 { return true }
    return false
  }

  /// Whether SGR 4:n underline styles and SGR 58 underline colours are understood.
  static func styledUnderlines(_ environment: [String: String]) -> Bool {
    if isKnownModernTerminal(environment) { return true }
    if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5100 { return true }
    return false
  }

  /// kitty, WezTerm, ghostty, foot, alacritty, iTerm2 and VS Code's terminal.
  static func isKnownModernTerminal(_ environment: [String: String]) -> Bool {
    let term = environment["TERM"]?.lowercased() ?? ""
    if ["kitty", "wezterm", "ghostty", "foot", "alacritty"].contains(where: { term.contains($0) }) {
      return true
    }
    let program = environment["TERM_PROGRAM"] ?? ""
    return ["iTerm.app", "WezTerm", "vscode", "ghostty"].contains(program)
      || environment["KITTY_WINDOW_ID"] != nil
  }
}
