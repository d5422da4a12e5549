import Typeset

/// Every style a rendering meets, resolved once and turned into escape sequences once.
///
/// Styles are keyed without their link (links are tracked beside the style), so the distinct
/// links of a document share one entry; a style's hash is cached, so a lookup hashes one
/// integer.
struct TerminalStyleTable {
  let environment: TextEnvironment
  let capabilities: TerminalCapabilities
  /// The theme's text colour: written as the terminal's own default colour.
  let defaultForeground: TextColor.RGBA
  /// The theme's background: the terminal's own background, what translucent colours blend on.
  let defaultBackground: TextColor.RGBA
  /// The background monospaced text gets when it sets none, so code stands out.
  let codeBackground: TextColor.RGBA

  private var indices: [TextStyle: Int32] = [:]
  private var variants: [Int64: Int32] = [:]
  private(set) var styles: [TerminalStyle] = []
  private var resolved: [ResolvedStyle] = []
  /// Every style's start sequence, one after another, and where each one is: written from
  /// without retaining an array per style change.
  private let sequences = ByteBuffer(capacity: 1024)
  private var sequenceRanges: [Range<Int>] = []

  init(theme: Theme, environment: TextEnvironment, capabilities: TerminalCapabilities) {
    self.environment = environment
    self.capabilities = capabilities
    let appearance = environment.appearance
    let contrast = environment.contrast
    defaultForeground = theme.body.resolved(in: environment).foregroundColor
    defaultBackground = theme.background.resolved(for: appearance, contrast: contrast)
    codeBackground = TextColor.secondarySystemBackground.resolved(
      for: appearance, contrast: contrast)
  }

  /// The index of a style without a link.
  mutating func index(of style: TextStyle) -> Int32 {
    if let known = indices[style] { return known }
    let index = append(style.resolved(in: environment))
    indices[style] = index
    return index
  }

  /// The index of a renderer-made variant of style `base`.
  mutating func index(of variant: StyleVariant, over base: Int32) -> Int32 {
    let key = Int64(base) << 8 | Int64(variant.rawValue)
    if let known = variants[key] { return known }
    var style = resolved[Int(base)]
    switch variant {
    case .control:
      style.font.weight = .light
    case .heading:
      style.font.weight = max(style.font.weight, .bold)
    case .title:
      style.font.weight = max(style.font.weight, .bold)
      if style.underline == nil {
        style.underline = ResolvedStyle.Decoration(
          style: .single, pattern: .solid, isByWord: false, color: nil)
      }
    }
    let index = append(style)
    variants[key] = index
    return index
  }

  /// The style at `index`.
  subscript(index: Int32) -> TerminalStyle { styles[Int(index)] }

  /// The sequence that starts style `index`, valid until the next style is added.
  func sequence(of index: Int32) -> UnsafeBufferPointer<UInt8> {
    sequences.slice(sequenceRanges[Int(index)])
  }

  /// How style `index` shows raised or lowered text.
  func script(of index: Int32) -> TerminalStyle.Script { styles[Int(index)].script }

  /// The alignment of the paragraph style `index` starts.
  func alignment(of index: Int32) -> ParagraphStyle.Alignment { styles[Int(index)].alignment }

  private mutating func append(_ style: ResolvedStyle) -> Int32 {
    resolved.append(style)
    let start = escape(for: style)
    sequenceRanges.append(sequences.count..<sequences.count + start.count)
    sequences.append(start)
    styles.append(
      TerminalStyle(
        start: start, script: script(of: style),
        alignment: style.paragraph?.alignment ?? .natural))
    return Int32(styles.count - 1)
  }

  private func script(of style: ResolvedStyle) -> TerminalStyle.Script {
    guard let offset = style.baselineOffset, offset != 0 else { return .normal }
    return offset > 0 ? .superscript : .`subscript`
  }

  /// `ESC [ … m` for a resolved style, or nothing.
  func escape(for style: ResolvedStyle) -> [UInt8] {
    var codes: [String] = []
    if capabilities.hasStyles {
      if style.font.weight.rawValue >= 600 {
        codes.append("1")
      } else if style.font.weight.rawValue <= 300 {
        codes.append("2")
      }
      if style.font.isItalic { codes.append("3") }
      if let underline = style.underline, underline.style != .hidden {
        codes.append(underlineCode(underline))
        if capabilities.hasStyledUnderlines, let color = underline.color {
          if let code = colorCode(color, over: defaultBackground, base: 58) { codes.append(code) }
        }
      }
      if let strikethrough = style.strikethrough, strikethrough.style != .hidden {
        codes.append("9")
      }
    }
    if capabilities.colorDepth != .none {
      var background = style.backgroundColor
      if background == nil, style.font.family == "ui-monospace" { background = codeBackground }
      let under = background.map { blend($0, over: defaultBackground) } ?? defaultBackground
      let foreground = blend(style.foregroundColor, over: under)
      if !sameBytes(foreground, defaultForeground) || background != nil {
        if let code = colorCode(foreground, over: under, base: 38) { codes.append(code) }
      }
      if background != nil, !sameBytes(under, defaultBackground) {
        if let code = colorCode(under, over: defaultBackground, base: 48) { codes.append(code) }
      }
    }
    guard !codes.isEmpty else { return [] }
    return Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
  }

  private func underlineCode(_ underline: ResolvedStyle.Decoration) -> String {
    guard capabilities.hasStyledUnderlines else { return "4" }
    switch underline.pattern {
    case .dot: return "4:4"
    case .dash, .dashDot, .dashDotDot: return "4:5"
    case .solid: return underline.style == .double ? "4:2" : "4"
    }
  }

  /// The SGR parameters of a colour (`base` 38 foreground, 48 background, 58 underline).
  private func colorCode(_ color: TextColor.RGBA, over background: TextColor.RGBA, base: Int)
    -> String?
  {
    let color = blend(color, over: background)
    switch capabilities.colorDepth {
    case .none: return nil
    case .truecolor:
      let (r, g, b) = bytes(of: color)
      return "\(base);2;\(r);\(g);\(b)"
    case .ansi256:
      return "\(base);5;\(TerminalPalette.nearest256(to: color))"
    case .ansi16:
      guard base != 58 else { return nil }
      let index = TerminalPalette.nearest16(to: color)
      let offset = base == 38 ? 30 : 40
      return index < 8 ? "\(offset + index)" : "\(offset + 60 + index - 8)"
    }
  }

  /// `color` painted over an opaque `background`.
  func blend(_ color: TextColor.RGBA, over background: TextColor.RGBA) -> TextColor.RGBA {
    let alpha = color.alpha
    guard alpha < 1 else { return color }
    return TextColor.RGBA(
      red: color.red * alpha + background.red * (1 - alpha),
      green: color.green * alpha + background.green * (1 - alpha),
      blue: color.blue * alpha + background.blue * (1 - alpha))
  }

  private func bytes(of color: TextColor.RGBA) -> (Int, Int, Int) {
    (
      Int((color.red * 255).rounded()), Int((color.green * 255).rounded()),
      Int((color.blue * 255).rounded())
    )
  }

  private func sameBytes(_ lhs: TextColor.RGBA, _ rhs: TextColor.RGBA) -> Bool {
    bytes(of: lhs) == bytes(of: rhs)
  }
}
