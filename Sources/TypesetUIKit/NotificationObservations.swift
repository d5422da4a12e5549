#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Block-based notification observers, removed when this object goes away. Not isolated, so
  /// it can be released from any context.
  final class NotificationObservations: @unchecked Sendable {
    private let tokens: [any NSObjectProtocol]

    /// Observes `names` on the default center; `handler` runs on the main actor with the
    /// notification's new content size category, if it carries one.
    init(names: [Notification.Name], handler: @escaping @MainActor (String?) -> Void) {
      let center = NotificationCenter.default
      tokens = names.map { name in
        center.addObserver(forName: name, object: nil, queue: nil) { notification in
          let category = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey]
          let raw = (category as? String) ?? (category as? UIContentSizeCategory)?.rawValue
          NotificationObservations.onMain { handler(raw) }
        }
      }
    }

    deinit {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    /// Runs `body` on the main actor: at once when already on the main thread (UIKit posts
    /// these notifications there), else later.
    nonisolated static func onMain(_ body: @escaping @MainActor () -> Void) {
      if Thread.isMainThread {
        MainActor.assumeIsolated(body)
      } else {
        Task { @MainActor in body() }
      }
    }
  }
#endif
