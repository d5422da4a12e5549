import TypesetSupport

extension StyledDocument {
  /// Builds a document block by block without recursion: open a block, append its text or
  /// open its children, close it.
  ///
  /// Text appended while a container (a list, an item, a quote …) is the innermost open block
  /// goes into a paragraph opened for it, which closes with the next open or close.
  ///
  ///     var builder = StyledDocument.Builder()
  ///     builder.open(.quote, style: StyledDocument.BlockStyle(indent: 16))
  ///     builder.open(.paragraph)
  ///     builder.append("Quoted", style: .body)
  ///     builder.close()
  ///     builder.close()
  ///     builder.build().blocks.first?.children.first?.text.string   // "Quoted"
  public struct Builder: Sendable {
    private var nodes: [Node] = []
    private var text = TextStore()
    /// Block style 0 is the empty style.
    private var blockStyles = ValueTable(first: BlockStyle())
    private var strings: [String] = []
    private var tableColumns: [[ParagraphStyle.Alignment]] = []
    /// The open blocks, innermost last.
    private var open: [Int] = []
    /// Whether the innermost open block is a paragraph opened for text in a container.
    private var implicitParagraph = false
    /// Whether the innermost open block takes text (a leaf); when not, text opens a paragraph.
    private var takesText = false
    /// Per style ID, whether its text is appended as it is (1), changes case (2) or is not
    /// known yet (0 or past the end): checking a style each time would read its storage.
    private var caseKinds: [UInt8] = []
    /// The text length the builder was reserved for (0 when unknown): when the blocks outgrow
    /// their reservation, the rest of the text is expected to hold them at the same rate.
    private var expectedBytes = 0
    /// The block count at which the reservation is next checked against the rate so far:
    /// an eighth of it first, while outgrowing it costs a small copy, then when it is full.
    private var blockCheck = 0

    /// Creates an empty builder.
    ///
    ///     var builder = StyledDocument.Builder()
    public init() {}

    /// Creates a builder that reserves room for the given number of blocks, UTF-8 bytes and
    /// runs.
    ///
    ///     var builder = StyledDocument.Builder(reservingBlocks: 1000, bytes: 1 << 16, runs: 4000)
    ///
    /// - Parameters:
    ///   - blocks: the expected number of blocks.
    ///   - bytes: the expected length of the text in UTF-8 bytes.
    ///   - runs: the expected number of runs.
    public init(reservingBlocks blocks: Int, bytes: Int, runs: Int) {
      nodes.reserveLarge(blocks)
      text = TextStore(reservingBytes: bytes, runs: runs)
      expectedBytes = bytes
      blockCheck = nodes.capacity / 8
    }

    /// How many blocks are open.
    ///
    ///     builder.depth   // 0 before the first open
    public var depth: Int { open.count }

    /// The text appended so far, in UTF-8 bytes.
    ///
    ///     builder.utf8Count   // 0 at first
    public var utf8Count: Int { text.utf8Count }

    /// Opens a block; it holds what is appended or opened until the matching ``close()``.
    ///
    ///     builder.open(.heading(level: 2))
    ///
    /// - Parameters:
    ///   - kind: what the block is.
    ///   - style: its layout.
    public mutating func open(_ kind: Kind, style: BlockStyle) {
      open(kind, styleID: intern(style))
    }

    /// Opens a block in the plain block style (no spacing, indent or marker of its own).
    ///
    ///     builder.open(.paragraph)
    public mutating func open(_ kind: Kind) {
      open(kind, styleID: 0)
    }

    /// The ID of a block style, for opening many blocks in it without interning it again.
    ///
    ///     let quote = builder.blockStyleID(for: BlockStyle(indent: 16))
    ///     builder.open(.quote, blockStyleID: quote)
    package mutating func blockStyleID(for style: BlockStyle) -> Int32 { intern(style) }

    /// Opens a block in the block style with ID `id` (from ``blockStyleID(for:)``).
    ///
    ///     builder.open(.quote, blockStyleID: quote)
    package mutating func open(_ kind: Kind, blockStyleID id: Int32) { open(kind, styleID: id) }

