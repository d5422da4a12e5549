// doc: https://developer.apple.com/documentation/appkit/nsappearance — macOS 14 SDK (Sendable; not main-actor isolated)
open class NSAppearance: NSObject, @unchecked Sendable {
  // doc: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.property — macOS 14 SDK
  open var name: NSAppearance.Name { storedName }
  private let storedName: NSAppearance.Name

  // doc: https://developer.apple.com/documentation/appkit/nsappearance/init(named:) — macOS 14 SDK
  public init?(named name: NSAppearance.Name) { storedName = name }

  // doc: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct — macOS 14 SDK
  public struct Name: RawRepresentable, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/init(rawvalue:) — macOS 14 SDK
    public init(rawValue: String) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/rawvalue — macOS 14 SDK
    public var rawValue: String
    // doc: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/aqua — macOS 14 SDK
    public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
    // doc: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/darkaqua — macOS 14 SDK
    public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
  }
}

// doc: https://developer.apple.com/documentation/appkit/nsresponder — macOS 14 SDK (main-actor isolated)
@MainActor open class NSResponder: NSObject {
  // doc: https://developer.apple.com/documentation/appkit/nsresponder/init() — macOS 14 SDK
  public override init() {}
}

// doc: https://developer.apple.com/documentation/appkit/nsview — macOS 14 SDK (main-actor isolated)
@MainActor open class NSView: NSResponder {
  private var appearance = NSAppearance(named: .aqua)!

  // doc: https://developer.apple.com/documentation/appkit/nsview/init(frame:) — macOS 14 SDK
  public init(frame frameRect: NSRect) {}
  // doc: https://developer.apple.com/documentation/appkit/nsview/init(coder:) — macOS 14 SDK
  public required init?(coder: NSCoder) {}

  // doc: https://developer.apple.com/documentation/appkit/nsappearancecustomization/effectiveappearance — macOS 14 SDK
  open var effectiveAppearance: NSAppearance { appearance }
  // doc: https://developer.apple.com/documentation/appkit/nsview/viewdidchangeeffectiveappearance() — macOS 14 SDK (macOS 10.14+)
  open func viewDidChangeEffectiveAppearance() {}

  /// The fake: changes the effective appearance as AppKit does when the user switches.
  @_spi(ShimTesting) public func simulateAppearanceChange(to name: NSAppearance.Name) {
    appearance = NSAppearance(named: name)!
    viewDidChangeEffectiveAppearance()
  }
}

// doc: https://developer.apple.com/documentation/appkit/nscontrol — macOS 14 SDK (main-actor isolated)
@MainActor open class NSControl: NSView {
  // doc: https://developer.apple.com/documentation/appkit/nscontrol/stringvalue — macOS 14 SDK
  open var stringValue: String {
    get { attributedStringValue.string }
    set { attributedStringValue = NSAttributedString(string: newValue) }
  }
  // doc: https://developer.apple.com/documentation/appkit/nscontrol/attributedstringvalue — macOS 14 SDK
  open var attributedStringValue = NSAttributedString(string: "")
  // doc: https://developer.apple.com/documentation/appkit/nscontrol/isenabled — macOS 14 SDK
  open var isEnabled: Bool = true

  // doc: https://developer.apple.com/documentation/appkit/nsview/init(frame:) — macOS 14 SDK
  public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }
  // doc: https://developer.apple.com/documentation/appkit/nsview/init(coder:) — macOS 14 SDK
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// doc: https://developer.apple.com/documentation/appkit/nstextfield — macOS 14 SDK (main-actor isolated)
@MainActor open class NSTextField: NSControl {
  // doc: https://developer.apple.com/documentation/appkit/nstextfield/iseditable — macOS 14 SDK
  open var isEditable: Bool = true
  // doc: https://developer.apple.com/documentation/appkit/nstextfield/isbordered — macOS 14 SDK
  open var isBordered: Bool = true
  // doc: https://developer.apple.com/documentation/appkit/nstextfield/drawsbackground — macOS 14 SDK
  open var drawsBackground: Bool = true

  // doc: https://developer.apple.com/documentation/appkit/nsview/init(frame:) — macOS 14 SDK
  public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }
  // doc: https://developer.apple.com/documentation/appkit/nsview/init(coder:) — macOS 14 SDK
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// doc: https://developer.apple.com/documentation/appkit/nstextstorage — macOS 14 SDK (modelled by its one use: replacing the text)
open class NSTextStorage: @unchecked Sendable {
  /// The fake: the text held.
  @_spi(ShimTesting) public private(set) var text = NSAttributedString(string: "")
  init() {}
  // doc: https://developer.apple.com/documentation/foundation/nsmutableattributedstring/setattributedstring(_:) — macOS 14 SDK
  open func setAttributedString(_ attrString: NSAttributedString) { text = attrString }
}

// doc: https://developer.apple.com/documentation/appkit/nstextview — macOS 14 SDK (main-actor isolated; an NSText subclass, the shim omits NSText)
@MainActor open class NSTextView: NSView {
  private let storage = NSTextStorage()
  // doc: https://developer.apple.com/documentation/appkit/nstextview/textstorage — macOS 14 SDK
  open var textStorage: NSTextStorage? { storage }
  // doc: https://developer.apple.com/documentation/appkit/nstext/string — macOS 14 SDK
  open var string: String {
    get { storage.text.string }
    set { storage.setAttributedString(NSAttributedString(string: newValue)) }
  }
  // doc: https://developer.apple.com/documentation/appkit/nstextview/typingattributes — macOS 14 SDK
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]

  // doc: https://developer.apple.com/documentation/appkit/nstextview/init(frame:) — macOS 14 SDK
  public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }
  // doc: https://developer.apple.com/documentation/appkit/nsview/init(coder:) — macOS 14 SDK
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// doc: https://developer.apple.com/documentation/appkit/nsbutton — macOS 14 SDK (main-actor isolated)
@MainActor open class NSButton: NSControl {
  // doc: https://developer.apple.com/documentation/appkit/nsbutton/attributedtitle — macOS 14 SDK
  open var attributedTitle = NSAttributedString(string: "")
  // doc: https://developer.apple.com/documentation/appkit/nsbutton/attributedalternatetitle — macOS 14 SDK
  open var attributedAlternateTitle = NSAttributedString(string: "")

  // doc: https://developer.apple.com/documentation/appkit/nsview/init(frame:) — macOS 14 SDK
  public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }
  // doc: https://developer.apple.com/documentation/appkit/nsview/init(coder:) — macOS 14 SDK
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
