/// The distinct resolved styles of one text, each stored once.
struct ResolvedStyleTable {
  private(set) var styles: [ResolvedStyle] = []
  private var indices: [ResolvedStyle: Int32] = [:]

  /// The index of a style, adding it when it is new.
  mutating func index(of style: ResolvedStyle) -> Int32 {
    if let known = indices[style] { return known }
    let index = Int32(styles.count)
    styles.append(style)
    indices[style] = index
    return index
  }
}
