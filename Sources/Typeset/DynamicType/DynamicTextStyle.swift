/// One of Apple's eleven Dynamic Type text styles, from `largeTitle` to `caption2`.
///
/// A text style fixes a size and leading for every ``SizeCategory`` (Apple's table) and a
/// weight; fonts scaled "like" a style follow its growth (see ``FontMetrics``).
///
///     DynamicTextStyle.body.size(for: .large)            // 17
///     DynamicTextStyle.headline.weight                   // .semibold
///     DynamicTextStyle(parsing: "title")                 // .title1
public enum DynamicTextStyle: String, CaseIterable, Hashable, Sendable, Codable {
  /// Large Title: 34 pt at the default size.
  ///
  ///     DynamicTextStyle.largeTitle.size(for: .large)   // 34
  case largeTitle
  /// Title 1: 28 pt at the default size (SwiftUI's `.title`).
  ///
  ///     DynamicTextStyle.title1.size(for: .large)   // 28
  case title1
  /// Title 2: 22 pt at the default size.
  ///
  ///     DynamicTextStyle.title2.size(for: .large)   // 22
  case title2
  /// Title 3: 20 pt at the default size.
  ///
  ///     DynamicTextStyle.title3.size(for: .large)   // 20
  case title3
  /// Headline: 17 pt semibold at the default size.
  ///
  ///     DynamicTextStyle.headline.size(for: .large)   // 17
  case headline
  /// Subheadline ("Subhead"): 15 pt at the default size.
  ///
  ///     DynamicTextStyle.subheadline.size(for: .large)   // 15
  case subheadline
  /// Body: 17 pt at the default size.
  ///
  ///     DynamicTextStyle.body.size(for: .large)   // 17
  case body
  /// Callout: 16 pt at the default size.
  ///
  ///     DynamicTextStyle.callout.size(for: .large)   // 16
  case callout
  /// Footnote: 13 pt at the default size.
  ///
  ///     DynamicTextStyle.footnote.size(for: .large)   // 13
  case footnote
  /// Caption 1: 12 pt at the default size (SwiftUI's `.caption`).
  ///
  ///     DynamicTextStyle.caption1.size(for: .large)   // 12
  case caption1
  /// Caption 2: 11 pt at the default size.
  ///
  ///     DynamicTextStyle.caption2.size(for: .large)   // 11
  case caption2

  /// The position in declaration order, 0...10.
  var index: Int {
    switch self {
    case .largeTitle: 0
    case .title1: 1
    case .title2: 2
    case .title3: 3
    case .headline: 4
    case .subheadline: 5
    case .body: 6
    case .callout: 7
    case .footnote: 8
    case .caption1: 9
    case .caption2: 10
    }
  }

  /// UIKit's raw value (`UIFont.TextStyle.rawValue`).
  ///
  ///     DynamicTextStyle.largeTitle.uikitRawValue    // "UICTFontTextStyleTitle0"
  ///     DynamicTextStyle.subheadline.uikitRawValue   // "UICTFontTextStyleSubhead"
  public var uikitRawValue: String {
    switch self {
    case .largeTitle: "UICTFontTextStyleTitle0"
    case .title1: "UICTFontTextStyleTitle1"
    case .title2: "UICTFontTextStyleTitle2"
    case .title3: "UICTFontTextStyleTitle3"
    case .headline: "UICTFontTextStyleHeadline"
    case .subheadline: "UICTFontTextStyleSubhead"
    case .body: "UICTFontTextStyleBody"
    case .callout: "UICTFontTextStyleCallout"
    case .footnote: "UICTFontTextStyleFootnote"
    case .caption1: "UICTFontTextStyleCaption1"
    case .caption2: "UICTFontTextStyleCaption2"
    }
  }

  /// The name of the matching SwiftUI `Font.TextStyle` case.
  ///
  ///     DynamicTextStyle.title1.swiftUIName     // "title"
  ///     DynamicTextStyle.caption1.swiftUIName   // "caption"
  public var swiftUIName: String {
    switch self {
    case .title1: "title"
    case .caption1: "caption"
    default: rawValue
    }
  }

  /// Reads a text style from its case name, SwiftUI name or UIKit raw value.
  ///
  /// Surrounding whitespace is ignored; names are case-sensitive.
  ///
  ///     DynamicTextStyle(parsing: "caption")                    // .caption1
  ///     DynamicTextStyle(parsing: "UICTFontTextStyleTitle0")    // .largeTitle
  ///     DynamicTextStyle(parsing: "title4")                     // nil
  public init?(parsing text: String) {
    let trimmed = Substring(text).trimmedForParsing()
    for style in Self.allCases
    where trimmed == style.rawValue || trimmed == style.swiftUIName
      || trimmed == style.uikitRawValue
    {
      self = style
      return
    }
    return nil
  }

  /// The style's regular weight: semibold for ``headline``, regular for the others.
  ///
  ///     DynamicTextStyle.headline.weight   // .semibold
  ///     DynamicTextStyle.body.weight       // .regular
  public var weight: FontWeight {
    self == .headline ? .semibold : .regular
  }

  /// The weight Apple uses when the style is emphasized (`.bold()` on a text style in SwiftUI).
  ///
  ///     DynamicTextStyle.largeTitle.emphasizedWeight   // .bold
  ///     DynamicTextStyle.body.emphasizedWeight         // .semibold
  public var emphasizedWeight: FontWeight {
    switch self {
    case .largeTitle, .title1, .title2: .bold
    default: .semibold
    }
  }

  /// The point size of the style at a content size category (Apple's table).
  ///
  ///     DynamicTextStyle.body.size(for: .accessibilityExtraExtraExtraLarge)   // 53
  public func size(for category: SizeCategory) -> Double {
    Self.sizes[index * Self.categoryCount + category.index]
  }

  /// The leading (baseline-to-baseline line height) of the style at a category (Apple's table).
  ///
  ///     DynamicTextStyle.body.leading(for: .large)   // 22
  public func leading(for category: SizeCategory) -> Double {
    Self.leadings[index * Self.categoryCount + category.index]
  }

  /// Decodes a text style from any spelling ``init(parsing:)`` accepts.
  ///
  ///     try JSONDecoder().decode(DynamicTextStyle.self, from: Data(#""title""#.utf8))   // .title1
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let style = DynamicTextStyle(parsing: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown text style \"\(text)\"")
    }
    self = style
  }

  /// Encodes the case name, e.g. `"title1"`.
  ///
  ///     try JSONEncoder().encode(DynamicTextStyle.title1)   // "title1"
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
