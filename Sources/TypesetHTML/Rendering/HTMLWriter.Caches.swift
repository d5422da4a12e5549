import Typeset
import TypesetSupport

extension HTMLWriter {
  /// What the writer remembers so that each decision about a style is made once: the block
  /// styles by number, the formats by (block style, run style), the resolutions and CSS values
  /// behind them, lists' attributes, and — per document — what is known of each style ID of
  /// its shared text and its links' escaped `href`s.
  ///
  /// The first group lives as long as the writer (a stream's pieces share it); the second is
  /// emptied by ``startDocument(styleCount:linkCount:)``, since style IDs and the identities
  /// of stored values mean something only while their document is alive.
  ///
  ///     var caches = HTMLWriter.Caches(root: TextStyle.body)
  ///     caches.blockStyles[0] == TextStyle.body   // true: block style 0 is the root
  struct Caches {
    // MARK: Kept across documents

    /// The block styles: the style around a container's children or a leaf's runs, numbered
    /// in order of first use (0 is the root), and the number of each.
    var blockStyles: [TextStyle]
    var blockStyleIDs: [TextStyle: Int32]
    /// The block style made from a block style and an ``ElementSlot``, by both numbers.
    var blockTransitions = IntegerMap()
    /// How each distinct (block style, run style without its link, linked) is written, and
    /// its index in `formats`.
    var formats: [RunFormat] = []
    var formatIndex: [FormatKey: Int32] = [:]
    /// The last formats found, checked before `formatIndex`, and the slot the next replaces.
    var recentFormats: [RecentFormat] = []
    var nextRecentFormat = 0
    /// The opening `span` tags of the formats, one after another.
    var spanTags: [UInt8] = []
    /// Each format's opening and closing sequences (``RunFormat/openStart``).
    var inlineTags: [UInt8] = []
    /// Resolutions and CSS values of the styles formats were decided for.
    var resolutions: [TextStyle: ResolvedStyle] = [:]
    var values: [TextStyle: CSSValues] = [:]
    /// The attributes of lists with the last few markers met.
    var listAttributes: [ListAttribute] = []

    // MARK: Per document

    /// What is known of each style ID, and of each in runs with a link beside their style (a
    /// Markdown link's): there the format is decided as linked, whatever link the style has.
    var idStates: [IDState] = []
    var runLinkedStates: [IDState] = []
    /// The format of a style ID in a block style other than its last one, by both numbers.
    var idFormats = IntegerMap()
    /// A number per stored set of values of the linked styles met (by the values' identity),
    /// and the format of each (number, block style, linked or refused).
    var valuesNumbers = IntegerMap()
    var linkedFormats = IntegerMap()
    /// The last answer of `linkedFormat`: a page of images makes a style each, alike but for
    /// the attachment, so the next one mostly asks the same question.
    var lastLinkedFormat: LinkedFormat?
    /// The escaped `href` of the linked style IDs and of the document's links, one after
    /// another, and each document link's as start and end (equal when refused).
    var hrefs: [UInt8] = []
    var linkHrefs: [Int32] = []

    /// Caches whose block style 0 is `root`, the style around everything.
    init(root: TextStyle) {
      blockStyles = [root]
      blockStyleIDs = [root: 0]
    }

    /// Forgets what was known of the last document's style IDs and links, keeping the
    /// memory: the next has `styleCount` styles and `linkCount` links beside its runs.
    ///
    ///     caches.startDocument(styleCount: text.styles.count, linkCount: text.linkCount)
    mutating func startDocument(styleCount: Int, linkCount: Int) {
      idStates = Array(repeating: IDState(), count: styleCount)
      runLinkedStates = linkCount == 0 ? [] : idStates
      idFormats.removeAll()
      valuesNumbers.removeAll()
      linkedFormats.removeAll()
      lastLinkedFormat = nil
      hrefs.removeAll(keepingCapacity: true)
      linkHrefs.removeAll(keepingCapacity: true)
      linkHrefs.reserveCapacity(2 * linkCount)
    }

