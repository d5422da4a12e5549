extension MarkupScanner {
  /// An opening tag read earlier, kept so that the same bytes later are recognised without
  /// being read again: documents repeat their tags (`<color value="#66a882">` a hundred
  /// times), and comparing bytes costs far less than parsing them.
  ///
  /// Reading depends only on the bytes from `<` to the closing `>`, so bytes equal to a tag
  /// read before are that same tag: same name, same attributes (their ranges point into the
  /// earlier copy, whose bytes are equal), same errors — none, since only tags that parsed
  /// are kept. A tag is kept once it is read a second time; the tag just read is always in its
  /// slot or, read for the first time, in the scanner's one-off slot, so reporting a tag
  /// reads one description either way.
  struct RecentTag {
    /// The tag's hash (see `MarkupScanner.tagHash(_:)`); 0 for an empty slot.
    var hash: UInt64 = 0
    /// The hash of the last tag that fell in this slot while another was kept here, or of
    /// the first tag to fall in it: a tag is kept once it comes again (0 for none).
    var seenHash: UInt64 = 0
    /// Where the earlier copy starts in the input, and its length.
    var start = 0
    var length = 0
    /// The name's bytes in the earlier copy, and its packed key (0 when longer than 8 bytes).
    var nameRange = 0..<0
    var nameKey: UInt64 = 0
    /// Where the attributes are in `MarkupScanner.spanPool`: the tag holds offsets only, so
    /// reading an entry copies no references.
    var spansStart = 0
    var spansCount = 0
    var isSelfClosing = false
  }
}
