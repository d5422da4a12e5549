import Typeset

extension TerminalCapabilities {
  /// The terminal's own appearance as its environment tells it, or `nil` when it does not: a
  /// pure function of the variables, like ``detect(environment:isTerminal:choice:width:)``.
  ///
  /// `COLORFGBG` (set by rxvt, Konsole, iTerm2 and others) is `"foreground;background"` (or
  /// `"foreground;default;background"`) in palette numbers: a background of 0–6 or 8 is a dark
  /// terminal, 7 or 9–15 a light one. Anything else says nothing.
  ///
  ///     TerminalCapabilities.appearance(environment: ["COLORFGBG": "15;0"])   // .dark
  ///     TerminalCapabilities.appearance(environment: ["COLORFGBG": "0;15"])   // .light
  ///     TerminalCapabilities.appearance(environment: [:])                     // nil
  ///
  /// - Parameter environment: the environment variables.
  public static func appearance(environment: [String: String]) -> Appearance? {
    guard let value = environment["COLORFGBG"],
      let last = value.split(separator: ";", omittingEmptySubsequences: false).last,
      let background = Int(last), (0...15).contains(background)
    else { return nil }
    return background < 7 || background == 8 ? .dark : .light
  }
}
