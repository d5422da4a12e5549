// A check-only model of AppKit, written by hand from Apple's documentation pages: each
// declaration names the page it models and the SDK generation. It declares only what
// TypesetAppKit uses, with Apple's isolation, openness and nullability, and doubles as a fake
// for the behavioural tests (the `ShimTesting` SPI is the fakes' control panel).

// doc: https://developer.apple.com/documentation/appkit — macOS 14 SDK (AppKit re-exports Foundation)
@_exported import Foundation

// doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class — macOS 14 SDK (shim only: stands in for NSObject under the classes stored as attribute values, because swift-corelibs-foundation crashes comparing NSObject subclasses inside NSAttributedString runs)
open class AttributeValueObject: Hashable {
  // doc: https://developer.apple.com/documentation/objectivec/nsobject/1418641-init — macOS 14 SDK
  public init() {}
  // doc: https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:) — macOS 14 SDK
  public static func == (lhs: AttributeValueObject, rhs: AttributeValueObject) -> Bool { lhs === rhs }
  // doc: https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash — macOS 14 SDK
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

// doc: https://developer.apple.com/documentation/appkit/nsfont — macOS 14 SDK (Sendable; not main-actor isolated)
open class NSFont: AttributeValueObject, @unchecked Sendable {
  let descriptor: NSFontDescriptor
  let size: CGFloat

  // doc: https://developer.apple.com/documentation/appkit/nsfont/fontdescriptor — macOS 14 SDK
  open var fontDescriptor: NSFontDescriptor { descriptor }
  // doc: https://developer.apple.com/documentation/appkit/nsfont/pointsize — macOS 14 SDK
  open var pointSize: CGFloat { size }
  // doc: https://developer.apple.com/documentation/appkit/nsfont/fontname — macOS 14 SDK
  open var fontName: String { descriptor.name ?? ".AppleSystemUIFont" }

  init(_ descriptor: NSFontDescriptor, _ size: CGFloat) {
    self.descriptor = descriptor
    self.size = size
  }

  // doc: https://developer.apple.com/documentation/appkit/nsfont/init(descriptor:size:) — macOS 14 SDK (failable)
  public convenience init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {
    self.init(fontDescriptor, fontSize)
  }

  // doc: https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:weight:) — macOS 14 SDK
  open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
    let descriptor = NSFontDescriptor(fontAttributes: [:])
    descriptor.systemWeight = weight
    return NSFont(descriptor, fontSize)
  }

  // doc: https://developer.apple.com/documentation/appkit/nsfont/weight — macOS 14 SDK
  public struct Weight: RawRepresentable, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/appkit/nsfont/weight/init(rawvalue:) — macOS 14 SDK
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/appkit/nsfont/weight/rawvalue — macOS 14 SDK
    public var rawValue: CGFloat
  }
}

// doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor — macOS 14 SDK (Sendable; not main-actor isolated)
open class NSFontDescriptor: AttributeValueObject, @unchecked Sendable {
  var attributes: [AttributeName: Any]
  var systemWeight: NSFont.Weight?
  var traits: SymbolicTraits = []
  var design: SystemDesign?
  var name: String? { attributes[.name] as? String }

  // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/init(fontattributes:) — macOS 14 SDK
  public init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil) {
    self.attributes = attributes ?? [:]
  }
  // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/init(name:size:) — macOS 14 SDK
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  func copy(_ change: (NSFontDescriptor) -> Void) -> NSFontDescriptor {
    let copy = NSFontDescriptor(fontAttributes: attributes)
    copy.systemWeight = systemWeight
    copy.traits = traits
    copy.design = design
    change(copy)
    return copy
  }

  // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/fontattributes — macOS 14 SDK
  open var fontAttributes: [NSFontDescriptor.AttributeName: Any] { attributes }
  // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.property — macOS 14 SDK
  open var symbolicTraits: NSFontDescriptor.SymbolicTraits { traits }
  // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/withdesign(_:) — macOS 14 SDK (macOS 10.15+)
  open func withDesign(_ design: NSFontDescriptor.SystemDesign) -> NSFontDescriptor? {
    systemWeight == nil ? nil : copy { $0.design = design }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/withsymbolictraits(_:) — macOS 14 SDK (not optional in AppKit)
  open func withSymbolicTraits(_ symbolicTraits: NSFontDescriptor.SymbolicTraits) -> NSFontDescriptor {
    copy { $0.traits = symbolicTraits }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/addingattributes(_:) — macOS 14 SDK
  open func addingAttributes(_ attributes: [NSFontDescriptor.AttributeName: Any]) -> NSFontDescriptor {
    copy { $0.attributes.merge(attributes) { $1 } }
  }

  /// The fake: the weight a system font was asked for.
  @_spi(ShimTesting) public var requestedSystemWeight: NSFont.Weight? { systemWeight }

  // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename — macOS 14 SDK
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/init(rawvalue:) — macOS 14 SDK
    public init(rawValue: String) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/rawvalue — macOS 14 SDK
    public var rawValue: String
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/name — macOS 14 SDK
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/size — macOS 14 SDK
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/featuresettings — macOS 14 SDK
    public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
  }
  // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/featurekey — macOS 14 SDK
  public struct FeatureKey: RawRepresentable, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/featurekey/init(rawvalue:) — macOS 14 SDK
    public init(rawValue: String) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/featurekey/rawvalue — macOS 14 SDK
    public var rawValue: String
  }
  // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign — macOS 14 SDK
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign/init(rawvalue:) — macOS 14 SDK
    public init(rawValue: String) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign/rawvalue — macOS 14 SDK
    public var rawValue: String
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign/default — macOS 14 SDK
    public static let `default` = SystemDesign(rawValue: "default")
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign/rounded — macOS 14 SDK
    public static let rounded = SystemDesign(rawValue: "rounded")
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign/serif — macOS 14 SDK
    public static let serif = SystemDesign(rawValue: "serif")
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign/monospaced — macOS 14 SDK
    public static let monospaced = SystemDesign(rawValue: "monospaced")
  }
  // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct — macOS 14 SDK
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct/init(rawvalue:) — macOS 14 SDK
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct/rawvalue — macOS 14 SDK
    public let rawValue: UInt32
    // doc: https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct/italic — macOS 14 SDK
    public static let italic = SymbolicTraits(rawValue: 1 << 0)
  }
}

// doc: https://developer.apple.com/documentation/appkit/nscolor — macOS 14 SDK (Sendable; not main-actor isolated)
open class NSColor: AttributeValueObject, @unchecked Sendable {
  /// The fake: the sRGB components asked for.
  @_spi(ShimTesting) public let components: [CGFloat]
  // doc: https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:) — macOS 14 SDK
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }
}

// doc: https://developer.apple.com/documentation/appkit/nsimage — macOS 14 SDK (not main-actor isolated)
open class NSImage: AttributeValueObject, @unchecked Sendable {
  // doc: https://developer.apple.com/documentation/appkit/nsimage/name — macOS 14 SDK
  public typealias Name = String
  /// The fake: the name the image was loaded by.
  @_spi(ShimTesting) public let name: String
  // doc: https://developer.apple.com/documentation/appkit/nsimage/init(named:) — macOS 14 SDK
  public init?(named name: NSImage.Name) { self.name = name }
}
