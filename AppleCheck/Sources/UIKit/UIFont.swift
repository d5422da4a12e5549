// doc: https://developer.apple.com/documentation/uikit/uifont — iOS 17 SDK (Sendable since the iOS 17 SDK; not main-actor isolated)
open class UIFont: AttributeValueObject, @unchecked Sendable {
  // doc: https://developer.apple.com/documentation/uikit/uifont/fontdescriptor — iOS 17 SDK
  open var fontDescriptor: UIFontDescriptor { descriptor }
  // doc: https://developer.apple.com/documentation/uikit/uifont/pointsize — iOS 17 SDK
  open var pointSize: CGFloat { size }
  // doc: https://developer.apple.com/documentation/uikit/uifont/fontname — iOS 17 SDK
  open var fontName: String { descriptor.name ?? ".SFUI-Regular" }

  let descriptor: UIFontDescriptor
  let size: CGFloat
  /// The fake: the text style of the `UIFontMetrics` that scaled this font, if one did.
  @_spi(ShimTesting) public var scaledByTextStyle: UIFont.TextStyle?

  // doc: https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:) — iOS 17 SDK
  public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    self.descriptor = descriptor
    self.size = pointSize > 0 ? pointSize : (descriptor.size ?? 12)
  }

  // doc: https://developer.apple.com/documentation/uikit/uifont/init(name:size:) — iOS 17 SDK
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(descriptor: UIFontDescriptor(name: fontName, size: fontSize), size: fontSize)
  }

  // doc: https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:) — iOS 17 SDK
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    let descriptor = UIFontDescriptor(fontAttributes: [:])
    descriptor.systemWeight = weight
    return UIFont(descriptor: descriptor, size: fontSize)
  }

  // doc: https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:) — iOS 17 SDK
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  // doc: https://developer.apple.com/documentation/uikit/uifont/weight — iOS 17 SDK
  public struct Weight: RawRepresentable, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:) — iOS 17 SDK
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/uikit/uifont/weight/init(_:) — iOS 17 SDK
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/uikit/uifont/weight/rawvalue — iOS 17 SDK
    public var rawValue: CGFloat
    // doc: https://developer.apple.com/documentation/uikit/uifont/weight/regular — iOS 17 SDK
    public static let regular = Weight(rawValue: 0)
  }

  // doc: https://developer.apple.com/documentation/uikit/uifont/textstyle — iOS 17 SDK
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:) — iOS 17 SDK
    public init(rawValue: String) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/uikit/uifont/textstyle/init(_:) — iOS 17 SDK
    public init(_ rawValue: String) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/uikit/uifont/textstyle/rawvalue — iOS 17 SDK
    public var rawValue: String
  }
}

// doc: https://developer.apple.com/documentation/uikit/uifontdescriptor — iOS 17 SDK (Sendable; not main-actor isolated)
open class UIFontDescriptor: AttributeValueObject, @unchecked Sendable {
  var attributes: [AttributeName: Any]
  var systemWeight: UIFont.Weight?
  var traits: SymbolicTraits = []
  var design: SystemDesign?

  var name: String? { attributes[.name] as? String }
  var size: CGFloat? { attributes[.size] as? CGFloat }

  // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/init(fontattributes:) — iOS 17 SDK
  public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
    self.attributes = attributes
  }

  // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/init(name:size:) — iOS 17 SDK
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  func copy(_ change: (UIFontDescriptor) -> Void) -> UIFontDescriptor {
    let copy = UIFontDescriptor(fontAttributes: attributes)
    copy.systemWeight = systemWeight
    copy.traits = traits
    copy.design = design
    change(copy)
    return copy
  }

  // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/fontattributes — iOS 17 SDK
  open var fontAttributes: [UIFontDescriptor.AttributeName: Any] { attributes }
  // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.property — iOS 17 SDK
  open var symbolicTraits: UIFontDescriptor.SymbolicTraits { traits }

  // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/withdesign(_:) — iOS 17 SDK (iOS 13+)
  open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? {
    systemWeight == nil ? nil : copy { $0.design = design }
  }

  // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/withsymbolictraits(_:) — iOS 17 SDK
  open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits)
    -> UIFontDescriptor?
  {
    copy { $0.traits = symbolicTraits }
  }

  // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/addingattributes(_:) — iOS 17 SDK
  open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any])
    -> UIFontDescriptor
  {
    copy { $0.attributes.merge(attributes) { $1 } }
  }

  /// The fake: the weight a system font was asked for, or `nil` for a named face.
  @_spi(ShimTesting) public var requestedSystemWeight: UIFont.Weight? { systemWeight }
  /// The fake: the system design asked for.
  @_spi(ShimTesting) public var requestedDesign: SystemDesign? { design }

  // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename — iOS 17 SDK
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/init(rawvalue:) — iOS 17 SDK
    public init(rawValue: String) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/rawvalue — iOS 17 SDK
    public var rawValue: String
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/name — iOS 17 SDK
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/size — iOS 17 SDK
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/featuresettings — iOS 17 SDK
    public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
  }

  // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/featurekey — iOS 17 SDK
  public struct FeatureKey: RawRepresentable, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/featurekey/init(rawvalue:) — iOS 17 SDK
    public init(rawValue: String) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/featurekey/rawvalue — iOS 17 SDK
    public var rawValue: String
  }

  // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign — iOS 17 SDK (iOS 13+)
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign/init(rawvalue:) — iOS 17 SDK
    public init(rawValue: String) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign/rawvalue — iOS 17 SDK
    public var rawValue: String
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign/default — iOS 17 SDK
    public static let `default` = SystemDesign(rawValue: "default")
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign/rounded — iOS 17 SDK
    public static let rounded = SystemDesign(rawValue: "rounded")
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign/serif — iOS 17 SDK
    public static let serif = SystemDesign(rawValue: "serif")
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign/monospaced — iOS 17 SDK
    public static let monospaced = SystemDesign(rawValue: "monospaced")
  }

  // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct — iOS 17 SDK
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/init(rawvalue:) — iOS 17 SDK
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/rawvalue — iOS 17 SDK
    public let rawValue: UInt32
    // doc: https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/traititalic — iOS 17 SDK
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
  }
}

// doc: https://developer.apple.com/documentation/uikit/uifontmetrics — iOS 17 SDK (Sendable; not main-actor isolated)
open class UIFontMetrics: AttributeValueObject, @unchecked Sendable {
  let textStyle: UIFont.TextStyle

  // doc: https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:) — iOS 17 SDK
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

  // doc: https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:) — iOS 17 SDK
  open func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, compatibleWith: nil)
  }

  // doc: https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:compatiblewith:) — iOS 17 SDK
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    let scaled = UIFont(descriptor: font.fontDescriptor, size: font.pointSize)
    scaled.scaledByTextStyle = textStyle
    return scaled
  }
}
