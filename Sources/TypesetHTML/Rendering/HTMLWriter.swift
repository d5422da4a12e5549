import Typeset
import TypesetSupport

/// The walker behind ``HTMLRenderer``: one pass over a document's blocks with an explicit
/// stack of open containers (no recursion, so depth never matters), the HTML appended to one
/// byte buffer, and every decision about a style — its elements, its class — made once per
/// distinct (block style, run style) pair.
///
/// The per-run path works on numbers: block styles are numbered once (a container's or a
/// leaf's style is found from its parent's number and the element), each style ID of the
/// shared text keeps its `href` and the format it had in the block style it was last met in,
/// and a format is plain values with its `span` tag in one shared buffer — so a run costs a
/// few look-ups and compares beyond escaping its text. What those look-ups find is kept
/// apart, in ``Caches``.
///
///     var writer = HTMLWriter(options: .default, prelude: HTMLRenderer().prelude)
///     writer.write(document, to: body)   // "<div class=\"typeset\"><p>…</p>\n</div>\n"
struct HTMLWriter {
  let options: HTMLRenderer.Options
  /// What every document with this theme and these options starts from.
  let prelude: Prelude
  /// The prelude's style sheet with the classes the runs written so far needed.
  var sheet: HTMLStyleSheet
  /// The first heading's text, the page's title when the options give none.
  var title: String?
  /// Whether `write` wraps the document in the text's `div` (not for a stream's pieces).
  var writesRoot = true
  /// Block styles, formats and what is known of the document's style IDs and links.
  var caches: Caches
  /// Bytes being escaped or put together before they are appended to the output.
  var scratch: [UInt8] = []
  /// The last run the last block's text reached: where the next block's search starts.
  var runCursor = 0
  /// The inline elements open now.
  var open = OpenInlines()
  /// The `href` of the open link (a range of `hrefs`), and a counter that tells links apart.
  var openHref = 0..<0
  var linkCount = 0
  /// The format and `href` the open elements were opened for; `-1` when they may differ.
  var openFormat = -1
  var openFormatHref = 0..<0
  /// The column alignments of the open tables, innermost last.
  var tableColumns: [[ParagraphStyle.Alignment]] = []

  /// Whether the profile is email: every style inline, no classes.
  var isEmail: Bool { options.profile == .email }

  /// A theme tag or named style a run can carry, and its class on a page.
  ///
  ///     NamedStyle(name: "mark", style: TextStyle().background(.yellow), className: [])
  struct NamedStyle: Sendable {
    var name: String
    var style: TextStyle
    var className: [UInt8]
  }

  /// A writer for documents styled with `prelude`'s theme, under `options`.
  ///
  ///     var writer = HTMLWriter(options: .default, prelude: renderer.prelude)
  init(options: HTMLRenderer.Options, prelude: Prelude) {
    self.options = options
    self.prelude = prelude
    sheet = prelude.sheet
    caches = Caches(root: prelude.root)
  }

  // MARK: Writing

  /// Writes a document's blocks to `out` (inside the text's `div` when `writesRoot`).
  mutating func write(_ document: StyledDocument, to out: ByteBuffer) {
    let text = document.content
    // Formats and links are kept by the shared text's style IDs.
    caches.startDocument(styleCount: text.styles.count, linkCount: text.linkCount)
    // Every link is escaped once, up front: each is met at least once. A link's title goes
    // with its URL, as what follows `href="` up to the closing quote (`URL" title="Title`):
    // links are told apart, and opened, by those bytes.
    let allowsUnsafe = options.allowsUnsafeLinks
    let hasTitles = text.hasLinkTitles
    for link in 0..<text.linkCount {
      caches.linkHrefs.append(Int32(caches.hrefs.count))
      var isRefused = false
      text.readBytes(ofLink: Int32(link)) { url in
        guard allowsUnsafe || !URLSafety.isDangerous(url) else {
          isRefused = true
          return
        }
        HTMLEscaping.append(url, as: .url, to: &caches.hrefs)
      }
      if hasTitles, !isRefused, var title = text.title(ofLink: Int32(link)) {
        caches.hrefs.append(contentsOf: "\" title=\"".utf8)
        title.withUTF8 { VisibleControls.append($0, escapedAs: .attribute, to: &caches.hrefs) }
      }
      caches.linkHrefs.append(Int32(caches.hrefs.count))
    }
    runCursor = 0
    if writesRoot { prelude.tags.append(.root, to: out) }
    SharedText.reading(text, to: out) { writeBlocks(document, $0) }
    if writesRoot { out.append(Self.rootEnd) }
  }

  /// What closes the text's `div`.
  static let rootEnd: StaticString = "</div>\n"

  /// A first guess at the size of a document's HTML, so the buffer rarely grows.
  static func estimatedSize(of document: StyledDocument) -> Int {
    // Runs cost their markup (`<span class="…">`, `</em>`): text rich in inline styles or
    // tags outgrows the text's own estimate, and a body that outgrows its memory is copied.
    // Memory reserved and never written costs no page.
    document.content.bytes.count * 3 / 2 + document.blockCount * 48
      + document.content.runs.count * 16 + document.content.bytesBesideText * 5 / 4 + 256
  }

  /// Where the next bytes put together in `scratch` start: emptying an array costs more than
  /// the appends, so it is emptied only once it is large.
  @inline(__always)
  mutating func scratchMark() -> Int {
    if scratch.count > 1 << 16 { scratch.removeAll(keepingCapacity: true) }
    return scratch.count
  }

  /// Appends what `scratch` holds from `mark` on.
  @inline(__always)
  func appendScratch(from mark: Int, to out: ByteBuffer) {
    scratch.withUnsafeBufferPointer { out.append(UnsafeBufferPointer(rebasing: $0[mark...])) }
  }

  /// Appends `bytes` escaped for `mode`, through the one escaper; in text and attribute
  /// values, each character ``VisibleControls`` shows in its visible form (a URL's
  /// percent-encoding writes every control already).
  func appendEscaped(
    _ bytes: UnsafeBufferPointer<UInt8>, as mode: HTMLEscaping.Mode, to out: ByteBuffer
  ) {
    if mode == .url {
      out.append(bytes, escapedAs: mode)
    } else {
      VisibleControls.append(bytes, escapedAs: mode, to: out)
    }
  }

  /// ` style="…"`: declarations are written only from numbers, fixed words and escaped CSS
  /// strings, so they hold no `"`, `&` or `<`; the escaper runs anyway.
  mutating func appendStyleAttribute(_ declarations: [UInt8], to out: ByteBuffer) {
    let mark = scratchMark()
    Self.appendStyleAttribute(declarations, to: &scratch)
    appendScratch(from: mark, to: out)
  }

  /// ` style="…"` appended to `output` (nothing for no declarations).
  static func appendStyleAttribute(_ declarations: [UInt8], to output: inout [UInt8]) {
    guard !declarations.isEmpty else { return }
    CSSBytes.append(" style=\"", to: &output)
    declarations.withUnsafeBufferPointer { HTMLEscaping.append($0, as: .attribute, to: &output) }
    output.append(0x22)
  }
}
