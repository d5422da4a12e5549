#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Typeset

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
