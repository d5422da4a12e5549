import TypesetSupport

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

  /// Creates an attachment.
  ///
  ///     TextAttachment(imageName: "logo", alternativeText: "Typeset")
  ///
  /// - Parameters:
  ///   - imageName: the image's name.
  ///   - width: the width in points.
  ///   - height: the height in points.
  ///   - alternativeText: text shown instead of the image.
  public init(
    imageName: String, width: Double? = nil, height: Double? = nil, alternativeText: String? = nil
  ) {
    self.imageName = imageName
    self.width = width
    self.height = height
    self.alternativeText = alternativeText
  }

  /// The character an attachment occupies in the text.
  ///
  ///     TextAttachment.character   // "\u{FFFC}"
  public static let character: Character = "\u{FFFC}"
}

extension TextAttachment {
  /// The attachment's hash from the bytes of its name and alternative text and its size,
  /// without `Hasher`: equal for equal attachments, for ``Boxed``.
  var quickHash: Int {
    var hash = SeededHash.processSeed
    var name = imageName
    hash = name.withUTF8 { SeededHash.hash($0, seed: hash) }
    if var text = alternativeText {
      hash = text.withUTF8 { SeededHash.hash($0, seed: hash ^ 0x5A) }
    }
    hash = Self.mix(hash, width)
    hash = Self.mix(hash, height)
    return Int(truncatingIfNeeded: hash)
  }

  /// `hash` mixed with a size (0 and -0 alike, as they are equal).
  private static func mix(_ hash: UInt64, _ size: Double?) -> UInt64 {
    let bits = size.map { $0 == 0 ? 0 : $0.bitPattern } ?? 0x7FF8_0000_0000_0001
    let mixed = (hash ^ bits) &* 0x9E37_79B9_7F4A_7C15
    return mixed ^ (mixed &>> 31)
  }
}
