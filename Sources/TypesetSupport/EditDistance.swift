/// The Levenshtein distance between short words, for "did you mean" suggestions.
///
///     EditDistance.between("colour", "color")                          // 1
///     EditDistance.between("brnad", "brand")                           // 1: a swap
///     EditDistance.suggestion(for: "backgroundColour", among: ["backgroundColor"])
///     // "backgroundColor"
package enum EditDistance {
  /// The number of single-character insertions, deletions, substitutions and transpositions
  /// of neighbours that turn one word into the other (the optimal string alignment distance,
  /// by Unicode scalars); words longer than 64 scalars are compared by their first 64, so a
  /// call costs at most 64 × 64 steps.
  package static func between(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars.prefix(64))
    let b = Array(rhs.unicodeScalars.prefix(64))
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        var best = min(substitution, previous[j] + 1, current[j - 1] + 1)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, beforePrevious[j - 2] + 1)
        }
        current[j] = best
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }

  /// The closest candidate when it is close enough to be a likely typo: at most a third of
  /// the word's length (at least 1, at most 3) edits away, ignoring case; ties go to the
  /// first candidate. `nil` when nothing is close.
  package static func suggestion(for word: String, among candidates: some Sequence<String>)
    -> String?
  {
    let limit = min(max(word.count / 3, 1), 3)
    var best: (candidate: String, distance: Int)?
    let lowered = word.lowercased()
    for candidate in candidates
    where candidate != word && abs(candidate.utf8.count - word.utf8.count) <= limit * 4 {
      let distance = between(lowered, candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }
}
