#if canImport(UIKit)
  import Typeset
  import UIKit

  extension NSParagraphStyle {
    /// Makes the paragraph style with every value of a ``PlatformParagraphStyle``.
    ///
    ///     let paragraph = NSParagraphStyle.make(PlatformParagraphStyle(ParagraphStyle().lineSpacing(4)))
    ///     paragraph.lineSpacing   // 4
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

  extension NSTextAlignment {
    /// UIKit's alignment for a Typeset one (UIKit's raw values, which differ from AppKit's).
    ///
    ///     NSTextAlignment(ParagraphStyle.Alignment.right)   // .right (2)
    public init(_ alignment: ParagraphStyle.Alignment) {
      self = NSTextAlignment(rawValue: alignment.rawValue(in: .uiKit)) ?? .natural
    }
  }
#endif
