extension PlatformTextAttributes {
  /// An `NSAttributedString.Key`, by its raw string (the same in UIKit and AppKit).
  ///
  ///     PlatformTextAttributes.Key.font.rawValue   // "NSFont"
  public enum Key: String, Hashable, Sendable, CaseIterable {
    /// `.font`.
    ///
    ///     PlatformTextAttributes.Key.font.rawValue   // "NSFont"
    case font = "NSFont"
    /// `.foregroundColor`.
    ///
    ///     PlatformTextAttributes.Key.foregroundColor.rawValue   // "NSColor"
    case foregroundColor = "NSColor"
    /// `.backgroundColor`.
    ///
    ///     PlatformTextAttributes.Key.backgroundColor.rawValue   // "NSBackgroundColor"
    case backgroundColor = "NSBackgroundColor"
    /// `.paragraphStyle`.
    ///
    ///     PlatformTextAttributes.Key.paragraphStyle.rawValue   // "NSParagraphStyle"
    case paragraphStyle = "NSParagraphStyle"
    /// `.kern`.
    ///
    ///     PlatformTextAttributes.Key.kern.rawValue   // "NSKern"
    case kern = "NSKern"
    /// `.baselineOffset`.
    ///
    ///     PlatformTextAttributes.Key.baselineOffset.rawValue   // "NSBaselineOffset"
    case baselineOffset = "NSBaselineOffset"
    /// `.underlineStyle`.
    ///
    ///     PlatformTextAttributes.Key.underlineStyle.rawValue   // "NSUnderline"
    case underlineStyle = "NSUnderline"
    /// `.underlineColor`.
    ///
    ///     PlatformTextAttributes.Key.underlineColor.rawValue   // "NSUnderlineColor"
    case underlineColor = "NSUnderlineColor"
    /// `.strikethroughStyle`.
    ///
    ///     PlatformTextAttributes.Key.strikethroughStyle.rawValue   // "NSStrikethrough"
    case strikethroughStyle = "NSStrikethrough"
    /// `.strikethroughColor`.
    ///
    ///     PlatformTextAttributes.Key.strikethroughColor.rawValue   // "NSStrikethroughColor"
    case strikethroughColor = "NSStrikethroughColor"
    /// `.strokeWidth`.
    ///
    ///     PlatformTextAttributes.Key.strokeWidth.rawValue   // "NSStrokeWidth"
    case strokeWidth = "NSStrokeWidth"
    /// `.strokeColor`.
    ///
    ///     PlatformTextAttributes.Key.strokeColor.rawValue   // "NSStrokeColor"
    case strokeColor = "NSStrokeColor"
    /// `.shadow`.
    ///
    ///     PlatformTextAttributes.Key.shadow.rawValue   // "NSShadow"
    case shadow = "NSShadow"
    /// `.link`.
    ///
    ///     PlatformTextAttributes.Key.link.rawValue   // "NSLink"
    case link = "NSLink"
    /// `.attachment`.
    ///
    ///     PlatformTextAttributes.Key.attachment.rawValue   // "NSAttachment"
    case attachment = "NSAttachment"
    /// `.ligature`.
    ///
    ///     PlatformTextAttributes.Key.ligature.rawValue   // "NSLigature"
    case ligature = "NSLigature"
    /// `.obliqueness`.
    ///
    ///     PlatformTextAttributes.Key.obliqueness.rawValue   // "NSObliqueness"
    case obliqueness = "NSObliqueness"
    /// `.expansion`.
    ///
    ///     PlatformTextAttributes.Key.expansion.rawValue   // "NSExpansion"
    case expansion = "NSExpansion"
    /// `.textEffect` (UIKit only).
    ///
    ///     PlatformTextAttributes.Key.textEffect.rawValue   // "NSTextEffect"
    case textEffect = "NSTextEffect"
    /// `.verticalGlyphForm`.
    ///
    ///     PlatformTextAttributes.Key.verticalGlyphForm.rawValue   // "NSVerticalGlyphForm"
    case verticalGlyphForm = "NSVerticalGlyphForm"
    /// `.writingDirection`.
    ///
    ///     PlatformTextAttributes.Key.writingDirection.rawValue   // "NSWritingDirection"
    case writingDirection = "NSWritingDirection"
  }
}
