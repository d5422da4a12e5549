#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension AttributeScopes {
  /// The attributes Typeset puts on an `AttributedString`: the resolved style of each run,
  /// its font and colour for quick access, and Foundation's own attributes (links).
  ///
  /// The scope exists on every platform, so the export is tested on Linux; the Apple bridges
  /// map these values to UIKit, AppKit and SwiftUI attributes.
  ///
  ///     let attributed = text.attributedString(in: TextEnvironment())
  ///     attributed.runs.first?.typesetFont?.size   // 17
  public struct TypesetAttributes: AttributeScope {
    /// The run's complete resolved style.
    ///
    ///     let attributed = "Hi".styled(.body).attributedString(in: TextEnvironment())
    ///     attributed.runs.first?.typesetStyle?.font.size   // 17
    public let typesetStyle: ResolvedStyleAttribute
    /// The run's resolved font.
    ///
    ///     let attributed = "Hi".styled(.body).attributedString(in: TextEnvironment())
    ///     attributed.runs.first?.typesetFont?.family   // "system-ui"
    public let typesetFont: ResolvedFontAttribute
    /// The run's resolved text colour.
    ///
    ///     let attributed = "Hi".styled(.body).attributedString(in: TextEnvironment())
    ///     attributed.runs.first?.typesetForegroundColor?.hex   // "#000000FF"
    public let typesetForegroundColor: ForegroundColorAttribute
    /// Foundation's attributes, for `link`.
    ///
    ///     let linked = "Go".styled(TextStyle().link(URL(string: "https://swift.org")!))
    ///     linked.attributedString(in: TextEnvironment()).runs.first?.link   // https://swift.org
    public let foundation: FoundationAttributes
  }

  /// Typeset's attribute scope.
  ///
  ///     AttributedString(text, including: \.typeset)
  public var typeset: TypesetAttributes.Type { TypesetAttributes.self }
}

extension AttributeScopes.TypesetAttributes {
  /// The key for a run's complete ``ResolvedStyle``.
  ///
  ///     attributed.runs.first?.typesetStyle?.kern
  public enum ResolvedStyleAttribute: AttributedStringKey {
    /// The attribute's value type.
    ///
    ///     attributed.runs.first?.typesetStyle   // a ResolvedStyle
    public typealias Value = ResolvedStyle
    /// The attribute's name.
    ///
    ///     AttributeScopes.TypesetAttributes.ResolvedStyleAttribute.name   // "typeset.style"
    public static let name = "typeset.style"
  }

  /// The key for a run's ``ResolvedFont``.
  ///
  ///     attributed.runs.first?.typesetFont?.weight
  public enum ResolvedFontAttribute: AttributedStringKey {
    /// The attribute's value type.
    ///
    ///     attributed.runs.first?.typesetFont   // a ResolvedFont
    public typealias Value = ResolvedFont
    /// The attribute's name.
    ///
    ///     AttributeScopes.TypesetAttributes.ResolvedFontAttribute.name   // "typeset.font"
    public static let name = "typeset.font"
  }

  /// The key for a run's resolved text colour.
  ///
  ///     attributed.runs.first?.typesetForegroundColor?.hex
  public enum ForegroundColorAttribute: AttributedStringKey {
    /// The attribute's value type.
    ///
    ///     attributed.runs.first?.typesetForegroundColor   // a TextColor.RGBA
    public typealias Value = TextColor.RGBA
    /// The attribute's name.
    ///
    ///     AttributeScopes.TypesetAttributes.ForegroundColorAttribute.name
    ///     // "typeset.foregroundColor"
    public static let name = "typeset.foregroundColor"
  }
}

extension AttributeDynamicLookup {
  /// Gives `attributedString.typesetStyle` style access to Typeset's attributes.
  ///
  ///     attributed.typesetFont = nil
  public subscript<Key: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.TypesetAttributes, Key>
  ) -> Key {
    self[Key.self]
  }
}

extension ResolvedText {
  /// The text as an `AttributedString` carrying each run's resolved attributes.
  ///
  ///     let attributed = text.resolved(in: environment).attributedString()
  public func attributedString() -> AttributedString {
    // Build the text once, then set each run's attributes on its range: appending run by run
    // costs far more per run in AttributedString. A style's attributes are boxed into a
    // container once, however many runs share it (boxing costs more than setting); a linked
    // run's style holds its own link, so it gets a container of its own.
    var result = AttributedString(string)
    var containers = [AttributeContainer?](repeating: nil, count: styles.count)
    var lower = result.startIndex
    var offset = 0
    for index in runEnds.indices {
      let end = runEnds[index]
      let upper = result.utf8.index(lower, offsetBy: end - offset)
      let styleIndex = Int(runStyleIndices[index])
      let container: AttributeContainer
      if link(ofRun: index) != nil {
        container = Self.attributes(of: style(ofRun: index))
      } else if let known = containers[styleIndex] {
        container = known
      } else {
        container = Self.attributes(of: styles[styleIndex])
        containers[styleIndex] = container
      }
      result[lower..<upper].setAttributes(container)
      lower = upper
      offset = end
    }
    return result
  }

  /// The attributes a run in `style` carries in an `AttributedString`.
  private static func attributes(of style: ResolvedStyle) -> AttributeContainer {
    var container = AttributeContainer()
    container[AttributeScopes.TypesetAttributes.ResolvedStyleAttribute.self] = style
    container[AttributeScopes.TypesetAttributes.ResolvedFontAttribute.self] = style.font
    container[AttributeScopes.TypesetAttributes.ForegroundColorAttribute.self] =
      style.foregroundColor
    if let link = style.link { container.link = link }
    return container
  }

}

extension StyledText {
  /// The text resolved for an environment, as an `AttributedString` in Typeset's scope.
  ///
  ///     let attributed = "Hi".styled(.body).attributedString(in: TextEnvironment())
  ///     attributed.runs.first?.typesetFont?.family   // "system-ui"
  public func attributedString(in environment: TextEnvironment) -> AttributedString {
    resolved(in: environment).attributedString()
  }
}
