#if canImport(UIKit)
  import Typeset
  import UIKit

  extension PlatformTextAttributes {
    /// The attributes as an `NSAttributedString` attribute dictionary, with UIKit objects.
    ///
    ///     let attributes = TextStyle.body.kern(1).resolved(in: .init()).platformAttributes
    ///     attributes.uiKitAttributes[.kern]   // 1
    public var uiKitAttributes: [NSAttributedString.Key: Any] {
      var result: [NSAttributedString.Key: Any] = [
        .font: UIFont(font), .foregroundColor: UIColor(foregroundColor),
      ]
      if let backgroundColor { result[.backgroundColor] = UIColor(backgroundColor) }
      if let paragraphStyle { result[.paragraphStyle] = NSParagraphStyle.make(paragraphStyle) }
      if let kern { result[.kern] = CGFloat(kern) }
      if let baselineOffset { result[.baselineOffset] = CGFloat(baselineOffset) }
      if let underlineStyle { result[.underlineStyle] = underlineStyle }
      if let underlineColor { result[.underlineColor] = UIColor(underlineColor) }
      if let strikethroughStyle { result[.strikethroughStyle] = strikethroughStyle }
      if let strikethroughColor { result[.strikethroughColor] = UIColor(strikethroughColor) }
      if let strokeWidth { result[.strokeWidth] = CGFloat(strokeWidth) }
      if let strokeColor { result[.strokeColor] = UIColor(strokeColor) }
      if let shadow {
        let value = NSShadow()
        value.shadowOffset = CGSize(width: shadow.offsetX, height: shadow.offsetY)
        value.shadowBlurRadius = CGFloat(shadow.blurRadius)
        value.shadowColor = UIColor(shadow.color)
        result[.shadow] = value
      }
      if let link { result[.link] = link }
      if let attachment {
        let value = NSTextAttachment(data: nil, ofType: nil)
        value.image = UIImage(named: attachment.imageName)
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
      if let textEffect { result[.textEffect] = textEffect }
      if let verticalGlyphForm { result[.verticalGlyphForm] = verticalGlyphForm }
      if let writingDirection { result[.writingDirection] = writingDirection }
      return result
    }
  }
#endif
