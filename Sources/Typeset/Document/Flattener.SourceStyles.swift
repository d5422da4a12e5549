extension Flattener {
  /// The styles flattening refers to by ID: the document's own, shared and never copied, then
  /// those flattening adds (markers, separators), interned together through the document's
  /// hash index. Copying a document's table instead would retain and hash every one of its
  /// styles (a page of distinct links has thousands) to add a few.
  struct SourceStyles {
    /// The document's styles, IDs `0..<base.count`.
    let base: [TextStyle]
    /// The styles added, IDs from `base.count` on.
    private(set) var added: [TextStyle] = []
    /// Both, by hash.
    private var slots: HashSlots

    /// The styles of a document's text.
    init(_ content: StyledDocument.TextContent) {
      base = content.styles
      slots = content.styleSlots
    }

    /// The number of styles.
    var count: Int { base.count + added.count }

    /// The style with an ID.
    subscript(id: Int32) -> TextStyle {
      Int(id) < base.count ? base[Int(id)] : added[Int(id) - base.count]
    }

    /// The stored values of the style with an ID, read in place.
    func storage(of id: Int32) -> TextStyle.Storage {
      Int(id) < base.count ? base[Int(id)].storage : added[Int(id) - base.count].storage
    }

    /// The identity of the stored values of the style with an ID, without a copy of the style.
    func storageIdentity(of id: Int32) -> ObjectIdentifier {
      Int(id) < base.count
        ? base[Int(id)].storedValuesIdentity : added[Int(id) - base.count].storedValuesIdentity
    }

    /// The link of the style with an ID.
    func linkTarget(of id: Int32) -> TextStyle.LinkTarget? {
      Int(id) < base.count ? base[Int(id)].linkTarget : added[Int(id) - base.count].linkTarget
    }

    /// The ID of `style`, adding it when new.
    mutating func intern(_ style: TextStyle) -> Int32 {
      slots.reserve(count: count)
      let check = UInt32(truncatingIfNeeded: StyledText.StyleTable.hash(style))
      let baseCount = base.count
      switch slots.find(
        check: check,
        matches: {
          Int($0) < baseCount ? base[Int($0)] == style : added[Int($0) - baseCount] == style
        })
      {
      case .found(let id):
        return id
      case .free(let slot):
        let id = Int32(count)
        added.append(style)
        slots.insert(check: check, id: id, at: slot)
        return id
      }
    }
  }
}
