/// A concrete font: family, face, size in points, weight and style.
///
/// This is what the Apple bridges turn into a `UIFont` or `NSFont`: `face` is the PostScript
/// name of a custom face, or `nil` for the system font in `family`'s design.
///
///     let font = TextStyle.body.resolved(in: TextEnvironment()).font
///     font.family   // "system-ui"
///     font.size     // 17
public struct ResolvedFont: Hashable, Sendable {
  /// The family name (`system-ui`, `ui-serif` … for the system font).
  public var family: String
  /// The face's PostScript name, or `nil` for the system font.
  public var face: String?
  /// The size in points, after Dynamic Type.
  public var size: Double
  /// The weight asked for (after Bold Text).
  public var weight: FontWeight
  /// Whether the text is italic.
  public var isItalic: Bool
  /// Whether italic was asked for but the chosen face is upright, so the platform slants it.
  public var isSyntheticItalic: Bool
  /// The Dynamic Type text style the size follows, if any.
  public var textStyle: DynamicTextStyle?
  /// The OpenType features switched on.
  public var features: TextStyle.FontFeatures

  /// Creates a resolved font.
  ///
  ///     ResolvedFont(family: "Georgia", face: "Georgia-Bold", size: 20, weight: .bold)
  ///
  /// - Parameters:
  ///   - family: the family name.
  ///   - face: the face's PostScript name, or `nil` for the system font.
  ///   - size: the size in points.
  ///   - weight: the weight.
  ///   - isItalic: whether the text is italic.
  ///   - isSyntheticItalic: whether the slant is synthesised.
  ///   - textStyle: the Dynamic Type text style followed.
  ///   - features: OpenType features.
  public init(
    family: String, face: String? = nil, size: Double, weight: FontWeight = .regular,
    isItalic: Bool = false, isSyntheticItalic: Bool = false, textStyle: DynamicTextStyle? = nil,
    features: TextStyle.FontFeatures = []
  ) {
    self.family = family
    self.face = face
    self.size = size
    self.weight = weight
    self.isItalic = isItalic
    self.isSyntheticItalic = isSyntheticItalic
    self.textStyle = textStyle
    self.features = features
  }
}
