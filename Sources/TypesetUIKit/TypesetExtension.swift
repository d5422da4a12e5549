#if canImport(UIKit) && !os(watchOS)
  import Typeset
  import UIKit

  /// Typeset's additions to a UIKit object you cannot subclass: `label.typeset.style = …`.
  ///
  ///     existingLabel.typeset.style = .headline
  ///     existingLabel.typeset.text = "Inbox"   // headline, re-resolved on trait changes
  @MainActor public struct TypesetExtension<Base: AnyObject> {
    /// The extended object.
    ///
    ///     label.typeset.base === label   // true
    public let base: Base
  }

  /// A UIKit type with a `typeset` namespace.
  ///
  ///     extension MyView: TypesetCompatible {}
  @MainActor public protocol TypesetCompatible: AnyObject {}

  extension TypesetCompatible {
    /// Typeset's additions to this object.
    ///
    ///     label.typeset.style = .body
    public var typeset: TypesetExtension<Self> { TypesetExtension(base: self) }
  }

  extension UIView: TypesetCompatible {}
  extension UIBarItem: TypesetCompatible {}

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

  extension TypesetExtension where Base: UILabel {
    private var binding: ViewStyleBinding {
      ViewStyleBinding.of(base) { view, text, _ in (view as? UILabel)?.attributedText = text }
    }

    /// The label's style; the label's current text is kept, in this style.
    ///
    ///     label.typeset.style = .footnote
    public var style: TextStyle {
      get { binding.style }
      nonmutating set {
        let binding = self.binding
        if case .empty = binding.content, let text = base.text { binding.content = .plain(text) }
        binding.style = newValue
        binding.restyle(base)
      }
    }
    /// Plain text in ``style``.
    ///
    ///     label.typeset.text = "Hello"
    public var text: String? {
      get { base.text }
      nonmutating set { update(newValue.map(StyledContent.plain) ?? .empty) }
    }
    /// Tag markup over ``style``.
    ///
    ///     label.typeset.markup = "<b>3</b> new"
    public var markup: String? {
      get { binding.content.markupSource }
      nonmutating set { update(newValue.map(StyledContent.markup) ?? .empty) }
    }
    /// Markdown, ``style`` as its body.
    ///
    ///     label.typeset.markdown = "**3** new"
    public var markdown: String? {
      get { binding.content.markdownSource }
      nonmutating set { update(newValue.map(StyledContent.markdown) ?? .empty) }
    }
    /// The theme for tags, Markdown and custom fonts.
    ///
    ///     label.typeset.theme = .default
    public var theme: Theme {
      get { binding.theme }
      nonmutating set {
        binding.theme = newValue
        binding.restyle(base)
      }
    }

    private func update(_ content: StyledContent) {
      let binding = self.binding
      binding.content = content
      binding.restyle(base)
    }
  }

  extension TypesetExtension where Base: UIButton {
    private var binding: ViewStyleBinding {
      ViewStyleBinding.of(base) { view, _, environment in
        guard let button = view as? UIButton,
          let binding = objc_getAssociatedObject(button, bindingKey) as? ViewStyleBinding
        else { return }
        binding.applyTitles(to: button, in: environment)
      }
    }

    /// The title's style per state; the button's current normal title is kept.
    ///
    ///     button.typeset.styles = ControlStyles(normal: .headline, disabled: TextStyle().opacity(0.4))
    public var styles: ControlStyles {
      get { binding.controlStyles ?? ControlStyles(normal: binding.style) }
      nonmutating set {
        let binding = self.binding
        if case .empty = binding.content, let title = base.attributedTitle(for: .normal)?.string {
          binding.content = .plain(title)
        }
        binding.controlStyles = newValue
        binding.restyle(base)
      }
    }
    /// The title as plain text, in each state's style.
    ///
    ///     button.typeset.text = "Send"
    public var text: String? {
      get { binding.content.plainSource }
      nonmutating set {
        let binding = self.binding
        binding.content = newValue.map(StyledContent.plain) ?? .empty
        binding.restyle(base)
      }
    }
    /// The title as tag markup over each state's style.
    ///
    ///     button.typeset.markup = "Send <b>now</b>"
    public var markup: String? {
      get { binding.content.markupSource }
      nonmutating set {
        let binding = self.binding
        binding.content = newValue.map(StyledContent.markup) ?? .empty
        binding.restyle(base)
      }
    }
  }

  extension ViewStyleBinding {
    /// Sets a title for every state the control styles configure.
    func applyTitles(to button: UIButton, in environment: TextEnvironment) {
      let styles = controlStyles ?? ControlStyles(normal: style)
      for state in styles.configuredStates {
        let text = content.styledText(style: styles.style(for: state), theme: theme)
        button.setAttributedTitle(
          text.isEmpty ? nil : text.nsAttributedString(in: environment),
          for: UIControl.State(rawValue: state.rawValue))
      }
    }
  }
#endif
