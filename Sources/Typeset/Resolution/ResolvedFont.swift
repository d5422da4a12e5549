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
  ///
  ///     TextStyle.code.resolved(in: TextEnvironment()).font.family   // "ui-monospace"
  public var family: String
  /// The face's PostScript name, or `nil` for the system font.
  ///
  ///     TextStyle.body.resolved(in: TextEnvironment()).font.face   // nil: the system font
  public var face: String?
  /// The size in points, after Dynamic Type.
  ///
  ///     let larger = TextEnvironment(sizeCategory: .extraLarge)
  ///     TextStyle.body.resolved(in: larger).font.size   // 19
  public var size: Double
  /// The weight asked for (after Bold Text).
  ///
  ///     TextStyle.headline.resolved(in: TextEnvironment()).font.weight   // .semibold
  public var weight: FontWeight
  /// Whether the text is italic.
  ///
  ///     TextStyle().italic().resolved(in: TextEnvironment()).font.isItalic   // true
  public var isItalic: Bool
  /// Whether italic was asked for but the chosen face is upright, so the platform slants it.
  ///
  ///     let r = TextStyle().fontFamily(.custom("R", faces: [.init(weight: .regular, name: "R")]))
  ///     r.italic().resolved(in: TextEnvironment()).font.isSyntheticItalic   // true, upright face
  public var isSyntheticItalic: Bool
  /// The Dynamic Type text style the size follows, if any.
  ///
  ///     TextStyle.headline.resolved(in: TextEnvironment()).font.textStyle   // .headline
  public var textStyle: DynamicTextStyle?
  /// The OpenType features switched on.
  ///
  ///     let font = TextStyle().smallCaps().resolved(in: TextEnvironment()).font
  ///     font.features.tags   // ["smcp"]
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
