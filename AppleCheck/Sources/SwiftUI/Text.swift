// doc: https://developer.apple.com/documentation/swiftui/font — iOS 17 SDK
public struct Font: Hashable, Sendable {
  /// The fake: what was asked for, for the tests.
  @_spi(ShimTesting) public var recipe: String

  init(_ recipe: String) { self.recipe = recipe }

  // doc: https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:) — iOS 17 SDK (iOS 16+)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)
    -> Font
  {
    Font("system \(size) \(weight?.name ?? "-") \(design?.name ?? "-")")
  }
  // doc: https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:) — iOS 17 SDK (iOS 16+)
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font {
    Font("system \(style) \(weight?.name ?? "-") \(design?.name ?? "-")")
  }
  // doc: https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:) — iOS 17 SDK
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)
    -> Font
  {
    Font("custom \(name) \(size) relativeTo \(textStyle)")
  }
  // doc: https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:) — iOS 17 SDK
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font("custom \(name) \(fixedSize) fixed")
  }
  // doc: https://developer.apple.com/documentation/swiftui/font/italic() — iOS 17 SDK
  public func italic() -> Font { Font(recipe + " italic") }
  // doc: https://developer.apple.com/documentation/swiftui/font/monospaceddigit() — iOS 17 SDK
  public func monospacedDigit() -> Font { Font(recipe + " monospacedDigit") }
  // doc: https://developer.apple.com/documentation/swiftui/font/lowercasesmallcaps() — iOS 17 SDK
  public func lowercaseSmallCaps() -> Font { Font(recipe + " lowercaseSmallCaps") }
  // doc: https://developer.apple.com/documentation/swiftui/font/uppercasesmallcaps() — iOS 17 SDK
  public func uppercaseSmallCaps() -> Font { Font(recipe + " uppercaseSmallCaps") }

  // doc: https://developer.apple.com/documentation/swiftui/font/weight — iOS 17 SDK
  public struct Weight: Hashable, Sendable {
    let name: String
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/ultralight — iOS 17 SDK
    public static let ultraLight = Weight(name: "ultraLight")
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/thin — iOS 17 SDK
    public static let thin = Weight(name: "thin")
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/light — iOS 17 SDK
    public static let light = Weight(name: "light")
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/regular — iOS 17 SDK
    public static let regular = Weight(name: "regular")
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/medium — iOS 17 SDK
    public static let medium = Weight(name: "medium")
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/semibold — iOS 17 SDK
    public static let semibold = Weight(name: "semibold")
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/bold — iOS 17 SDK
    public static let bold = Weight(name: "bold")
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/heavy — iOS 17 SDK
    public static let heavy = Weight(name: "heavy")
    // doc: https://developer.apple.com/documentation/swiftui/font/weight/black — iOS 17 SDK
    public static let black = Weight(name: "black")
  }

  // doc: https://developer.apple.com/documentation/swiftui/font/design — iOS 17 SDK
  public enum Design: Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/swiftui/font/design/default — iOS 17 SDK
    case `default`
    // doc: https://developer.apple.com/documentation/swiftui/font/design/serif — iOS 17 SDK
    case serif
    // doc: https://developer.apple.com/documentation/swiftui/font/design/rounded — iOS 17 SDK
    case rounded
    // doc: https://developer.apple.com/documentation/swiftui/font/design/monospaced — iOS 17 SDK
    case monospaced
    var name: String { "\(self)" }
  }

  // doc: https://developer.apple.com/documentation/swiftui/font/textstyle — iOS 17 SDK (CaseIterable; more cases on visionOS)
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    // doc: https://developer.apple.com/documentation/swiftui/font/textstyle/largetitle — iOS 17 SDK
    case largeTitle
    // doc: https://developer.apple.com/documentation/swiftui/font/textstyle/title — iOS 17 SDK
    case title
    // doc: https://developer.apple.com/documentation/swiftui/font/textstyle/title2 — iOS 17 SDK
    case title2
    // doc: https://developer.apple.com/documentation/swiftui/font/textstyle/title3 — iOS 17 SDK
    case title3
    // doc: https://developer.apple.com/documentation/swiftui/font/textstyle/headline — iOS 17 SDK
    case headline
    // doc: https://developer.apple.com/documentation/swiftui/font/textstyle/subheadline — iOS 17 SDK
    case subheadline
    // doc: https://developer.apple.com/documentation/swiftui/font/textstyle/body — iOS 17 SDK
    case body
    // doc: https://developer.apple.com/documentation/swiftui/font/textstyle/callout — iOS 17 SDK
    case callout
    // doc: https://developer.apple.com/documentation/swiftui/font/textstyle/footnote — iOS 17 SDK
    case footnote
    // doc: https://developer.apple.com/documentation/swiftui/font/textstyle/caption — iOS 17 SDK
    case caption
    // doc: https://developer.apple.com/documentation/swiftui/font/textstyle/caption2 — iOS 17 SDK
    case caption2
  }
}

