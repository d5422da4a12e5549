import Testing
import Typeset
import TypesetTerminal

@Suite("TerminalPalette")
struct TerminalPaletteTests {
  @Test func pureRedIsEntry196AndBrightRed() {
    let red = TextColor.RGBA(red: 1, green: 0, blue: 0)
    #expect(TerminalPalette.nearest256(to: red) == 196)
    #expect(TerminalPalette.nearest16(to: red) == 9)
  }

  @Test(arguments: [
    (0.0, 0.0, 0.0, 16), (1.0, 1.0, 1.0, 231), (0.0, 0.0, 1.0, 21), (0.0, 1.0, 0.0, 46),
  ])
  func cubeCornersMapToThemselves(red: Double, green: Double, blue: Double, index: Int) {
    #expect(
      TerminalPalette.nearest256(to: TextColor.RGBA(red: red, green: green, blue: blue)) == index)
  }

  @Test(arguments: [0.2, 0.3, 0.45, 0.5, 0.6, 0.75, 0.85])
  func greysMapToTheGreyRamp(level: Double) {
    let index = TerminalPalette.nearest256(
      to: TextColor.RGBA(red: level, green: level, blue: level))
    let isRamp = (232...255).contains(index)
    let isCubeGrey = [16, 59, 102, 145, 188, 231].contains(index)
    #expect(isRamp || isCubeGrey)
    let (r, g, b) = TerminalPalette.rgb(ofIndex: index)
    #expect(r == g && g == b)
    #expect(abs(Double(r) / 255 - level) < 0.05)
  }

  @Test func midGreyIsOnTheRampExactly() {
    #expect(
      TerminalPalette.nearest256(
        to: TextColor.RGBA(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255)) == 244)
  }

  @Test func darkBlueIsNotBlackInSixteenColours() {
    // RGB distance puts #000080 nearer black (0); perceptually it is blue.
    #expect(TerminalPalette.nearest16(to: TextColor.RGBA(red: 0, green: 0, blue: 0.5)) == 4)
  }

  @Test func systemColorsMapToTheirHues() {
    let blue = TextColor.systemBlue.resolved(for: .light)
    #expect([4, 12].contains(TerminalPalette.nearest16(to: blue)))
    let green = TextColor.systemGreen.resolved(for: .light)
    #expect([2, 10].contains(TerminalPalette.nearest16(to: green)))
  }

  @Test func paletteValuesFollowXterm() {
    #expect(TerminalPalette.rgb(ofIndex: 196) == (255, 0, 0))
    #expect(TerminalPalette.rgb(ofIndex: 232) == (8, 8, 8))
    #expect(TerminalPalette.rgb(ofIndex: 255) == (238, 238, 238))
    #expect(TerminalPalette.rgb(ofIndex: 9) == (255, 0, 0))
  }
}
