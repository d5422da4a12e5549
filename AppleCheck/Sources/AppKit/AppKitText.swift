// doc: https://developer.apple.com/documentation/appkit/nstextalignment — macOS 14 SDK
public enum NSTextAlignment: Int, Sendable {
  // doc: https://developer.apple.com/documentation/appkit/nstextalignment/left — macOS 14 SDK
  case left = 0
  // doc: https://developer.apple.com/documentation/appkit/nstextalignment/center — macOS 14 SDK
  case center = 2
  // doc: https://developer.apple.com/documentation/appkit/nstextalignment/right — macOS 14 SDK
  case right = 1
  // doc: https://developer.apple.com/documentation/appkit/nstextalignment/justified — macOS 14 SDK
  case justified = 3
  // doc: https://developer.apple.com/documentation/appkit/nstextalignment/natural — macOS 14 SDK
  case natural = 4
}

// doc: https://developer.apple.com/documentation/appkit/nslinebreakmode — macOS 14 SDK
public enum NSLineBreakMode: Int, Sendable {
  // doc: https://developer.apple.com/documentation/appkit/nslinebreakmode/bywordwrapping — macOS 14 SDK
  case byWordWrapping = 0
  // doc: https://developer.apple.com/documentation/appkit/nslinebreakmode/bycharwrapping — macOS 14 SDK
  case byCharWrapping = 1
  // doc: https://developer.apple.com/documentation/appkit/nslinebreakmode/byclipping — macOS 14 SDK
  case byClipping = 2
  // doc: https://developer.apple.com/documentation/appkit/nslinebreakmode/bytruncatinghead — macOS 14 SDK
  case byTruncatingHead = 3
  // doc: https://developer.apple.com/documentation/appkit/nslinebreakmode/bytruncatingtail — macOS 14 SDK
  case byTruncatingTail = 4
  // doc: https://developer.apple.com/documentation/appkit/nslinebreakmode/bytruncatingmiddle — macOS 14 SDK
  case byTruncatingMiddle = 5
}

// doc: https://developer.apple.com/documentation/appkit/nswritingdirection — macOS 14 SDK
public enum NSWritingDirection: Int, Sendable {
  // doc: https://developer.apple.com/documentation/appkit/nswritingdirection/natural — macOS 14 SDK
  case natural = -1
  // doc: https://developer.apple.com/documentation/appkit/nswritingdirection/lefttoright — macOS 14 SDK
  case leftToRight = 0
  // doc: https://developer.apple.com/documentation/appkit/nswritingdirection/righttoleft — macOS 14 SDK
  case rightToLeft = 1
}

// doc: https://developer.apple.com/documentation/appkit/nstexttab — macOS 14 SDK (Sendable; not main-actor isolated)
open class NSTextTab: AttributeValueObject, @unchecked Sendable {
  // doc: https://developer.apple.com/documentation/appkit/nstexttab/alignment — macOS 14 SDK
  public let alignment: NSTextAlignment
  // doc: https://developer.apple.com/documentation/appkit/nstexttab/location — macOS 14 SDK
  public let location: CGFloat

  // doc: https://developer.apple.com/documentation/appkit/nstexttab/optionkey — macOS 14 SDK
  public struct OptionKey: RawRepresentable, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/appkit/nstexttab/optionkey/init(rawvalue:) — macOS 14 SDK
    public init(rawValue: String) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/appkit/nstexttab/optionkey/rawvalue — macOS 14 SDK
    public var rawValue: String
  }

  // doc: https://developer.apple.com/documentation/appkit/nstexttab/init(textalignment:location:options:) — macOS 14 SDK
  public init(
    textAlignment alignment: NSTextAlignment, location loc: CGFloat,
    options: [NSTextTab.OptionKey: Any] = [:]
  ) {
    self.alignment = alignment
    self.location = loc
  }
}

// doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle — macOS 14 SDK (Sendable; not main-actor isolated; read-only properties)
open class NSParagraphStyle: AttributeValueObject, @unchecked Sendable {
  var storedAlignment: NSTextAlignment = .natural
  var storedLineSpacing: CGFloat = 0
  var storedLineHeightMultiple: CGFloat = 0
  var storedMinimumLineHeight: CGFloat = 0
  var storedMaximumLineHeight: CGFloat = 0
  var storedParagraphSpacing: CGFloat = 0
  var storedParagraphSpacingBefore: CGFloat = 0
  var storedHeadIndent: CGFloat = 0
  var storedFirstLineHeadIndent: CGFloat = 0
  var storedTailIndent: CGFloat = 0
  var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
  var storedTabStops: [NSTextTab] = []
  var storedDefaultTabInterval: CGFloat = 0
  var storedHyphenationFactor: Float = 0
  var storedBaseWritingDirection: NSWritingDirection = .natural
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/alignment — macOS 14 SDK
  open var alignment: NSTextAlignment { storedAlignment }
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/linespacing — macOS 14 SDK
  open var lineSpacing: CGFloat { storedLineSpacing }
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/lineheightmultiple — macOS 14 SDK
  open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/minimumlineheight — macOS 14 SDK
  open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/maximumlineheight — macOS 14 SDK
  open var maximumLineHeight: CGFloat { storedMaximumLineHeight }
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/paragraphspacing — macOS 14 SDK
  open var paragraphSpacing: CGFloat { storedParagraphSpacing }
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/paragraphspacingbefore — macOS 14 SDK
  open var paragraphSpacingBefore: CGFloat { storedParagraphSpacingBefore }
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/headindent — macOS 14 SDK
  open var headIndent: CGFloat { storedHeadIndent }
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/firstlineheadindent — macOS 14 SDK
  open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/tailindent — macOS 14 SDK
  open var tailIndent: CGFloat { storedTailIndent }
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/linebreakmode — macOS 14 SDK
  open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/tabstops — macOS 14 SDK (null_resettable)
  open var tabStops: [NSTextTab]! { storedTabStops }
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/defaulttabinterval — macOS 14 SDK
  open var defaultTabInterval: CGFloat { storedDefaultTabInterval }
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/hyphenationfactor — macOS 14 SDK
  open var hyphenationFactor: Float { storedHyphenationFactor }
  // doc: https://developer.apple.com/documentation/appkit/nsparagraphstyle/basewritingdirection — macOS 14 SDK
  open var baseWritingDirection: NSWritingDirection { storedBaseWritingDirection }

  // doc: https://developer.apple.com/documentation/objectivec/nsobject/1418641-init — macOS 14 SDK
  public override init() {}
}

// doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle — macOS 14 SDK (settable properties)
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/alignment — macOS 14 SDK
  open override var alignment: NSTextAlignment {
    get { storedAlignment }
    set { storedAlignment = newValue }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/linespacing — macOS 14 SDK
  open override var lineSpacing: CGFloat {
    get { storedLineSpacing }
    set { storedLineSpacing = newValue }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/lineheightmultiple — macOS 14 SDK
  open override var lineHeightMultiple: CGFloat {
    get { storedLineHeightMultiple }
    set { storedLineHeightMultiple = newValue }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/minimumlineheight — macOS 14 SDK
  open override var minimumLineHeight: CGFloat {
    get { storedMinimumLineHeight }
    set { storedMinimumLineHeight = newValue }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/maximumlineheight — macOS 14 SDK
  open override var maximumLineHeight: CGFloat {
    get { storedMaximumLineHeight }
    set { storedMaximumLineHeight = newValue }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/paragraphspacing — macOS 14 SDK
  open override var paragraphSpacing: CGFloat {
    get { storedParagraphSpacing }
    set { storedParagraphSpacing = newValue }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/paragraphspacingbefore — macOS 14 SDK
  open override var paragraphSpacingBefore: CGFloat {
    get { storedParagraphSpacingBefore }
    set { storedParagraphSpacingBefore = newValue }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/headindent — macOS 14 SDK
  open override var headIndent: CGFloat {
    get { storedHeadIndent }
    set { storedHeadIndent = newValue }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/firstlineheadindent — macOS 14 SDK
  open override var firstLineHeadIndent: CGFloat {
    get { storedFirstLineHeadIndent }
    set { storedFirstLineHeadIndent = newValue }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/tailindent — macOS 14 SDK
  open override var tailIndent: CGFloat {
    get { storedTailIndent }
    set { storedTailIndent = newValue }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/linebreakmode — macOS 14 SDK
  open override var lineBreakMode: NSLineBreakMode {
    get { storedLineBreakMode }
    set { storedLineBreakMode = newValue }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/tabstops — macOS 14 SDK (null_resettable)
  open override var tabStops: [NSTextTab]! {
    get { storedTabStops }
    set { storedTabStops = newValue ?? [] }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/defaulttabinterval — macOS 14 SDK
  open override var defaultTabInterval: CGFloat {
    get { storedDefaultTabInterval }
    set { storedDefaultTabInterval = newValue }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/hyphenationfactor — macOS 14 SDK
  open override var hyphenationFactor: Float {
    get { storedHyphenationFactor }
    set { storedHyphenationFactor = newValue }
  }
  // doc: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/basewritingdirection — macOS 14 SDK
  open override var baseWritingDirection: NSWritingDirection {
    get { storedBaseWritingDirection }
    set { storedBaseWritingDirection = newValue }
  }
}

// doc: https://developer.apple.com/documentation/appkit/nsshadow — macOS 14 SDK (not main-actor isolated)
open class NSShadow: AttributeValueObject, @unchecked Sendable {
  // doc: https://developer.apple.com/documentation/appkit/nsshadow/shadowoffset — macOS 14 SDK
  open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
  // doc: https://developer.apple.com/documentation/appkit/nsshadow/shadowblurradius — macOS 14 SDK
  open var shadowBlurRadius: CGFloat = 0
  // doc: https://developer.apple.com/documentation/appkit/nsshadow/shadowcolor — macOS 14 SDK
  open var shadowColor: Any?

  // doc: https://developer.apple.com/documentation/appkit/nsshadow/init() — macOS 14 SDK
  public override init() {}
}

// doc: https://developer.apple.com/documentation/appkit/nstextattachment — macOS 14 SDK (not main-actor isolated)
open class NSTextAttachment: AttributeValueObject, @unchecked Sendable {
  // doc: https://developer.apple.com/documentation/appkit/nstextattachment/image — macOS 14 SDK
  open var image: NSImage?
  // doc: https://developer.apple.com/documentation/appkit/nstextattachment/bounds — macOS 14 SDK
  open var bounds: CGRect = .zero

  // doc: https://developer.apple.com/documentation/appkit/nstextattachment/init(data:oftype:) — macOS 14 SDK
  public init(data contentData: Data?, ofType uti: String?) {}

  // doc: https://developer.apple.com/documentation/appkit/nstextattachment/init(image:) — macOS 14 SDK (iOS 13+)
  public convenience init(image: NSImage) {
    self.init(data: nil, ofType: nil)
    self.image = image
  }
}

extension NSAttributedString.Key {
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/font — macOS 14 SDK
  public static let font = NSAttributedString.Key("NSFont")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor — macOS 14 SDK
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/backgroundcolor — macOS 14 SDK
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle — macOS 14 SDK
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/kern — macOS 14 SDK
  public static let kern = NSAttributedString.Key("NSKern")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/baselineoffset — macOS 14 SDK
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/underlinestyle — macOS 14 SDK
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/underlinecolor — macOS 14 SDK
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/strikethroughstyle — macOS 14 SDK
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/strikethroughcolor — macOS 14 SDK
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/strokewidth — macOS 14 SDK
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/strokecolor — macOS 14 SDK
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/shadow — macOS 14 SDK
  public static let shadow = NSAttributedString.Key("NSShadow")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/link — macOS 14 SDK (Foundation on Apple platforms; missing from Linux Foundation)
  public static let link = NSAttributedString.Key("NSLink")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/attachment — macOS 14 SDK
  public static let attachment = NSAttributedString.Key("NSAttachment")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/ligature — macOS 14 SDK
  public static let ligature = NSAttributedString.Key("NSLigature")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/obliqueness — macOS 14 SDK
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/expansion — macOS 14 SDK
  public static let expansion = NSAttributedString.Key("NSExpansion")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/verticalglyphform — macOS 14 SDK
  public static let verticalGlyphForm = NSAttributedString.Key("NSVerticalGlyphForm")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/writingdirection — macOS 14 SDK
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}

extension AttributeScopes {
  // doc: https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes — macOS 14 SDK (the shim models the scope only as a name for conversion)
  public struct UIKitAttributes: AttributeScope {
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes/foundation — macOS 14 SDK
    public let foundation: AttributeScopes.FoundationAttributes
  }

  // doc: https://developer.apple.com/documentation/foundation/attributescopes/uikit — macOS 14 SDK
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributedString {
  // doc: https://developer.apple.com/documentation/foundation/attributedstring/init(_:including:)-5jy4e — macOS 14 SDK (Foundation; the fake keeps the text and counts the runs it was given)
  public init<S: AttributeScope>(
    _ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>
  ) throws {
    self.init(nsStr.string)
  }
}
