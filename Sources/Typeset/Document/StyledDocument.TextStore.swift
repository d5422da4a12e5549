import TypesetSupport

extension StyledDocument {
  /// The text of a document being built: UTF-8 bytes appended in place, runs as offsets and
  /// interned styles, so appending a piece costs a copy of its bytes and, mostly, one
  /// identity comparison of its style.
  struct TextStore: Sendable {
    /// The text's bytes, then room: `bytes[..<used]` is the text. Kept at full length, so an
    /// append is one copy into place rather than the generic array append (a few pieces make
    /// a line, and the generic path costs more than their copy). The room is never read, so
    /// it is not zeroed (see ``withRoom(_:keeping:)``).
    private var bytes: [UInt8] = []
    private var used = 0
    /// Each run as it started: where (in `end`, until the text is taken), in which style,
    /// with which link and attachment (-1 for none). One append per run; taking the text
    /// turns the starts into ends in place.
    private var runs: [RunRecord] = []
    /// The last run's style ID, or -1 before the first run.
    private var lastStyleID: Int32 = -1
    private var table = StyledText.StyleTable()
    /// The last run's link ID. A link is kept beside the style rather than in it, so a page
    /// of distinct links makes no style per link.
    private var lastLinkID: Int32 = -1
    /// Whether any run has a link, or an attachment.
    private var hasRunLinks = false
    private var hasRunAttachments = false
    /// The links runs refer to.
    private var links: [TextStyle.LinkTarget] = []
    /// The last run's attachment ID. Like a link, an attachment is kept beside the style, so a
    /// page of distinct images shares the image style instead of making one per image.
    private var lastAttachmentID: Int32 = -1
    /// The attachments runs refer to.
    private var attachments: [AttachmentBox] = []
    /// Each link's title (a Markdown link's `"Title"`; nil for none), by link ID: empty until
    /// the first titled link, then one per link.
    private var linkTitles: [String?] = []
    /// The bytes of every distinct link and of every style's link and attachment: what a
    /// writer adds beside the text (see ``TextContent/bytesBesideText``), counted as they come.
    private var bytesBesideText = 0

    init() {}

    init(reservingBytes count: Int, runs: Int) {
      // A document of many megabytes fills these in one pass: a page fault per 2 MB rather
      // than per 4 KB (a hint, for the reservations of 4 MB and more).
      bytes = Self.withRoom(count, keeping: [])
      bytes.reserveLarge(count)
      self.runs.reserveLarge(runs)
      // A page of badges or links has about a link and an image in four runs: reserved for
      // up to one in two, so they are not copied at each doubling (room never written costs
      // no memory).
      links.reserveLarge(runs / 2)
      attachments.reserveLarge(runs / 2)
      // Links and images are beside the styles, so most documents have a few dozen styles;
      // tag markup with distinct links in its styles may have one in a few runs. The array is
      // reserved for that (address space, written only as styles come); the hash index,
      // which is written when made, grows with the styles instead (flattening copies it).
      table.reserveStyles(runs / 4)
    }

    var utf8Count: Int { used }

    /// An array of `count` bytes that starts with `text` and leaves the rest as the allocator
    /// gave it: zeroing a megabyte of room that is written before it is read cost more than
    /// any other setting-up of a document. `UInt8` is a trivial type, so the unwritten room
    /// holds unspecified bytes, never anything that needs destroying.
    private static func withRoom(_ count: Int, keeping text: ArraySlice<UInt8>) -> [UInt8] {
      [UInt8](unsafeUninitializedCapacity: count) { room, initialized in
        text.withUnsafeBufferPointer { kept in
          if let source = kept.baseAddress, let target = room.baseAddress {
            target.initialize(from: source, count: kept.count)
          }
        }
        initialized = count
      }
    }

    /// Appends bytes, growing the room by doubling.
    private mutating func appendBytes(_ piece: UnsafeBufferPointer<UInt8>) {
      guard let source = piece.baseAddress else { return }
      let start = used
      let end = start + piece.count
      if end > bytes.count {
        bytes = Self.withRoom(max(end, bytes.count * 2, 256), keeping: bytes[..<start])
      }
      // Most pieces are a few bytes (a break, an attachment character, a word): copied as
      // words rather than by a call to `memcpy`.
      bytes.withUnsafeMutableBufferPointer { buffer in
        let target = UnsafeMutableBufferPointer(rebasing: buffer[start..<end])
        ByteBuffer.copy(source, to: target.baseAddress!, count: piece.count)
      }
      used = end
    }

    /// Appends a string's bytes.
    private mutating func appendBytes(_ string: some StringProtocol) {
      var text = String(string)
      text.withUTF8 { appendBytes($0) }
    }

    mutating func intern(_ style: consuming TextStyle) -> Int32 {
      let known = table.styles.count
      let id = table.intern(style)
      // Counted only for a new style, read where the table keeps it: most interns find one.
      if id == known { bytesBesideText &+= table.styles[Int(id)].bytesBesideText }
      return id
    }

