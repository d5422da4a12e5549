// doc: https://developer.apple.com/documentation/uikit/uicontentsizecategory — iOS 17 SDK
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  // doc: https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:) — iOS 17 SDK
  public init(rawValue: String) { self.rawValue = rawValue }
  // doc: https://developer.apple.com/documentation/uikit/uicontentsizecategory/rawvalue — iOS 17 SDK
  public var rawValue: String
  // doc: https://developer.apple.com/documentation/uikit/uicontentsizecategory/unspecified — iOS 17 SDK
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  // doc: https://developer.apple.com/documentation/uikit/uicontentsizecategory/large — iOS 17 SDK
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  // doc: https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge — iOS 17 SDK
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
  // doc: https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification — iOS 17 SDK
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  // doc: https://developer.apple.com/documentation/uikit/uicontentsizecategory/newvalueuserinfokey — iOS 17 SDK
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

// doc: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle — iOS 17 SDK
public enum UIUserInterfaceStyle: Int, Sendable {
  // doc: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified — iOS 17 SDK
  case unspecified = 0
  // doc: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light — iOS 17 SDK
  case light = 1
  // doc: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark — iOS 17 SDK
  case dark = 2
}

// doc: https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast — iOS 17 SDK
public enum UIAccessibilityContrast: Int, Sendable {
  // doc: https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/unspecified — iOS 17 SDK
  case unspecified = -1
  // doc: https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/normal — iOS 17 SDK
  case normal = 0
  // doc: https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/high — iOS 17 SDK
  case high = 1
}

// doc: https://developer.apple.com/documentation/uikit/uilegibilityweight — iOS 17 SDK
public enum UILegibilityWeight: Int, Sendable {
  // doc: https://developer.apple.com/documentation/uikit/uilegibilityweight/unspecified — iOS 17 SDK
  case unspecified = -1
  // doc: https://developer.apple.com/documentation/uikit/uilegibilityweight/regular — iOS 17 SDK
  case regular = 0
  // doc: https://developer.apple.com/documentation/uikit/uilegibilityweight/bold — iOS 17 SDK
  case bold = 1
}

// doc: https://developer.apple.com/documentation/uikit/uiaccessibility — iOS 17 SDK
public enum UIAccessibility {
  // doc: https://developer.apple.com/documentation/uikit/uiaccessibility/boldtextstatusdidchangenotification — iOS 17 SDK
  public static let boldTextStatusDidChangeNotification = Notification.Name(
    "UIAccessibilityBoldTextStatusDidChangeNotification")
}

// doc: https://developer.apple.com/documentation/uikit/uitraitcollection — iOS 17 SDK (Sendable; not main-actor isolated)
open class UITraitCollection: NSObject, @unchecked Sendable {
  // doc: https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory — iOS 17 SDK
  open private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  // doc: https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle — iOS 17 SDK
  open private(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
  // doc: https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast — iOS 17 SDK
  open private(set) var accessibilityContrast: UIAccessibilityContrast = .unspecified
  // doc: https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight — iOS 17 SDK
  open private(set) var legibilityWeight: UILegibilityWeight = .unspecified
  // doc: https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale — iOS 17 SDK
  open private(set) var displayScale: CGFloat = 0

  // doc: https://developer.apple.com/documentation/objectivec/nsobject/1418641-init — iOS 17 SDK
  public override init() {}

  // doc: https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:) — iOS 17 SDK
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init()
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  // doc: https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:) — iOS 17 SDK
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init()
    self.userInterfaceStyle = userInterfaceStyle
  }

