/// The Apple text framework whose enum values a mapping produces.
///
/// UIKit (iOS, iPadOS, tvOS, visionOS, Mac Catalyst) and AppKit (macOS) share most raw values,
/// but not all: `NSTextAlignment.center` is 1 in UIKit and 2 in AppKit.
///
///     ParagraphStyle.Alignment.center.rawValue(in: .uiKit)    // 1
///     ParagraphStyle.Alignment.center.rawValue(in: .appKit)   // 2
public enum AppleTextFramework: String, Hashable, Sendable, CaseIterable {
  /// UIKit and everything built on it (Mac Catalyst, visionOS, SwiftUI on those platforms).
  ///
  ///     AppleTextFramework.uiKit.rawValue   // "uiKit"
  case uiKit
  /// AppKit on macOS (and SwiftUI on macOS).
  ///
  ///     AppleTextFramework.appKit.rawValue   // "appKit"
  case appKit
}
