extension TextStyle {
  /// Resolves the style into concrete values for one environment.
  ///
  /// Sizes: a system font that follows a Dynamic Type text style takes Apple's table size for
  /// the (scaling-adjusted) content size exactly; a custom font, a catalog font or an explicit
  /// size scales through ``FontMetrics`` like `UIFontMetrics`, rounded to whole points. Relative
  /// sizes apply on top, then the scaling's minimum and maximum. The style itself always keeps
  /// its unscaled values, so resolving never scales twice.
  ///
  /// Kern (in points at the unscaled size) and point baseline offsets scale with the font;
  /// tracking is converted at the resolved size; paragraph metrics scale through the text
  /// style's metrics and are rounded to the display's pixel grid.
  ///
  ///     let title = TextStyle().textStyle(.title1).bold()
  ///     title.resolved(in: TextEnvironment(sizeCategory: .extraSmall)).font.size   // 25
  public func resolved(in environment: TextEnvironment) -> ResolvedStyle {
    let textStyle = dynamicTextStyle
    // A style without a text style of its own follows the environment's default one (Body
    // unless changed), so unstyled text grows with Dynamic Type like styled text does.
    let metricsStyle = textStyle ?? environment.defaults.textStyle
    let scaling = self.scaling ?? (metricsStyle == nil ? .fixed : .allSizes)
    let category = scaling.effectiveCategory(for: environment.sizeCategory)
    let catalogEntry = fontFamily == nil ? textStyle.flatMap(environment.fontCatalog.entry) : nil
    let family: FontFamily =
      catalogEntry.map {
        .custom($0.fontName, faces: [FontFace(weight: .regular, name: $0.fontName)])
      }
      ?? fontFamily ?? environment.defaults.fontFamily

    // Size.
    let baseSize =
      catalogEntry?.fontSize ?? textStyle?.size(for: .large) ?? environment.defaults.size
    let unscaledSize = size?.value(base: baseSize) ?? baseSize
    var resolvedSize: Double
    if scaling.behavior == .fixed {
      resolvedSize = unscaledSize
    } else if let tableStyle = metricsStyle, family.isSystem, catalogEntry == nil,
      size?.isRelative ?? true, textStyle != nil || baseSize == tableStyle.size(for: .large)
    {
      // The system font at its text style's size (its own, or the default one when the
      // default size is that style's): Apple's table, exactly.
      let tableSize = tableStyle.size(for: category)
      resolvedSize = size?.value(base: tableSize) ?? tableSize
    } else {
      resolvedSize = FontMetrics(textStyle: metricsStyle ?? .body)
        .scaledFontSize(unscaledSize, for: category)
    }
    resolvedSize = scaling.clamped(resolvedSize)
    if !resolvedSize.isFinite || resolvedSize < 0 { resolvedSize = max(baseSize, 0) }
    let sizeRatio = unscaledSize > 0 ? resolvedSize / unscaledSize : 1

    // Face.
    var resolvedWeight = weight ?? textStyle?.weight ?? .regular
    if environment.isBoldTextEnabled { resolvedWeight = resolvedWeight.legibilityWeight }
    let italic = isItalic ?? false
    let face = family.face(weight: resolvedWeight, italic: italic)
    let font = ResolvedFont(
      family: family.name, face: face?.name, size: resolvedSize, weight: resolvedWeight,
      isItalic: italic, isSyntheticItalic: italic && face.map { !$0.isItalic } ?? false,
      textStyle: textStyle, features: fontFeatures ?? [])

    // Colours.
    let appearance = environment.appearance
    let contrast = environment.contrast
    func rgba(_ color: TextColor) -> TextColor.RGBA {
      color.resolved(for: appearance, contrast: contrast)
    }
    var foreground = rgba(foregroundColor ?? environment.defaults.foregroundColor)
    if let opacity { foreground.alpha *= opacity }

    var result = ResolvedStyle(font: font, foregroundColor: foreground)
    result.backgroundColor = backgroundColor.map(rgba)
    result.underline = underline.map { $0.resolved(with: rgba) }
    result.strikethrough = strikethrough.map { $0.resolved(with: rgba) }
    result.strokeWidth = strokeWidth
    result.strokeColor = strokeColor.map(rgba)
    result.shadow = shadow.map {
      ResolvedStyle.Shadow(
        offsetX: $0.offsetX, offsetY: $0.offsetY, blurRadius: $0.blurRadius, color: rgba($0.color))
    }
    result.linkTarget = linkTarget
    result.attachment = attachment

    // Spacing.
    let kernPoints = kern ?? environment.defaults.kernByFamily[family.name]
    if kernPoints != nil || tracking != nil {
      result.kern = (kernPoints ?? 0) * sizeRatio + (tracking ?? 0) * resolvedSize / 1000
    }
    result.baselineOffset = baselineOffset.map { offset in
      switch offset {
      case .points(let points): points * sizeRatio
      case .relative(let fraction): fraction * resolvedSize
      }
    }
    result.ligatures = ligatures
    result.obliqueness = obliqueness
    result.expansion = expansion
    result.textEffect = textEffect
    result.usesVerticalGlyphs = usesVerticalGlyphs
    result.writingDirection = writingDirection
    result.paragraph = paragraph.map { paragraph in
      let scale = environment.displayScale
      if scaling.behavior == .fixed {
        return paragraph.mappingPoints { ($0 * scale).rounded() / scale }
      }
      let metrics = FontMetrics(textStyle: metricsStyle ?? .body)
      return paragraph.mappingPoints {
        metrics.scaledValue($0, for: category, displayScale: scale)
      }
    }
    return result
  }
}

