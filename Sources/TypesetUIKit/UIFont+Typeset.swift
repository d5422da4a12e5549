#if canImport(UIKit)
  import Typeset
  import UIKit

  extension UIFont {
    /// Makes the font a ``PlatformFont`` describes: the system font with its weight, design and
    /// italic trait, or a face by name; OpenType features as descriptor feature settings.
    ///
    ///     let font = UIFont(PlatformFont(TextStyle.headline.resolved(in: .init()).font))
    ///     font.pointSize   // 17, semibold system font
    public convenience init(_ font: PlatformFont) {
      let size = CGFloat(font.size)
      var descriptor: UIFontDescriptor
      switch font.source {
      case .system(let design):
        descriptor =
          UIFont.systemFont(ofSize: size, weight: UIFont.Weight(rawValue: font.weightValue))
          .fontDescriptor
        if design != .default,
          let designed = descriptor.withDesign(UIFontDescriptor.SystemDesign(design))
        {
          descriptor = designed
        }
        if font.usesItalicTrait,
          let italic = descriptor.withSymbolicTraits(descriptor.symbolicTraits.union(.traitItalic))
        {
          descriptor = italic
        }
      case .named(let name):
        descriptor = UIFontDescriptor(name: name, size: size)
      }
      if !font.features.isEmpty {
        let tag = UIFontDescriptor.FeatureKey(rawValue: PlatformFont.openTypeFeatureTagKey)
        let value = UIFontDescriptor.FeatureKey(rawValue: PlatformFont.openTypeFeatureValueKey)
        let settings: [[UIFontDescriptor.FeatureKey: Any]] = font.features.map {
          [tag: $0.tag, value: $0.value]
        }
        descriptor = descriptor.addingAttributes([.featureSettings: settings])
      }
      self.init(descriptor: descriptor, size: size)
    }

    /// Makes the font for a resolved font.
    ///
    ///     UIFont(TextStyle.body.resolved(in: TextEnvironment()).font).pointSize   // 17
    public convenience init(_ font: ResolvedFont) {
      self.init(PlatformFont(font))
    }
  }

  extension UIFont.TextStyle {
    /// The UIKit text style for a Dynamic Type text style.
    ///
    ///     UIFont.TextStyle(DynamicTextStyle.largeTitle).rawValue   // "UICTFontTextStyleTitle0"
    public init(_ style: DynamicTextStyle) {
      self.init(rawValue: style.uikitRawValue)
    }
  }

  extension UIFontDescriptor.SystemDesign {
    /// The UIKit system design for a Typeset one.
    ///
    ///     UIFontDescriptor.SystemDesign(FontFamily.SystemDesign.rounded)   // .rounded
    public init(_ design: FontFamily.SystemDesign) {
      switch design {
      case .default: self = .default
      case .serif: self = .serif
      case .rounded: self = .rounded
      case .monospaced: self = .monospaced
      }
    }
  }
#endif
