/// A font family: the system font in one of its designs, or a custom family of named faces.
///
/// A custom family names a face for each weight (CSS 100–900) and style it ships. Asking for a
/// face it lacks never gives an empty name: ``face(weight:italic:)`` finds the nearest face by
/// the CSS font-matching rules and falls back to an upright face when no italic exists.
///
///     let avenir = FontFamily.custom("Avenir Next", faces: [
///       .init(weight: .regular, name: "AvenirNext-Regular"),
///       .init(weight: .regular, isItalic: true, name: "AvenirNext-Italic"),
///       .init(weight: .bold, name: "AvenirNext-Bold"),
///     ])
///     avenir.face(weight: .semibold, italic: false)?.name   // "AvenirNext-Bold"
public struct FontFamily: Hashable, Sendable {
  /// The family's name: the CSS generic name for system designs (`system-ui`), else the
  /// custom name.
  ///
  ///     FontFamily.system.name                         // "system-ui"
  ///     FontFamily.custom("Georgia", faces: []).name   // "Georgia"
  public var name: String
  /// The system design, or `nil` for a custom family.
  ///
  ///     FontFamily.system(design: .serif).systemDesign   // .serif
  public var systemDesign: SystemDesign?
  /// The custom family's faces; empty for the system font.
  ///
  ///     FontFamily.system.faces.isEmpty   // true
  public var faces: [FontFace]

  /// The system font in the given design.
  ///
  ///     FontFamily.system(design: .rounded).name   // "ui-rounded"
  public static func system(design: SystemDesign = .default) -> FontFamily {
    FontFamily(name: design.familyName, systemDesign: design, faces: [])
  }

  /// The default system font (San Francisco on Apple platforms).
  ///
  ///     FontFamily.system.isSystem   // true
  public static let system = FontFamily.system(design: .default)

  /// A custom family with the given faces.
  ///
  ///     FontFamily.custom("Georgia", faces: [.init(weight: .regular, name: "Georgia")])
  public static func custom(_ name: String, faces: [FontFace]) -> FontFamily {
    FontFamily(name: name, systemDesign: nil, faces: faces)
  }

  /// Whether this is the system font.
  ///
  ///     FontFamily.custom("Georgia", faces: []).isSystem   // false
  public var isSystem: Bool { systemDesign != nil }
}
