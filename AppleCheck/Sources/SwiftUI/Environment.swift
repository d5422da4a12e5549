// doc: https://developer.apple.com/documentation/swiftui/environmentkey — iOS 17 SDK
public protocol EnvironmentKey {
  // doc: https://developer.apple.com/documentation/swiftui/environmentkey/value — iOS 17 SDK
  associatedtype Value
  // doc: https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue — iOS 17 SDK
  static var defaultValue: Self.Value { get }
}

// doc: https://developer.apple.com/documentation/swiftui/environmentvalues — iOS 17 SDK
public struct EnvironmentValues: @unchecked Sendable {
  private var values: [ObjectIdentifier: Any] = [:]

  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/init() — iOS 17 SDK
  public init() {}

  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1cb5e — iOS 17 SDK
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize — iOS 17 SDK
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme — iOS 17 SDK
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast — iOS 17 SDK (read-only)
  public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/legibilityweight — iOS 17 SDK
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale — iOS 17 SDK
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The fake: sets the read-only contrast, as the system would.
  @_spi(ShimTesting) public mutating func setColorSchemeContrast(_ value: ColorSchemeContrast) {
    self[ColorSchemeContrastKey.self] = value
  }
}

struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct ColorSchemeContrastKey: EnvironmentKey {
  static let defaultValue = ColorSchemeContrast.standard
}
struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = nil }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }

// doc: https://developer.apple.com/documentation/swiftui/dynamicproperty — iOS 17 SDK
public protocol DynamicProperty {}

// doc: https://developer.apple.com/documentation/swiftui/environment — iOS 17 SDK
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  // doc: https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf — iOS 17 SDK
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  // doc: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue — iOS 17 SDK (the fake reads default values)
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

// doc: https://developer.apple.com/documentation/swiftui/dynamictypesize — iOS 17 SDK
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/dynamictypesize/xsmall — iOS 17 SDK
  case xSmall
  // doc: https://developer.apple.com/documentation/swiftui/dynamictypesize/small — iOS 17 SDK
  case small
  // doc: https://developer.apple.com/documentation/swiftui/dynamictypesize/medium — iOS 17 SDK
  case medium
  // doc: https://developer.apple.com/documentation/swiftui/dynamictypesize/large — iOS 17 SDK
  case large
  // doc: https://developer.apple.com/documentation/swiftui/dynamictypesize/xlarge — iOS 17 SDK
  case xLarge
  // doc: https://developer.apple.com/documentation/swiftui/dynamictypesize/xxlarge — iOS 17 SDK
  case xxLarge
  // doc: https://developer.apple.com/documentation/swiftui/dynamictypesize/xxxlarge — iOS 17 SDK
  case xxxLarge
  // doc: https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility1 — iOS 17 SDK
  case accessibility1
  // doc: https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility2 — iOS 17 SDK
  case accessibility2
  // doc: https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility3 — iOS 17 SDK
  case accessibility3
  // doc: https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility4 — iOS 17 SDK
  case accessibility4
  // doc: https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility5 — iOS 17 SDK
  case accessibility5
}

// doc: https://developer.apple.com/documentation/swiftui/colorscheme — iOS 17 SDK
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/colorscheme/light — iOS 17 SDK
  case light
  // doc: https://developer.apple.com/documentation/swiftui/colorscheme/dark — iOS 17 SDK
  case dark
}

// doc: https://developer.apple.com/documentation/swiftui/colorschemecontrast — iOS 17 SDK
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/colorschemecontrast/standard — iOS 17 SDK
  case standard
  // doc: https://developer.apple.com/documentation/swiftui/colorschemecontrast/increased — iOS 17 SDK
  case increased
}

// doc: https://developer.apple.com/documentation/swiftui/legibilityweight — iOS 17 SDK
public enum LegibilityWeight: Hashable, Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/legibilityweight/regular — iOS 17 SDK
  case regular
  // doc: https://developer.apple.com/documentation/swiftui/legibilityweight/bold — iOS 17 SDK
  case bold
}
