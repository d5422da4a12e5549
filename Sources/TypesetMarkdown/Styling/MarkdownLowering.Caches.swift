import Typeset
import TypesetSupport

extension MarkdownLowering {
  /// What a lowering remembers so that each style, link, image and tag is made once:
  /// documents repeat a few merges of element styles, their links and images, and a few
  /// tags, and making any of them costs far more than finding it again.
  ///
  ///     var caches = MarkdownLowering.Caches()
  ///     caches.listStyles[UInt64(1 << 2)]   // nil until a bullet list at depth 1 is met
  struct Caches {
    /// The theme's element styles merged over each of the first 256 styles: the result's ID
    /// at `style * elementCount + element`, -1 until made.
    var merges: [Int32] = []
    /// The same for the styles made later (mostly one per distinct link, each merged with a
    /// few elements): by slot, so the table above stays small.
    var laterMerges = IntegerMap()
    /// The element merges by stored values, for styles made from equal values.
    var styleMerges = StyleMergeCache()
    /// Link targets by destination: documents repeat their links.
    var linkTargets = LinkTargetCache()
    /// An image's attachment ID, or -1 for an image whose source is refused, by the key of
    /// bytes `visitImage` writes into `imageKey` (kept to reuse its storage; a lowering's
    /// own, never shared).
    var imageAttachments = BytesMap()
    let imageKey = ByteBuffer()
    /// The pieces of the image description being gathered, kept to reuse their storage.
    var descriptionPieces: [ImageDescription.Piece] = []
    /// Where the images' attachments are made: in shared chunks, not an allocation each.
    var attachments = AttachmentBox.Arena()
    /// How many images were looked up in `imageAttachments`, and how many were found: a page
    /// whose images are all different (a wall of badges) stops looking after a few hundred.
    var imageLookups = 0
    var imageHits = 0
    /// Inline tags read: their index in `knownTags` by their bytes. Beside each, what the hot
    /// path needs without copying the tag out: whether it opens or closes, and its name's
    /// number (-1 for other tags).
    var tagCache = BytesMap()
    var knownTags: [InlineTag] = []
    var knownTagActions: [TagAction] = []
    var knownTagNames: [Int32] = []
    /// The names of the tags that opened or closed, numbered in order of first use.
    var tagNames: [String: Int32] = [:]
    /// A known tag's style over a style, made once per pair: pages repeat a few tags
    /// (`<sub>`, `<kbd>`, `<mark>`) over a few styles, and applying a tag's step builds and
    /// interns a whole style. Keyed `style << 12 | tag`; the value is `style << 1 | setsLink`.
    var tagStyles = IntegerMap()
    /// The block style of each kind of list made so far, by depth, order and delimiter
    /// (`depth << 2 | ordered << 1 | parenthesis`): lists repeat a few, and a block style is
    /// a few hundred bytes to build and hash.
    var listStyles = IntegerMap()
    /// The block styles of quotes and footnote definitions, -1 until made.
    var quoteStyle: Int32 = -1
    var footnoteStyle: Int32 = -1
  }
}
