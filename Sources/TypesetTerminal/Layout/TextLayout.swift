/// Text cut into measured segments, then wrapped into lines of pieces: the one buffer set a
/// rendering reuses for every block, so laying out costs no allocation per character or block.
///
/// Content goes in sanitised (``TextLayout/append(_:of:styles:links:context:references:)``): control characters
/// become visible notation, so `bytes` never holds a byte the terminal would act on. Wrapping
/// works on segments: words (no break inside unless one is longer than the line), spaces
/// (where lines break) and line breaks; a segment that may start a line without a space before
/// it (wide CJK characters) says so with `breaksBefore`. Consecutive wide characters that bind
/// to neither neighbour (ideographs, Hangul syllables, kana; not the punctuation that may not
/// start or end a line) are one segment, a wide run, that a line may break inside between any
/// two of them: text in Chinese, Japanese or Korean costs a segment per run, not per character.
struct TextLayout {
  /// A measured stretch of sanitised bytes in one style and link.
  struct Segment {
    enum Kind: UInt8 {
      case word, space, lineBreak
    }
    var start: Int32
    var end: Int32
    var width: Int32
    var style: Int32
    /// The link's index in the rendering's link table, or -1.
    var link: Int32
    var kind: Kind
    /// A line may break before this word even without a space (CJK).
    var breaksBefore: Bool
    /// The bytes hold bidirectional embedding, override or isolate characters.
    var hasBidiControls: Bool
    /// Visible notation standing for a control character: never split.
    var isControl: Bool
    /// A wide run: single-scalar clusters of two columns each, with a break allowed before
    /// the first and between any two; nothing after it is glued to it.
    var isWideRun = false
  }

  /// A piece of a line: bytes in one style and link.
  struct Piece {
    var start: Int32
    var end: Int32
    var style: Int32
    var link: Int32
    var hasBidiControls: Bool
  }

  /// A laid-out line: its pieces and its width in columns.
  struct Line {
    var pieces: Range<Int>
    var width: Int
  }

  /// The sanitised text of every segment.
  let bytes = ByteBuffer(capacity: 4096)
  let segments = ValueBuffer<Segment>()
  let pieces = ValueBuffer<Piece>()
  let lines = ValueBuffer<Line>()
  /// Columns since the last line break, for tab stops in code.
  var column = 0
  /// The last word was a wide character or the end of a block: nothing extends it.
  var lastIsIsolated = false
  /// The index of the wide run the next wide character may extend, or -1.
  var openWideRun = -1
  /// The first segment of the text being appended: a word glued to what comes before never
  /// reaches back past it into an earlier block or cell.
  var firstSegmentOfAppend = 0

  /// Empties the buffers, keeping their capacity.
  mutating func removeAll() {
    bytes.removeAll()
    segments.removeAll()
    pieces.removeAll()
    lines.removeAll()
    column = 0
    openWideRun = -1
    firstSegmentOfAppend = 0
  }
}
