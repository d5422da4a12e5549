// doc: https://developer.apple.com/documentation/uikit/uicolor — iOS 17 SDK (Sendable; not main-actor isolated)
open class UIColor: AttributeValueObject, @unchecked Sendable {
  let components: (CGFloat, CGFloat, CGFloat, CGFloat)

  // doc: https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:) — iOS 17 SDK
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
  }

  // doc: https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:) — iOS 17 SDK
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = components.0
    green?.pointee = components.1
    blue?.pointee = components.2
    alpha?.pointee = components.3
    return true
  }
}

// doc: https://developer.apple.com/documentation/uikit/uiimage — iOS 17 SDK (Sendable; not main-actor isolated)
open class UIImage: AttributeValueObject, @unchecked Sendable {
  /// The fake: the name the image was loaded by.
  @_spi(ShimTesting) public let name: String

  // doc: https://developer.apple.com/documentation/uikit/uiimage/init(named:) — iOS 17 SDK
  public init?(named name: String) { self.name = name }
}

// doc: https://developer.apple.com/documentation/uikit/nstextalignment — iOS 17 SDK
public enum NSTextAlignment: Int, Sendable {
  // doc: https://developer.apple.com/documentation/uikit/nstextalignment/left — iOS 17 SDK
  case left = 0
  // doc: https://developer.apple.com/documentation/uikit/nstextalignment/center — iOS 17 SDK
  case center = 1
  // doc: https://developer.apple.com/documentation/uikit/nstextalignment/right — iOS 17 SDK
  case right = 2
  // doc: https://developer.apple.com/documentation/uikit/nstextalignment/justified — iOS 17 SDK
  case justified = 3
  // doc: https://developer.apple.com/documentation/uikit/nstextalignment/natural — iOS 17 SDK
  case natural = 4
}

// doc: https://developer.apple.com/documentation/uikit/nslinebreakmode — iOS 17 SDK
public enum NSLineBreakMode: Int, Sendable {
  // doc: https://developer.apple.com/documentation/uikit/nslinebreakmode/bywordwrapping — iOS 17 SDK
  case byWordWrapping = 0
  // doc: https://developer.apple.com/documentation/uikit/nslinebreakmode/bycharwrapping — iOS 17 SDK
  case byCharWrapping = 1
  // doc: https://developer.apple.com/documentation/uikit/nslinebreakmode/byclipping — iOS 17 SDK
  case byClipping = 2
  // doc: https://developer.apple.com/documentation/uikit/nslinebreakmode/bytruncatinghead — iOS 17 SDK
  case byTruncatingHead = 3
  // doc: https://developer.apple.com/documentation/uikit/nslinebreakmode/bytruncatingtail — iOS 17 SDK
  case byTruncatingTail = 4
  // doc: https://developer.apple.com/documentation/uikit/nslinebreakmode/bytruncatingmiddle — iOS 17 SDK
  case byTruncatingMiddle = 5
}

// doc: https://developer.apple.com/documentation/uikit/nswritingdirection — iOS 17 SDK
public enum NSWritingDirection: Int, Sendable {
  // doc: https://developer.apple.com/documentation/uikit/nswritingdirection/natural — iOS 17 SDK
  case natural = -1
  // doc: https://developer.apple.com/documentation/uikit/nswritingdirection/lefttoright — iOS 17 SDK
  case leftToRight = 0
  // doc: https://developer.apple.com/documentation/uikit/nswritingdirection/righttoleft — iOS 17 SDK
  case rightToLeft = 1
}

// doc: https://developer.apple.com/documentation/uikit/nstexttab — iOS 17 SDK (Sendable; not main-actor isolated)
open class NSTextTab: AttributeValueObject, @unchecked Sendable {
  // doc: https://developer.apple.com/documentation/uikit/nstexttab/alignment — iOS 17 SDK
  public let alignment: NSTextAlignment
  // doc: https://developer.apple.com/documentation/uikit/nstexttab/location — iOS 17 SDK
  public let location: CGFloat

  // doc: https://developer.apple.com/documentation/uikit/nstexttab/optionkey — iOS 17 SDK
  public struct OptionKey: RawRepresentable, Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/uikit/nstexttab/optionkey/init(rawvalue:) — iOS 17 SDK
    public init(rawValue: String) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/uikit/nstexttab/optionkey/rawvalue — iOS 17 SDK
    public var rawValue: String
  }

  // doc: https://developer.apple.com/documentation/uikit/nstexttab/init(textalignment:location:options:) — iOS 17 SDK
  public init(
    textAlignment alignment: NSTextAlignment, location loc: CGFloat,
    options: [NSTextTab.OptionKey: Any] = [:]
  ) {
    self.alignment = alignment
    self.location = loc
  }
}

// doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle — iOS 17 SDK (Sendable; not main-actor isolated; read-only properties)
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
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/alignment — iOS 17 SDK
  open var alignment: NSTextAlignment { storedAlignment }
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/linespacing — iOS 17 SDK
  open var lineSpacing: CGFloat { storedLineSpacing }
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/lineheightmultiple — iOS 17 SDK
  open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/minimumlineheight — iOS 17 SDK
  open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/maximumlineheight — iOS 17 SDK
  open var maximumLineHeight: CGFloat { storedMaximumLineHeight }
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/paragraphspacing — iOS 17 SDK
  open var paragraphSpacing: CGFloat { storedParagraphSpacing }
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/paragraphspacingbefore — iOS 17 SDK
  open var paragraphSpacingBefore: CGFloat { storedParagraphSpacingBefore }
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/headindent — iOS 17 SDK
  open var headIndent: CGFloat { storedHeadIndent }
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/firstlineheadindent — iOS 17 SDK
  open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/tailindent — iOS 17 SDK
  open var tailIndent: CGFloat { storedTailIndent }
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/linebreakmode — iOS 17 SDK
  open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/tabstops — iOS 17 SDK (null_resettable)
  open var tabStops: [NSTextTab]! { storedTabStops }
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/defaulttabinterval — iOS 17 SDK
  open var defaultTabInterval: CGFloat { storedDefaultTabInterval }
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/hyphenationfactor — iOS 17 SDK
  open var hyphenationFactor: Float { storedHyphenationFactor }
  // doc: https://developer.apple.com/documentation/uikit/nsparagraphstyle/basewritingdirection — iOS 17 SDK
  open var baseWritingDirection: NSWritingDirection { storedBaseWritingDirection }

  // doc: https://developer.apple.com/documentation/objectivec/nsobject/1418641-init — iOS 17 SDK
  public override init() {}
}

// doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle — iOS 17 SDK (settable properties)
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/alignment — iOS 17 SDK
  open override var alignment: NSTextAlignment {
    get { storedAlignment }
    set { storedAlignment = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/linespacing — iOS 17 SDK
  open override var lineSpacing: CGFloat {
    get { storedLineSpacing }
    set { storedLineSpacing = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/lineheightmultiple — iOS 17 SDK
  open override var lineHeightMultiple: CGFloat {
    get { storedLineHeightMultiple }
    set { storedLineHeightMultiple = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/minimumlineheight — iOS 17 SDK
  open override var minimumLineHeight: CGFloat {
    get { storedMinimumLineHeight }
    set { storedMinimumLineHeight = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/maximumlineheight — iOS 17 SDK
  open override var maximumLineHeight: CGFloat {
    get { storedMaximumLineHeight }
    set { storedMaximumLineHeight = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/paragraphspacing — iOS 17 SDK
  open override var paragraphSpacing: CGFloat {
    get { storedParagraphSpacing }
    set { storedParagraphSpacing = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/paragraphspacingbefore — iOS 17 SDK
  open override var paragraphSpacingBefore: CGFloat {
    get { storedParagraphSpacingBefore }
    set { storedParagraphSpacingBefore = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/headindent — iOS 17 SDK
  open override var headIndent: CGFloat {
    get { storedHeadIndent }
    set { storedHeadIndent = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/firstlineheadindent — iOS 17 SDK
  open override var firstLineHeadIndent: CGFloat {
    get { storedFirstLineHeadIndent }
    set { storedFirstLineHeadIndent = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/tailindent — iOS 17 SDK
  open override var tailIndent: CGFloat {
    get { storedTailIndent }
    set { storedTailIndent = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/linebreakmode — iOS 17 SDK
  open override var lineBreakMode: NSLineBreakMode {
    get { storedLineBreakMode }
    set { storedLineBreakMode = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/tabstops — iOS 17 SDK (null_resettable)
  open override var tabStops: [NSTextTab]! {
    get { storedTabStops }
    set { storedTabStops = newValue ?? [] }
  }
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/defaulttabinterval — iOS 17 SDK
  open override var defaultTabInterval: CGFloat {
    get { storedDefaultTabInterval }
    set { storedDefaultTabInterval = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/hyphenationfactor — iOS 17 SDK
  open override var hyphenationFactor: Float {
    get { storedHyphenationFactor }
    set { storedHyphenationFactor = newValue }
  }
  // doc: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/basewritingdirection — iOS 17 SDK
  open override var baseWritingDirection: NSWritingDirection {
    get { storedBaseWritingDirection }
    set { storedBaseWritingDirection = newValue }
  }
}

// doc: https://developer.apple.com/documentation/uikit/nsshadow — iOS 17 SDK (not main-actor isolated)
open class NSShadow: AttributeValueObject, @unchecked Sendable {
  // doc: https://developer.apple.com/documentation/uikit/nsshadow/shadowoffset — iOS 17 SDK
  open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
  // doc: https://developer.apple.com/documentation/uikit/nsshadow/shadowblurradius — iOS 17 SDK
  open var shadowBlurRadius: CGFloat = 0
  // doc: https://developer.apple.com/documentation/uikit/nsshadow/shadowcolor — iOS 17 SDK
  open var shadowColor: Any?

  // doc: https://developer.apple.com/documentation/uikit/nsshadow/init() — iOS 17 SDK
  public override init() {}
}

// doc: https://developer.apple.com/documentation/uikit/nstextattachment — iOS 17 SDK (not main-actor isolated)
open class NSTextAttachment: AttributeValueObject, @unchecked Sendable {
  // doc: https://developer.apple.com/documentation/uikit/nstextattachment/image — iOS 17 SDK
  open var image: UIImage?
  // doc: https://developer.apple.com/documentation/uikit/nstextattachment/bounds — iOS 17 SDK
  open var bounds: CGRect = .zero

  // doc: https://developer.apple.com/documentation/uikit/nstextattachment/init(data:oftype:) — iOS 17 SDK
  public init(data contentData: Data?, ofType uti: String?) {}

  // doc: https://developer.apple.com/documentation/uikit/nstextattachment/init(image:) — iOS 17 SDK (iOS 13+)
  public convenience init(image: UIImage) {
    self.init(data: nil, ofType: nil)
    self.image = image
  }
}

extension NSAttributedString.Key {
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/font — iOS 17 SDK
  public static let font = NSAttributedString.Key("NSFont")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor — iOS 17 SDK
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/backgroundcolor — iOS 17 SDK
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle — iOS 17 SDK
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/kern — iOS 17 SDK
  public static let kern = NSAttributedString.Key("NSKern")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/baselineoffset — iOS 17 SDK
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/underlinestyle — iOS 17 SDK
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/underlinecolor — iOS 17 SDK
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/strikethroughstyle — iOS 17 SDK
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/strikethroughcolor — iOS 17 SDK
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/strokewidth — iOS 17 SDK
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/strokecolor — iOS 17 SDK
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/shadow — iOS 17 SDK
  public static let shadow = NSAttributedString.Key("NSShadow")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/link — iOS 17 SDK (Foundation on Apple platforms; missing from Linux Foundation)
  public static let link = NSAttributedString.Key("NSLink")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/attachment — iOS 17 SDK
  public static let attachment = NSAttributedString.Key("NSAttachment")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/ligature — iOS 17 SDK
  public static let ligature = NSAttributedString.Key("NSLigature")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/obliqueness — iOS 17 SDK
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/expansion — iOS 17 SDK
  public static let expansion = NSAttributedString.Key("NSExpansion")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/texteffect — iOS 17 SDK
  public static let textEffect = NSAttributedString.Key("NSTextEffect")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/verticalglyphform — iOS 17 SDK
  public static let verticalGlyphForm = NSAttributedString.Key("NSVerticalGlyphForm")
  // doc: https://developer.apple.com/documentation/foundation/nsattributedstring/key/writingdirection — iOS 17 SDK
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}

extension AttributeScopes {
  // doc: https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes — iOS 17 SDK (the shim models the scope only as a name for conversion)
  public struct UIKitAttributes: AttributeScope {
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes/foundation — iOS 17 SDK
    public let foundation: AttributeScopes.FoundationAttributes
  }

  // doc: https://developer.apple.com/documentation/foundation/attributescopes/uikit — iOS 17 SDK
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributedString {
  // doc: https://developer.apple.com/documentation/foundation/attributedstring/init(_:including:)-5jy4e — iOS 17 SDK (Foundation; the fake keeps the text and counts the runs it was given)
  public init<S: AttributeScope>(
    _ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>
  ) throws {
    self.init(nsStr.string)
  }
}
