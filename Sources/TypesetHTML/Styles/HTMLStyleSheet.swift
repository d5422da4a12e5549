import Typeset

/// What a renderer knows about the CSS it writes: the environments styles resolve in, the
/// colours (custom properties on a page, literal values in an email) and the classes made so
/// far, each for one distinct set of declarations.
struct HTMLStyleSheet: Sendable {
  /// Whether colours are custom properties switched by media queries (page and fragment) and
  /// sizes `rem`, or literal light values and pixels (email).
  let usesVariables: Bool
  /// Light, dark, increased-contrast light and dark when `usesVariables`; else the one
  /// environment the email is resolved in.
  let environments: [TextEnvironment]
  /// The body text's size, which is `1rem`.
  let bodySize: Double
  var palette = HTMLPalette()
  private var classNames: [[UInt8]: [UInt8]] = [:]
  private var takenClassNames: Set<[UInt8]> = []
  /// The class rules made so far, one line each.
  private(set) var classRules: [UInt8] = []

  init(usesVariables: Bool, environment: TextEnvironment, body: TextStyle) {
    self.usesVariables = usesVariables
    if usesVariables {
      environments = [
        (Appearance.light, Contrast.standard), (.dark, .standard), (.light, .increased),
        (.dark, .increased),
      ].map { appearance, contrast in
        var variant = environment
        variant.appearance = appearance
        variant.contrast = contrast
        return variant
      }
    } else {
      environments = [environment]
    }
    let size = body.resolved(in: environment).font.size
    bodySize = size.isFinite && size > 0 ? size : 17
  }

  // MARK: Values

  /// The style resolved in each environment; the first is the one sizes come from.
  func resolutions(of style: TextStyle) -> [ResolvedStyle] {
    let first = style.resolved(in: environments[0])
    return [first] + environments.dropFirst().map { style.recoloured(first, in: $0) }
  }

  /// The inline CSS values of a style.
  mutating func values(of style: TextStyle) -> CSSValues {
    values(of: resolutions(of: style), style: style)
  }

  /// The inline CSS values of a style already resolved in ``environments``.
  mutating func values(of resolved: [ResolvedStyle], style: TextStyle) -> CSSValues {
    let first = resolved[0]
    var values = CSSValues()
    values[.fontFamily] = Self.family(first.font.family)
    values[.fontSize] = length(first.font.size)
    var weight: [UInt8] = []
    CSSBytes.appendInteger(first.font.weight.rawValue, to: &weight)
    values[.fontWeight] = weight
    values[.fontStyle] = Array((first.font.isItalic ? "italic" : "normal").utf8)
    let foregroundName = (style.foregroundColor ?? environments[0].defaults.foregroundColor).name
    values[.color] = color(resolved.map(\.foregroundColor), named: foregroundName)
    if first.backgroundColor != nil {
      values[.backgroundColor] = color(
        resolved.map { $0.backgroundColor ?? TextColor.clear.light },
        named: style.backgroundColor?.name)
    }
    let decorations = [first.underline, first.strikethrough]
    if decorations.contains(where: { $0 != nil && $0?.style != .hidden }) {
      var line: [UInt8] = []
      if let underline = first.underline, underline.style != .hidden {
        CSSBytes.append("underline", to: &line)
      }
      if let strikethrough = first.strikethrough, strikethrough.style != .hidden {
        if !line.isEmpty { line.append(0x20) }
        CSSBytes.append("line-through", to: &line)
      }
      values[.textDecorationLine] = line
      let decoration = first.underline ?? first.strikethrough
      if let decoration {
        values[.textDecorationStyle] = Self.decorationStyle(decoration)
      }
      let isUnderline = first.underline != nil
      if decoration?.color != nil {
        let colors = resolved.map { style in
          (isUnderline ? style.underline : style.strikethrough)?.color ?? style.foregroundColor
        }
        let name = (isUnderline ? style.underline : style.strikethrough)?.color?.name
        values[.textDecorationColor] = color(colors, named: name)
      }
    }
    let size = first.font.size > 0 ? first.font.size : bodySize
    if let offset = first.baselineOffset, offset != 0 {
      var bytes: [UInt8] = []
      CSSBytes.appendNumber(offset / size, to: &bytes)
      CSSBytes.append("em", to: &bytes)
      values[.verticalAlign] = bytes
    }
    if let kern = first.kern, kern != 0 {
      var bytes: [UInt8] = []
      CSSBytes.appendNumber(kern / size, to: &bytes)
      CSSBytes.append("em", to: &bytes)
      values[.letterSpacing] = bytes
    }
    if let shadow = first.shadow {
      var bytes: [UInt8] = []
      for value in [shadow.offsetX, shadow.offsetY, shadow.blurRadius] {
        CSSBytes.appendNumber(value, to: &bytes)
        CSSBytes.append("px ", to: &bytes)
      }
      bytes += color(
        resolved.map { $0.shadow?.color ?? TextColor.clear.light }, named: style.shadow?.color.name)
      values[.textShadow] = bytes
    }
    let tags = first.font.features.tags
    if !tags.isEmpty {
      var bytes: [UInt8] = []
      for (index, tag) in tags.enumerated() {
        if index > 0 { bytes.append(0x2C) }
        CSSBytes.appendString(tag, to: &bytes)
      }
      values[.fontFeatureSettings] = bytes
    }
    return values
  }

