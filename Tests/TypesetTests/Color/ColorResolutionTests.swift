import Foundation
import Testing

@testable import Typeset

@Suite("TextColor resolution")
struct ColorResolutionTests {
  let light = TextColor(red: 1, green: 0, blue: 0)
  let dark = TextColor(red: 0, green: 1, blue: 0)
  let highLight = TextColor(red: 0, green: 0, blue: 1)
  let highDark = TextColor(white: 0.5)

  @Test func dynamicResolvesAllFourVariants() {
    let color = TextColor.dynamic(
      light: light, dark: dark, highContrastLight: highLight, highContrastDark: highDark)
    #expect(color.resolved(for: .light) == light.light)
    #expect(color.resolved(for: .dark) == dark.light)
    #expect(color.resolved(for: .light, contrast: .increased) == highLight.light)
    #expect(color.resolved(for: .dark, contrast: .increased) == highDark.light)
    #expect(color.resolved(for: .light, contrast: .standard) == color.light)
    #expect(color.isDynamic)
    #expect(color.name == nil)
  }

  @Test func highContrastDefaultsToStandardVariants() {
    let color = TextColor.dynamic(light: light, dark: dark)
    #expect(color.resolved(for: .light, contrast: .increased) == light.light)
    #expect(color.resolved(for: .dark, contrast: .increased) == dark.light)
  }

  @Test func dynamicTakesTheMatchingVariantOfEachColour() {
    let color = TextColor.dynamic(light: .systemBlue, dark: .systemRed)
    #expect(color.resolved(for: .dark).hex == "#FF453AFF")
    #expect(color.resolved(for: .light, contrast: .increased).hex == "#0040DDFF")
    #expect(color.resolved(for: .dark, contrast: .increased).hex == "#FF6961FF")
  }

  @Test func staticColourIsTheSameEverywhere() {
    let color = TextColor(red: 0.2, green: 0.4, blue: 0.6)
    for appearance in Appearance.allCases {
      for contrast in Contrast.allCases {
        #expect(color.resolved(for: appearance, contrast: contrast) == color.light)
      }
    }
    #expect(!color.isDynamic)
    #expect(TextColor.dynamic(light: color, dark: color).isDynamic == false)
  }

  @Test func opacityMultipliesAlphaInEveryVariantAndDropsTheName() {
    let faded = TextColor.secondaryLabel.opacity(0.5)
    #expect(faded.name == nil)
    #expect(faded.light.alpha == 0.3)
    #expect(faded.dark.alpha == 0.3)
    #expect(faded.highContrastLight.alpha == 0.3)
    #expect(faded.highContrastDark.alpha == 0.3)
    #expect(faded.light.red == TextColor.secondaryLabel.light.red)
    #expect(TextColor.black.opacity(0.5).description == "#00000080")
  }

  @Test(arguments: [(2.0, 1.0), (-1.0, 0.0), (Double.nan, 0.0)])
  func opacityIsClamped(_ factor: Double, _ expectedAlpha: Double) {
    #expect(TextColor.black.opacity(factor).light.alpha == expectedAlpha)
  }

  @Test func descriptionNamesOrShowsVariants() {
    #expect(TextColor.label.description == "label")
    #expect(TextColor.white.description == "#FFFFFFFF")
    #expect(
      TextColor.dynamic(light: .black, dark: .white).description
        == "dynamic(light: #000000FF, dark: #FFFFFFFF, highContrastLight: #000000FF, "
        + "highContrastDark: #FFFFFFFF)")
  }
}
