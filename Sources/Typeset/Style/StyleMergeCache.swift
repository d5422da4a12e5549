/// Merges of one style over another made once per pair of stored values, for lowerings and
/// flattening that merge the same element style over many styles differing only by link.
///
/// A document's distinct links are distinct styles that share one set of stored values, so
/// merging an element's style (inline code, a list marker) over each of them makes one new set
/// of values for them all, and the result is the shared values with the link set beside them:
/// later lookups by values (a paragraph merged in, a separator) then find it again too.
///
///     var cache = StyleMergeCache()
///     let code = TextStyle().bold()
///     let a = cache.merging(TextStyle().link(URL(string: "https://a.example")!), code)
///     let b = cache.merging(TextStyle().link(URL(string: "https://b.example")!), code)
///     // a and b share their values: the merge was made once
package struct StyleMergeCache {
  /// The stored values of the two styles merged, by identity.
  private struct Key: Hashable {
    var base: ObjectIdentifier
    var over: ObjectIdentifier
  }

  /// A merge made, with the values it was made of: holding them keeps their identities from
  /// being reused while the merge is remembered.
  private struct Merge {
    var base: TextStyle.Storage
    var over: TextStyle.Storage
    var result: TextStyle.Storage
  }

  private var merges: [Key: Merge] = [:]

  /// An empty cache.
  ///
  ///     var cache = StyleMergeCache()
  package init() {}

  /// `base.merging(over)`, with the merge of their values made once per pair of values.
  ///
  ///     cache.merging(TextStyle().bold(), TextStyle().italic()) == TextStyle().bold().italic()
  ///     // true
  package mutating func merging(_ base: TextStyle, _ over: TextStyle) -> TextStyle {
    // A link in `over` replaces the base's; such merges are rare and made as they come.
    guard over.linkTarget == nil else { return base.merging(over) }
    let key = Key(base: ObjectIdentifier(base.storage), over: ObjectIdentifier(over.storage))
    if let known = merges[key] {
      return TextStyle(storage: known.result, linkTarget: base.linkTarget)
    }
    // `merging` keeps the base's link when `over` has none: the values are the link's
    // neighbours only, so they serve every link.
    let merged = base.merging(over)
    merges[key] = Merge(base: base.storage, over: over.storage, result: merged.storage)
    return merged
  }
}