// doc: https://developer.apple.com/documentation/swiftui/color — iOS 17 SDK
public struct Color: Hashable, Sendable {
  /// The fake: the components asked for.
  @_spi(ShimTesting) public let components: [Double]

  // doc: https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:) — iOS 17 SDK
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    components = [red, green, blue, opacity]
  }

  // doc: https://developer.apple.com/documentation/swiftui/color/rgbcolorspace — iOS 17 SDK
  public enum RGBColorSpace: Hashable, Sendable {
    // doc: https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgb — iOS 17 SDK
    case sRGB
  }
}

// doc: https://developer.apple.com/documentation/swiftui/text — iOS 17 SDK
public struct Text: View, Equatable, Sendable {
  /// The fake: the attributed content shown.
  @_spi(ShimTesting) public let content: AttributedString

  // doc: https://developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh — iOS 17 SDK (init(_: AttributedString))
  public init(_ attributedContent: AttributedString) { content = attributedContent }
  // doc: https://developer.apple.com/documentation/swiftui/text/init(verbatim:) — iOS 17 SDK
  public init(verbatim content: String) { self.content = AttributedString(content) }
  // doc: https://developer.apple.com/documentation/swiftui/view/body-swift.property — iOS 17 SDK
  public var body: Never { fatalError("primitive view") }

  // doc: https://developer.apple.com/documentation/swiftui/text/linestyle — iOS 17 SDK (iOS 16+)
  public struct LineStyle: Hashable, Sendable {
    /// The fake: the pattern and colour asked for.
    @_spi(ShimTesting) public let pattern: Pattern
    /// The fake: the colour asked for.
    @_spi(ShimTesting) public let color: Color?

    // doc: https://developer.apple.com/documentation/swiftui/text/linestyle/init(pattern:color:) — iOS 17 SDK
    public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    // doc: https://developer.apple.com/documentation/swiftui/text/linestyle/pattern — iOS 17 SDK
    public struct Pattern: Hashable, Sendable {
      let name: String
      // doc: https://developer.apple.com/documentation/swiftui/text/linestyle/pattern/solid — iOS 17 SDK
      public static let solid = Pattern(name: "solid")
      // doc: https://developer.apple.com/documentation/swiftui/text/linestyle/pattern/dot — iOS 17 SDK
      public static let dot = Pattern(name: "dot")
      // doc: https://developer.apple.com/documentation/swiftui/text/linestyle/pattern/dash — iOS 17 SDK
      public static let dash = Pattern(name: "dash")
      // doc: https://developer.apple.com/documentation/swiftui/text/linestyle/pattern/dashdot — iOS 17 SDK
      public static let dashDot = Pattern(name: "dashDot")
      // doc: https://developer.apple.com/documentation/swiftui/text/linestyle/pattern/dashdotdot — iOS 17 SDK
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }
  }
}

