// Mac Catalyst can import AppKit, but its apps are UIKit apps: they use TypesetUIKit, and this
// module is empty there.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Typeset

  extension NSFont {
    /// Makes the font a ``PlatformFont`` describes (the system font with its weight, design
    /// and italic, or a face by name; OpenType features as feature settings), or `nil` when
    /// AppKit cannot make it.
    ///
    ///     NSFont(PlatformFont(TextStyle.headline.resolved(in: .init()).font))?.pointSize   // 17
    public convenience init?(_ font: PlatformFont) {
      let size = CGFloat(font.size)
      var descriptor: NSFontDescriptor
      switch font.source {
      case .system(let design):
        descriptor =
          NSFont.systemFont(ofSize: size, weight: NSFont.Weight(rawValue: font.weightValue))
          .fontDescriptor
        if design != .default,
          let designed = descriptor.withDesign(NSFontDescriptor.SystemDesign(design))
        {
          descriptor = designed
        }
        if font.usesItalicTrait {
          descriptor = descriptor.withSymbolicTraits(descriptor.symbolicTraits.union(.italic))
        }
      case .named(let name):
        descriptor = NSFontDescriptor(name: name, size: size)
      }
      if !font.features.isEmpty {
        let tag = NSFontDescriptor.FeatureKey(rawValue: PlatformFont.openTypeFeatureTagKey)
        let value = NSFontDescriptor.FeatureKey(rawValue: PlatformFont.openTypeFeatureValueKey)
        let settings: [[NSFontDescriptor.FeatureKey: Any]] = font.features.map {
          [tag: $0.tag, value: $0.value]
        }
        descriptor = descriptor.addingAttributes([.featureSettings: settings])
      }
      self.init(descriptor: descriptor, size: size)
    }
  }

  extension NSFontDescriptor.SystemDesign {
    /// AppKit's system design for a Typeset one.
    ///
    ///     NSFontDescriptor.SystemDesign(FontFamily.SystemDesign.serif)   // .serif
    public init(_ design: FontFamily.SystemDesign) {
      switch design {
      case .default: self = .default
      case .serif: self = .serif
      case .rounded: self = .rounded
      case .monospaced: self = .monospaced
      }
    }
  }

  extension NSColor {
    /// The sRGB colour with these components.
    ///
    ///     NSColor(Color.systemBlue.light)   // #007AFF
    public convenience init(_ rgba: Color.RGBA) {
      self.init(
        srgbRed: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue),
        alpha: CGFloat(rgba.alpha))
    }
  }

  extension NSTextAlignment {
    /// AppKit's alignment for a Typeset one (AppKit's raw values: right 1, center 2).
    ///
    ///     NSTextAlignment(ParagraphStyle.Alignment.center).rawValue   // 2
    public init(_ alignment: ParagraphStyle.Alignment) {
      self = NSTextAlignment(rawValue: alignment.rawValue(in: .appKit)) ?? .natural
    }
  }

  extension NSParagraphStyle {
    /// Makes the paragraph style with every value of a ``PlatformParagraphStyle``.
    ///
    ///     NSParagraphStyle.make(PlatformParagraphStyle(ParagraphStyle().headIndent(8))).headIndent
    ///     // 8
    public static func make(_ style: PlatformParagraphStyle) -> NSParagraphStyle {
      let paragraph = NSMutableParagraphStyle()
      paragraph.alignment = NSTextAlignment(style.alignment)
      paragraph.lineSpacing = CGFloat(style.lineSpacing)
      paragraph.lineHeightMultiple = CGFloat(style.lineHeightMultiple)
      paragraph.minimumLineHeight = CGFloat(style.minimumLineHeight)
      paragraph.maximumLineHeight = CGFloat(style.maximumLineHeight)
      paragraph.paragraphSpacing = CGFloat(style.paragraphSpacing)
      paragraph.paragraphSpacingBefore = CGFloat(style.paragraphSpacingBefore)
      paragraph.headIndent = CGFloat(style.headIndent)
      paragraph.firstLineHeadIndent = CGFloat(style.firstLineHeadIndent)
      paragraph.tailIndent = CGFloat(style.tailIndent)
      paragraph.lineBreakMode =
        NSLineBreakMode(rawValue: style.lineBreakMode.platformRawValue) ?? .byWordWrapping
      if let stops = style.tabStops {
        paragraph.tabStops = stops.map {
          NSTextTab(textAlignment: NSTextAlignment($0.alignment), location: CGFloat($0.location))
        }
      }
      paragraph.defaultTabInterval = CGFloat(style.defaultTabInterval)
      paragraph.hyphenationFactor = Float(style.hyphenationFactor)
      paragraph.baseWritingDirection =
        NSWritingDirection(rawValue: style.baseWritingDirection.platformRawValue) ?? .natural
      return paragraph
    }
  }

  extension PlatformTextAttributes {
    /// The attributes as an `NSAttributedString` attribute dictionary with AppKit objects
    /// (the UIKit-only text effect is left out).
    ///
    ///     TextStyle.body.kern(1).resolved(in: .init()).platformAttributes.appKitAttributes[.kern]
    ///     // 1
    public var appKitAttributes: [NSAttributedString.Key: Any] {
      var result: [NSAttributedString.Key: Any] = [.foregroundColor: NSColor(foregroundColor)]
      if let font = NSFont(font) { result[.font] = font }
      if let backgroundColor { result[.backgroundColor] = NSColor(backgroundColor) }
      if let paragraphStyle { result[.paragraphStyle] = NSParagraphStyle.make(paragraphStyle) }
      if let kern { result[.kern] = CGFloat(kern) }
      if let baselineOffset { result[.baselineOffset] = CGFloat(baselineOffset) }
      if let underlineStyle { result[.underlineStyle] = underlineStyle }
      if let underlineColor { result[.underlineColor] = NSColor(underlineColor) }
      if let strikethroughStyle { result[.strikethroughStyle] = strikethroughStyle }
      if let strikethroughColor { result[.strikethroughColor] = NSColor(strikethroughColor) }
      if let strokeWidth { result[.strokeWidth] = CGFloat(strokeWidth) }
      if let strokeColor { result[.strokeColor] = NSColor(strokeColor) }
      if let shadow {
        let value = NSShadow()
        value.shadowOffset = CGSize(width: shadow.offsetX, height: shadow.offsetY)
        value.shadowBlurRadius = CGFloat(shadow.blurRadius)
        value.shadowColor = NSColor(shadow.color)
        result[.shadow] = value
      }
      if let link { result[.link] = link }
      if let attachment {
        let value = NSTextAttachment(data: nil, ofType: nil)
        value.image = NSImage(named: attachment.imageName)
        if attachment.width != nil || attachment.height != nil {
          let side = CGFloat(font.size)
          value.bounds = CGRect(
            x: 0, y: 0, width: attachment.width.map { CGFloat($0) } ?? side,
            height: attachment.height.map { CGFloat($0) } ?? side)
        }
        result[.attachment] = value
      }
      if let ligature { result[.ligature] = ligature }
      if let obliqueness { result[.obliqueness] = CGFloat(obliqueness) }
      if let expansion { result[.expansion] = CGFloat(expansion) }
      if let verticalGlyphForm { result[.verticalGlyphForm] = verticalGlyphForm }
      if let writingDirection { result[.writingDirection] = writingDirection }
      return result
    }
  }

  extension ResolvedText {
    /// The text as an `NSAttributedString` with AppKit attributes; each distinct style's
    /// attributes are made once.
    ///
    ///     textField.attributedStringValue = text.resolved(in: environment).nsAttributedString()
    public func nsAttributedString() -> NSAttributedString {
      let result = NSMutableAttributedString(string: string)
      var made: [ResolvedStyle: [NSAttributedString.Key: Any]] = [:]
      for run in runs {
        let attributes =
          made[run.style]
          ?? {
            let attributes = run.style.platformAttributes.appKitAttributes
            made[run.style] = attributes
            return attributes
          }()
        result.setAttributes(
          attributes, range: NSRange(run.text.startIndex..<run.text.endIndex, in: string))
      }
      return result
    }
  }

  extension StyledText {
    /// The text resolved for an environment, as an `NSAttributedString` with AppKit
    /// attributes.
    ///
    ///     "Hi".styled(.headline).nsAttributedString(in: TextEnvironment())
    public func nsAttributedString(in environment: TextEnvironment) -> NSAttributedString {
      resolved(in: environment).nsAttributedString()
    }
  }
#endif
