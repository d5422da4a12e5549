extension ResolvedStyle.Decoration {
  /// The `NSUnderlineStyle` bitmask for this line, used for underlines and strikethroughs.
  ///
  /// Apple's `NSUnderlineStyle` constants: the style in the low byte (single 0x01, thick 0x02,
  /// double 0x09), the pattern in the second (dot 0x100, dash 0x200, dash-dot 0x300,
  /// dash-dot-dot 0x400), and 0x8000 for by-word. A hidden line is 0, whatever its pattern.
  ///
  ///     let line = ResolvedStyle.Decoration(style: .double, pattern: .dash, isByWord: true,
  ///                                         color: nil)
  ///     line.platformStyleRawValue   // 0x8209
  public var platformStyleRawValue: Int {
    let style: Int
    switch self.style {
    case .hidden: return 0
    case .single: style = 0x01
    case .thick: style = 0x02
    case .double: style = 0x09
    }
    let pattern: Int
    switch self.pattern {
    case .solid: pattern = 0
    case .dot: pattern = 0x100
    case .dash: pattern = 0x200
    case .dashDot: pattern = 0x300
    case .dashDotDot: pattern = 0x400
    }
    return style | pattern | (isByWord ? 0x8000 : 0)
  }
}

extension TextStyle.Ligatures {
  /// The value of the `NSLigature` attribute: required only 0, standard 1, all 2 (AppKit only;
  /// UIKit draws it as 1).
  ///
  ///     TextStyle.Ligatures.requiredOnly.platformRawValue   // 0
  public var platformRawValue: Int {
    switch self {
    case .requiredOnly: 0
    case .standard: 1
    case .all: 2
    }
  }
}

extension TextStyle.TextEffect {
  /// The value of the `NSTextEffect` attribute (`NSTextEffectLetterpressStyle`; UIKit only).
  ///
  ///     TextStyle.TextEffect.letterpress.platformRawValue   // "_UIKitNewLetterpressStyle"
  public var platformRawValue: String {
    switch self {
    case .letterpress: "_UIKitNewLetterpressStyle"
    }
  }
}
