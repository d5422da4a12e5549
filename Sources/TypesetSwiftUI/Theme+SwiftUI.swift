#if canImport(SwiftUI)
  import SwiftUI
  import Typeset

  extension Theme {
    /// The theme's SwiftUI font for a Dynamic Type text style, scaling with the user's text
    /// size (ScaledFont's SwiftUI API): a custom face through `.custom(_:size:relativeTo:)`,
    /// the system font through `.system(_:design:weight:)`.
    ///
    ///     Text("Inbox").font(theme.swiftUIFont(forTextStyle: .headline))
    public func swiftUIFont(forTextStyle textStyle: DynamicTextStyle) -> Font {
      let font = platformFont(forTextStyle: textStyle)
      let style = Font.TextStyle(textStyle)
      var result: Font
      switch font.source {
      case .system(let design):
        result = .system(style, design: Font.Design(design), weight: Font.Weight(font.weight))
        if font.usesItalicTrait { result = result.italic() }
      case .named(let name):
        result = .custom(name, size: CGFloat(font.size), relativeTo: style)
      }
      return result.applying(font.features)
    }
  }
#endif
