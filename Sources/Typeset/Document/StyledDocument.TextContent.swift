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
    /// UTF-8 offset where each run ends; strictly increasing, the last equals `bytes.count`.
    package let runEnds: [Int]
    /// Index into `styles` of each run's style.
    package let runStyleIDs: [Int32]
    /// The interned styles the runs refer to.
    package let styles: [TextStyle]
    /// Each run's link, by index in `links` (-1 for none), or empty when no run has one. A
    /// Markdown link is kept beside its run's style, not in it, so a page of distinct links
    /// shares a few styles; it wins over a link the style has (an outer tag's). Links from
    /// tags and themes stay in their styles.
    package let runLinkIDs: [Int32]
    /// The links runs refer to.
    let links: [TextStyle.LinkTarget]
    /// Each link's title (nil for none), by link ID; empty when no link has one.
    let linkTitles: [String?]
    /// Each run's attachment, by index in `attachments` (-1 for none), or empty when no run
    /// has one. A Markdown image's attachment is kept beside its run's style, not in it, so a
    /// page of distinct images shares one style; it wins over an attachment the style has.
    /// Attachments from tags stay in their styles.
    package let runAttachmentIDs: [Int32]
    /// The attachments runs refer to.
    let attachments: [AttachmentBox]
    /// The styles' hash index as the builder left it, so flattening can intern more styles
    /// beside them without hashing them all again.
    let styleSlots: HashSlots

    /// Content of the given parts: `table` holds the styles the runs refer to.
    init(
      bytes: [UInt8], runEnds: [Int], runStyleIDs: [Int32], table: StyledText.StyleTable,
      runLinkIDs: [Int32] = [], links: [TextStyle.LinkTarget] = [],
      linkTitles: [String?] = [], runAttachmentIDs: [Int32] = [],
      attachments: [AttachmentBox] = [], bytesBesideText: Int = 0
    ) {
      self.bytes = bytes
      self.runEnds = runEnds
      self.runStyleIDs = runStyleIDs
      self.styles = table.styles
      self.styleSlots = table.slots
      self.runLinkIDs = runLinkIDs
      self.links = links
      self.linkTitles = linkTitles
      self.runAttachmentIDs = runAttachmentIDs
      self.attachments = attachments
      self.bytesBesideText = bytesBesideText
    }

    /// No text.
    init() {
      self.init(bytes: [], runEnds: [], runStyleIDs: [], table: StyledText.StyleTable())
    }

    /// The link ID of a run, -1 for none.
    ///
    ///     content.linkID(ofRun: 0)   // -1 unless the first run is a Markdown link's
    @inline(__always)
    package func linkID(ofRun run: Int) -> Int32 { runLinkIDs.isEmpty ? -1 : runLinkIDs[run] }

    /// The number of links runs refer to.
    package var linkCount: Int { links.count }

    /// The attachment ID of a run, -1 for none.
    ///
    ///     content.attachmentID(ofRun: 0)   // -1 unless the first run is a Markdown image's
    @inline(__always)
    package func attachmentID(ofRun run: Int) -> Int32 {
      runAttachmentIDs.isEmpty ? -1 : runAttachmentIDs[run]
    }

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
      let style = styles[Int(runStyleIDs[run])]
      guard link >= 0 || attachment >= 0 else { return style }
      return TextStyle(
        storage: style.storage, linkTarget: link >= 0 ? links[Int(link)] : style.linkTarget,
        attachment: attachment >= 0 ? attachments[Int(attachment)] : style.attachmentBox)
    }

    /// The whole text as styled text.
    var styledText: StyledText {
      guard runLinkIDs.isEmpty && runAttachmentIDs.isEmpty else {
        return slice(utf8: 0..<bytes.count)
      }
      return StyledText(
        string: bytes.withUnsafeBufferPointer(UTF8Decoding.wellFormedString), runEnds: runEnds,
        runStyleIDs: runStyleIDs, styles: styles)
    }

    /// The part in a UTF-8 offset range (on character boundaries), keeping its styles; only
    /// the styles it uses come along.
    func slice(utf8 range: Range<Int>) -> StyledText {
      guard !range.isEmpty else { return StyledText() }
      var low = 0
      var high = runEnds.count - 1
      while low < high {
        let middle = (low + high) / 2
        if runEnds[middle] <= range.lowerBound { low = middle + 1 } else { high = middle }
      }
      var ends: [Int] = []
      var ids: [Int32] = []
      var mapped = IntegerMap()
      var attached: [SIMD4<Int32>: Int32] = [:]
      var sliceStyles: [TextStyle] = []
      var run = low
      while run < runEnds.count {
        let end = min(runEnds[run], range.upperBound)
        let id = runStyleIDs[run]
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
        if runEnds[run] >= range.upperBound { break }
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
    if lhs.bytes == rhs.bytes && lhs.runEnds == rhs.runEnds && lhs.runStyleIDs == rhs.runStyleIDs
      && lhs.styles == rhs.styles && lhs.runLinkIDs == rhs.runLinkIDs && lhs.links == rhs.links
      && lhs.linkTitles == rhs.linkTitles && lhs.runAttachmentIDs == rhs.runAttachmentIDs
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
    for (run, end) in runEnds.enumerated() {
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
