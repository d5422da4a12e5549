#if canImport(UIKit) && !os(watchOS)
  import Typeset
  @_spi(Bridges) import TypesetMarkdown
  import UIKit

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
#endif