    /// The escaped `href` of document link `link` in `hrefs` (empty when refused).
    ///
    ///     caches.href(ofLink: 0)   // 0..<19 for the first link, "https://example.com"
    @inline(__always)
    func href(ofLink link: Int) -> Range<Int> {
      Int(linkHrefs[2 * link])..<Int(linkHrefs[2 * link + 1])
    }

    /// The number of the block style `element`'s theme style makes inside block style
    /// `parent`: merged and numbered the first time the pair is met.
    ///
    ///     caches.blockStyle(0, ElementSlot.paragraph, in: theme.markdown)   // 1, then 1 again
    mutating func blockStyle(_ parent: Int32, _ element: Int, in markdown: MarkdownStyles)
      -> Int32
    {
      let key = IntegerMap.key(Int(parent), element)
      if let known = blockTransitions[key] { return known }
      let merged = blockStyles[Int(parent)].merging(markdown.style(forElement: element))
      let id = Self.memo(merged, in: &blockStyleIDs) {
        blockStyles.append(merged)
        return Int32(blockStyles.count - 1)
      }
      blockTransitions[key] = id
      return id
    }

    /// The format a recent question was answered with: style `style` (of stored values
    /// `identity` and hash `hash`) in block style `base`, linked or not. Text alternates
    /// between a few styles: the last eight answers are compared by hash, then by identity
    /// (equal styles usually share storage), then by value.
    ///
    ///     caches.recentFormat(of: style, identity: id, hash: hash, base: 0, isLinked: false)
    @inline(__always)
    func recentFormat(
      of style: TextStyle, identity: ObjectIdentifier?, hash: Int, base: Int32, isLinked: Bool
    ) -> Int32? {
      for slot in recentFormats.indices
      where recentFormats[slot].hash == hash && recentFormats[slot].base == base
        && recentFormats[slot].isLinked == isLinked
        && (identity != nil && recentFormats[slot].identity == identity
          || recentFormats[slot].style == style)
      {
        return recentFormats[slot].index
      }
      return nil
    }

    /// Keeps an answer among the recent ones, in place of the oldest once there are eight.
    ///
    ///     caches.remember(RecentFormat(base: 0, style: style, …, index: 3))
    mutating func remember(_ recent: RecentFormat) {
      if recentFormats.count < 8 {
        recentFormats.append(recent)
      } else {
        recentFormats[nextRecentFormat] = recent
        nextRecentFormat = (nextRecentFormat + 1) & 7
      }
    }

    /// The value `table` holds for `key`, or the one `compute` makes, which it then holds.
    ///
    ///     let resolved = Caches.memo(style, in: &caches.resolutions) { style.resolved(in: e) }
    @inline(__always)
    static func memo<Key: Hashable, Value>(
      _ key: Key, in table: inout [Key: Value], _ compute: () -> Value
    ) -> Value {
      if let known = table[key] { return known }
      let value = compute()
      table[key] = value
      return value
    }

    /// The key of ``formatIndex``.
    struct FormatKey: Hashable {
      var base: Int32
      var style: TextStyle
      var isLinked: Bool
    }

    /// A recent answer of ``recentFormat(of:identity:hash:base:isLinked:)``.
    struct RecentFormat {
      var base: Int32
      /// The style, which keeps its storage, and so `identity`, alive.
      var style: TextStyle
      var identity: ObjectIdentifier?
      var hash: Int
      var isLinked: Bool
      var index: Int32
    }

    /// The last answer of `linkedFormat`: for the stored values `values` and the question
    /// `question` (block style and whether linked), the format `format`.
    struct LinkedFormat {
      var values: ObjectIdentifier
      var question: Int32
      var format: Int32
    }

    /// A list's attribute (its `style` or its marker's class) for a marker.
    struct ListAttribute {
      var marker: StyledDocument.Marker
      var attribute: [UInt8]
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
  }
}