extension TextStyle {
  /// This style's resolution in `environment`, made from `resolved` — its resolution in an
  /// environment that differs from `environment` at most in appearance and contrast — by
  /// resolving only its colours again: sizes, faces and spacing do not depend on either. A
  /// renderer that writes light, dark and high-contrast values resolves a style once this way
  /// instead of four times.
  ///
  ///     let light = style.resolved(in: TextEnvironment())
  ///     let dark = style.recoloured(light, in: TextEnvironment(appearance: .dark))
  ///     // dark == style.resolved(in: TextEnvironment(appearance: .dark))
  package func recoloured(_ resolved: ResolvedStyle, in environment: TextEnvironment)
    -> ResolvedStyle
  {
    let appearance = environment.appearance
    let contrast = environment.contrast
    func rgba(_ color: TextColor) -> TextColor.RGBA {
      color.resolved(for: appearance, contrast: contrast)
    }
    var result = resolved
    result.foregroundColor = rgba(foregroundColor ?? environment.defaults.foregroundColor)
    if let opacity { result.foregroundColor.alpha *= opacity }
    result.backgroundColor = backgroundColor.map(rgba)
    if let underline { result.underline?.color = underline.color.map(rgba) }
    if let strikethrough { result.strikethrough?.color = strikethrough.color.map(rgba) }
    result.strokeColor = strokeColor.map(rgba)
    if let shadow { result.shadow?.color = rgba(shadow.color) }
    return result
  }
}

extension TextStyle.LineDecoration {
  fileprivate func resolved(with rgba: (TextColor) -> TextColor.RGBA) -> ResolvedStyle.Decoration {
    ResolvedStyle.Decoration(
      style: style, pattern: pattern, isByWord: isByWord, color: color.map(rgba))
  }
}

extension FontWeight {
  /// The weight the system shows when Bold Text is on.
  ///
  /// Regular text becomes semibold and semibold becomes bold, as the system fonts do; other
  /// weights step up by the same amount (two named weights up to regular, one above), capped
  /// at black.
  ///
  ///     FontWeight.regular.legibilityWeight   // .semibold
  ///     FontWeight.semibold.legibilityWeight  // .bold
  public var legibilityWeight: FontWeight {
    FontWeight(min(rawValue + (rawValue <= 400 ? 200 : 100), 900))
  }
}
