#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A property list value of any kind, decoded without knowing its shape first: what a font
/// catalog reads before it checks each entry, with the kinds its messages name.
///
///     let value = try PropertyListDecoder().decode(PropertyListValue.self, from: data)
///     value.value as? [String: Any]   // the root dictionary
struct PropertyListValue: Decodable {
  /// The value as a `String`, `Double`, `Bool`, `Data`, `Date`, `[Any]` or `[String: Any]`.
  let value: Any

  /// Decodes whichever kind the property list holds; booleans are tried before numbers, so
  /// `<true/>` is never the number 1.
  ///
  ///     try PropertyListDecoder().decode(PropertyListValue.self, from: data)
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let boolean = try? container.decode(Bool.self) {
      value = boolean
    } else if let number = try? container.decode(Double.self) {
      value = number
    } else if let string = try? container.decode(String.self) {
      value = string
    } else if let dictionary = try? container.decode([String: PropertyListValue].self) {
      value = dictionary.mapValues(\.value)
    } else if let array = try? container.decode([PropertyListValue].self) {
      value = array.map(\.value)
    } else if let data = try? container.decode(Data.self) {
      value = data
    } else {
      value = try container.decode(Date.self)
    }
  }
}