    private mutating func open(_ kind: Kind, styleID: Int32) {
      if implicitParagraph { close() }
      var flags: Flags = []
      var payload: Int32 = -1
      switch kind {
      case .paragraph, .quote, .tableCell, .thematicBreak: break
      case .heading(let level): payload = Int32(clamping: level)
      case .list(let ordered, let start, let isTight):
        if ordered { flags.insert(.ordered) }
        if isTight { flags.insert(.tight) }
        payload = Int32(clamping: start)
      case .listItem(let checkbox):
        if let checkbox {
          flags.insert(.hasCheckbox)
          if checkbox == .checked { flags.insert(.checked) }
        }
      case .codeBlock(let language):
        if let language {
          payload = Int32(strings.count)
          strings.append(language)
        }
      case .table(let columns):
        payload = Int32(tableColumns.count)
        tableColumns.append(columns)
      case .tableRow(let isHeader): if isHeader { flags.insert(.header) }
      case .footnoteDefinition(let number): payload = Int32(clamping: number)
      }
      open.append(nodes.count)
      takesText = !kind.isContainer
      if nodes.count >= blockCheck { reserveMoreBlocks() }
      nodes.append(
        Node(
          kind: kind.tag, flags: flags, style: styleID, end: -1, payload: payload,
          textStart: text.utf8Count, textEnd: -1))
    }

    /// Closes the innermost open block (nothing when none is open).
    ///
    ///     builder.close()
    public mutating func close() {
      guard let index = open.popLast() else { return }
      implicitParagraph = false
      takesText = open.last.map { !nodes[$0].kind.isContainer } ?? false
      nodes[index].end = Int32(nodes.count)
      nodes[index].textEnd = text.utf8Count
    }

    /// Appends text in a style to the innermost open block, applying the style's case
    /// transform.
    ///
    ///     builder.append("Hello", style: TextStyle.body.bold())
    ///
    /// - Parameters:
    ///   - string: the text.
    ///   - style: its style.
    public mutating func append(_ string: some StringProtocol, style: TextStyle) {
      guard !string.isEmpty else { return }
      prepareForText()
      text.append(string, style: style)
    }

    /// Appends styled text to the innermost open block, keeping its styles.
    ///
    ///     builder.append("a".styled(.body) + "b".styled(TextStyle.body.bold()))
    public mutating func append(_ styled: StyledText) {
      guard !styled.isEmpty else { return }
      prepareForText()
      text.append(styled)
    }

    /// Appends UTF-8 bytes (valid UTF-8) in a style, without a case transform, as fast as
    /// the text store allows.
    package mutating func appendUTF8(_ bytes: UnsafeBufferPointer<UInt8>, style: TextStyle) {
      guard !bytes.isEmpty else { return }
      prepareForText()
      if let textCase = style.textCase, textCase != .original {
        text.append(String(decoding: bytes, as: UTF8.self), style: style)
      } else {
        text.append(bytes, styleID: text.intern(style))
      }
    }

    /// The ID of a style in the text being built, for the `styleID:` appends: a caller that
    /// keeps styles as IDs compares and memoizes integers instead of styles.
    ///
    ///     let bold = builder.styleID(for: TextStyle().bold())
    ///     builder.appendUTF8(bytes, styleID: bold)
    package mutating func styleID(for style: consuming TextStyle) -> Int32 { text.intern(style) }

    /// The ID of a new attachment for ``appendAttachment(_:styleID:link:)``: the attachment
    /// is kept beside the run's style, so a page of distinct images shares the image style
    /// rather than making one style per image.
    ///
    ///     let image = builder.attachmentID(for: box)
    ///     builder.appendAttachment(image, styleID: plain)
    package mutating func attachmentID(for attachment: consuming AttachmentBox) -> Int32 {
      text.addAttachment(attachment)
    }

    /// Appends an attachment character (U+FFFC) in a style given by ID, carrying the
    /// attachment with an ID from ``attachmentID(for:)`` (it wins over the style's own) and a
    /// link given by ID (-1 for none).
    ///
    ///     builder.appendAttachment(image, styleID: plain, link: link)
    package mutating func appendAttachment(_ attachment: Int32, styleID: Int32, link: Int32 = -1) {
      prepareForText()
      // TextAttachment.character, U+FFFC, as UTF-8: no case changes it.
      let character: (UInt8, UInt8, UInt8) = (0xEF, 0xBF, 0xBC)
      withUnsafeBytes(of: character) {
        text.append(
          $0.assumingMemoryBound(to: UInt8.self), styleID: styleID, link: link,
          attachment: attachment)
      }
    }

    /// The ID of a link for the `link:` appends, with its title (nil for none): runs appended
    /// with it carry the link beside their style, so text in one style with many distinct
    /// links shares the style. The title is the document's (renderers write it as HTML's
    /// `title`); a flattened text has no place for it.
    ///
    ///     let link = builder.linkID(for: target)
    ///     builder.appendUTF8(bytes, styleID: plain, link: link)
    mutating func linkID(for target: consuming TextStyle.LinkTarget, title: String? = nil) -> Int32
    {
      text.addLink(target, title: title)
    }

