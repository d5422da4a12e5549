import TypesetSupport

extension DisplayWidth {
  /// The end and the width in columns of the grapheme cluster that starts at `start`, read
  /// from the bytes with a few rules of UAX #29, or `nil` where those rules are not certain to
  /// be all that applies.
  ///
  /// It reads the clusters most emoji and accented text make: a base that always starts a
  /// cluster (``isSingleScalarCluster(_:)``, an emoji pictograph or a regional indicator),
  /// then marks that extend it (combining diacritics, variation selectors, skin-tone
  /// modifiers, tags, the enclosing keycap), a pair of regional indicators (a flag) and
  /// emoji joined by ZWJ (GB11). The cluster must be followed by the end of `end`, ASCII or
  /// another such base, which nothing before can extend; anything else (a Hangul jamo, a
  /// spacing mark, a mark this does not list, ill-formed bytes) gives `nil`, and the caller
  /// reads the text with the standard library's grapheme breaking instead. Tests hold the
  /// clusters and widths to the standard library's on generated text.
  ///
  ///     // 👍🏽 then "a": the thumb and its modifier are one cluster, two columns wide.
  ///     DisplayWidth.knownCluster(at: 0, in: bytes, before: 9)   // (end: 8, width: 2)
  package static func knownCluster(
    at start: Int, in base: UnsafePointer<UInt8>, before end: Int
  ) -> (end: Int, width: Int)? {
    let (first, firstLength) = UTF8Decoding.scalar(at: start, in: base, count: end)
    guard firstLength > 0 else { return nil }
    let isIndicator = isRegionalIndicator(first)
    guard isIndicator || isSingleScalarCluster(first) || isPictographicBase(first) else {
      return nil
    }
    var offset = start &+ firstLength
    var indicators = isIndicator ? 1 : 0
    // Whether the text read so far ends in a pictograph and marks: a ZWJ then joins the next.
    let joinsAfterZWJ = isKnownPictographic(first)
    var hasVS16 = false
    while offset < end {
      let (value, length) = UTF8Decoding.scalar(at: offset, in: base, count: end)
      guard length > 0 else { return nil }
      if isKnownExtend(value) {
        if value == 0xFE0F { hasVS16 = true }
      } else if value == 0x200D {
        offset &+= length
        guard offset < end else { break }
        let (next, nextLength) = UTF8Decoding.scalar(at: offset, in: base, count: end)
        guard nextLength > 0 else { return nil }
        if joinsAfterZWJ {
          // GB11: a pictograph and its marks, a ZWJ, then a pictograph are one cluster.
          if isKnownPictographic(next) {
            offset &+= nextLength
            continue
          }
          guard !mayBePictographic(next) else { return nil }
        }
        guard startsCluster(next) else { return nil }
        break
      } else if isIndicator, indicators == 1, offset == start &+ firstLength,
        isRegionalIndicator(value)
      {
        indicators = 2
      } else {
        guard startsCluster(value) else { return nil }
        break
      }
      offset &+= length
    }
    var width = scalarColumns(first)
    if hasVS16, width < 2, isEmojiVariationBase(first) { width = 2 }
    if indicators >= 2 { width = 2 }
    return (offset, width)
  }

  /// Whether a cluster always starts at `value`, whatever comes before: ASCII, a scalar that
  /// is a cluster of its own, an emoji pictograph this reads, or a regional indicator (after
  /// a cluster that is not a lone one).
  @inline(__always) static func startsCluster(_ value: UInt32) -> Bool {
    value < 0x80 || isSingleScalarCluster(value) || isPictographicBase(value)
      || isRegionalIndicator(value)
  }

  /// A regional indicator, half of a flag: U+1F1E6–U+1F1FF.
  @inline(__always) static func isRegionalIndicator(_ value: UInt32) -> Bool {
    value &- 0x1F1E6 <= 0x1F1FF - 0x1F1E6
  }

  /// Emoji pictographs this reads as bases (Extended_Pictographic, Grapheme_Cluster_Break
  /// Other, in Unicode's emoji-data): U+1F300–U+1F3FA, U+1F400–U+1F53D, U+1F546–U+1F64F,
  /// U+1F680–U+1F6FF and U+1F947–U+1FAFF.
  @inline(__always) static func isPictographicBase(_ value: UInt32) -> Bool {
    switch value {
    case 0x1F300...0x1F3FA, 0x1F400...0x1F53D, 0x1F546...0x1F64F, 0x1F680...0x1F6FF,
      0x1F947...0x1FAFF:
      true
    default: false
    }
  }

  /// The emoji pictographs (Extended_Pictographic) this knows: the bases, and ©, ®, 〰 and 〽
  /// among the scalars that are clusters of their own.
  @inline(__always) static func isKnownPictographic(_ value: UInt32) -> Bool {
    isPictographicBase(value) || value == 0xA9 || value == 0xAE || value == 0x3030
      || value == 0x303D
  }

  /// Whether `value` may be an emoji pictograph (Extended_Pictographic) that a ZWJ after a
  /// pictograph joins: every scalar from U+1F000 on and in U+2000–U+2BFF, and ©, ®, 〰, 〽,
  /// ㊗ and ㊙ — more than are, never fewer.
  @inline(__always) static func mayBePictographic(_ value: UInt32) -> Bool {
    switch value {
    case 0xA9, 0xAE, 0x2000...0x2BFF, 0x3030, 0x303D, 0x3297, 0x3299, 0x1F000...: true
    default: false
    }
  }

  /// Marks that extend the cluster before them (Grapheme_Cluster_Break Extend): combining
  /// diacritics U+0300–U+036F, the kana voicing marks U+3099–U+309A, the enclosing keycap
  /// U+20E3, variation selectors U+FE00–U+FE0F, skin-tone modifiers U+1F3FB–U+1F3FF and tags
  /// U+E0020–U+E007F.
  @inline(__always) static func isKnownExtend(_ value: UInt32) -> Bool {
    switch value {
    case 0x0300...0x036F, 0x3099...0x309A, 0x20E3, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF,
      0xE0020...0xE007F:
      true
    default: false
    }
  }
}