  // doc: https://developer.apple.com/documentation/uikit/uitraitcollection/init(accessibilitycontrast:) — iOS 17 SDK
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init()
    self.accessibilityContrast = accessibilityContrast
  }

  // doc: https://developer.apple.com/documentation/uikit/uitraitcollection/init(legibilityweight:) — iOS 17 SDK
  public convenience init(legibilityWeight: UILegibilityWeight) {
    self.init()
    self.legibilityWeight = legibilityWeight
  }

  // doc: https://developer.apple.com/documentation/uikit/uitraitcollection/init(displayscale:) — iOS 17 SDK
  public convenience init(displayScale: CGFloat) {
    self.init()
    self.displayScale = displayScale
  }

  // doc: https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:) — iOS 17 SDK
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init()
    for traits in traitCollections {
      if traits.preferredContentSizeCategory != .unspecified {
        preferredContentSizeCategory = traits.preferredContentSizeCategory
      }
      if traits.userInterfaceStyle != .unspecified {
        userInterfaceStyle = traits.userInterfaceStyle
      }
      if traits.accessibilityContrast != .unspecified {
        accessibilityContrast = traits.accessibilityContrast
      }
      if traits.legibilityWeight != .unspecified { legibilityWeight = traits.legibilityWeight }
      if traits.displayScale != 0 { displayScale = traits.displayScale }
    }
  }

  /// The fake: the trait types whose values differ between two collections.
  func changedTraits(from other: UITraitCollection) -> [any UITraitDefinition.Type] {
    var changed: [any UITraitDefinition.Type] = []
    if preferredContentSizeCategory != other.preferredContentSizeCategory {
      changed.append(UITraitPreferredContentSizeCategory.self)
    }
    if userInterfaceStyle != other.userInterfaceStyle {
      changed.append(UITraitUserInterfaceStyle.self)
    }
    if accessibilityContrast != other.accessibilityContrast {
      changed.append(UITraitAccessibilityContrast.self)
    }
    if legibilityWeight != other.legibilityWeight { changed.append(UITraitLegibilityWeight.self) }
    if displayScale != other.displayScale { changed.append(UITraitDisplayScale.self) }
    return changed
  }
}

// doc: https://developer.apple.com/documentation/uikit/uitraitdefinition — iOS 17 SDK
public protocol UITraitDefinition {}

// doc: https://developer.apple.com/documentation/uikit/uitrait — iOS 17 SDK
public typealias UITrait = any UITraitDefinition.Type

// doc: https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory — iOS 17 SDK
public final class UITraitPreferredContentSizeCategory: UITraitDefinition {}
// doc: https://developer.apple.com/documentation/uikit/uitraituserinterfacestyle — iOS 17 SDK
public final class UITraitUserInterfaceStyle: UITraitDefinition {}
// doc: https://developer.apple.com/documentation/uikit/uitraitaccessibilitycontrast — iOS 17 SDK
public final class UITraitAccessibilityContrast: UITraitDefinition {}
// doc: https://developer.apple.com/documentation/uikit/uitraitlegibilityweight — iOS 17 SDK
public final class UITraitLegibilityWeight: UITraitDefinition {}
// doc: https://developer.apple.com/documentation/uikit/uitraitdisplayscale — iOS 17 SDK
public final class UITraitDisplayScale: UITraitDefinition {}

// doc: https://developer.apple.com/documentation/uikit/uitraitchangeregistration — iOS 17 SDK
public protocol UITraitChangeRegistration: NSObjectProtocol {}

final class TraitRegistration: NSObject, UITraitChangeRegistration {
  let traits: [ObjectIdentifier]
  let handler: (UITraitCollection) -> Void
  init(traits: [UITrait], handler: @escaping (UITraitCollection) -> Void) {
    self.traits = traits.map { ObjectIdentifier($0) }
    self.handler = handler
  }
}

// doc: https://developer.apple.com/documentation/uikit/uitraitenvironment — iOS 17 SDK
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
  // doc: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection — iOS 17 SDK
  var traitCollection: UITraitCollection { get }
  // doc: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:) — iOS 17 SDK (deprecated in iOS 17)
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  @available(tvOS, introduced: 9.0, deprecated: 17.0)
  @available(visionOS, introduced: 1.0, deprecated: 1.0)
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

// doc: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94 — iOS 17 SDK
@MainActor public protocol UITraitChangeObservable {
  // doc: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler — iOS 17 SDK
  typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (
    TraitEnvironment, UITraitCollection
  ) -> Void

  // doc: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:) — iOS 17 SDK
  @available(iOS 17.0, tvOS 17.0, *)
  @discardableResult
  func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration

  // doc: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:action:) — iOS 17 SDK
  @available(iOS 17.0, tvOS 17.0, *)
  @discardableResult
  func registerForTraitChanges(_ traits: [UITrait], action: Selector)
    -> any UITraitChangeRegistration

  // doc: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:target:action:) — iOS 17 SDK
  @available(iOS 17.0, tvOS 17.0, *)
  @discardableResult
  func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
    -> any UITraitChangeRegistration
}
