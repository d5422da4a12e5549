import Foundation
import Testing

@testable import Typeset

@Suite("DynamicTypeScaling")
struct DynamicTypeScalingTests {
  @Test(arguments: SizeCategory.allCases)
  func effectiveCategoryPerBehaviour(_ category: SizeCategory) {
    #expect(DynamicTypeScaling.fixed.effectiveCategory(for: category) == .large)
    #expect(DynamicTypeScaling.allSizes.effectiveCategory(for: category) == category)
    let standard = DynamicTypeScaling.standardSizes.effectiveCategory(for: category)
    #expect(standard == (category.isAccessibility ? .extraExtraExtraLarge : category))
  }

  @Test func limitsClampSizes() {
    let scaling = DynamicTypeScaling.allSizes.minimum(12).maximum(40)
    #expect(scaling.clamped(8) == 12)
    #expect(scaling.clamped(20) == 20)
    #expect(scaling.clamped(53) == 40)
    #expect(DynamicTypeScaling.allSizes.clamped(500) == 500)
    #expect(DynamicTypeScaling.allSizes.minimum(30).maximum(20).clamped(25) == 20)
  }

  @Test func modifiersCopy() {
    let base = DynamicTypeScaling.standardSizes
    let limited = base.maximum(40)
    #expect(base.maximumPointSize == nil)
    #expect(limited.maximumPointSize == 40)
    #expect(limited.behavior == .standardSizes)
    #expect(limited.minimum(10).minimumPointSize == 10)
  }

  @Test func decodesStringAndObjectForms() throws {
    let decoder = JSONDecoder()
    #expect(
      try decoder.decode(DynamicTypeScaling.self, from: Data(#""allSizes""#.utf8)) == .allSizes)
    let object = try decoder.decode(
      DynamicTypeScaling.self,
      from: Data(#"{"behavior": "allSizes", "maximumPointSize": 40}"#.utf8))
    #expect(object == DynamicTypeScaling.allSizes.maximum(40))
    #expect(throws: DecodingError.self) {
      try decoder.decode(DynamicTypeScaling.self, from: Data(#""someSizes""#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try decoder.decode(DynamicTypeScaling.self, from: Data(#"{"maximumPointSize": 40}"#.utf8))
    }
  }

  @Test(arguments: [
    DynamicTypeScaling.fixed, .standardSizes, .allSizes, .allSizes.maximum(40),
    .standardSizes.minimum(11).maximum(30),
  ])
  func roundTrips(_ scaling: DynamicTypeScaling) throws {
    let data = try JSONEncoder().encode(scaling)
    #expect(try JSONDecoder().decode(DynamicTypeScaling.self, from: data) == scaling)
  }

  @Test func encodesBareBehaviourWithoutLimits() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(DynamicTypeScaling.allSizes), as: UTF8.self)
        == #""allSizes""#)
    #expect(
      String(decoding: try encoder.encode(DynamicTypeScaling.allSizes.maximum(40)), as: UTF8.self)
        == #"{"behavior":"allSizes","maximumPointSize":40}"#)
  }
}
