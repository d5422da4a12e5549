#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Typeset

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
#endif
