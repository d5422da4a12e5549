/// Markdown that arrives a piece at a time, as from a language model, parsed as it comes: the
/// block parser's own rules decide which top-level blocks no further input can change.
///
///     var stream = MarkdownStream()
///     let first = stream.append("# Title\n\nSome *text*")
///     first.settled.count   // 1 (the heading: nothing after it can change it)
///     let last = stream.finish()
///     MarkdownHTMLRenderer().render(last.settled[0])   // "<p>Some <em>text</em></p>\n"
///
/// At every point, ``document`` equals a fresh parse of the text appended so far, and after
/// ``finish()`` a parse of the whole text. Blocks reported in ``Update/settled`` never change
/// again: each one is closed (only the document was open after the line that ended it), its
/// inline content looked up no label that a later definition could still define, and every
/// block before it is settled too. Each append parses again only the unsettled part after the
/// last closed block (when a chunk completes a line), so a long document streams in time
/// linear in its length.
///
/// A block whose reference lookup missed (`[x]` with no `[x]: /url` yet) or whose footnote
/// reference has no definition yet is held: settling stops there until the definition comes
/// (the block is then parsed again) or the input ends. With footnotes on, no link definition
/// takes a `^` label, so a `[^note]` reference waits only for its footnote definition.
///
/// Boundaries are looked for only after a line that may end the open top-level block; after
/// a search in a tail over 512 bytes found none, the next waits until a quarter of the tail
/// is new, so however the lines fall, searching reads a constant times the input (a boundary
/// may then settle that much later).
public struct MarkdownStream: Sendable {
  /// The parser options every piece is parsed with.
  ///
  ///     MarkdownStream(options: .commonMark).options == .commonMark   // true
  public let options: MarkdownParser.Options

  /// The text so far, valid UTF-8 (NUL and invalid sequences replaced as the parser does).
  var text: [UInt8] = []
  /// The bytes of an incomplete UTF-8 sequence at the end of the input, until the next chunk.
  var pendingBytes: [UInt8] = []
  /// Whether text has been read (only the text's start may hold a byte-order mark).
  var hasStarted = false
  var isFinished = false
  /// The end of the last complete line in `text` (a CR at the very end is not complete yet:
  /// a LF may follow).
  var completeEnd = 0
  /// The line start after the last region: the unsettled tail begins here.
  var boundary = 0
  var boundaryLine: Int32 = 0
  var boundaryLineLength: Int32 = 0
  /// The block the last boundary search left open at the top level: until a line may end
  /// it, no boundary is searched for.
  var openBlock = OpenTopLevelBlock.other
  /// The end of the complete lines at the last boundary search, how many bytes the next
  /// search waits for after it, and whether a line since asked for a search that had to wait
  /// (see `append(bytes:)`).
  var lastSearchEnd = 0
  var searchWait = 0
  var searchIsOwed = false
  /// The bytes boundary searches have read so far (what the hostile-input tests bound).
  var searchedByteCount = 0
  /// The structurally final pieces, in order.
  var regions: [StreamRegion] = []
  var settledRegionCount = 0
  /// Settled top-level blocks (footnote definitions excluded).
  var settledBlockCount = 0
  /// The final link reference definitions, the first of each label.
  var references = LabelTable<KnownReference>()
  /// The final footnote definitions' labels as written, by normalised label.
  var footnoteLabels: [[UInt8]: [UInt8]] = [:]
  /// Held regions by the labels they wait for.
  var waitingForReference: [[UInt8]: Set<Int>] = [:]
  var waitingForFootnote: [[UInt8]: Set<Int>] = [:]
  /// Footnote numbering over the settled regions.
  var numbering = StreamFootnoteNumbering()
  /// Whether any region holds footnote references or definitions.
  var hasFootnotes = false
  /// The whole document, once finished.
  var finalDocument: MarkdownDocument?
  /// The settled fragments, in order (kept apart: one growing table would copy itself
  /// whole now and then, in one append).
  var settledFragments: [MarkdownDocument] = []
  /// The last line of the settled blocks, and its length.
  var settledEnd: (line: Int32, column: Int32) = (1, 0)

  /// Creates an empty stream.
  ///
  ///     MarkdownStream().document.nodeCount   // 1 (the document node)
  public init(options: MarkdownParser.Options = .default) {
    self.options = options
  }

  /// The number of top-level blocks settled so far (footnote definitions, which move to the
  /// end of the document, are not counted).
  ///
  ///     var stream = MarkdownStream()
  ///     _ = stream.append("one\n\ntwo")
  ///     stream.settledCount   // 1
  public var settledCount: Int { settledBlockCount }

  /// Appends a chunk of text; returns what changed.
  ///
  ///     var stream = MarkdownStream()
  ///     stream.append("Hello ").settled.isEmpty   // true
  ///     stream.append("world\n\n").settled.count   // 1
  @discardableResult
  public mutating func append(_ chunk: String) -> Update {
    var chunk = chunk
    return chunk.withUTF8 { append(bytes: $0) }
  }

