// Mac Catalyst can import AppKit, but its apps are UIKit apps: they use TypesetUIKit, and this
// module is empty there.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Typeset

  extension NSFont {
    /// Makes the font a ``PlatformFont`` describes (the system font with its weight, design
    /// and italic, or a face by name; OpenType features as feature settings), or `nil` when
    /// AppKit cannot make it.
    ///
    ///     NSFont(PlatformFont(TextStyle.headline.resolved(in: .init()).font))?.pointSize   // 17
    public convenience init?(_ font: PlatformFont) {
      let size = CGFloat(font.size)
      var descriptor: NSFontDescriptor
      switch font.source {
      case .system(let design):
        descriptor =
          NSFont.systemFont(ofSize: size, weight: NSFont.Weight(rawValue: font.weightValue))
          .fontDescriptor
        if design != .default,
          let designed = descriptor.withDesign(NSFontDescriptor.SystemDesign(design))
        {
          descriptor = designed
        }
        if font.usesItalicTrait {
          descriptor = descriptor.withSymbolicTraits(descriptor.symbolicTraits.union(.italic))
        }
      case .named(let name):
        descriptor = NSFontDescriptor(name: name, size: size)
      }
      if !font.features.isEmpty {
        let tag = NSFontDescriptor.FeatureKey(rawValue: PlatformFont.openTypeFeatureTagKey)
        let value = NSFontDescriptor.FeatureKey(rawValue: PlatformFont.openTypeFeatureValueKey)
        let settings: [[NSFontDescriptor.FeatureKey: Any]] = font.features.map {
          [tag: $0.tag, value: $0.value]
        }
        descriptor = descriptor.addingAttributes([.featureSettings: settings])
      }
      self.init(descriptor: descriptor, size: size)
    }
  }

  extension NSFontDescriptor.SystemDesign {
    /// AppKit's system design for a Typeset one.
    ///
    ///     NSFontDescriptor.SystemDesign(FontFamily.SystemDesign.serif)   // .serif
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
