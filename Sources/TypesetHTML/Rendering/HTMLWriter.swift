import Typeset
import TypesetSupport

/// The walker behind ``HTMLRenderer``: one pass over a document's blocks with an explicit
/// stack of open containers (no recursion, so depth never matters), the HTML appended to one
/// byte buffer, and every decision about a style — its elements, its class — made once per
/// distinct (block style, run style) pair.
///
/// The per-run path works on numbers: block styles are numbered once (a container's or a
/// leaf's style is found from its parent's number and the element, through an
/// ``IndexTable``), each style ID of the shared text keeps its `href` and the format it had in
/// the block style it was last met in, and a format is plain values with its `span` tag in one
/// shared buffer — so a run costs a few look-ups and compares beyond escaping its text.
struct HTMLWriter {
  let options: HTMLRenderer.Options
  let markdown: MarkdownStyles
  /// The body text's style merged with the theme's text style: the style around everything.
  let root: TextStyle
  let isEmail: Bool
  var sheet: HTMLStyleSheet
  /// The declarations of each ``HTMLElement``.
  let elements: [[UInt8]]
  /// The theme's tag styles and named styles that a run can carry: name, style and (page)
  /// class.
  let named: [NamedStyle]
  /// The fixed opening tags.
  let tags: Tags
  /// The theme styles formats are decided by.
  let slots: Slots
  var title: String?
  /// Whether `write` wraps the document in the text's `div` (not for a stream's pieces).
  var writesRoot = true

  /// The block styles: the style around a container's children or a leaf's runs, numbered
  /// in order of first use (0 is `root`).
  var blockStyles: [TextStyle] = []
  var blockStyleIDs: [TextStyle: Int32] = [:]
  /// The block style made from a block style and an ``ElementSlot``, by both numbers.
  var blockTransitions = IndexTable()
  /// How each distinct (block style, run style without its link, linked) is written.
  var formatIndex: [FormatKey: Int32] = [:]
  var formats: [RunFormat] = []
  /// The opening `span` tags of the formats, one after another.
  var spanTags: [UInt8] = []
  /// Each format's opening and closing sequences (``RunFormat/openStart``).
  var inlineTags: [UInt8] = []
  /// Resolutions and CSS values of the styles formats were decided for.
  var resolutions: [TextStyle: ResolvedStyle] = [:]
  var valueCache: [TextStyle: CSSValues] = [:]
  /// The last formats found, checked before the table.
  var recentFormats: [RecentFormat] = []
  var nextRecentFormat = 0

  /// What is known of each style ID of the document being written (reset per document).
  var idStates: [IDState] = []
  /// The format of a style ID in a block style other than its last one, by both numbers.
  var idFormats = IndexTable()
  /// A number per stored set of values of the linked styles met (by the values' identity),
  /// and the format of each (number, block style, linked or refused) (reset per document:
  /// identities are only stable while the document's styles are alive).
  var valuesNumbers = IntegerMap()
  var linkedFormats = IntegerMap()
  /// The last answer of `linkedFormat`: a page of images makes a style each, alike but for
  /// the attachment, so the next one mostly asks the same question.
  var lastLinkedFormat: (values: ObjectIdentifier, key: Int32, format: Int32)?
  /// What is known of each style ID in runs with a link beside their style (a Markdown
  /// link's): the format is decided as linked, whatever link the style has of its own.
  var runLinkedStates: [IDState] = []
  /// The escaped `href` of the linked style IDs and of the document's links, one after
  /// another.
  var hrefs: [UInt8] = []
  /// Each document link's `href` in `hrefs`, as start and end (equal when refused).
  var linkHrefs: [Int32] = []
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
  /// The attributes of lists with the last few markers met.
  var listAttributes: [(marker: StyledDocument.Marker, attribute: [UInt8])] = []
  /// The column alignments of the open tables, innermost last.
  var tableColumns: [[ParagraphStyle.Alignment]] = []

  struct FormatKey: Hashable {
    var base: Int32
    var style: TextStyle
    var isLinked: Bool
  }

  struct RecentFormat {
    var base: Int32
    /// The style, which keeps its storage, and so `identity`, alive.
    var style: TextStyle
    var identity: ObjectIdentifier?
    var hash: Int
    var isLinked: Bool
    var index: Int32
  }

  struct NamedStyle: Sendable {
    var name: String
    var style: TextStyle
    var className: [UInt8]
  }

  /// What the writer knows of one style ID of the shared text.
  struct IDState {
    /// The block style its format was last decided in (-1: none yet) and that format.
    var base: Int32 = -1
    var format: Int32 = 0
    /// Its escaped `href` in `hrefs`; empty when it has no link or the link is refused.
    var hrefStart: Int32 = 0
    var hrefEnd: Int32 = 0
    /// Whether the style has been looked at (its link and attachment read).
    var isExamined = false
    var hasAttachment = false
    /// Whether its style carries a link (refused or not).
    var hasLink = false

    var href: Range<Int> { Int(hrefStart)..<Int(hrefEnd) }
  }