extension AttributeScopes {
  // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes — iOS 17 SDK
  public struct SwiftUIAttributes: AttributeScope {
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/font — iOS 17 SDK
    public let font: FontAttribute
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/foregroundcolor — iOS 17 SDK
    public let foregroundColor: ForegroundColorAttribute
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/backgroundcolor — iOS 17 SDK
    public let backgroundColor: BackgroundColorAttribute
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/kern — iOS 17 SDK
    public let kern: KerningAttribute
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/baselineoffset — iOS 17 SDK
    public let baselineOffset: BaselineOffsetAttribute
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/underlinestyle — iOS 17 SDK
    public let underlineStyle: UnderlineStyleAttribute
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/strikethroughstyle — iOS 17 SDK
    public let strikethroughStyle: StrikethroughStyleAttribute
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/foundation — iOS 17 SDK
    public let foundation: AttributeScopes.FoundationAttributes

    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/fontattribute — iOS 17 SDK
    public enum FontAttribute: AttributedStringKey {
      // doc: https://developer.apple.com/documentation/foundation/attributedstringkey/value — iOS 17 SDK
      public typealias Value = Font
      // doc: https://developer.apple.com/documentation/foundation/attributedstringkey/name — iOS 17 SDK
      public static let name = "SwiftUI.Font"
    }
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/foregroundcolorattribute — iOS 17 SDK
    public enum ForegroundColorAttribute: AttributedStringKey {
      // doc: https://developer.apple.com/documentation/foundation/attributedstringkey/value — iOS 17 SDK
      public typealias Value = Color
      // doc: https://developer.apple.com/documentation/foundation/attributedstringkey/name — iOS 17 SDK
      public static let name = "SwiftUI.ForegroundColor"
    }
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/backgroundcolorattribute — iOS 17 SDK
    public enum BackgroundColorAttribute: AttributedStringKey {
      // doc: https://developer.apple.com/documentation/foundation/attributedstringkey/value — iOS 17 SDK
      public typealias Value = Color
      // doc: https://developer.apple.com/documentation/foundation/attributedstringkey/name — iOS 17 SDK
      public static let name = "SwiftUI.BackgroundColor"
    }
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/kerningattribute — iOS 17 SDK
    public enum KerningAttribute: AttributedStringKey {
      // doc: https://developer.apple.com/documentation/foundation/attributedstringkey/value — iOS 17 SDK
      public typealias Value = CGFloat
      // doc: https://developer.apple.com/documentation/foundation/attributedstringkey/name — iOS 17 SDK
      public static let name = "SwiftUI.Kern"
    }
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/baselineoffsetattribute — iOS 17 SDK
    public enum BaselineOffsetAttribute: AttributedStringKey {
      // doc: https://developer.apple.com/documentation/foundation/attributedstringkey/value — iOS 17 SDK
      public typealias Value = CGFloat
      // doc: https://developer.apple.com/documentation/foundation/attributedstringkey/name — iOS 17 SDK
      public static let name = "SwiftUI.BaselineOffset"
    }
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/underlinestyleattribute — iOS 17 SDK
    public enum UnderlineStyleAttribute: AttributedStringKey {
      // doc: https://developer.apple.com/documentation/foundation/attributedstringkey/value — iOS 17 SDK
      public typealias Value = Text.LineStyle
      // doc: https://developer.apple.com/documentation/foundation/attributedstringkey/name — iOS 17 SDK
      public static let name = "SwiftUI.UnderlineStyle"
    }
    // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/strikethroughstyleattribute — iOS 17 SDK
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      // doc: https://developer.apple.com/documentation/foundation/attributedstringkey/value — iOS 17 SDK
      public typealias Value = Text.LineStyle
      // doc: https://developer.apple.com/documentation/foundation/attributedstringkey/name — iOS 17 SDK
      public static let name = "SwiftUI.StrikethroughStyle"
    }
  }

  // doc: https://developer.apple.com/documentation/foundation/attributescopes/swiftui — iOS 17 SDK
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}