  /// A length given in points: `rem` of the body size on a page, pixels in an email (CSS
  /// pixels are Apple points).
  func length(_ points: Double) -> [UInt8] {
    var bytes: [UInt8] = []
    if usesVariables {
      CSSBytes.appendNumber(points / bodySize, to: &bytes)
      if points != 0 { CSSBytes.append("rem", to: &bytes) }
    } else {
      CSSBytes.appendNumber(points, to: &bytes)
      if points != 0 { CSSBytes.append("px", to: &bytes) }
    }
    return bytes
  }

  /// A colour: a custom property on a page, the first environment's value in an email.
  mutating func color(_ variants: [TextColor.RGBA], named name: String?) -> [UInt8] {
    guard usesVariables, variants.count == 4 else {
      var bytes: [UInt8] = []
      CSSBytes.appendColor(variants[0], to: &bytes)
      return bytes
    }
    return palette.reference(
      to: HTMLPalette.Variants(
        light: variants[0], dark: variants[1], highContrastLight: variants[2],
        highContrastDark: variants[3]),
      named: name)
  }

  /// Appends a block's spacing, alignment and line height from its resolved paragraph style.
  func appendBlockDeclarations(_ paragraph: ParagraphStyle?, to output: inout [UInt8]) {
    CSSBytes.append("margin:", to: &output)
    output += length(paragraph?.paragraphSpacingBefore ?? 0)
    CSSBytes.append(" 0 ", to: &output)
    output += length(paragraph?.paragraphSpacing ?? 0)
    output.append(0x3B)
    if let alignment = paragraph?.alignment {
      CSSBytes.append("text-align:", to: &output)
      switch alignment {
      case .natural: CSSBytes.append("start", to: &output)
      case .left: CSSBytes.append("left", to: &output)
      case .center: CSSBytes.append("center", to: &output)
      case .right: CSSBytes.append("right", to: &output)
      case .justified: CSSBytes.append("justify", to: &output)
      }
      output.append(0x3B)
    }
    if let multiple = paragraph?.lineHeightMultiple, multiple > 0 {
      CSSBytes.append("line-height:", to: &output)
      CSSBytes.appendNumber(multiple, to: &output)
      output.append(0x3B)
    }
  }

  // MARK: Classes

  /// The class for a set of declarations, made on first use: `ts-NAME` when a name is
  /// preferred and free, else `ts-s` and eight hex digits of the declarations, so the same
  /// declarations get the same class in every document (fragments can share a page).
  mutating func className(for declarations: [UInt8], preferring name: String? = nil) -> [UInt8] {
    if let known = classNames[declarations] { return known }
    var className = Array("ts-".utf8)
    if let name = name.flatMap(CSSBytes.identifier),
      !takenClassNames.contains(className + Array(name.utf8))
    {
      className += Array(name.utf8)
    } else {
      className += Array(("s" + CSSBytes.stableName(declarations)).utf8)
    }
    while takenClassNames.contains(className) { className.append(0x78) }
    takenClassNames.insert(className)
    classNames[declarations] = className
    CSSBytes.append(".typeset .", to: &classRules)
    classRules += className
    classRules.append(0x7B)
    classRules += declarations
    CSSBytes.append("}\n", to: &classRules)
    return className
  }

  // MARK: Fixed words

  /// A font family list: the system designs as CSS generic families with fallbacks, any other
  /// name as an escaped string.
  static func family(_ name: String) -> [UInt8] {
    switch name {
    case "system-ui": return Array("system-ui,-apple-system,'Segoe UI',sans-serif".utf8)
    case "ui-serif": return Array("ui-serif,Georgia,serif".utf8)
    case "ui-rounded": return Array("ui-rounded,system-ui,sans-serif".utf8)
    case "ui-monospace": return Array("ui-monospace,SFMono-Regular,Menlo,Consolas,monospace".utf8)
    default:
      var bytes: [UInt8] = []
      CSSBytes.appendString(name, to: &bytes)
      CSSBytes.append(",system-ui,sans-serif", to: &bytes)
      return bytes
    }
  }

  static func decorationStyle(_ decoration: ResolvedStyle.Decoration) -> [UInt8] {
    if decoration.style == .double { return Array("double".utf8) }
    switch decoration.pattern {
    case .dot: return Array("dotted".utf8)
    case .dash, .dashDot, .dashDotDot: return Array("dashed".utf8)
    default: return Array("solid".utf8)
    }
  }
}
