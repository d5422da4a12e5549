#if canImport(SwiftUI)
  import SwiftUI
  import Typeset

  extension Font {
    /// The SwiftUI font a ``PlatformFont`` describes, at its resolved (already scaled) size.
    ///
    /// The system font takes its weight (the nearest named one), design and italic; a named
    /// face is used at a fixed size, since resolution has scaled it. Of the OpenType features,
    /// SwiftUI's `Font` offers monospaced digits and the two small-caps forms; the others need
    /// a UIKit or AppKit font.
    ///
    ///     Font(PlatformFont(TextStyle.headline.resolved(in: .init()).font))   // 17 pt semibold
    public init(_ font: PlatformFont) {
      var result: Font
      switch font.source {
      case .system(let design):
        result = .system(
          size: CGFloat(font.size), weight: Font.Weight(font.weight), design: Font.Design(design))
        if font.usesItalicTrait { result = result.italic() }
      case .named(let name):
        result = .custom(name, fixedSize: CGFloat(font.size))
      }
      self = result.applying(font.features)
    }

    /// The font for a resolved font.
    ///
    ///     Font(TextStyle.body.resolved(in: TextEnvironment()).font)   // 17 pt system
    public init(_ font: ResolvedFont) {
      self.init(PlatformFont(font))
    }

    /// This font with the OpenType features SwiftUI can express.
    func applying(_ features: [PlatformFont.FeatureSetting]) -> Font {
      var result = self
      for feature in features where feature.value != 0 {
        switch feature.tag {
        case "tnum": result = result.monospacedDigit()
        case "smcp": result = result.lowercaseSmallCaps()
        case "c2sc": result = result.uppercaseSmallCaps()
        default: break
        }
      }
      return result
    }
  }

  extension Font.Weight {
    /// The named SwiftUI weight nearest a Typeset weight.
    ///
    ///     Font.Weight(FontWeight(650))   // .semibold
    public init(_ weight: FontWeight) {
      let named: [Font.Weight] = [
        .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
      ]
      let nearest = FontWeight(uikitValue: weight.uikitValue)
      self = named[FontWeight.named.firstIndex(of: nearest) ?? 3]
    }
  }

  extension Font.Design {
    /// The SwiftUI design of a system font design.
    ///
    ///     Font.Design(FontFamily.SystemDesign.serif)   // .serif
    public init(_ design: FontFamily.SystemDesign) {
      switch design {
      case .default: self = .default
      case .serif: self = .serif
      case .rounded: self = .rounded
      case .monospaced: self = .monospaced
      }
    }
  }

  extension Font.TextStyle {
    /// The SwiftUI text style of a Dynamic Type text style.
    ///
    ///     Font.TextStyle(DynamicTextStyle.title1)   // .title
    public init(_ style: DynamicTextStyle) {
      let styles: [Font.TextStyle] = [
        .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout,
        .footnote, .caption, .caption2,
      ]
      self = styles[DynamicTextStyle.allCases.firstIndex(of: style) ?? 6]
    }
  }
#endif
