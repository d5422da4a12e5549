// doc: https://developer.apple.com/documentation/uikit/uiresponder — iOS 17 SDK (main-actor isolated)
@MainActor open class UIResponder: NSObject {
  // doc: https://developer.apple.com/documentation/objectivec/nsobject/1418641-init — iOS 17 SDK
  public override init() {}
}

// doc: https://developer.apple.com/documentation/uikit/uiview — iOS 17 SDK (main-actor isolated)
@MainActor open class UIView: UIResponder, UITraitEnvironment, UITraitChangeObservable {
  private var currentTraits = UITraitCollection()
  private var registrations: [TraitRegistration] = []

  // doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:) — iOS 17 SDK
  public init(frame: CGRect) {}

  // doc: https://developer.apple.com/documentation/uikit/uiview/init(coder:) — iOS 17 SDK
  public required init?(coder: NSCoder) {}

  // doc: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection — iOS 17 SDK
  open var traitCollection: UITraitCollection { currentTraits }

  // doc: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:) — iOS 17 SDK (deprecated in iOS 17)
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  @available(tvOS, introduced: 9.0, deprecated: 17.0)
  @available(visionOS, introduced: 1.0, deprecated: 1.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // doc: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:) — iOS 17 SDK
  @available(iOS 17.0, tvOS 17.0, *)
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    let registration = TraitRegistration(traits: traits) { [unowned self] previous in
      if let environment = self as? TraitEnvironment { handler(environment, previous) }
    }
    registrations.append(registration)
    return registration
  }

  // doc: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:action:) — iOS 17 SDK
  @available(iOS 17.0, tvOS 17.0, *)
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector)
    -> any UITraitChangeRegistration
  {
    TraitRegistration(traits: traits) { _ in }
  }

  // doc: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:target:action:) — iOS 17 SDK
  @available(iOS 17.0, tvOS 17.0, *)
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
    -> any UITraitChangeRegistration
  {
    TraitRegistration(traits: traits) { _ in }
  }

  /// The fake: the number of trait-change registrations made on this view.
  @_spi(ShimTesting) public var traitRegistrationCount: Int { registrations.count }

  /// The fake: changes the view's traits as UIKit would when the view moves or the user
  /// changes a setting, calling the registered handlers whose traits changed.
  @_spi(ShimTesting) public func simulateTraitChange(to traits: UITraitCollection) {
    let previous = currentTraits
    currentTraits = UITraitCollection(traitsFrom: [previous, traits])
    let changed = Set(currentTraits.changedTraits(from: previous).map { ObjectIdentifier($0) })
    guard !changed.isEmpty else { return }
    for registration in registrations where !changed.isDisjoint(with: registration.traits) {
      registration.handler(previous)
    }
  }
}

