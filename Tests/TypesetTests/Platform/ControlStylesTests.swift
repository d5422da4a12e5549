import Testing

@testable import Typeset

@Suite("Control styles") struct ControlStylesTests {
  let styles = ControlStyles(
    normal: TextStyle.body.color(.label), highlighted: TextStyle().opacity(0.5),
    disabled: TextStyle().color(.tertiaryLabel), selected: TextStyle().bold())

  @Test func rawValuesAreUIControlStates() {
    #expect(ControlState.normal.rawValue == 0)
    #expect(ControlState.highlighted.rawValue == 1)
    #expect(ControlState.disabled.rawValue == 2)
    #expect(ControlState.selected.rawValue == 4)
    #expect(ControlState.focused.rawValue == 8)
  }

  @Test func eachSingleStateMergesOverNormal() {
    #expect(styles.style(for: .normal) == TextStyle.body.color(.label))
    #expect(styles.style(for: .highlighted) == TextStyle.body.color(.label).opacity(0.5))
    #expect(styles.style(for: .selected) == TextStyle.body.color(.label).bold())
    #expect(styles.style(for: .disabled).foregroundColor == .tertiaryLabel)
    #expect(styles.style(for: .focused) == styles.normal)
  }

  @Test func combinationsMergeInPrecedenceOrder() {
    let pressedSelected = styles.style(for: [.selected, .highlighted])
    #expect(pressedSelected.weight == .bold)
    #expect(pressedSelected.opacity == 0.5)
    let both = ControlStyles(
      normal: .body, highlighted: TextStyle().color(.systemBlue),
      disabled: TextStyle().color(.systemGray), selected: TextStyle().color(.systemRed))
    #expect(both.style(for: [.selected, .highlighted]).foregroundColor == .systemBlue)
    #expect(both.style(for: [.selected, .highlighted, .disabled]).foregroundColor == .systemGray)
  }

  @Test func anExactCombinationWinsLast() {
    let exact = styles.setting(TextStyle().color(.systemGreen), for: [.selected, .disabled])
    #expect(exact.style(for: [.selected, .disabled]).foregroundColor == .systemGreen)
    #expect(exact.style(for: [.selected, .disabled]).weight == .bold)
    #expect(exact.style(for: .disabled).foregroundColor == .tertiaryLabel)
  }

  @Test func configuredStatesCoverEveryCombinationInUse() {
    #expect(ControlStyles(normal: .body).configuredStates == [.normal])
    #expect(
      styles.configuredStates.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7])
    let focused = ControlStyles(normal: .body).setting(
      TextStyle().bold(), for: [.focused, .selected])
    #expect(focused.configuredStates.map(\.rawValue) == [0, 4, 8, 12])
  }

  @Test func settingASingleFlagFillsItsSlot() {
    let base = ControlStyles(normal: .body)
    #expect(base.setting(.headline, for: .normal).normal == .headline)
    #expect(base.setting(.headline, for: .highlighted).highlighted == .headline)
    #expect(base.setting(.headline, for: .disabled).disabled == .headline)
    #expect(base.setting(.headline, for: .selected).selected == .headline)
    #expect(base.setting(.headline, for: .focused).focused == .headline)
    #expect(base.setting(.headline, for: [.focused, .disabled]).combinations.count == 1)
  }
}
