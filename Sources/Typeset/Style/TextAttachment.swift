/// An inline image that stands in the text as the object replacement character U+FFFC.
///
/// Tag markup creates one from a self-closing tag such as `<img src="star" width="12"/>`;
/// renderers show the image where they can and the alternative text where they cannot.
///
///     let star = TextAttachment(imageName: "star", width: 12, height: 12, alternativeText: "★")
public struct TextAttachment: Hashable, Sendable, Codable {
  /// The name the platform loads the image by.
  ///
  ///     TextAttachment(imageName: "star").imageName   // "star"
  public var imageName: String
  /// The width in points, or `nil` for the image's own.
  ///
  ///     TextAttachment(imageName: "star").width   // nil: the image's own width
  public var width: Double?
  /// The height in points, or `nil` for the image's own.
  ///
  ///     TextAttachment(imageName: "star", height: 12).height   // 12
  public var height: Double?
  /// Text shown (or read aloud) instead of the image.
  ///
  ///     TextAttachment(imageName: "star", alternativeText: "★").alternativeText   // "★"
  public var alternativeText: String?
  /// Advisory text about the image, such as a tooltip shows: a Markdown image's title
  /// (`![alt](src "Title")`) or an `<img title="…">` tag's.
  ///
  ///     TextAttachment(imageName: "chart", title: "Sales by month").title   // "Sales by month"
  public var title: String?

  /// Creates an attachment.
  ///
  ///     TextAttachment(imageName: "logo", alternativeText: "Typeset")
  ///
  /// - Parameters:
  ///   - imageName: the image's name.
  ///   - width: the width in points.
  ///   - height: the height in points.
  ///   - alternativeText: text shown instead of the image.
  ///   - title: advisory text about the image (a tooltip).
  public init(
    imageName: String, width: Double? = nil, height: Double? = nil,
    alternativeText: String? = nil, title: String? = nil
  ) {
    self.imageName = imageName
    self.width = width
    self.height = height
    self.alternativeText = alternativeText
    self.title = title
  }

  /// The character an attachment occupies in the text.
  ///
  ///     TextAttachment.character   // "\u{FFFC}"
  public static let character: Character = "\u{FFFC}"
}