// doc: https://developer.apple.com/documentation/uikit/uilabel — iOS 17 SDK (main-actor isolated)
@MainActor open class UILabel: UIView {
  // doc: https://developer.apple.com/documentation/uikit/uilabel/text — iOS 17 SDK
  open var text: String? {
    get { storedAttributedText?.string }
    set { storedAttributedText = newValue.map { NSAttributedString(string: $0) } }
  }
  // doc: https://developer.apple.com/documentation/uikit/uilabel/attributedtext — iOS 17 SDK
  open var attributedText: NSAttributedString? {
    get { storedAttributedText }
    set { storedAttributedText = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/uilabel/font — iOS 17 SDK (null_resettable)
  open var font: UIFont! = UIFont.systemFont(ofSize: 17)
  // doc: https://developer.apple.com/documentation/uikit/uilabel/numberoflines — iOS 17 SDK
  open var numberOfLines: Int = 1

  private var storedAttributedText: NSAttributedString?

  // doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:) — iOS 17 SDK
  public override init(frame: CGRect) { super.init(frame: frame) }
  // doc: https://developer.apple.com/documentation/uikit/uiview/init(coder:) — iOS 17 SDK
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// doc: https://developer.apple.com/documentation/uikit/uiscrollview — iOS 17 SDK (main-actor isolated)
@MainActor open class UIScrollView: UIView {
  // doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:) — iOS 17 SDK
  public override init(frame: CGRect) { super.init(frame: frame) }
  // doc: https://developer.apple.com/documentation/uikit/uiview/init(coder:) — iOS 17 SDK
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// doc: https://developer.apple.com/documentation/uikit/uitextview — iOS 17 SDK (main-actor isolated)
@MainActor open class UITextView: UIScrollView {
  // doc: https://developer.apple.com/documentation/uikit/uitextview/text — iOS 17 SDK (null_resettable)
  open var text: String! {
    get { storedAttributedText.string }
    set { storedAttributedText = NSAttributedString(string: newValue ?? "") }
  }
  // doc: https://developer.apple.com/documentation/uikit/uitextview/attributedtext — iOS 17 SDK (null_resettable)
  open var attributedText: NSAttributedString! {
    get { storedAttributedText }
    set { storedAttributedText = newValue ?? NSAttributedString(string: "") }
  }
  // doc: https://developer.apple.com/documentation/uikit/uitextview/typingattributes — iOS 17 SDK
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  // doc: https://developer.apple.com/documentation/uikit/uitextview/iseditable — iOS 17 SDK
  open var isEditable: Bool = true

  private var storedAttributedText = NSAttributedString(string: "")

  // doc: https://developer.apple.com/documentation/uikit/uitextview/init(frame:textcontainer:) — iOS 17 SDK (the shim omits NSTextContainer)
  public override init(frame: CGRect) { super.init(frame: frame) }
  // doc: https://developer.apple.com/documentation/uikit/uiview/init(coder:) — iOS 17 SDK
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// doc: https://developer.apple.com/documentation/uikit/uicontrol — iOS 17 SDK (main-actor isolated)
@MainActor open class UIControl: UIView {
  // doc: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct — iOS 17 SDK
  public struct State: OptionSet, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/init(rawvalue:) — iOS 17 SDK
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/rawvalue — iOS 17 SDK
    public let rawValue: UInt
    // doc: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal — iOS 17 SDK
    public static let normal = State([])
  }

  // doc: https://developer.apple.com/documentation/uikit/uicontrol/isenabled — iOS 17 SDK
  open var isEnabled: Bool = true
  // doc: https://developer.apple.com/documentation/uikit/uicontrol/isselected — iOS 17 SDK
  open var isSelected: Bool = false
  // doc: https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted — iOS 17 SDK
  open var isHighlighted: Bool = false

  // doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:) — iOS 17 SDK
  public override init(frame: CGRect) { super.init(frame: frame) }
  // doc: https://developer.apple.com/documentation/uikit/uiview/init(coder:) — iOS 17 SDK
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// doc: https://developer.apple.com/documentation/uikit/uitextfield — iOS 17 SDK (main-actor isolated)
@MainActor open class UITextField: UIControl {
  // doc: https://developer.apple.com/documentation/uikit/uitextfield/text — iOS 17 SDK
  open var text: String? {
    get { storedAttributedText?.string ?? "" }
    set { storedAttributedText = NSAttributedString(string: newValue ?? "") }
  }
  // doc: https://developer.apple.com/documentation/uikit/uitextfield/attributedtext — iOS 17 SDK
  open var attributedText: NSAttributedString? {
    get { storedAttributedText }
    set { storedAttributedText = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/uitextfield/placeholder — iOS 17 SDK
  open var placeholder: String? {
    get { attributedPlaceholder?.string }
    set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
  }
  // doc: https://developer.apple.com/documentation/uikit/uitextfield/attributedplaceholder — iOS 17 SDK
  open var attributedPlaceholder: NSAttributedString?
  // doc: https://developer.apple.com/documentation/uikit/uitextfield/defaulttextattributes — iOS 17 SDK (null_resettable)
  open var defaultTextAttributes: [NSAttributedString.Key: Any]! = [:]

  private var storedAttributedText: NSAttributedString?

  // doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:) — iOS 17 SDK
  public override init(frame: CGRect) { super.init(frame: frame) }
  // doc: https://developer.apple.com/documentation/uikit/uiview/init(coder:) — iOS 17 SDK
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// doc: https://developer.apple.com/documentation/uikit/uibutton — iOS 17 SDK (main-actor isolated)
@MainActor open class UIButton: UIControl {
  private var titles: [UInt: NSAttributedString] = [:]

  // doc: https://developer.apple.com/documentation/uikit/uibutton/setattributedtitle(_:for:) — iOS 17 SDK
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }

  // doc: https://developer.apple.com/documentation/uikit/uibutton/attributedtitle(for:) — iOS 17 SDK
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    titles[state.rawValue] ?? titles[0]
  }

  /// The fake: the states that have a title of their own, in raw-value order.
  @_spi(ShimTesting) public var statesWithTitles: [UInt] { titles.keys.sorted() }

  // doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:) — iOS 17 SDK
  public override init(frame: CGRect) { super.init(frame: frame) }
  // doc: https://developer.apple.com/documentation/uikit/uiview/init(coder:) — iOS 17 SDK
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// doc: https://developer.apple.com/documentation/uikit/uisegmentedcontrol — iOS 17 SDK (main-actor isolated)
@MainActor open class UISegmentedControl: UIControl {
  private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  // doc: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/settitletextattributes(_:for:) — iOS 17 SDK
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    self.attributes[state.rawValue] = attributes
  }

  // doc: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titletextattributes(for:) — iOS 17 SDK
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    attributes[state.rawValue]
  }

  // doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:) — iOS 17 SDK
  public override init(frame: CGRect) { super.init(frame: frame) }
  // doc: https://developer.apple.com/documentation/uikit/uiview/init(coder:) — iOS 17 SDK
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// doc: https://developer.apple.com/documentation/uikit/uibaritem — iOS 17 SDK (main-actor isolated)
@MainActor open class UIBarItem: NSObject {
  private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  // doc: https://developer.apple.com/documentation/objectivec/nsobject/1418641-init — iOS 17 SDK
  public override init() {}

  // doc: https://developer.apple.com/documentation/uikit/uibaritem/settitletextattributes(_:for:) — iOS 17 SDK
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    self.attributes[state.rawValue] = attributes
  }

  // doc: https://developer.apple.com/documentation/uikit/uibaritem/titletextattributes(for:) — iOS 17 SDK
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    attributes[state.rawValue]
  }
}

// doc: https://developer.apple.com/documentation/uikit/uibarbuttonitem — iOS 17 SDK (main-actor isolated)
@MainActor open class UIBarButtonItem: UIBarItem {}

// doc: https://developer.apple.com/documentation/uikit/uitabbaritem — iOS 17 SDK (main-actor isolated)
@MainActor open class UITabBarItem: UIBarItem {}

// doc: https://developer.apple.com/documentation/uikit/uinavigationbarappearance — iOS 17 SDK (main-actor isolated)
@MainActor open class UINavigationBarAppearance: NSObject {
  // doc: https://developer.apple.com/documentation/uikit/uinavigationbarappearance/titletextattributes — iOS 17 SDK
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  // doc: https://developer.apple.com/documentation/uikit/uinavigationbarappearance/largetitletextattributes — iOS 17 SDK
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

  // doc: https://developer.apple.com/documentation/uikit/uibarappearance/init() — iOS 17 SDK
  public override init() {}
}

// doc: https://developer.apple.com/documentation/uikit/uinavigationbar — iOS 17 SDK (main-actor isolated)
@MainActor open class UINavigationBar: UIView {
  // doc: https://developer.apple.com/documentation/uikit/uinavigationbar/titletextattributes — iOS 17 SDK
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  // doc: https://developer.apple.com/documentation/uikit/uinavigationbar/largetitletextattributes — iOS 17 SDK
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  // doc: https://developer.apple.com/documentation/uikit/uinavigationbar/standardappearance — iOS 17 SDK (NSCopying)
  open var standardAppearance = UINavigationBarAppearance()
  // doc: https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance — iOS 17 SDK (NSCopying)
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  // doc: https://developer.apple.com/documentation/uikit/uinavigationbar/compactappearance — iOS 17 SDK (NSCopying)
  open var compactAppearance: UINavigationBarAppearance?

  // doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:) — iOS 17 SDK
  public override init(frame: CGRect) { super.init(frame: frame) }
  // doc: https://developer.apple.com/documentation/uikit/uiview/init(coder:) — iOS 17 SDK
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
