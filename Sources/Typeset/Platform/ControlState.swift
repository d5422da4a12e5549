/// A control's state, with `UIControl.State`'s raw values, so the bridges convert by raw value.
///
///     let state: ControlState = [.selected, .highlighted]
///     state.rawValue   // 5
public struct ControlState: OptionSet, Hashable, Sendable {
  /// The raw value, as in `UIControl.State`.
  ///
  ///     ControlState.disabled.rawValue   // 2
  public let rawValue: UInt

  /// Creates a state from a raw value.
  ///
  ///     ControlState(rawValue: 4)   // .selected
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The normal state: no flag set.
  ///
  ///     ControlState.normal.isEmpty   // true
  public static let normal: ControlState = []
  /// Being touched (`UIControl.State.highlighted`, 1).
  ///
  ///     ControlState.highlighted.rawValue   // 1
  public static let highlighted = ControlState(rawValue: 1 << 0)
  /// Disabled (`UIControl.State.disabled`, 2).
  ///
  ///     ControlState.disabled.rawValue   // 2
  public static let disabled = ControlState(rawValue: 1 << 1)
  /// Selected (`UIControl.State.selected`, 4).
  ///
  ///     ControlState.selected.rawValue   // 4
  public static let selected = ControlState(rawValue: 1 << 2)
  /// Focused, on tvOS and with a keyboard (`UIControl.State.focused`, 8).
  ///
  ///     ControlState.focused.rawValue   // 8
  public static let focused = ControlState(rawValue: 1 << 3)

  /// The single flags, in the order their styles apply (a later one wins): selected,
  /// highlighted, focused, disabled.
  ///
  ///     ControlState.precedence.last   // .disabled: a disabled control always looks disabled
  public static let precedence: [ControlState] = [.selected, .highlighted, .focused, .disabled]
}
