import Foundation

/// The shared reference file `dynamic-type-ios.json`, read from the test bundle.
struct DynamicTypeReference: Decodable, Sendable {
  struct Category: Decodable, Sendable {
    let index: Int
    let id: String
    let uikit: String
    let raw_value: String
    let swiftui_dynamic_type_size: String
    let hig_label: String
    let is_accessibility: Bool
    let is_default: Bool
  }

  struct Cell: Decodable, Sendable {
    let size: Double
    let leading: Double
  }

  struct TextStyle: Decodable, Sendable {
    let id: String
    let uikit: String
    let raw_value: String
    let swiftui: String
    let weight: String
    let emphasized_weight: String
    let sizes: [String: Cell]
  }

  struct Metrics: Decodable, Sendable {
    let factor_leading_ratio: [String: [String: Double]]
  }

  let default_category: String
  let categories: [Category]
  let text_styles: [TextStyle]
  let uifontmetrics_model: Metrics

  static let shared: DynamicTypeReference = {
    guard
      let url = Bundle.module.url(
        forResource: "dynamic-type-ios", withExtension: "json", subdirectory: "__Fixtures__"),
      let data = try? Data(contentsOf: url),
      let reference = try? JSONDecoder().decode(DynamicTypeReference.self, from: data)
    else { fatalError("cannot read __Fixtures__/dynamic-type-ios.json") }
    return reference
  }()

  /// The reference entry for a text style, by its id (`"title1"` …).
  func style(_ id: String) -> TextStyle? {
    text_styles.first { $0.id == id }
  }

  /// The text after the last dot: `"UIContentSizeCategory.extraSmall"` → `"extraSmall"`.
  static func member(_ qualified: String) -> String {
    String(qualified.split(separator: ".").last ?? "")
  }
}
