/// Something about rendered HTML the caller should know: returned, never printed.
///
///     let rendering = HTMLRenderer(options: .init(profile: .email)).render(longDocument)
///     rendering.warnings.first?.description
///     // "the email is 150000 bytes; Gmail clips messages over 104448 bytes (102 KB)"
public struct HTMLWarning: Hashable, Sendable, CustomStringConvertible {
  private enum Reason: Hashable, Sendable {
    case emailClipped(byteCount: Int)
  }

  private let reason: Reason

  private init(_ reason: Reason) { self.reason = reason }

  /// Gmail shows only the first 102 KB of a message's HTML and hides the rest behind a link.
  ///
  ///     HTMLWarning.gmailClippingLimit   // 104448
  public static let gmailClippingLimit = 102 * 1024

  /// An email of `byteCount` bytes, more than ``gmailClippingLimit``.
  ///
  ///     HTMLWarning.emailClipped(byteCount: 200_000).byteCount   // 200000
  public static func emailClipped(byteCount: Int) -> HTMLWarning {
    HTMLWarning(.emailClipped(byteCount: byteCount))
  }

  /// The size of the output the warning is about, in bytes.
  ///
  ///     HTMLWarning.emailClipped(byteCount: 200_000).byteCount   // 200000
  public var byteCount: Int {
    switch reason {
    case .emailClipped(let byteCount): byteCount
    }
  }

  /// The message for a user.
  ///
  ///     HTMLWarning.emailClipped(byteCount: 200_000).description
  ///     // "the email is 200000 bytes; Gmail clips messages over 104448 bytes (102 KB)"
  public var description: String {
    switch reason {
    case .emailClipped(let byteCount):
      "the email is \(byteCount) bytes; Gmail clips messages over "
        + "\(Self.gmailClippingLimit) bytes (102 KB)"
    }
  }
}
