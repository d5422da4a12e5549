/// The inline CSS of one resolved style: a value per property, as bytes written by
/// ``CSSBytes`` from resolved numbers, fixed words and escaped strings.
///
/// Two styles' values are compared slot by slot, so an element or a class writes only what
/// differs from the text around it.
struct CSSValues: Hashable {
  /// The properties, in the order they are written.
  enum Property: Int, CaseIterable {
    case fontFamily, fontSize, fontWeight, fontStyle, color, backgroundColor
    case textDecorationLine, textDecorationStyle, textDecorationColor
    case verticalAlign, letterSpacing, textShadow, fontFeatureSettings

    var name: StaticString {
      switch self {
      case .fontFamily: "font-family"
      case .fontSize: "font-size"
      case .fontWeight: "font-weight"
      case .fontStyle: "font-style"
      case .color: "color"
      case .backgroundColor: "background-color"
      case .textDecorationLine: "text-decoration-line"
      case .textDecorationStyle: "text-decoration-style"
      case .textDecorationColor: "text-decoration-color"
      case .verticalAlign: "vertical-align"
      case .letterSpacing: "letter-spacing"
      case .textShadow: "text-shadow"
      case .fontFeatureSettings: "font-feature-settings"
      }
    }
  }

  private var slots = [[UInt8]](repeating: [], count: Property.allCases.count)

  subscript(property: Property) -> [UInt8] {
    get { slots[property.rawValue] }
    set { slots[property.rawValue] = newValue }
  }

  /// Appends `property:value;` for every property whose value differs from `other`'s (every
  /// property that has a value when `other` is `nil`).
  func appendDeclarations(differingFrom other: CSSValues?, to output: inout [UInt8]) {
    for property in Property.allCases {
      let value = slots[property.rawValue]
      guard !value.isEmpty, other.map({ $0.slots[property.rawValue] != value }) ?? true else {
        continue
      }
      CSSBytes.append(property.name, to: &output)
      output.append(0x3A)
      output += value
      output.append(0x3B)
    }
  }
}