  /// The text of the document being written, read in place — its UTF-8, where each run ends,
  /// each run's style ID and the styles — and the buffer the HTML goes to. Valid only during
  /// `write`.
  struct SharedText {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Each run: its end, style ID, and the link and attachment beside its style.
    let runs: UnsafeBufferPointer<StyledDocument.RunRecord>
    let styles: UnsafeBufferPointer<TextStyle>
    /// The document's text, for the attachments beside its runs.
    let content: StyledDocument.TextContent
    let out: ByteBuffer
  }

  /// What every document rendered with one theme and options starts from: the element
  /// declarations, the named styles' classes and the colours they use, made once per renderer.
  struct Prelude: Sendable {
    let root: TextStyle
    let sheet: HTMLStyleSheet
    let elements: [[UInt8]]
    let named: [NamedStyle]
    let tags: Tags
    let slots: Slots

    /// The prelude of `theme` under `options`: the built-in default theme's, in the default
    /// environment, is made once per process (a renderer made per document would otherwise
    /// pay for resolving the theme's styles every time), any other is made here.
    ///
    ///     let prelude = HTMLWriter.Prelude.make(theme: .default, options: .default)
    static func make(theme: Theme, options: HTMLRenderer.Options) -> Prelude {
      guard options.environment == TextEnvironment(), theme == .default else {
        return Prelude(theme: theme, options: options)
      }
      return options.profile == .email ? defaultEmail : defaultPage
    }

    /// The default theme's prelude for pages and fragments (they differ only in what wraps
    /// the text) and for email.
    static let defaultPage = Prelude(theme: .default, options: .default)
    static let defaultEmail = Prelude(theme: .default, options: .init(profile: .email))

    init(theme: Theme, options: HTMLRenderer.Options) {
      let isEmail = options.profile == .email
      let root = theme.body.merging(theme.markdown.text)
      self.root = root
      var sheet = HTMLStyleSheet(
        usesVariables: !isEmail, environment: options.environment, body: root)
      elements = sheet.elementDeclarations(root: root, theme: theme)
      // A class per named style: the tags first (they are what markup and inline HTML
      // carry), then the named styles, each in name order; those the body already is are
      // left out.
      var named: [NamedStyle] = []
      let rootValues = sheet.values(of: root)
      let candidates =
        theme.tags.sorted { $0.key < $1.key } + theme.styles.sorted { $0.key < $1.key }
      for (name, style) in candidates where root.merging(style) != root {
        let delta = sheet.inlineDelta(style, over: root, rootValues: rootValues)
        guard !delta.isEmpty else { continue }
        let className = isEmail ? [] : sheet.className(for: delta, preferring: name)
        named.append(NamedStyle(name: name, style: style, className: className))
      }
      self.named = named
      self.sheet = sheet
      tags = Tags(elements: elements, isEmail: isEmail)
      slots = Slots(markdown: theme.markdown, named: named)
    }
  }

  init(theme: Theme, options: HTMLRenderer.Options, prelude: Prelude) {
    self.options = options
    markdown = theme.markdown
    isEmail = options.profile == .email
    root = prelude.root
    sheet = prelude.sheet
    elements = prelude.elements
    named = prelude.named
    tags = prelude.tags
    slots = prelude.slots
    blockStyles = [root]
    blockStyleIDs = [root: 0]
  }

  // MARK: Writing

  /// Writes a document's blocks to `out` (inside the text's `div` when `writesRoot`).
  mutating func write(_ document: StyledDocument, to out: ByteBuffer) {
    let text = document.content
    // Formats and links are kept by the shared text's style IDs.
    idStates = Array(repeating: IDState(), count: text.styles.count)
    runLinkedStates = text.linkCount == 0 ? [] : idStates
    idFormats.removeAll()
    valuesNumbers = IntegerMap()
    linkedFormats = IntegerMap()
    lastLinkedFormat = nil
    hrefs.removeAll(keepingCapacity: true)
    // Every link is escaped once, up front: each is met at least once. A link's title goes
    // with its URL, as what follows `href="` up to the closing quote (`URL" title="Title`):
    // links are told apart, and opened, by those bytes.
    linkHrefs.removeAll(keepingCapacity: true)
    linkHrefs.reserveCapacity(2 * text.linkCount)
    let allowsUnsafe = options.allowsUnsafeLinks
    let hasTitles = text.hasLinkTitles
    for link in 0..<text.linkCount {
      linkHrefs.append(Int32(hrefs.count))
      var isRefused = false
      text.readBytes(ofLink: Int32(link)) { url in
        guard allowsUnsafe || !URLSafety.isDangerous(url) else {
          isRefused = true
          return
        }
        HTMLEscaping.append(url, as: .url, to: &hrefs)
      }
      if hasTitles, !isRefused, var title = text.title(ofLink: Int32(link)) {
        hrefs.append(contentsOf: "\" title=\"".utf8)
        title.withUTF8 { VisibleControls.append($0, escapedAs: .attribute, to: &hrefs) }
      }
      linkHrefs.append(Int32(hrefs.count))
    }
    runCursor = 0
    if writesRoot { tags.append(.root, to: out) }
    text.bytes.withUnsafeBufferPointer { bytes in
      text.runs.withUnsafeBufferPointer { runs in
        text.styles.withUnsafeBufferPointer { styles in
          writeBlocks(
            document,
            SharedText(bytes: bytes, runs: runs, styles: styles, content: text, out: out))
        }
      }
    }
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
