/// What a bridge needs to make a `UIFont`, `NSFont` or SwiftUI `Font` for a ``ResolvedFont``.
///
/// Every choice is made here: the system font in a design or a named face, the weight as
/// `UIFont.Weight`'s number, whether to ask for the italic trait, the slant to add when the
/// family has no italic face, and the OpenType features as descriptor feature settings.
///
///     let font = PlatformFont(TextStyle.headline.resolved(in: TextEnvironment()).font)
///     font.source        // .system(.default)
///     font.weightValue   // 0.3
public struct PlatformFont: Hashable, Sendable {
  /// Where the glyphs come from.
  ///
  ///     PlatformFont(TextStyle.code.resolved(in: TextEnvironment()).font).source
  ///     // .system(.monospaced)
  public enum Source: Hashable, Sendable {
    /// The system font in one of its designs (`UIFontDescriptor.SystemDesign`).
    ///
    ///     PlatformFont.Source.system(.rounded)
    case system(FontFamily.SystemDesign)
    /// A face by PostScript name (`UIFont(name:size:)`).
    ///
    ///     PlatformFont.Source.named("Avenir-Heavy")
    case named(String)
  }

  /// One OpenType feature setting for `UIFontDescriptor.AttributeName.featureSettings`.
  ///
  ///     PlatformFont.FeatureSetting(tag: "smcp", value: 1)
  public struct FeatureSetting: Hashable, Sendable {
    /// The four-letter OpenType tag.
    ///
    ///     PlatformFont.FeatureSetting(tag: "tnum", value: 1).tag   // "tnum"
    public var tag: String
    /// The feature's value; 1 switches it on.
    ///
    ///     PlatformFont.FeatureSetting(tag: "tnum", value: 1).value   // 1
    public var value: Int

    /// Creates a feature setting.
    ///
    ///     PlatformFont.FeatureSetting(tag: "onum", value: 1)
    ///
    /// - Parameters:
    ///   - tag: the OpenType tag.
    ///   - value: the value.
    public init(tag: String, value: Int) {
      self.tag = tag
      self.value = value
    }
  }

  /// The raw value of the feature-setting key that holds an OpenType tag
  /// (`kCTFontOpenTypeFeatureTag`, usable as `UIFontDescriptor.FeatureKey(rawValue:)`).
  ///
  ///     PlatformFont.openTypeFeatureTagKey   // "CTFeatureOpenTypeTag"
  public static let openTypeFeatureTagKey = "CTFeatureOpenTypeTag"
  /// The raw value of the feature-setting key that holds an OpenType value
  /// (`kCTFontOpenTypeFeatureValue`).
  ///
  ///     PlatformFont.openTypeFeatureValueKey   // "CTFeatureOpenTypeValue"
  public static let openTypeFeatureValueKey = "CTFeatureOpenTypeValue"
  /// The slant added when italic was asked for and the family has no italic face: 0.2, about
  /// 11°, the `NSObliqueness` most italic faces come close to.
  ///
  ///     PlatformFont.syntheticItalicObliqueness   // 0.2
  public static let syntheticItalicObliqueness = 0.2

  /// The system font or a named face.
  ///
  ///     PlatformFont(TextStyle.body.resolved(in: TextEnvironment()).font).source   // .system(.default)
  public var source: Source
  /// The size in points.
  ///
  ///     PlatformFont(TextStyle.body.resolved(in: TextEnvironment()).font).size   // 17
  public var size: Double
  /// The weight (a named face already has its own; the system font is asked for this one).
  ///
  ///     PlatformFont(TextStyle.body.bold().resolved(in: TextEnvironment()).font).weight   // .bold
  public var weight: FontWeight
  /// Whether to ask the system font for its italic (`UIFontDescriptor.SymbolicTraits.traitItalic`);
  /// a named face is italic or upright by itself.
  ///
  ///     PlatformFont(TextStyle().italic().resolved(in: TextEnvironment()).font).usesItalicTrait
  ///     // true
  public var usesItalicTrait: Bool
  /// The obliqueness to draw with when italic was asked for but the face is upright, else `nil`.
  ///
  ///     let upright = TextStyle().fontFamily(.custom("R", faces: [.init(weight: .regular, name: "R")]))
  ///     PlatformFont(upright.italic().resolved(in: TextEnvironment()).font).syntheticObliqueness
  ///     // 0.2
  public var syntheticObliqueness: Double?
  /// The OpenType features to switch on, in ``TextStyle/FontFeatures/all``'s order.
  ///
  ///     PlatformFont(TextStyle().smallCaps().resolved(in: TextEnvironment()).font).features
  ///     // [FeatureSetting(tag: "smcp", value: 1)]
  public var features: [FeatureSetting]
  /// The Dynamic Type text style whose metrics scale this font (`UIFontMetrics`), if any.
  ///
  ///     PlatformFont(TextStyle.caption1.resolved(in: TextEnvironment()).font).textStyle
  ///     // .caption1
  public var textStyle: DynamicTextStyle?

  /// The `UIFont.Weight` / `NSFont.Weight` raw value of ``weight``.
  ///
  ///     PlatformFont(TextStyle.body.resolved(in: TextEnvironment()).font).weightValue   // 0
  public var weightValue: Double { weight.uikitValue }

  /// The platform font for a resolved font.
  ///
  /// A family named `system-ui`, `ui-serif`, `ui-rounded` or `ui-monospace` without a face is
  /// the system font in that design; anything else is the face by name (the family's name when
  /// no face was chosen).
  ///
  ///     PlatformFont(ResolvedFont(family: "Georgia", face: "Georgia-Bold", size: 20)).source
  ///     // .named("Georgia-Bold")
  public init(_ font: ResolvedFont) {
    let design = FontFamily.SystemDesign.allCases.first { $0.familyName == font.family }
    if font.face == nil, let design {
      source = .system(design)
      usesItalicTrait = font.isItalic
    } else {
      source = .named(font.face ?? font.family)
      usesItalicTrait = false
    }
    size = font.size
    weight = font.weight
    syntheticObliqueness =
      font.isSyntheticItalic && !usesItalicTrait ? Self.syntheticItalicObliqueness : nil
    features = font.features.tags.map { FeatureSetting(tag: $0, value: 1) }
    textStyle = font.textStyle
  }
}