    /// The ID of a new attachment for the `attachment:` appends.
    mutating func addAttachment(_ attachment: consuming AttachmentBox) -> Int32 {
      bytesBesideText &+= attachment.byteCount
      attachments.append(attachment)
      return Int32(attachments.count - 1)
    }

    /// The ID of a new link for the `link:` appends, with its title (nil for none).
    @inline(__always)
    mutating func addLink(_ target: consuming TextStyle.LinkTarget, title: String? = nil) -> Int32 {
      bytesBesideText &+= target.count
      links.append(target)
      if title != nil || !linkTitles.isEmpty { appendTitle(title) }
      return Int32(links.count - 1)
    }

    /// Records the title of the link just added (nil for none), making the titles at the
    /// first titled link.
    @inline(never)
    private mutating func appendTitle(_ title: String?) {
      if linkTitles.isEmpty {
        linkTitles.reserveCapacity(links.capacity)
        linkTitles.append(contentsOf: repeatElement(nil, count: links.count - 1))
      }
      linkTitles.append(title)
    }

    /// The title of the link with an ID from ``addLink(_:title:)``, or nil.
    func title(ofLink id: Int32) -> String? {
      Int(id) < linkTitles.count ? linkTitles[Int(id)] : nil
    }

    /// The link with an ID from ``addLink(_:)``.
    func link(withID id: Int32) -> TextStyle.LinkTarget { links[Int(id)] }

    func style(withID id: Int32) -> TextStyle { table.styles[Int(id)] }

    /// Whether the style with an ID changes the case of its text.
    func hasCaseTransform(_ id: Int32) -> Bool {
      guard let textCase = table.styles[Int(id)].storage.values.textCase else { return false }
      return textCase != .original
    }

    /// Appends bytes in an interned style, a link and an attachment (-1 for none); they must
    /// be valid UTF-8 in the style's final case.
    mutating func append(
      _ piece: UnsafeBufferPointer<UInt8>, styleID: Int32, link: Int32 = -1,
      attachment: Int32 = -1
    ) {
      guard !piece.isEmpty else { return }
      extendRun(styleID, link: link, attachment: attachment)
      appendBytes(piece)
    }

    /// Appends a string in a style and a link (-1 for none), applying the style's case
    /// transform.
    mutating func append(_ string: some StringProtocol, style: TextStyle, link: Int32 = -1) {
      guard !string.isEmpty else { return }
      extendRun(intern(style), link: link)
      if let textCase = style.textCase, textCase != .original {
        appendBytes(textCase.apply(to: String(string)))
      } else {
        appendBytes(string)
      }
    }

    /// Appends a string in an interned style and a link (-1 for none), applying the style's
    /// case transform.
    mutating func append(_ string: some StringProtocol, styleID: Int32, link: Int32 = -1) {
      guard !string.isEmpty else { return }
      if hasCaseTransform(styleID) {
        append(string, style: style(withID: styleID), link: link)
        return
      }
      extendRun(styleID, link: link)
      appendBytes(string)
    }

    /// Appends styled text, keeping its styles (already in their final case).
    mutating func append(_ text: StyledText) {
      guard !text.isEmpty else { return }
      var mapped = [Int32](repeating: -1, count: text.styles.count)
      var source = text.string
      source.withUTF8 { utf8 in
        var start = 0
        for (end, styleID) in zip(text.runEnds, text.runStyleIDs) {
          let id = table.intern(styleID, of: text, mapped: &mapped)
          append(UnsafeBufferPointer(rebasing: utf8[start..<end]), styleID: id)
          start = end
        }
      }
    }

    /// Starts a run in style `id`, link `link` and attachment `attachment` where the text ends
    /// now, unless the last run has all three (the bytes appended next then extend it); called
    /// before the bytes go in.
    @inline(__always)
    private mutating func extendRun(_ id: Int32, link: Int32 = -1, attachment: Int32 = -1) {
      guard id != lastStyleID || link != lastLinkID || attachment != lastAttachmentID else {
        return
      }
      runs.append(RunRecord(end: used, styleID: id, linkID: link, attachmentID: attachment))
      if link >= 0 { hasRunLinks = true }
      if attachment >= 0 { hasRunAttachments = true }
      lastStyleID = id
      lastLinkID = link
      lastAttachmentID = attachment
    }

    /// The text as content, leaving this store empty: the bytes are cut to the text in place
    /// and move into the content without a copy.
    mutating func take() -> TextContent {
      bytes.removeSubrange(used...)
      // A run ends where the next starts; the last where the text does.
      let count = runs.count
      runs.withUnsafeMutableBufferPointer { runs in
        for index in runs.indices.dropLast() { runs[index].end = runs[index + 1].end }
        if count > 0 { runs[count - 1].end = used }
      }
      let content = TextContent(
        bytes: bytes, runs: runs, table: table, links: links, linkTitles: linkTitles,
        attachments: attachments, hasRunLinks: hasRunLinks, hasRunAttachments: hasRunAttachments,
        bytesBesideText: bytesBesideText)
      self = TextStore()
      return content
    }
  }
}
