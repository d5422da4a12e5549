import TypesetSupport

extension Flattener {
  /// The styles flattening refers to by ID: the document's own, shared and never copied, then
  /// those flattening adds (markers, separators), interned together through the document's
  /// hash index. Copying a document's table instead would retain and hash every one of its
  /// styles to add a few.
  ///
  /// A run with a link or an attachment beside its style (a Markdown link's or image's) has a
  /// *linked* source ID: its style, link and attachment, numbered from ``linkedBase`` as first
  /// met, with no style made for it until flattening makes its final style.
  struct SourceStyles {
    /// The document's styles, IDs `0..<base.count`.
    let base: [TextStyle]
    /// Per document style: 1 when it has a link, 2 when it has an attachment (or both), so
    /// the many sources with a link or image beside a style without either never read it.
    private let baseCarries: [UInt8]
    /// The styles added, IDs from `base.count` on.
    private(set) var added: [TextStyle] = []
    /// Both, by hash.
    private var index: InternTable
    /// The document's links and attachments, and the (style, link, attachment) of each linked
    /// source ID (-1 for no link or no attachment).
    private let links: [TextStyle.LinkTarget]
    private let attachments: [AttachmentBox]
    private(set) var linked: [(style: Int32, link: Int32, attachment: Int32)] = []
    /// Per link ID, the last linked source ID made with it (-1 for none), and the same per
    /// attachment ID for sources without a link: a link's or image's runs come together, so
    /// a source met again is found here.
    private var lastLinked: [Int32]
    private var lastAttached: [Int32]

    /// The first linked source ID; the styles above never reach it.
    static let linkedBase: Int32 = 1 << 30

    /// The styles of a document's text.
    init(_ content: StyledDocument.TextContent) {
      base = content.styles
      baseCarries = content.styles.map {
        ($0.linkTarget == nil ? 0 : 1) | ($0.attachmentBox == nil ? 0 : 2)
      }
      index = content.styleIndex
      links = content.links
      attachments = content.attachments
      lastLinked = Array(repeating: -1, count: content.links.count)
      lastAttached = Array(repeating: -1, count: content.attachments.count)
      // About one linked source per link and attachment: reserved, not grown by doubling.
      linked.reserveLarge(content.links.count + content.attachments.count)
    }

    /// The number of styles (linked sources are not counted).
    var count: Int { base.count + added.count }

    /// Whether an ID is a linked source's.
    @inline(__always)
    static func isLinked(_ id: Int32) -> Bool { id >= linkedBase }

    /// The linked source ID of style `style` with link `link` and attachment `attachment`
    /// beside it (-1 for none; `style` itself when both are): the same ID for the same source
    /// met again while it is its link's (or, unlinked, its attachment's) latest.
    mutating func source(style: Int32, link: Int32, attachment: Int32) -> Int32 {
      if link >= 0 {
        let known = lastLinked[Int(link)]
        if known >= 0, linked[Int(known - Self.linkedBase)].style == style,
          linked[Int(known - Self.linkedBase)].attachment == attachment
        {
          return known
        }
        let id = Self.linkedBase + Int32(linked.count)
        linked.append((style, link, attachment))
        lastLinked[Int(link)] = id
        return id
      }
      guard attachment >= 0 else { return style }
      let known = lastAttached[Int(attachment)]
      if known >= 0, linked[Int(known - Self.linkedBase)].style == style { return known }
      let id = Self.linkedBase + Int32(linked.count)
      linked.append((style, -1, attachment))
      lastAttached[Int(attachment)] = id
      return id
    }

    /// The style of a source ID without the link and attachment beside it (the ID itself for
    /// the rest).
    @inline(__always)
    func unlinked(_ id: Int32) -> Int32 {
      Self.isLinked(id) ? linked[Int(id - Self.linkedBase)].style : id
    }

    /// The style with an ID.
    subscript(id: Int32) -> TextStyle {
      if Self.isLinked(id) {
        let (link, attachment) = linkAndAttachment(of: id)
        return TextStyle(storage: storage(of: id), linkTarget: link, attachment: attachment)
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

    /// The link and the attachment of the style with an ID, each beside it or else its
    /// style's: one look at the source, and the style read in place, so only the two are
    /// copied.
    func linkAndAttachment(of id: Int32) -> (TextStyle.LinkTarget?, AttachmentBox?) {
      let source =
        Self.isLinked(id)
        ? linked[Int(id - Self.linkedBase)] : (style: id, link: -1, attachment: -1)
      let (linkID, attachmentID) = (source.link, source.attachment)
      var link = linkID >= 0 ? links[Int(linkID)] : nil
      var attachment = attachmentID >= 0 ? attachments[Int(attachmentID)] : nil
      let index = Int(source.style)
      let carries = index < base.count ? baseCarries[index] : 3
      if (linkID < 0 && carries & 1 != 0) || (attachmentID < 0 && carries & 2 != 0) {
        let read = { (styles: UnsafeBufferPointer<TextStyle>, index: Int) in
          if linkID < 0 { link = styles[index].linkTarget }
          if attachmentID < 0 { attachment = styles[index].attachmentBox }
        }
        if index < base.count {
          base.withUnsafeBufferPointer { read($0, index) }
        } else {
          added.withUnsafeBufferPointer { read($0, index - base.count) }
        }
      }
      return (link, attachment)
    }

    /// The ID of `style`, adding it when new.
    mutating func intern(_ style: TextStyle) -> Int32 {
      index.reserveForInsertion()
      let hash = StyledText.StyleTable.hash(style)
      let baseCount = base.count
      switch index.find(
        hash: hash,
        matches: {
          Int($0) < baseCount ? base[Int($0)] == style : added[Int($0) - baseCount] == style
        })
      {
      case .found(let id):
        return id
      case .free(let slot):
        let id = Int32(count)
        added.append(style)
        index.insert(id, hash: hash, at: slot)
        return id
      }
    }
  }
}
