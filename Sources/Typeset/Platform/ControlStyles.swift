/// The style a control's title shows in each state: a style for normal, optional styles for
/// highlighted, disabled, selected and focused, and optional styles for exact combinations.
///
/// A state's style is the normal style, merged with the style of each of its flags in
/// ``ControlState/precedence`` order (selected, highlighted, focused, disabled: pressing a
/// selected button shows the press, and disabled wins over everything), then with the style
/// given for exactly that combination, if any. Because UIKit falls back to the normal title
/// for a state that has none of its own, ``configuredStates`` lists every combination of the
/// flags in use, and a bridge sets a title for each.
///
///     let styles = ControlStyles(normal: .body, highlighted: TextStyle().opacity(0.5),
///                                selected: TextStyle().bold())
///     styles.style(for: [.selected, .highlighted])   // body, bold, at half opacity
///     styles.configuredStates   // [.normal, .highlighted, .selected, [.selected, .highlighted]]
public struct ControlStyles: Hashable, Sendable {
  /// The style of the normal state, under every other state's.
  ///
  ///     ControlStyles(normal: .headline).normal   // .headline
  public var normal: TextStyle
  /// What changes while the control is touched.
  ///
  ///     ControlStyles(normal: .body, highlighted: TextStyle().opacity(0.5)).highlighted
  public var highlighted: TextStyle?
  /// What changes while the control is disabled.
  ///
  ///     ControlStyles(normal: .body, disabled: TextStyle().color(.tertiaryLabel)).disabled
  public var disabled: TextStyle?
  /// What changes while the control is selected.
  ///
  ///     ControlStyles(normal: .body, selected: TextStyle().bold()).selected
  public var selected: TextStyle?
  /// What changes while the control is focused.
  ///
  ///     ControlStyles(normal: .body, focused: TextStyle().underline()).focused
  public var focused: TextStyle?
  /// Styles for exact combinations, applied last (`[.selected, .disabled]` …).
  ///
  ///     ControlStyles(normal: .body).combinations.isEmpty   // true
  public var combinations: [ControlState: TextStyle]

  /// Creates the styles of a control.
  ///
  ///     ControlStyles(normal: .body, disabled: TextStyle().opacity(0.4))
  ///
  /// - Parameters:
  ///   - normal: the normal style.
  ///   - highlighted: what changes while touched.
  ///   - disabled: what changes while disabled.
  ///   - selected: what changes while selected.
  ///   - focused: what changes while focused.
  ///   - combinations: styles for exact combinations.
  public init(
    normal: TextStyle, highlighted: TextStyle? = nil, disabled: TextStyle? = nil,
    selected: TextStyle? = nil, focused: TextStyle? = nil,
    combinations: [ControlState: TextStyle] = [:]
  ) {
    self.normal = normal
    self.highlighted = highlighted
    self.disabled = disabled
    self.selected = selected
    self.focused = focused
    self.combinations = combinations
  }

  /// The style set for one single flag, or `nil`.
  ///
  ///     ControlStyles(normal: .body, selected: TextStyle().bold()).style(ofFlag: .selected)
  ///     // bold
  public func style(ofFlag flag: ControlState) -> TextStyle? {
    switch flag {
    case .highlighted: highlighted
    case .disabled: disabled
    case .selected: selected
    case .focused: focused
    default: nil
    }
  }

  /// Returns a copy with the style for a state: a single flag's style, the normal style for
  /// `.normal`, or an exact combination's.
  ///
  ///     ControlStyles(normal: .body).setting(TextStyle().bold(), for: .selected).selected
  ///     // bold
  public func setting(_ style: TextStyle, for state: ControlState) -> ControlStyles {
    var copy = self
    switch state {
    case .normal: copy.normal = style
    case .highlighted: copy.highlighted = style
    case .disabled: copy.disabled = style
    case .selected: copy.selected = style
    case .focused: copy.focused = style
    default: copy.combinations[state] = style
    }
    return copy
  }

  /// The style a control shows in a state.
  ///
  ///     let styles = ControlStyles(normal: .body, disabled: TextStyle().opacity(0.4))
  ///     styles.style(for: [.disabled, .selected]).opacity   // 0.4
  public func style(for state: ControlState) -> TextStyle {
    var result = normal
    for flag in ControlState.precedence where state.contains(flag) {
      if let style = style(ofFlag: flag) { result = result.merging(style) }
    }
    if state != .normal, let exact = combinations[state] { result = result.merging(exact) }
    return result
  }

  /// The states a bridge sets a title for: `.normal` and every combination of the flags that
  /// have a style (alone or in a combination), in raw-value order.
  ///
  ///     ControlStyles(normal: .body).configuredStates   // [.normal]
  public var configuredStates: [ControlState] {
    var used: ControlState = []
    for flag in ControlState.precedence where style(ofFlag: flag) != nil { used.insert(flag) }
    for state in combinations.keys { used.formUnion(state) }
    return (0...used.rawValue).compactMap { raw in
      let state = ControlState(rawValue: raw)
      return used.isSuperset(of: state) ? state : nil
    }
  }
}
