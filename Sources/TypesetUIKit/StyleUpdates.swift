#if canImport(UIKit) && !os(watchOS)
  import Typeset
  import UIKit

  /// Keeps a view's text resolved for its traits: observes the content-size and Bold Text
  /// notifications (block-based), and on iOS 17 and later registers for the trait changes that
  /// resolution reads; earlier systems call the views' `traitCollectionDidChange(_:)`.
  @MainActor final class StyleUpdates {
    /// The traits resolution reads.
    static let traits: [UITrait] = [
      UITraitPreferredContentSizeCategory.self, UITraitUserInterfaceStyle.self,
      UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self, UITraitDisplayScale.self,
    ]

    private var observations: NotificationObservations?
    /// The size category last announced by a notification; used while the view's traits say
    /// "unspecified" (before it is in a window).
    private(set) var notifiedSizeCategory: SizeCategory?

    /// Starts observing for `view`; `update` is called on the main actor after each change.
    init(view: UIView, update: @escaping @MainActor (UIView) -> Void) {
      observations = NotificationObservations(
        names: [
          UIContentSizeCategory.didChangeNotification,
          UIAccessibility.boldTextStatusDidChangeNotification,
        ]
      ) { [weak self, weak view] rawCategory in
        guard let self, let view else { return }
        if let rawCategory, let category = SizeCategory(uikitRawValue: rawCategory) {
          self.notifiedSizeCategory = category
        }
        update(view)
      }
      if #available(iOS 17.0, tvOS 17.0, *) {
        view.registerForTraitChanges(Self.traits) { (view: UIView, _: UITraitCollection) in
          update(view)
        }
      }
    }

    /// The environment for a view's traits over a base environment.
    func environment(for traits: UITraitCollection, over base: TextEnvironment)
      -> TextEnvironment
    {
      var environment = PlatformTraits(traits).applied(to: base)
      if traits.preferredContentSizeCategory == .unspecified, let notifiedSizeCategory {
        environment.sizeCategory = notifiedSizeCategory
      }
      return environment
    }
  }
#endif
