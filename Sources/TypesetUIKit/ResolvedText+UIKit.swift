#if canImport(UIKit)
  import Typeset
  import UIKit

  extension ResolvedText {
    /// The text as an `NSAttributedString` with UIKit attributes; each distinct style's
    /// attributes (fonts, colours, paragraph styles) are made once.
    ///
    ///     let label = UILabel()
    ///     label.attributedText = text.resolved(in: environment).nsAttributedString()
    public func nsAttributedString() -> NSAttributedString {
      let result = NSMutableAttributedString(string: string)
      var made: [ResolvedStyle: [NSAttributedString.Key: Any]] = [:]
      for run in runs {
        let attributes =
          made[run.style]
          ?? {
            let attributes = run.style.platformAttributes.uiKitAttributes
            made[run.style] = attributes
            return attributes
          }()
        result.setAttributes(
          attributes, range: NSRange(run.text.startIndex..<run.text.endIndex, in: string))
      }
      return result
    }

    /// The text as an `AttributedString` in UIKit's attribute scope.
    ///
    ///     Text(try text.resolved(in: environment).uiKitAttributedString())
    public func uiKitAttributedString() throws -> AttributedString {
      try AttributedString(nsAttributedString(), including: \.uiKit)
    }
  }

  extension StyledText {
    /// The text resolved for an environment, as an `NSAttributedString` with UIKit attributes.
    ///
    ///     label.attributedText = "Hi".styled(.headline).nsAttributedString(in: TextEnvironment())
    public func nsAttributedString(in environment: TextEnvironment) -> NSAttributedString {
      resolved(in: environment).nsAttributedString()
    }
  }
#endif
