extension FontFamily {
  /// The face that renders the given weight and style, chosen by the CSS font-matching rules.
  ///
  /// Faces of the requested style are preferred; with no italic face, the upright faces are
  /// used (the platform then slants them). Among those, the CSS rules pick the weight: the exact
  /// weight; for 400 try 500, for 500 try 400, then lighter weights nearest first, then
  /// heavier; below 400 lighter first then heavier; above 500 heavier first then lighter.
  /// Returns `nil` only for the system font or a family without faces.
  ///
  ///     let family = FontFamily.custom("F", faces: [
  ///       .init(weight: .light, name: "F-Light"), .init(weight: .heavy, name: "F-Heavy")])
  ///     family.face(weight: .regular, italic: false)?.name   // "F-Light"
  ///     family.face(weight: .semibold, italic: true)?.name   // "F-Heavy"
  ///
  /// - Parameters:
  ///   - weight: the desired weight.
  ///   - italic: whether an italic face is wanted.
  public func face(weight: FontWeight, italic: Bool) -> FontFace? {
    let styled = faces.filter { $0.isItalic == italic }
    let candidates = styled.isEmpty ? faces : styled
    var best: FontFace?
    var bestRank = Int.max
    for face in candidates {
      let rank = Self.matchRank(of: face.weight.rawValue, for: weight.rawValue)
      if rank < bestRank {
        best = face
        bestRank = rank
      }
    }
    return best
  }

  /// Orders candidate weights for a desired weight: lower ranks are better matches.
  static func matchRank(of candidate: Int, for desired: Int) -> Int {
    if candidate == desired { return 0 }
    let distance = abs(candidate - desired)
    // Each tier is 10_000 apart; within a tier nearer weights rank first.
    if (400...500).contains(desired) {
      if candidate > desired && candidate <= 500 { return 10_000 + distance }
      if candidate < desired { return 20_000 + distance }
      return 30_000 + distance
    }
    if desired < 400 {
      return candidate < desired ? 10_000 + distance : 20_000 + distance
    }
    return candidate > desired ? 10_000 + distance : 20_000 + distance
  }
}
