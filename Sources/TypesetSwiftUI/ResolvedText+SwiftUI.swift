#if canImport(SwiftUI)
  import SwiftUI
  import Typeset

  extension ResolvedText {
    /// The text as an `AttributedString` in SwiftUI's scope: font, colours, kern, baseline
    /// offset, underline and strikethrough (pattern and colour) and links, which is what
    /// `Text` draws. Paragraph values are not run attributes in SwiftUI; use
    /// ``SwiftUI/View/textStyle(_:)`` or `multilineTextAlignment` and `lineSpacing`.
    ///
    ///     Text(text.resolved(in: environment).swiftUIAttributedString())
    public func swiftUIAttributedString() -> AttributedString {
      typealias Keys = AttributeScopes.SwiftUIAttributes
      var result = AttributedString(string)
      var lower = result.startIndex
      var made: [ResolvedStyle: AttributeContainer] = [:]
      for run in runs {
        let upper = result.utf8.index(lower, offsetBy: run.utf8Range.count)
        let container =
          made[run.style]
          ?? {
            let attributes = run.style.platformAttributes
            var container = AttributeContainer()
            container[Keys.FontAttribute.self] = Font(attributes.font)
            container[Keys.ForegroundColorAttribute.self] = SwiftUI.Color(
              attributes.foregroundColor)
            if let background = attributes.backgroundColor {
              container[Keys.BackgroundColorAttribute.self] = SwiftUI.Color(background)
            }
            if let kern = attributes.kern { container[Keys.KerningAttribute.self] = CGFloat(kern) }
            if let offset = attributes.baselineOffset {
              container[Keys.BaselineOffsetAttribute.self] = CGFloat(offset)
            }
            if let underline = run.style.underline, attributes.underlineStyle != nil {
              container[Keys.UnderlineStyleAttribute.self] = Text.LineStyle(underline)
            }
            if let strikethrough = run.style.strikethrough, attributes.strikethroughStyle != nil {
              container[Keys.StrikethroughStyleAttribute.self] = Text.LineStyle(strikethrough)
            }
            if let link = attributes.link { container.link = link }
            made[run.style] = container
            return container
          }()
        result[lower..<upper].setAttributes(container)
        lower = upper
      }
      return result
    }
  }

  extension Text.LineStyle {
    /// SwiftUI's line style for a resolved underline or strikethrough (its pattern and colour;
    /// SwiftUI has no double, thick or by-word lines).
    ///
    ///     Text.LineStyle(ResolvedStyle.Decoration(style: .single, pattern: .dot,
    ///                                             isByWord: false, color: nil))   // dotted
    public init(_ decoration: ResolvedStyle.Decoration) {
      let pattern: Text.LineStyle.Pattern
      switch decoration.pattern {
      case .solid: pattern = .solid
      case .dot: pattern = .dot
      case .dash: pattern = .dash
      case .dashDot: pattern = .dashDot
      case .dashDotDot: pattern = .dashDotDot
      }
      self.init(pattern: pattern, color: decoration.color.map { SwiftUI.Color($0) })
    }
  }

  extension Text {
    /// Styled text resolved for an environment.
    ///
    ///     Text("Hi".styled(.headline), in: environment.typesetEnvironment)
    public init(_ text: StyledText, in environment: TextEnvironment) {
      self.init(text.resolved(in: environment).swiftUIAttributedString())
    }
  }
#endif
