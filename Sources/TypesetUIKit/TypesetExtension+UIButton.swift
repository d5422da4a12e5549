#if canImport(UIKit) && !os(watchOS)
  import Typeset
  @_spi(Bridges) import TypesetMarkdown
  import UIKit

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
