#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Typeset

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
#endif
