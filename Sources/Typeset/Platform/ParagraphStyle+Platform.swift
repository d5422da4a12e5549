extension ParagraphStyle.Alignment {
  /// The `NSTextAlignment` raw value in a framework.
  ///
  /// UIKit: left 0, center 1, right 2, justified 3, natural 4. AppKit on macOS: left 0,
  /// right 1, center 2, justified 3, natural 4 (the Foundation header's `#if` for macOS).
  ///
  ///     ParagraphStyle.Alignment.right.rawValue(in: .appKit)   // 1
  public func rawValue(in framework: AppleTextFramework) -> Int {
    switch (self, framework) {
    case (.left, _): 0
    case (.center, .uiKit), (.right, .appKit): 1
    case (.right, .uiKit), (.center, .appKit): 2
    case (.justified, _): 3
    case (.natural, _): 4
    }
  }

  /// The alignment for an `NSTextAlignment` raw value in a framework, or `nil`.
  ///
  ///     ParagraphStyle.Alignment(rawValue: 2, in: .uiKit)   // .right
  public init?(rawValue: Int, in framework: AppleTextFramework) {
    guard let alignment = Self.allCases.first(where: { $0.rawValue(in: framework) == rawValue })
    else { return nil }
    self = alignment
  }
}

extension ParagraphStyle.LineBreakMode {
  /// The `NSLineBreakMode` raw value (the same in UIKit and AppKit): by word wrapping 0,
  /// by char wrapping 1, clipping 2, truncating head 3, tail 4, middle 5.
  ///
  ///     ParagraphStyle.LineBreakMode.byTruncatingTail.platformRawValue   // 4
  public var platformRawValue: Int {
    switch self {
    case .byWordWrapping: 0
    case .byCharWrapping: 1
    case .byClipping: 2
    case .byTruncatingHead: 3
    case .byTruncatingTail: 4
    case .byTruncatingMiddle: 5
    }
  }

  /// The mode for an `NSLineBreakMode` raw value, or `nil`.
  ///
  ///     ParagraphStyle.LineBreakMode(platformRawValue: 5)   // .byTruncatingMiddle
  public init?(platformRawValue: Int) {
    guard let mode = Self.allCases.first(where: { $0.platformRawValue == platformRawValue })
    else { return nil }
    self = mode
  }
}

extension ParagraphStyle.BaseWritingDirection {
  /// The `NSWritingDirection` raw value: natural −1, left to right 0, right to left 1.
  ///
  ///     ParagraphStyle.BaseWritingDirection.rightToLeft.platformRawValue   // 1
  public var platformRawValue: Int {
    switch self {
    case .natural: -1
    case .leftToRight: 0
    case .rightToLeft: 1
    }
  }

  /// The direction for an `NSWritingDirection` raw value, or `nil`.
  ///
  ///     ParagraphStyle.BaseWritingDirection(platformRawValue: -1)   // .natural
  public init?(platformRawValue: Int) {
    guard let value = Self.allCases.first(where: { $0.platformRawValue == platformRawValue })
    else { return nil }
    self = value
  }
}

extension TextStyle.WritingDirection {
  /// The value of the `NSWritingDirection` attribute: one number, the direction (left to
  /// right 0, right to left 1) plus the format (`NSWritingDirectionFormatType`: embedding 0,
  /// override 2).
  ///
  ///     TextStyle.WritingDirection.rightToLeftOverride.platformRawValue   // 3
  public var platformRawValue: Int {
    switch self {
    case .leftToRightEmbedding: 0
    case .rightToLeftEmbedding: 1
    case .leftToRightOverride: 2
    case .rightToLeftOverride: 3
    }
  }

  /// The direction for an `NSWritingDirection` attribute number, or `nil`.
  ///
  ///     TextStyle.WritingDirection(platformRawValue: 1)   // .rightToLeftEmbedding
  public init?(platformRawValue: Int) {
    guard let value = Self.allCases.first(where: { $0.platformRawValue == platformRawValue })
    else { return nil }
    self = value
  }
}
