extension StyledText {
  /// Styles tag markup leniently: never fails, whatever the input.
  ///
  /// Unknown tags follow the scheme's policy (stripped by default), an unclosed tag runs to the
  /// end, a stray closing tag is ignored, and a `<` or `&` that cannot start a tag or reference
  /// is text, so `"a < b & c"` survives.
  ///
  ///     let text = StyledText(markup: "a <b>b <i>c</i></b> &lt;x&gt;")
  ///     text.runs.map(\.text)   // ["a ", "b ", "c", " <x>"]
  ///
  /// - Parameters:
  ///   - markup: the marked-up text.
  ///   - style: the style of text outside any tag.
  ///   - tags: the tag rules.
  public init(markup: String, style: TextStyle = .body, tags: TagScheme = .default) {
    // Lenient mode throws only when a rule throws, and the styler swallows those.
    self =
      (try? StyledText(markup: markup, style: style, tags: tags, mode: .lenient))
      ?? StyledText(markup, style: style)
  }

  /// Styles a ``MarkupString`` leniently: its interpolated values were escaped when it was
  /// built, so they are text, whatever they hold.
  ///
  ///     let name = "<Ann>"
  ///     StyledText(markup: MarkupString("Hi <b>\(name)</b>")).runs.map(\.text)   // ["Hi ", "<Ann>"]
  ///
  /// - Parameters:
  ///   - markup: the marked-up text.
  ///   - style: the style of text outside any tag.
  ///   - tags: the tag rules.
  public init(markup: MarkupString, style: TextStyle = .body, tags: TagScheme = .default) {
    self.init(markup: markup.rawValue, style: style, tags: tags)
  }

  /// Styles a ``MarkupString`` in the given mode; strict mode throws at the first problem.
  ///
  ///     let line: MarkupString = "<b>\(userName)</b>"
  ///     let text = try StyledText(markup: line, mode: .strict)
  ///
  /// - Parameters:
  ///   - markup: the marked-up text.
  ///   - style: the style of text outside any tag.
  ///   - tags: the tag rules.
  ///   - mode: lenient (forgiving) or strict (throws).
  public init(
    markup: MarkupString, style: TextStyle = .body, tags: TagScheme = .default, mode: MarkupMode
  ) throws(MarkupError) {
    try self.init(markup: markup.rawValue, style: style, tags: tags, mode: mode)
  }

  /// Styles tag markup in the given mode; strict mode throws at the first problem.
  ///
  ///     do {
  ///       _ = try StyledText(markup: "<b>bold", mode: .strict)
  ///     } catch {
  ///       print(error)
  ///       // error: unclosed tag <b>
  ///       //  --> input:1:1
  ///       // <b>bold
  ///       // ^
  ///     }
  ///
  /// - Parameters:
  ///   - markup: the marked-up text.
  ///   - style: the style of text outside any tag.
  ///   - tags: the tag rules.
  ///   - mode: lenient (forgiving) or strict (throws).
  public init(
    markup: String, style: TextStyle = .body, tags: TagScheme = .default, mode: MarkupMode
  ) throws(MarkupError) {
    var source = markup
    source.makeContiguousUTF8()
    let result = source.utf8.withContiguousStorageIfAvailable {
      input -> Result<StyledText, MarkupError> in
      do throws(MarkupError) {
        var styler = MarkupStyler(base: style, scheme: tags, mode: mode, input: input)
        // The text is written straight into the string's storage: tags and references make
        // it no longer than the input, unless a rule inserts more text than its tag takes,
        // and then the scan runs again into an array.
        var failure: MarkupError? = nil
        var fitted = true
        var text = String(unsafeUninitializedCapacity: input.count) { buffer in
          do throws(MarkupError) {
            guard
              let count = try MarkupScanner.scan(input, mode: mode, handler: &styler, into: buffer)
            else {
              fitted = false
              return 0
            }
            return count
          } catch {
            failure = error
            return 0
          }
        }
        if let failure { throw failure }
        if !fitted {
          styler = MarkupStyler(base: style, scheme: tags, mode: mode, input: input)
          let output = try MarkupScanner.scan(input, mode: mode, handler: &styler)
          text = String(decoding: output, as: UTF8.self)
        }
        try styler.finish()
        let runs = styler.takeRuns(byteCount: text.utf8.count)
        return .success(
          StyledText(
            markupText: text, runEnds: runs.ends, runStyleIDs: runs.styles,
            styles: styler.styles))
      } catch {
        return .failure(error)
      }
    }
    switch result! {
    case .success(let text): self = text
    case .failure(let error): throw error
    }
  }

  /// Assembles the scanner's text and the styler's runs, applying case transforms if a style
  /// has one.
  private init(markupText text: String, runEnds: [Int], runStyleIDs: [Int32], styles: [TextStyle]) {
    guard styles.contains(where: { ($0.textCase ?? .original) != .original }) else {
      self.init(string: text, runEnds: runEnds, runStyleIDs: runStyleIDs, styles: styles)
      return
    }
    var text = text
    var builder = Builder(reservingBytes: runEnds.last ?? 0, runs: runEnds.count)
    text.withUTF8 { bytes in
      var start = 0
      for (end, style) in zip(runEnds, runStyleIDs) {
        let piece = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        builder.append(piece, style: styles[Int(style)])
        start = end
      }
    }
    self = builder.build()
  }
}

extension String {
  /// Styles this string as tag markup, leniently.
  ///
  ///     "<b>Hello</b>, world".styledAsMarkup(.body).runs.count   // 2
  ///
  /// - Parameters:
  ///   - style: the style of text outside any tag.
  ///   - tags: the tag rules.
  public func styledAsMarkup(_ style: TextStyle = .body, tags: TagScheme = .default) -> StyledText {
    StyledText(markup: self, style: style, tags: tags)
  }
}

extension MarkupString {
  /// Styles this markup, leniently; interpolated values stay text.
  ///
  ///     let name = "<Ann>"
  ///     let line: MarkupString = "Hi <b>\(name)</b>"
  ///     line.styledAsMarkup(.body).runs.map(\.text)   // ["Hi ", "<Ann>"]
  ///
  /// - Parameters:
  ///   - style: the style of text outside any tag.
  ///   - tags: the tag rules.
  public func styledAsMarkup(_ style: TextStyle = .body, tags: TagScheme = .default) -> StyledText {
    StyledText(markup: self, style: style, tags: tags)
  }
}
