extension Flattener {
  /// The styles flattening refers to by ID: the document's own, shared and never copied, then
  /// those flattening adds (markers, separators), interned together through the document's
  /// hash index. Copying a document's table instead would retain and hash every one of its
  /// styles to add a few.
  ///
  /// A run with a link beside its style (a Markdown link's) has a *linked* source ID: the
  /// pair of its style and link, numbered from ``linkedBase`` as first met, with no style
  /// made for it until flattening makes its final style.
  struct SourceStyles {
    /// The document's styles, IDs `0..<base.count`.
    let base: [TextStyle]
    /// The styles added, IDs from `base.count` on.
    private(set) var added: [TextStyle] = []
    /// Both, by hash.
    private var slots: HashSlots
    /// The document's links, and the (style, link) pair of each linked source ID.
    private let links: [TextStyle.LinkTarget]
    private(set) var linked: [(style: Int32, link: Int32)] = []
    /// Per link ID, the last linked source ID made with it (-1 for none): a link's runs come
    /// together, so a pair met again is found here.
    private var lastLinked: [Int32]

    /// The first linked source ID; the styles above never reach it.
    static let linkedBase: Int32 = 1 << 30

    /// The styles of a document's text.
    init(_ content: StyledDocument.TextContent) {
      base = content.styles
      slots = content.styleSlots
      links = content.links
      lastLinked = Array(repeating: -1, count: content.links.count)
    }

    /// The number of styles (linked sources are not counted).
    var count: Int { base.count + added.count }

    /// Whether an ID is a linked source's.
    @inline(__always)
    static func isLinked(_ id: Int32) -> Bool { id >= linkedBase }

    /// The linked source ID of style `style` with link `link` (-1 for none: `style` itself):
    /// the same ID for the same pair met again while it is the link's latest.
    mutating func source(style: Int32, link: Int32) -> Int32 {
      guard link >= 0 else { return style }
      let known = lastLinked[Int(link)]
      if known >= 0, linked[Int(known - Self.linkedBase)].style == style { return known }
      let id = Self.linkedBase + Int32(linked.count)
      linked.append((style, link))
      lastLinked[Int(link)] = id
      return id
    }

    /// The style of a source ID without the link beside it (the ID itself for the rest).
    @inline(__always)
    func unlinked(_ id: Int32) -> Int32 {
      Self.isLinked(id) ? linked[Int(id - Self.linkedBase)].style : id
    }

    /// The link beside a linked source ID's style.
    func link(ofLinked id: Int32) -> TextStyle.LinkTarget {
      links[Int(linked[Int(id - Self.linkedBase)].link)]
    }

    /// The style with an ID.
    subscript(id: Int32) -> TextStyle {
      if Self.isLinked(id) {
        return TextStyle(
          storage: storage(of: id), linkTarget: link(ofLinked: id), attachment: attachment(of: id))
      }
      return Int(id) < base.count ? base[Int(id)] : added[Int(id) - base.count]
    }

    /// The stored values of the style with an ID, read in place.
    func storage(of id: Int32) -> TextStyle.Storage {
      let id = unlinked(id)
      return Int(id) < base.count ? base[Int(id)].storage : added[Int(id) - base.count].storage
    }

    /// The identity of the stored values of the style with an ID, without a copy of the style.
    func storageIdentity(of id: Int32) -> ObjectIdentifier {
      let id = unlinked(id)
      return Int(id) < base.count
        ? base[Int(id)].storedValuesIdentity : added[Int(id) - base.count].storedValuesIdentity
    }

    /// The attachment of the style with an ID.
    func attachment(of id: Int32) -> AttachmentBox? {
      let id = unlinked(id)
      return Int(id) < base.count
        ? base[Int(id)].attachmentBox : added[Int(id) - base.count].attachmentBox
    }

    /// The link of the style with an ID.
    func linkTarget(of id: Int32) -> TextStyle.LinkTarget? {
      if Self.isLinked(id) { return link(ofLinked: id) }
      return Int(id) < base.count
        ? base[Int(id)].linkTarget : added[Int(id) - base.count].linkTarget
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
