#if canImport(UIKit) && !os(watchOS)
  import Typeset
  @_spi(Bridges) import TypesetMarkdown
  import UIKit

  /// A button whose title has a style per control state, kept through title changes and
  /// re-resolved on trait changes.
  ///
  /// The styles are a ``ControlStyles`` value: which style shows in which state (and in which
  /// combination) is decided there; the button sets an attributed title for every state in
  /// ``ControlStyles/configuredStates``. This uses the classic `setAttributedTitle(_:for:)`,
  /// which a button with a `UIButton.Configuration` ignores.
  ///
  ///     let button = StyledButton(styles: ControlStyles(
  ///       normal: .headline, highlighted: TextStyle().opacity(0.5),
  ///       disabled: TextStyle().color(.tertiaryLabel)))
  ///     button.text = "Continue"
  @MainActor open class StyledButton: UIButton {
    /// The title's style per state.
    ///
    ///     button.styles = ControlStyles(normal: .body, selected: TextStyle().bold())
    public var styles = ControlStyles(normal: .body) { didSet { restyle() } }
    /// The normal state's style (the base of every state's).
    ///
    ///     button.style = .headline
    public var style: TextStyle {
      get { styles.normal }
      set { styles.normal = newValue }
    }
    /// The theme for tags, Markdown and custom fonts.
    ///
    ///     button.theme = .default
    public var theme: Theme = .default { didSet { restyle() } }
    /// The environment under the traits.
    ///
    ///     button.environment = TextEnvironment()
    public var environment = TextEnvironment() { didSet { restyle() } }

    private var content = StyledContent.empty { didSet { restyle() } }
    private var updates: StyleUpdates?
    private var titledStates: [ControlState] = []

    /// The title as plain text.
    ///
    ///     button.text = "Send"
    public var text: String? {
      get { content.plainSource }
      set { content = newValue.map(StyledContent.plain) ?? .empty }
    }
    /// The title as tag markup over each state's style.
    ///
    ///     button.markup = "Send <b>now</b>"
    public var markup: String? {
      get { content.markupSource }
      set { content = newValue.map(StyledContent.markup) ?? .empty }
    }
    /// The title as Markdown, each state's style as its body.
    ///
    ///     button.markdown = "Send **now**"
    public var markdown: String? {
      get { content.markdownSource }
      set { content = newValue.map(StyledContent.markdown) ?? .empty }
    }

    /// Sets the style for a state (a single flag, `.normal`, or an exact combination).
    ///
    ///     button.setStyle(TextStyle().bold(), for: .selected)
    public func setStyle(_ style: TextStyle, for state: ControlState) {
      styles = styles.setting(style, for: state)
    }

    /// Creates a button with styles per state.
    ///
    ///     StyledButton(styles: ControlStyles(normal: .headline))
    public convenience init(styles: ControlStyles) {
      self.init(frame: .zero)
      self.styles = styles
    }

    /// Creates a button in the body style.
    ///
    ///     StyledButton(frame: .zero)
    public override init(frame: CGRect) {
      super.init(frame: frame)
      startUpdates()
    }

    /// Creates a button from an archive.
    ///
    ///     StyledButton(coder: coder)
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      startUpdates()
    }

    private func startUpdates() {
      updates = StyleUpdates(view: self) { view in (view as? StyledButton)?.restyle() }
    }

    /// Sets every state's title again for the current traits.
    ///
    ///     button.restyle()
    public func restyle() {
      guard let updates else { return }
      let environment = updates.environment(
        for: traitCollection, over: theme.environment(self.environment))
      let states = styles.configuredStates
      for stale in titledStates where !states.contains(stale) {
        setAttributedTitle(nil, for: UIControl.State(rawValue: stale.rawValue))
      }
      for state in states {
        let text = content.styledText(style: styles.style(for: state), theme: theme)
        setAttributedTitle(
          text.isEmpty ? nil : text.nsAttributedString(in: environment),
          for: UIControl.State(rawValue: state.rawValue))
      }
      titledStates = states
    }

    /// Restyles on systems before iOS 17, which report trait changes only here.
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    @available(tvOS, introduced: 9.0, deprecated: 17.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if #unavailable(iOS 17.0, tvOS 17.0) { restyle() }
    }
  }
#endif
