extension DynamicTextStyle {
  /// The text style for a `UIFont.TextStyle` raw value (`UICTFontTextStyleBody` …), or `nil`.
  ///
  /// The inverse of ``uikitRawValue``.
  ///
  ///     DynamicTextStyle(uikitRawValue: "UICTFontTextStyleTitle0")   // .largeTitle
  public init?(uikitRawValue: String) {
    guard let style = Self.allCases.first(where: { $0.uikitRawValue == uikitRawValue }) else {
      return nil
    }
    self = style
  }

  /// The text style for the name of a SwiftUI `Font.TextStyle` case (`title`, `caption` …),
  /// or `nil`.
  ///
  /// The inverse of ``swiftUIName``.
  ///
  ///     DynamicTextStyle(swiftUIName: "title")   // .title1
  public init?(swiftUIName: String) {
    guard let style = Self.allCases.first(where: { $0.swiftUIName == swiftUIName }) else {
      return nil
    }
    self = style
  }
}
