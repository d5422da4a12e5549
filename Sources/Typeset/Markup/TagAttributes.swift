/// The attributes of one tag in markup, with names lowercased and entities decoded.
///
///     // <a href="https://swift.org" title='Swift'>
///     attributes["href"]    // "https://swift.org"
///     attributes["HREF"]    // "https://swift.org": names are case-insensitive
public struct TagAttributes: Hashable, Sendable {
  let storage: [MarkupAttribute]

  init(_ storage: [MarkupAttribute]) { self.storage = storage }

  /// Creates attributes from name–value pairs (names are lowercased).
  ///
  ///     TagAttributes(["value": "#f00"])["value"]   // "#f00"
  public init(_ pairs: KeyValuePairs<String, String>) {
    storage = pairs.map { MarkupAttribute(name: $0.key.lowercased(), value: $0.value) }
  }

  /// The value of the attribute with the given name, or `nil`.
  ///
  ///     attributes["width"]
  public subscript(name: String) -> String? {
    storage.first { $0.name == name }?.value
      ?? storage.first { $0.name == name.lowercased() }?.value
  }

  /// The attribute names, in source order.
  ///
  ///     attributes.names   // ["href", "title"]
  public var names: [String] { storage.map(\.name) }

  /// Whether the tag has no attributes.
  ///
  ///     TagAttributes([:]).isEmpty   // true
  public var isEmpty: Bool { storage.isEmpty }
}
