import TypesetSupport

extension Flattener {
  /// What flattening remembers so that each style, marker and line style is made once: the
  /// document's blocks repeat a few kinds of line, and building a style or a paragraph style
  /// costs hundreds of instructions where finding it costs a few.
  ///
  ///     var caches = Flattener.Caches()
  ///     caches.markerStyles[IntegerMap.key(3, 5)] = 9   // marker style 5 over text style 3
  struct Caches {
    /// The marker style over each text style, by (text style, marker style).
    var markerStyles = IntegerMap()
    /// Each item's marker style, by (list block style, item block style); -1 for none.
    var itemMarkerStyles = IntegerMap()
    /// The separator style after each style, by style ID (-1 until made).
    var separatorStyles: [Int32] = []
    /// The separator style after each set of stored values, by their identity (a separator
    /// drops the link, so styles that differ only by link share one); the style table holds
    /// every style, so the identities stay theirs while flattening runs.
    var separatorsByValues = IntegerMap()
    /// Marker styles merged by stored values: a list of distinct links merges its marker
    /// style over each link's style.
    var merges = StyleMergeCache()
    /// For each style by ID, the first style met with the same stored values (-1 until
    /// asked): a line's paragraph style comes from its text style's values alone.
    var valuesIDs: [Int32] = []
    var valuesIDsByStorage = IntegerMap()
    /// The paragraph style of each line made so far, by what it is made of: most lines
    /// repeat one, so a line's style is found without building it.
    var lines = LineMemo()
    /// For each paragraph style by ID, the line a newline ends with it (no spacing after)
    /// and the style of the line after (no spacing before, indented as the rest), -1 until
    /// made.
    var continuations: [(ended: Int32, next: Int32)] = []
    /// The text of each marker that does not count (a bullet or a task box), in
    /// `markerTexts` as `offset << 8 | count`, by list style, item style, task state and
    /// whether the list is ordered: an item of a long list finds its marker with one look-up
    /// and copies it, instead of reading its block styles' markers (strings) again.
    var constantMarkers = IntegerMap()
    let markerTexts = ByteBuffer(capacity: 64)
    /// A list number's label, made here and then copied to the pending markers' bytes.
    var label: [UInt8] = []
    /// The tab stops of the rows of table node `rowStopsTable` (-1 for none).
    var rowStops: [ParagraphStyle.TabStop] = []
    var rowStopsTable = -1

    /// The entry for `index` in an array kept by ID, -1 when none was made (or the array
    /// does not reach it yet).
    ///
    ///     if let id = Caches.known(caches.valuesIDs, 3) { … }
    static func known(_ array: [Int32], _ index: Int) -> Int32? {
      index < array.count && array[index] >= 0 ? array[index] : nil
    }

    /// Sets the entry for `index` in an array kept by ID, growing it to `index + 1` or
    /// `count` (the table's size, so it grows once for many new IDs) with -1.
    ///
    ///     Caches.set(&caches.valuesIDs, 3, to: 1, count: table.count)
    static func set(_ array: inout [Int32], _ index: Int, to value: Int32, count: Int) {
      if index >= array.count {
        array.append(contentsOf: repeatElement(-1, count: max(index + 1, count) - array.count))
      }
      array[index] = value
    }
  }
}
