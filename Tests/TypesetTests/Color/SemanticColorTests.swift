import Foundation
import Testing

@testable import Typeset

/// Published values as hex: Apple HIG "Color" system colour table (default and increased
/// contrast) and UIKit semantic colour dumps (sources named in TextColor+Semantic.swift).
@Suite("Semantic colours")
struct SemanticColorTests {
  struct Row: Sendable, CustomStringConvertible {
    let name: String
    let light: String
    let dark: String
    let highContrastLight: String
    let highContrastDark: String
    init(
      _ name: String, light: String, dark: String, highContrastLight: String,
      highContrastDark: String
    ) {
      self.name = name
      self.light = light
      self.dark = dark
      self.highContrastLight = highContrastLight
      self.highContrastDark = highContrastDark
    }
    var description: String { name }
  }

  static let table: [Row] = [
    Row(
      "label", light: "#000000FF", dark: "#FFFFFFFF", highContrastLight: "#000000FF",
      highContrastDark: "#FFFFFFFF"),
    Row(
      "secondaryLabel", light: "#3C3C4399", dark: "#EBEBF599", highContrastLight: "#3C3C4399",
      highContrastDark: "#EBEBF599"),
    Row(
      "tertiaryLabel", light: "#3C3C434D", dark: "#EBEBF54D", highContrastLight: "#3C3C434D",
      highContrastDark: "#EBEBF54D"),
    Row(
      "quaternaryLabel", light: "#3C3C432E", dark: "#EBEBF529", highContrastLight: "#3C3C432E",
      highContrastDark: "#EBEBF529"),
    Row(
      "link", light: "#007AFFFF", dark: "#0984FFFF", highContrastLight: "#007AFFFF",
      highContrastDark: "#0984FFFF"),
    Row(
      "placeholderText", light: "#3C3C434D", dark: "#EBEBF54D", highContrastLight: "#3C3C434D",
      highContrastDark: "#EBEBF54D"),
    Row(
      "separator", light: "#3C3C434A", dark: "#54545899", highContrastLight: "#3C3C434A",
      highContrastDark: "#54545899"),
    Row(
      "opaqueSeparator", light: "#C6C6C8FF", dark: "#38383AFF", highContrastLight: "#C6C6C8FF",
      highContrastDark: "#38383AFF"),
    Row(
      "systemBackground", light: "#FFFFFFFF", dark: "#000000FF", highContrastLight: "#FFFFFFFF",
      highContrastDark: "#000000FF"),
    Row(
      "secondarySystemBackground", light: "#F2F2F7FF", dark: "#1C1C1EFF",
      highContrastLight: "#F2F2F7FF", highContrastDark: "#1C1C1EFF"),
    Row(
      "tertiarySystemBackground", light: "#FFFFFFFF", dark: "#2C2C2EFF",
      highContrastLight: "#FFFFFFFF", highContrastDark: "#2C2C2EFF"),
    Row(
      "systemGroupedBackground", light: "#F2F2F7FF", dark: "#000000FF",
      highContrastLight: "#F2F2F7FF", highContrastDark: "#000000FF"),
    Row(
      "secondarySystemGroupedBackground", light: "#FFFFFFFF", dark: "#1C1C1EFF",
      highContrastLight: "#FFFFFFFF", highContrastDark: "#1C1C1EFF"),
    Row(
      "tertiarySystemGroupedBackground", light: "#F2F2F7FF", dark: "#2C2C2EFF",
      highContrastLight: "#F2F2F7FF", highContrastDark: "#2C2C2EFF"),
    Row(
      "systemFill", light: "#78788033", dark: "#7878805C", highContrastLight: "#78788033",
      highContrastDark: "#7878805C"),
    Row(
      "secondarySystemFill", light: "#78788029", dark: "#78788052", highContrastLight: "#78788029",
      highContrastDark: "#78788052"),
    Row(
      "tertiarySystemFill", light: "#7676801F", dark: "#7676803D", highContrastLight: "#7676801F",
      highContrastDark: "#7676803D"),
    Row(
      "quaternarySystemFill", light: "#74748014", dark: "#7676802E", highContrastLight: "#74748014",
      highContrastDark: "#7676802E"),
    Row(
      "systemRed", light: "#FF3B30FF", dark: "#FF453AFF", highContrastLight: "#D70015FF",
      highContrastDark: "#FF6961FF"),
    Row(
      "systemOrange", light: "#FF9500FF", dark: "#FF9F0AFF", highContrastLight: "#C93400FF",
      highContrastDark: "#FFB340FF"),
    Row(
      "systemYellow", light: "#FFCC00FF", dark: "#FFD60AFF", highContrastLight: "#B25000FF",
      highContrastDark: "#FFD426FF"),
    Row(
      "systemGreen", light: "#34C759FF", dark: "#30D158FF", highContrastLight: "#248A3DFF",
      highContrastDark: "#30DB5BFF"),
    Row(
      "systemMint", light: "#00C7BEFF", dark: "#63E6E2FF", highContrastLight: "#0C817BFF",
      highContrastDark: "#66D4CFFF"),
    Row(
      "systemTeal", light: "#30B0C7FF", dark: "#40C8E0FF", highContrastLight: "#008299FF",
      highContrastDark: "#5DE6FFFF"),
    Row(
      "systemCyan", light: "#32ADE6FF", dark: "#64D2FFFF", highContrastLight: "#0071A4FF",
      highContrastDark: "#70D7FFFF"),
    Row(
      "systemBlue", light: "#007AFFFF", dark: "#0A84FFFF", highContrastLight: "#0040DDFF",
      highContrastDark: "#409CFFFF"),
    Row(
      "systemIndigo", light: "#5856D6FF", dark: "#5E5CE6FF", highContrastLight: "#3634A3FF",
      highContrastDark: "#7D7AFFFF"),
    Row(
      "systemPurple", light: "#AF52DEFF", dark: "#BF5AF2FF", highContrastLight: "#8944ABFF",
      highContrastDark: "#DA8FFFFF"),
    Row(
      "systemPink", light: "#FF2D55FF", dark: "#FF375FFF", highContrastLight: "#D30F45FF",
      highContrastDark: "#FF6482FF"),
    Row(
      "systemBrown", light: "#A2845EFF", dark: "#AC8E68FF", highContrastLight: "#7F6545FF",
      highContrastDark: "#B59469FF"),
    Row(
      "systemGray", light: "#8E8E93FF", dark: "#8E8E93FF", highContrastLight: "#6C6C70FF",
      highContrastDark: "#AEAEB2FF"),
    Row(
      "systemGray2", light: "#AEAEB2FF", dark: "#636366FF", highContrastLight: "#8E8E93FF",
      highContrastDark: "#7C7C80FF"),
    Row(
      "systemGray3", light: "#C7C7CCFF", dark: "#48484AFF", highContrastLight: "#AEAEB2FF",
      highContrastDark: "#545456FF"),
    Row(
      "systemGray4", light: "#D1D1D6FF", dark: "#3A3A3CFF", highContrastLight: "#BCBCC0FF",
      highContrastDark: "#444446FF"),
    Row(
      "systemGray5", light: "#E5E5EAFF", dark: "#2C2C2EFF", highContrastLight: "#D8D8DCFF",
      highContrastDark: "#363638FF"),
    Row(
      "systemGray6", light: "#F2F2F7FF", dark: "#1C1C1EFF", highContrastLight: "#EBEBF0FF",
      highContrastDark: "#242426FF"),
  ]

  @Test(arguments: table)
  func resolvesToPublishedValues(_ row: Row) throws {
    let color = try #require(TextColor.semanticColors[row.name])
    #expect(color.name == row.name)
    #expect(color.resolved(for: .light).hex == row.light)
    #expect(color.resolved(for: .dark).hex == row.dark)
    #expect(color.resolved(for: .light, contrast: .increased).hex == row.highContrastLight)
    #expect(color.resolved(for: .dark, contrast: .increased).hex == row.highContrastDark)
  }

  @Test func tableCoversEverySemanticColour() {
    #expect(Set(Self.table.map(\.name)) == Set(TextColor.semanticColors.keys))
    #expect(TextColor.semanticColors.count == 36)
  }

  @Test func staticPropertiesAreTheNamedColours() {
    #expect(TextColor.semanticColors["label"] == .label)
    #expect(TextColor.semanticColors["systemBlue"] == .systemBlue)
    #expect(TextColor.semanticColors["systemGray6"] == .systemGray6)
    #expect(TextColor.semanticColors["quaternarySystemFill"] == .quaternarySystemFill)
  }
}
