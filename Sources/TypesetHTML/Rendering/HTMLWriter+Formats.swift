import Typeset
import TypesetSupport

extension HTMLWriter {
  /// The format of the shared text's style `id` in block style `base`, and (through
  /// `idStates`) its `href`: from the ID's last answer when the block style is the same, else
  /// from the table of (block style, ID) pairs, else decided.
  @inline(__always)
  mutating func format(ofID id: Int, base: Int32, _ text: SharedText) -> Int {
    let state = idStates[id]
    if state.base == base { return Int(state.format) }
    return formatSlowly(ofID: id, base: base, text)
  }

  /// ``format(ofID:base:_:)`` for an ID met for the first time, or in another block style.
  mutating func formatSlowly(ofID id: Int, base: Int32, _ text: SharedText) -> Int {
    if !idStates[id].isExamined { examine(id, text) }
    let formatID: Int32
    if let known = idFormats[Int(base), id] {
      formatID = known
    } else {
      var style = text.styles[id]
      if style.hasLink { style.link = nil }
      formatID = format(of: style, base: base, isLinked: !idStates[id].href.isEmpty)
      idFormats[Int(base), id] = formatID
    }
    idStates[id].base = base
    idStates[id].format = formatID
    return Int(formatID)
  }

  /// Reads what a style ID's runs need besides their format: whether its style holds an
  /// attachment, and its link's escaped `href` (empty when the URL-safety check refuses it),
  /// kept in `hrefs`.
  mutating func examine(_ id: Int, _ text: SharedText) {
    let style = text.styles[id]
    idStates[id].isExamined = true
    idStates[id].hasAttachment = style.attachment != nil
    guard style.hasLink else { return }
    let start = hrefs.count
    style.withLinkBytes { url in
      guard options.allowsUnsafeLinks || !URLSafety.isDangerous(url) else { return }
      HTMLEscaping.append(url, as: .url, to: &hrefs)
    }
    idStates[id].hrefStart = Int32(start)
    idStates[id].hrefEnd = Int32(hrefs.count)
  }

  /// The format of `style` (without its link) in a block whose text starts from block style
  /// `base`.
  mutating func format(of style: TextStyle, base: Int32, isLinked: Bool) -> Int32 {
    // Text alternates between a few styles: the last eight answers are checked first (equal
    // styles usually share storage, which compares by identity).
    for slot in 0..<recentFormats.count {
      let recent = recentFormats[slot]
      if recent.base == base && recent.isLinked == isLinked && recent.style == style {
        return recent.index
      }
    }
    let key = FormatKey(base: base, style: style, isLinked: isLinked)
    let index: Int32
    if let known = formatIndex[key] {
      index = known
    } else {
      formats.append(makeFormat(of: style, base: blockStyles[Int(base)], isLinked: isLinked))
      index = Int32(formats.count - 1)
      formatIndex[key] = index
    }
    let recent = RecentFormat(base: base, style: style, isLinked: isLinked, index: index)
    if recentFormats.count < 8 {
      recentFormats.append(recent)
    } else {
      recentFormats[nextRecentFormat] = recent
      nextRecentFormat = (nextRecentFormat + 1) & 7
    }
    return index
  }

  /// Decides a style's elements and span: an element when the run's style holds the theme's
  /// style for it and the block's does not, or (for tag markup, whose tags do not use the
  /// theme's Markdown styles) when its resolved value shows it — bold, italic, struck through,
  /// monospaced — and the block's does not. Then the theme's named styles it holds become
  /// classes, and whatever still differs a class or inline style of its own; the span's
  /// opening tag is written once, into `spanTags`.
  mutating func makeFormat(of style: TextStyle, base: TextStyle, isLinked: Bool) -> RunFormat {
    let resolved = resolution(of: style)
    let resolvedBase = resolution(of: base)
    var expected = base
    var elements: InlineElements = []
    // A relative size compounds when merged again, so it cannot show that a style holds a
    // slot: the rest of the slot must (a slot that is only a relative size never does).
    func contains(_ style: TextStyle, _ slot: TextStyle) -> Bool {
      var fixed = slot
      if fixed.size?.isRelative == true { fixed.size = nil }
      guard !fixed.isEmpty else { return false }
      return style.contains(fixed)
    }
    func holds(_ slot: TextStyle) -> Bool { contains(style, slot) && !contains(base, slot) }
    func take(_ element: InlineElements, _ slot: TextStyle, shown: Bool) {
      guard shown || holds(slot) else { return }
      elements.insert(element)
      expected = expected.merging(slot)
    }
    take(
      .strong, markdown.strong,
      shown: resolved.font.weight.rawValue >= 600 && resolvedBase.font.weight.rawValue < 600)
    take(
      .emphasis, markdown.emphasis, shown: resolved.font.isItalic && !resolvedBase.font.isItalic)
    take(
      .strikethrough, markdown.strikethrough,
      shown: resolved.strikethrough != nil && resolvedBase.strikethrough == nil)
    take(
      .code, markdown.inlineCode,
      shown: resolved.font.family == "ui-monospace" && resolvedBase.font.family != "ui-monospace")
    take(.footnoteReference, markdown.footnoteReference, shown: false)
    // A link is an `a`, which looks as the theme's link style says.
    if isLinked { expected = expected.merging(markdown.link) }
    if elements.contains(.strong) && elements.contains(.emphasis) {
      expected = expected.merging(markdown.strongEmphasis)
    }
    let isImageDescription = holds(markdown.image)
    if isImageDescription { expected = expected.merging(markdown.image) }

    // An email has no classes: its span says everything the elements do not.
    let fromElements = expected
    var span: [UInt8] = []
    if !isEmail {
      for named in self.named
      where contains(style, named.style) && !contains(expected, named.style) {
        expected = expected.merging(named.style)
        if !span.isEmpty { span.append(0x20) }
        span += named.className
      }
    }
    // What is left: every value that differs from what the elements and classes give.
    var declarations: [UInt8] = []
    values(of: style).appendDeclarations(
      differingFrom: values(of: isEmail ? fromElements : expected), to: &declarations)
    if isEmail {
      span = declarations
    } else if !declarations.isEmpty {
      if !span.isEmpty { span.append(0x20) }
      span += sheet.className(for: declarations)
    }
    let spanStart = spanTags.count
    if !span.isEmpty {
      if isEmail {
        CSSBytes.append("<span style=\"", to: &spanTags)
      } else {
        CSSBytes.append("<span class=\"", to: &spanTags)
      }
      span.withUnsafeBufferPointer { HTMLEscaping.append($0, as: .attribute, to: &spanTags) }
      CSSBytes.append("\">", to: &spanTags)
    }
    return RunFormat(
      elements: elements, isImageDescription: isImageDescription,
      spanStart: Int32(spanStart), spanEnd: Int32(spanTags.count))
  }

  /// A style resolved in the first environment, made once per distinct style: resolution is
  /// the costly part of deciding a format, and formats share their block styles.
  mutating func resolution(of style: TextStyle) -> ResolvedStyle {
    if let known = resolutions[style] { return known }
    let resolved = style.resolved(in: sheet.environments[0])
    resolutions[style] = resolved
    return resolved
  }

  /// A style's CSS values, made once per distinct style.
  mutating func values(of style: TextStyle) -> CSSValues {
    if let known = valueCache[style] { return known }
    let values = sheet.values(of: style)
    valueCache[style] = values
    return values
  }
}
