import TypesetSupport

extension StyledDocument {
  /// The text of a built document as its builder left it: UTF-8 bytes, runs and interned
  /// styles. Renderers and flattening read the bytes in place; a `String` is made only when a
  /// ``StyledText`` is asked for (a block's text, the whole text), so rendering a document
  /// never pays for checking its text as UTF-8 a second time.
  ///
  ///     let content = document.content
  ///     content.slice(utf8: 0..<content.bytes.count).string   // every block's text
  package struct TextContent: Sendable {
    /// The text's UTF-8 bytes, well-formed (they come from strings and from sanitised input).
    package let bytes: [UInt8]
    /// Each run: where it ends (strictly increasing, the last at `bytes.count`), its style
    /// ID, and its link and attachment IDs (-1 for none).
    package let runs: [RunRecord]
    /// The interned styles the runs refer to.
    package let styles: [TextStyle]
    /// Whether any run has a link beside its style. A Markdown link is kept beside its run's
    /// style, not in it, so a page of distinct links shares a few styles. Links from tags
    /// and themes stay in their styles.
    package let hasRunLinks: Bool
    /// The links runs refer to.
    let links: [TextStyle.LinkTarget]
    /// Each link's title (nil for none), by link ID; empty when no link has one.
    let linkTitles: [String?]
    /// Whether any run has an attachment beside its style. A Markdown image's attachment is
    /// kept beside its run's style, not in it, so a page of distinct images shares one
    /// style. Attachments from tags stay in their styles.
    package let hasRunAttachments: Bool
    /// The attachments runs refer to.
    let attachments: [AttachmentBox]
    /// The styles' hash index as the builder left it, so flattening can intern more styles
    /// beside them without hashing them all again.
    let styleIndex: InternTable

    /// Content of the given parts: `table` holds the styles the runs refer to.
    init(
      bytes: [UInt8], runs: [RunRecord], table: StyledText.StyleTable,
      links: [TextStyle.LinkTarget] = [], linkTitles: [String?] = [],
      attachments: [AttachmentBox] = [], hasRunLinks: Bool = false,
      hasRunAttachments: Bool = false, bytesBesideText: Int = 0
    ) {
      self.bytes = bytes
      self.runs = runs
      self.styles = table.styles
      self.styleIndex = table.index
      self.hasRunLinks = hasRunLinks
      self.links = links
      self.linkTitles = linkTitles
      self.hasRunAttachments = hasRunAttachments
      self.attachments = attachments
      self.bytesBesideText = bytesBesideText
    }

    /// No text.
    init() {
      self.init(bytes: [], runs: [], table: StyledText.StyleTable())
    }

    /// The link ID of a run, -1 for none.
    ///
    ///     content.linkID(ofRun: 0)   // -1 unless the first run is a Markdown link's
    @inline(__always)
    package func linkID(ofRun run: Int) -> Int32 { runs[run].linkID }

    /// The number of links runs refer to.
    package var linkCount: Int { links.count }

    /// The attachment ID of a run, -1 for none.
    ///
    ///     content.attachmentID(ofRun: 0)   // -1 unless the first run is a Markdown image's
    @inline(__always)
    package func attachmentID(ofRun run: Int) -> Int32 { runs[run].attachmentID }

    /// The number of attachments runs refer to.
    package var attachmentCount: Int { attachments.count }

    /// The parts of the attachment with an ID (see ``attachmentID(ofRun:)``), read in place:
    /// valid while this content is alive.
    ///
    ///     content.attachmentParts(of: 0).name.count   // 4 for an image named "star"
    package func attachmentParts(of id: Int32) -> AttachmentBox.Parts {
      attachments[Int(id)].unsafeParts
    }

    /// Calls `body` with the UTF-8 bytes of the link with an ID (see ``linkID(ofRun:)``):
    /// not generic, so a renderer in another module calls it without the cost of an
    /// unspecialised generic call.
    ///
    ///     var count = 0
    ///     content.readBytes(ofLink: 0) { count = $0.count }
    package func readBytes(ofLink id: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
      links[Int(id)].withBytes(body)
    }

    /// About how many bytes links and attachments add when the text is written out with
    /// them, which its own bytes do not count: each distinct link's URL and each style's
    /// link and attachment (name, alternative text and title), counted once however many runs
    /// use them. A writer sizing its output by the text alone would fall far short on a page
    /// of badges, whose URLs are most of what it writes.
    ///
    ///     content.bytesBesideText   // 0 for text without links or images
    package let bytesBesideText: Int

    /// Whether any link has a title.
    ///
    ///     content.hasLinkTitles   // false unless a link was made with a title
    package var hasLinkTitles: Bool { !linkTitles.isEmpty }

    /// The title of the link with an ID (see ``linkID(ofRun:)``), or nil when it has none: a
    /// Markdown link's `"Title"`, which HTML writes as the link's `title`.
    ///
    ///     content.title(ofLink: 0)   // "Swift" for [a](https://swift.org "Swift")
    package func title(ofLink id: Int32) -> String? {
      id >= 0 && Int(id) < linkTitles.count ? linkTitles[Int(id)] : nil
    }

    /// A run's style with its link and attachment, as a ``StyledText`` carries it.
    ///
    ///     content.style(ofRun: 0).link   // the run's link, from its style or beside it
    package func style(ofRun run: Int) -> TextStyle {
      let link = linkID(ofRun: run)
      let attachment = attachmentID(ofRun: run)
      let style = styles[Int(runs[run].styleID)]
      guard link >= 0 || attachment >= 0 else { return style }
      return TextStyle(
        storage: style.storage, linkTarget: link >= 0 ? links[Int(link)] : style.linkTarget,
        attachment: attachment >= 0 ? attachments[Int(attachment)] : style.attachmentBox)
    }

    /// The whole text as styled text.
    var styledText: StyledText {
      guard !hasRunLinks && !hasRunAttachments else { return slice(utf8: 0..<bytes.count) }
      return StyledText(
        string: bytes.withUnsafeBufferPointer(UTF8Decoding.wellFormedString),
        runEnds: runs.map(\.end), runStyleIDs: runs.map(\.styleID), styles: styles)
    }

    /// The part in a UTF-8 offset range (on character boundaries), keeping its styles; only
    /// the styles it uses come along.
    func slice(utf8 range: Range<Int>) -> StyledText {
      guard !range.isEmpty else { return StyledText() }
      var low = 0
      var high = runs.count - 1
      while low < high {
        let middle = (low + high) / 2
        if runs[middle].end <= range.lowerBound { low = middle + 1 } else { high = middle }
      }
      var ends: [Int] = []
      var ids: [Int32] = []
      var mapped = IntegerMap()
      var attached: [SIMD4<Int32>: Int32] = [:]
      var sliceStyles: [TextStyle] = []
      var run = low
      while run < runs.count {
        let end = min(runs[run].end, range.upperBound)
        let id = runs[run].styleID
        let link = linkID(ofRun: run)
        let attachment = attachmentID(ofRun: run)
        // A run with an attachment is found by its style, link and attachment; the rest by
        // style and link, in the integer map.
        let key = IntegerMap.key(id, link)
        let attachedKey = SIMD4(id, link, attachment, 0)
        let known = attachment >= 0 ? attached[attachedKey] : mapped[key]
        let new = known ?? Int32(sliceStyles.count)
        if known == nil {
          if attachment >= 0 { attached[attachedKey] = new } else { mapped[key] = new }
          sliceStyles.append(style(ofRun: run))
        }
        ends.append(end - range.lowerBound)
        ids.append(new)
        if runs[run].end >= range.upperBound { break }
        run += 1
      }
      let string = bytes.withUnsafeBufferPointer {
        String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
      }
      return StyledText(string: string, runEnds: ends, runStyleIDs: ids, styles: sliceStyles)
    }
  }
}