    /// The title of the link with an ID from ``linkID(for:title:)``, or nil.
    ///
    ///     builder.title(ofLink: link)   // "Swift" for a link made with that title
    func title(ofLink id: Int32) -> String? { text.title(ofLink: id) }

    /// The link with an ID from ``linkID(for:)``.
    ///
    ///     builder.link(withID: link).string   // "https://swift.org"
    func link(withID id: Int32) -> TextStyle.LinkTarget { text.link(withID: id) }

    /// The style with an ID from ``styleID(for:)``.
    ///
    ///     builder.style(withID: bold).weight   // .bold
    package func style(withID id: Int32) -> TextStyle { text.style(withID: id) }

    /// Appends UTF-8 bytes (valid, as a Markdown literal's are) in a style given by ID and a
    /// link given by ID (-1 for none; a link set here wins over the style's own).
    ///
    ///     builder.appendUTF8(bytes, styleID: bold)
    package mutating func appendUTF8(
      _ bytes: UnsafeBufferPointer<UInt8>, styleID: Int32, link: Int32 = -1
    ) {
      guard !bytes.isEmpty else { return }
      prepareForText()
      let index = Int(styleID)
      if index >= caseKinds.count || caseKinds[index] != 1 {
        growCaseKinds(toHold: index)
        if caseKinds[index] == 0 { caseKinds[index] = text.hasCaseTransform(styleID) ? 2 : 1 }
        if caseKinds[index] == 2 {
          text.append(
            String(decoding: bytes, as: UTF8.self), style: text.style(withID: styleID), link: link)
          return
        }
      }
      text.append(bytes, styleID: styleID, link: link)
    }

    /// Appends a string in a style given by ID and a link given by ID (-1 for none).
    ///
    ///     builder.append("•", styleID: bold)
    package mutating func append(_ string: some StringProtocol, styleID: Int32, link: Int32 = -1) {
      guard !string.isEmpty else { return }
      prepareForText()
      text.append(string, styleID: styleID, link: link)
    }

    /// Makes `caseKinds` hold `index`, doubled rather than grown to fit.
    private mutating func growCaseKinds(toHold index: Int) {
      guard index >= caseKinds.count else { return }
      caseKinds.append(
        contentsOf: repeatElement(0, count: max(index + 1, caseKinds.count * 2) - caseKinds.count))
    }

    @inline(__always)
    private mutating func prepareForText() {
      if !takesText {
        open(.paragraph)
        implicitParagraph = true
      }
    }

    private mutating func intern(_ style: BlockStyle) -> Int32 { blockStyles.intern(style) }

    /// Checks the block reservation against the rate so far (blocks per byte of text
    /// appended): when the whole expected text would need more, or the reservation is full,
    /// reserves what it would need plus an eighth, and at least twice the old room when full.
    /// A document of many small blocks (table cells) then outgrows its reservation once, at
    /// the first check, copying an eighth of it, instead of copying it all at every doubling.
    @inline(never)
    private mutating func reserveMoreBlocks() {
      let isFull = nodes.count >= nodes.capacity
      var blocks = isFull ? max(nodes.count * 2, 16) : 0
      let done = text.utf8Count
      if done > 0 && expectedBytes > done {
        let projected = Double(nodes.count + 1) * Double(expectedBytes) / Double(done) * 1.125
        blocks = max(blocks, Int(min(projected, Double(expectedBytes + nodes.count + 16))))
      }
      if blocks > nodes.capacity {
        nodes.reserveLarge(blocks)
      }
      blockCheck = nodes.capacity
    }

    /// Closes every open block and returns the document, leaving this builder empty: the
    /// arrays move into the document instead of being copied (`build()` works on a copy, so
    /// the text is copied once there).
    ///
    ///     let document = builder.take()
    package mutating func take() -> StyledDocument {
      while !open.isEmpty { close() }
      let content = text.take()
      let document = StyledDocument(
        nodes: nodes, content: content, blockStyles: blockStyles.values, strings: strings,
        tableColumns: tableColumns)
      self = Builder()
      return document
    }

    /// Closes every open block and returns the document.
    ///
    ///     let document = builder.build()
    public func build() -> StyledDocument {
      var copy = self
      return copy.take()
    }
  }
}
