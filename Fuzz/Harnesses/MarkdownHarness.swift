// libFuzzer harness for the Markdown parser and HTML renderer (Scripts/fuzz.sh builds and runs it).
//
// FUZZ_TARGET selects the extensions: `markdown-gfm` (the default) or `markdown-commonmark`.
// Besides crashes and sanitizer reports, an input fails when it breaks an invariant:
//
// - safe HTML (default renderer options) holds only tags the renderer writes itself, and no
//   href or src whose scheme is `javascript:`, `vbscript:`, `file:` or a non-image `data:`;
// - parsing and rendering twice gives the same HTML, safe and unsafe;
// - unsafe HTML with the GFM tag filter opens no filtered tag (`<script`, `<iframe`, …);
// - walking the tree visits as many enters as exits, every node once, and every accessor
//   answers;
// - styling the document with the default theme and flattening it gives text whose runs cover
//   it, with no dangerous link in any run.

import Foundation
import Typeset
import TypesetMarkdown

/// The extensions under test, read once from `FUZZ_TARGET`.
private let fuzzExtensions: MarkdownExtensions = {
  guard let target = getenv("FUZZ_TARGET") else { return .gfm }
  return String(cString: target) == "markdown-commonmark" ? .commonMark : .gfm
}()

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let options = MarkdownParser.Options(extensions: fuzzExtensions)
  let document = MarkdownParser.parse(bytes, options: options)
  let safe = MarkdownHTMLRenderer()
  let html = safe.render(document)
  if let problem = HTMLSafetyCheck.problem(in: html) {
    fail("safe HTML \(problem)", bytes, html)
  }
  if safe.render(MarkdownParser.parse(bytes, options: options)) != html {
    fail("a second parse renders differently", bytes, html)
  }
  let unsafe = MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true))
  let unsafeHTML = unsafe.render(document)
  if unsafe.render(document) != unsafeHTML {
    fail("a second unsafe render differs", bytes, unsafeHTML)
  }
  if let tag = HTMLSafetyCheck.filteredTag(in: unsafeHTML) {
    fail("tag filter let <\(tag) through", bytes, unsafeHTML)
  }
  checkWalk(document, bytes)
  checkStyled(document, bytes)
  return 0
}

/// Styles the document with the default theme, flattens it and resolves it: the runs cover the
/// text, and no run links to a URL the safety check refuses.
private func checkStyled(_ document: MarkdownDocument, _ bytes: UnsafeBufferPointer<UInt8>) {
  let flat = MarkdownStyler(theme: .default).style(document).flattenedWithBlocks()
  let resolved = flat.text.resolved(in: TextEnvironment())
  var end = 0
  for run in resolved.runs {
    guard run.utf8Range.lowerBound == end else { fail("runs leave a gap", bytes, flat.text.string) }
    end = run.utf8Range.upperBound
    if let link = run.style.link?.absoluteString, URLSafetyProbe.isDangerous(link) {
      fail("a styled run links to \(link)", bytes, flat.text.string)
    }
  }
  if end != flat.text.string.utf8.count { fail("runs end early", bytes, flat.text.string) }
  _ = resolved.jsonString(blocks: flat.blocks)
}

/// The schemes the safety check refuses, seen from outside the package (lowercased, leading
/// spaces and controls skipped): javascript:, vbscript:, file: and non-image data:.
private enum URLSafetyProbe {
  static func isDangerous(_ url: String) -> Bool {
    let scheme = url.drop { $0.asciiValue.map { $0 <= 0x20 } ?? false }.lowercased()
    if scheme.hasPrefix("javascript:") || scheme.hasPrefix("vbscript:") || scheme.hasPrefix("file:")
    {
      return true
    }
    guard scheme.hasPrefix("data:") else { return false }
    return !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains {
      scheme.hasPrefix($0)
    }
  }
}

/// Walks the tree and reads every accessor, checking that every exit closes the innermost open
/// node (leaves may go without an exit) and that every node is entered once.
private func checkWalk(_ document: MarkdownDocument, _ bytes: UnsafeBufferPointer<UInt8>) {
  var open: [MarkdownNode] = []
  var entered = 0
  var touched = 0
  document.walk { event in
    let node = event.node
    if event.isEntering {
      open.append(node)
      entered += 1
      touched &+= (node.literal?.utf8.count ?? 0) &+ (node.destination?.utf8.count ?? 0)
      touched &+= (node.title?.utf8.count ?? 0) &+ (node.info?.utf8.count ?? 0)
      touched &+= (node.headingLevel ?? 0) &+ (node.listStart ?? 0)
      touched &+= (node.footnoteLabel?.utf8.count ?? 0) &+ (node.footnoteNumber ?? 0)
      touched &+= node.sourceRange.start.line &+ node.sourceRange.end.column
      return
    }
    while let last = open.last, last != node {
      if last.firstChild != nil { fail("walk leaves \(last.kind) before its child", bytes, "") }
      open.removeLast()
    }
    if open.popLast() == nil { fail("walk leaves \(node.kind) it never entered", bytes, "") }
  }
  if let unclosed = open.first(where: { $0.firstChild != nil }) {
    fail("walk never leaves \(unclosed.kind)", bytes, "")
  }
  if entered != document.nodeCount {
    fail("walk enters \(entered) nodes of \(document.nodeCount)", bytes, "")
  }
  if touched == Int.min { print("") }  // Keeps the accessor reads alive.
}

/// Reports a broken invariant and aborts, so libFuzzer saves the input as a crash.
private func fail(_ message: String, _ bytes: UnsafeBufferPointer<UInt8>, _ html: String) -> Never {
  let input = String(decoding: bytes.prefix(400), as: UTF8.self)
  fatalError(
    "invariant broken: \(message)\ninput: \(String(reflecting: input))\n"
      + "html: \(String(reflecting: String(html.prefix(400))))")
}