extension StyledDocument.TextContent: Equatable, Hashable {
  /// Contents are equal when their styled texts are (see ``StyledText``'s equality) and the
  /// same text carries the same link titles.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.bytes == rhs.bytes && lhs.runs == rhs.runs && lhs.styles == rhs.styles
      && lhs.links == rhs.links && lhs.linkTitles == rhs.linkTitles
      && lhs.attachments == rhs.attachments
    {
      // The index follows from the styles.
      return true
    }
    return lhs.styledText == rhs.styledText && lhs.titleSpans == rhs.titleSpans
  }

  /// The UTF-8 ranges of text whose link has a title, with the title; neighbours with the
  /// same title are one span.
  private var titleSpans: [TitleSpan] {
    guard !linkTitles.isEmpty else { return [] }
    var spans: [TitleSpan] = []
    var start = 0
    for (run, end) in runs.lazy.map(\.end).enumerated() {
      defer { start = end }
      guard let title = title(ofLink: linkID(ofRun: run)) else { continue }
      if let last = spans.last, last.end == start, last.title == title {
        spans[spans.count - 1].end = end
      } else {
        spans.append(TitleSpan(start: start, end: end, title: title))
      }
    }
    return spans
  }

  /// A stretch of text whose link has a title.
  private struct TitleSpan: Equatable {
    var start: Int
    var end: Int
    var title: String
  }

  /// Hashes as the styled text does.
  package func hash(into hasher: inout Hasher) { hasher.combine(styledText) }
}
