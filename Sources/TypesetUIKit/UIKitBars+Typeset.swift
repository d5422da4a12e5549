#if canImport(UIKit) && !os(watchOS)
  import Typeset
  import UIKit

  extension TextStyle {
    /// This style's attributes for a title (bars, segmented controls), resolved in an
    /// environment.
    ///
    ///     navigationBar.titleTextAttributes = TextStyle.headline.uiKitAttributes(in: .init())
    public func uiKitAttributes(in environment: TextEnvironment) -> [NSAttributedString.Key: Any] {
      resolved(in: environment).platformAttributes.uiKitAttributes
    }
  }

  extension TypesetExtension where Base: UINavigationBar {
    /// Styles the bar's title and large title (on the bar and on its standard, scroll-edge and
    /// compact appearances), and again whenever the bar's traits change.
    ///
    ///     navigationController.navigationBar.typeset.setTitleStyles(
    ///       title: .headline, largeTitle: TextStyle.largeTitle.bold())
    ///
    /// - Parameters:
    ///   - title: the title's style.
    ///   - largeTitle: the large title's style, or `nil` to leave it.
    ///   - theme: the theme whose font catalog applies.
    public func setTitleStyles(
      title: TextStyle, largeTitle: TextStyle? = nil, theme: Theme = .default
    ) {
      let binding = ViewStyleBinding.of(base) { view, _, environment in
        guard let bar = view as? UINavigationBar else { return }
        let titleAttributes = title.uiKitAttributes(in: environment)
        let largeAttributes = largeTitle?.uiKitAttributes(in: environment)
        bar.titleTextAttributes = titleAttributes
        if let largeAttributes { bar.largeTitleTextAttributes = largeAttributes }
        // The appearances are copied on assignment: change the bar's copy, then assign it.
        @MainActor func styled(_ appearance: UINavigationBarAppearance) -> UINavigationBarAppearance
        {
          appearance.titleTextAttributes = titleAttributes
          if let largeAttributes { appearance.largeTitleTextAttributes = largeAttributes }
          return appearance
        }
        bar.standardAppearance = styled(bar.standardAppearance)
        bar.scrollEdgeAppearance = bar.scrollEdgeAppearance.map(styled)
        bar.compactAppearance = bar.compactAppearance.map(styled)
      }
      binding.theme = theme
      binding.restyle(base)
    }
  }

  extension TypesetExtension where Base: UISegmentedControl {
    /// Styles the segment titles per state, and again whenever the control's traits change.
    ///
    ///     segments.typeset.setTitleStyles(
    ///       ControlStyles(normal: .subheadline, selected: TextStyle.subheadline.bold()))
    ///
    /// - Parameters:
    ///   - styles: the styles per state.
    ///   - theme: the theme whose font catalog applies.
    public func setTitleStyles(_ styles: ControlStyles, theme: Theme = .default) {
      let binding = ViewStyleBinding.of(base) { view, _, environment in
        guard let control = view as? UISegmentedControl else { return }
        for state in styles.configuredStates {
          control.setTitleTextAttributes(
            styles.style(for: state).uiKitAttributes(in: environment),
            for: UIControl.State(rawValue: state.rawValue))
        }
      }
      binding.theme = theme
      binding.restyle(base)
    }
  }

  extension TypesetExtension where Base: UIBarItem {
    /// Sets the item's title attributes for each state (`UIBarButtonItem`, `UITabBarItem`).
    ///
    /// A bar item is not a view and has no traits of its own: pass the environment of the bar
    /// it is in, and call this again from the view controller's trait-change handler.
    ///
    ///     doneItem.typeset.setTitleStyles(
    ///       ControlStyles(normal: .headline, disabled: TextStyle().color(.tertiaryLabel)),
    ///       in: PlatformTraits(traitCollection).applied(to: TextEnvironment()))
    ///
    /// - Parameters:
    ///   - styles: the styles per state.
    ///   - environment: the environment to resolve in.
    ///   - theme: the theme whose font catalog applies.
    public func setTitleStyles(
      _ styles: ControlStyles, in environment: TextEnvironment, theme: Theme = .default
    ) {
      let environment = theme.environment(environment)
      for state in styles.configuredStates {
        base.setTitleTextAttributes(
          styles.style(for: state).uiKitAttributes(in: environment),
          for: UIControl.State(rawValue: state.rawValue))
      }
    }
  }
#endif