  /// Appends a chunk of UTF-8 bytes, which may end inside a character or between the CR and
  /// LF of a line ending; returns what changed.
  ///
  ///     var stream = MarkdownStream()
  ///     _ = stream.append(Array("caf\u{E9}".utf8.dropLast()))
  ///     _ = stream.append([0xA9])
  ///     MarkdownHTMLRenderer().render(stream.document)   // "<p>café</p>\n"
  @discardableResult
  public mutating func append(_ chunk: some Collection<UInt8>) -> Update {
    if let update = chunk.withContiguousStorageIfAvailable({ append(bytes: $0) }) {
      return update
    }
    let copy = Array(chunk)
    return copy.withUnsafeBufferPointer { append(bytes: $0) }
  }

  /// Ends the input: everything not settled settles; returns the last blocks, the referenced
  /// footnote definitions at the end.
  ///
  ///     var stream = MarkdownStream()
  ///     _ = stream.append("*open")
  ///     MarkdownHTMLRenderer().render(stream.finish().settled[0])   // "<p>*open</p>\n"
  @discardableResult
  public mutating func finish() -> Update {
    guard !isFinished else { return Update(settled: [], tailChanged: false) }
    if !pendingBytes.isEmpty {
      let pending = pendingBytes
      pendingBytes = []
      _ = pending.withUnsafeBufferPointer { sanitize($0, into: &text, atStart: !hasStarted) }
      hasStarted = true
    }
    let whole = assembledDocument()
    isFinished = true
    finalDocument = whole
    let rest = StreamFragments.dropping(whole, firstBlocks: settledBlockCount)
    settledRegionCount = regions.count
    return Update(settled: rest.nodeCount > 1 ? [rest] : [], tailChanged: true)
  }

  /// The document so far: equal to a fresh parse of the text appended so far. Assembled on
  /// each call from the parsed pieces, in time linear in the document.
  ///
  ///     var stream = MarkdownStream()
  ///     _ = stream.append("Title\n")
  ///     stream.document.root.firstChild?.kind   // .paragraph
  ///     _ = stream.append("===\n")
  ///     stream.document.root.firstChild?.kind   // .heading
  public var document: MarkdownDocument {
    finalDocument ?? assembledDocument()
  }

  /// The settled blocks so far as one document (after ``finish()``, the whole document):
  /// rendering it after each update gives output that only ever grows at its end. Assembled
  /// on each call, in time linear in the settled blocks.
  ///
  ///     var stream = MarkdownStream()
  ///     _ = stream.append("one\n\ntwo\n\nthr")
  ///     MarkdownHTMLRenderer().render(stream.settledDocument)   // "<p>one</p>\n<p>two</p>\n"
  public var settledDocument: MarkdownDocument {
    if let finalDocument { return finalDocument }
    var nodes = [StreamFragments.rootRecord(endLine: settledEnd.line, endColumn: settledEnd.column)]
    var bytes: [UInt8] = []
    var detached = 0
    for fragment in settledFragments {
      StreamTree.appendPiece(fragment.storage.nodes, fragment.storage.bytes, to: &nodes, &bytes)
      detached += fragment.storage.detachedCount
    }
    return MarkdownDocument(
      storage: MarkdownStorage(nodes: nodes, bytes: bytes, detachedCount: detached))
  }

  /// Everything after the settled blocks: the blocks that may still change and, at the end,
  /// the referenced footnote definitions. Rendering the settled blocks and then this gives the
  /// rendering of ``document``.
  ///
  ///     var stream = MarkdownStream()
  ///     _ = stream.append("one\n\ntwo")
  ///     MarkdownHTMLRenderer().render(stream.tail)   // "<p>two</p>\n"
  public var tail: MarkdownDocument { tail(appending: []) }

  /// ``tail``, parsed with `suffix` after the text.
  func tail(appending suffix: [UInt8]) -> MarkdownDocument {
    if isFinished { return StreamFragments.empty }
    if !hasFootnotes && !tailMayHoldFootnotes {
      return assembledDocument(fromRegion: settledRegionCount, tailSuffix: suffix)
    }
    return StreamFragments.dropping(
      assembledDocument(tailSuffix: suffix), firstBlocks: settledBlockCount)
  }

  /// ``tail`` with half-typed syntax at its end closed for display: an unclosed `**`, `_` or
  /// `~~`, a code span's backticks, the `)` of `[link](`, an open fence's closing fence. The
  /// repair is shown only here: it never changes settled blocks, ``document`` or what
  /// ``finish()`` reports.
  ///
  ///     var stream = MarkdownStream()
  ///     _ = stream.append("Some **bold te")
  ///     MarkdownHTMLRenderer().render(stream.repairedTail)   // "<p>Some <strong>bold te</strong></p>\n"
  ///     MarkdownHTMLRenderer().render(stream.tail)   // "<p>Some **bold te</p>\n"
  public var repairedTail: MarkdownDocument {
    if isFinished { return StreamFragments.empty }
    let repair = StreamRepair.suffix(for: text, boundary, text.count)
    return tail(appending: repair)
  }

  /// Whether the unsettled text may hold a footnote reference or definition (`[^`).
  var tailMayHoldFootnotes: Bool {
    guard options.extensions.contains(.footnotes) else { return false }
    let start =
      regions.indices.contains(settledRegionCount)
      ? regions[settledRegionCount].start : boundary
    var index = start
    while index + 1 < text.count {
      if text[index] == UInt8(ascii: "[") && text[index + 1] == UInt8(ascii: "^") { return true }
      index += 1
    }
    return false
  }
}
