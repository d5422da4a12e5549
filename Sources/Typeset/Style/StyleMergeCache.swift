import TypesetSupport

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
  /// The stored values met, numbered by identity as first met; holding them keeps their
  /// identities from being reused while their merges are remembered.
  private var values: [TextStyle.Storage] = []
  private var numbers = IntegerMap()
  /// The values each merge made, by the numbers of the two merged.
  private var results: [TextStyle.Storage] = []
  private var merges = IntegerMap()

  /// An empty cache.
  ///
  ///     var cache = StyleMergeCache()
  package init() {}

  /// `base.merging(over)`, with the merge of their values made once per pair of values.
  ///
  ///     cache.merging(TextStyle().bold(), TextStyle().italic()) == TextStyle().bold().italic()
  ///     // true
  package mutating func merging(_ base: TextStyle, _ over: TextStyle) -> TextStyle {
    // A link or an attachment in `over` replaces the base's; such merges are rare and made
    // as they come.
    guard over.linkTarget == nil && over.attachmentBox == nil else { return base.merging(over) }
    let key = IntegerMap.key(number(of: base.storage), number(of: over.storage))
    if let known = merges[key] {
      return TextStyle(
        storage: results[Int(known)], linkTarget: base.linkTarget,
        attachment: base.attachmentBox)
    }
    // `merging` keeps the base's link and attachment when `over` has none: the values are
    // their neighbours only, so they serve every link and attachment.
    let merged = base.merging(over)
    merges[key] = Int32(results.count)
    results.append(merged.storage)
    return merged
  }

  /// The number of a set of stored values, given when first met (and the values kept).
  private mutating func number(of storage: TextStyle.Storage) -> Int32 {
    let number = numbers.number(of: IntegerMap.key(ObjectIdentifier(storage)))
    if Int(number) == values.count { values.append(storage) }
    return number
  }
}
