#if canImport(UIKit) && !os(watchOS)
  import Typeset
  @_spi(Bridges) import TypesetMarkdown
  import UIKit

  /// What an extended view shows and how, kept beside the view (an associated object), with
  /// the observers that re-resolve it.
  @MainActor final class ViewStyleBinding {
    var style: TextStyle = .body
    var theme: Theme = .default
    var environment = TextEnvironment()
    var content = StyledContent.empty
    /// The styles per state, for controls.
    var controlStyles: ControlStyles?
    var updates: StyleUpdates?
    var apply: @MainActor (UIView, NSAttributedString, TextEnvironment) -> Void

    init(apply: @escaping @MainActor (UIView, NSAttributedString, TextEnvironment) -> Void) {
      self.apply = apply
    }

    func restyle(_ view: UIView) {
      guard let updates else { return }
      let environment = updates.environment(
        for: view.traitCollection, over: theme.environment(self.environment))
      let text = content.styledText(style: style, theme: theme)
      apply(view, text.nsAttributedString(in: environment), environment)
    }

    /// The view's binding, made (and its observers started) on first use.
    static func of(
      _ view: UIView,
      apply: @escaping @MainActor (UIView, NSAttributedString, TextEnvironment) -> Void
    ) -> ViewStyleBinding {
      if let binding = objc_getAssociatedObject(view, bindingKey) as? ViewStyleBinding {
        binding.apply = apply
        return binding
      }
      let binding = ViewStyleBinding(apply: apply)
      binding.updates = StyleUpdates(view: view) { [weak binding] view in
        binding?.restyle(view)
      }
      objc_setAssociatedObject(view, bindingKey, binding, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return binding
    }
  }

  /// The associated-object key: the address of one allocated byte, never freed.
  nonisolated(unsafe) let bindingKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
#endif
