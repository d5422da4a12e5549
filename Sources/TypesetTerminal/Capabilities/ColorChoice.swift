/// What the user asked for with `--color`: no escapes, a colour depth, or detection.
///
///     ColorChoice(parsing: "256")   // .ansi256
///     ColorChoice(parsing: "auto")  // .auto
public enum ColorChoice: String, Hashable, Sendable, CaseIterable {
  /// Plain text: no colours, no styles, no hyperlinks, no escape sequence at all.
  case never
  /// The 16 ANSI colours.
  case ansi16 = "16"
  /// The 256-colour palette.
  case ansi256 = "256"
  /// 24-bit colour.
  case truecolor
  /// Decide from the environment and whether the output is a terminal.
  case auto

  /// Reads a `--color` value, ignoring case: `never`, `16`, `256`, `truecolor`, `auto`.
  ///
  ///     ColorChoice(parsing: "TrueColor")   // .truecolor
  ///     ColorChoice(parsing: "always")      // nil
  public init?(parsing text: String) {
    self.init(rawValue: text.lowercased())
  }
}
