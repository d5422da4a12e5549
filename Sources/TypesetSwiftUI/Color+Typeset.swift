#if canImport(SwiftUI)
  import SwiftUI
  import Typeset

  extension SwiftUI.Color {
    /// The sRGB colour with these components.
    ///
    ///     SwiftUI.Color(Typeset.TextColor.systemBlue.light)   // #007AFF
    public init(_ rgba: Typeset.TextColor.RGBA) {
      self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }
  }
#endif
