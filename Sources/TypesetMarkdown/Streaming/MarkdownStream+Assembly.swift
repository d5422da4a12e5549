/// Assembling the document so far from the regions' trees and a parse of the tail.

extension MarkdownStream {
  /// The document from region `first` on (all of it from 0), the unsettled tail parsed now;
  /// held regions whose missed labels the tail defines are parsed again for it. From region
  /// 0, footnotes are numbered as the parser numbers them.
  func assembledDocument(fromRegion first: Int = 0, tailSuffix: [UInt8] = []) -> MarkdownDocument {
    let tailPiece = parseTail(appending: tailSuffix)
    var tailDefinitions = LabelTable<KnownReference>()
    var hasTailDefinitions = false
    if let tailPiece {
      for definition in tailPiece.definitions where references[definition.label] == nil {
        tailDefinitions[definition.label] = definition.reference
        hasTailDefinitions = true
      }
    }
    var nodes = [StreamFragments.rootRecord(endLine: 1, endColumn: 0)]
    var bytes: [UInt8] = []
    var detached = 0
    var sawFootnotes = false
    var merged: LabelTable<KnownReference>? = nil
    for region in regions[first...] {
      let missesTailLabel =
        hasTailDefinitions && region.missedLabels.contains(where: { tailDefinitions[$0] != nil })
      if region.isStale || missesTailLabel {
        if merged == nil {
          var all = references
          tailDefinitions.forEachEntry { label, reference in all[label] = reference }
          merged = all
        }
        let piece = parsePiece(
          region.start, region.end, firstLine: region.firstLine, references: merged!)
        StreamTree.appendPiece(piece.nodes, piece.bytes, to: &nodes, &bytes)
        detached += piece.detachedCount
        sawFootnotes = sawFootnotes || Self.holdsFootnotes(piece.nodes)
      } else {
        StreamTree.appendPiece(region.nodes, region.bytes, to: &nodes, &bytes)
        detached += region.detachedCount
        sawFootnotes = sawFootnotes || region.hasFootnotes
      }
    }
    if let tailPiece {
      StreamTree.appendPiece(tailPiece.nodes, tailPiece.bytes, to: &nodes, &bytes)
      detached += tailPiece.detachedCount
      nodes[0].endLine = tailPiece.lastLine
      nodes[0].endColumn = tailPiece.lastLineLength
      sawFootnotes = sawFootnotes || Self.holdsFootnotes(tailPiece.nodes)
    } else {
      nodes[0].endLine = boundaryLine
      nodes[0].endColumn = boundaryLineLength
    }
    guard first == 0 && sawFootnotes && options.extensions.contains(.footnotes) else {
      return MarkdownDocument(
        storage: MarkdownStorage(nodes: nodes, bytes: bytes, detachedCount: detached))
    }
    return MarkdownDocument(storage: Self.numberFootnotes(nodes, bytes, detached, options))
  }

  /// The parse of the text after the last region, or nil when there is none (an empty
  /// document is one empty line, as the parser reads it).
  func parseTail(appending suffix: [UInt8] = []) -> PieceParse? {
    guard boundary < text.count || boundary == 0 else { return nil }
    var tail = Array(text[boundary...])
    tail.append(contentsOf: suffix)
    if let last = tail.last, ASCII.isLineEnding(last) {
    } else {
      tail.append(ASCII.lineFeed)
    }
    let extensions = options.extensions
    let known = references
    let firstLine = boundaryLine + 1
    return tail.withUnsafeBufferPointer { input in
      var parser = BlockParser(input, extensions: extensions)
      parser.priorReferences = known
      parser.recordsMissedLabels = true
      return parser.runPiece(firstLine: firstLine)
    }
  }

  /// Parses `text[start..<end]`, whose first line is `firstLine`, with `references` known.
  func parsePiece(
    _ start: Int, _ end: Int, firstLine: Int32, references known: LabelTable<KnownReference>
  ) -> PieceParse {
    let extensions = options.extensions
    return text.withUnsafeBufferPointer { all in
      var parser = BlockParser(
        UnsafeBufferPointer(rebasing: all[start..<end]), extensions: extensions)
      parser.priorReferences = known
      parser.recordsMissedLabels = true
      return parser.runPiece(firstLine: firstLine)
    }
  }

  /// Whether a tree holds footnote references or definitions.
  static func holdsFootnotes(_ nodes: [NodeRecord]) -> Bool {
    nodes.contains { $0.kind == .footnoteReference || $0.kind == .footnoteDefinition }
  }

  /// The parser's own footnote pass over an assembled tree.
  static func numberFootnotes(
    _ nodes: [NodeRecord], _ bytes: [UInt8], _ detached: Int, _ options: MarkdownParser.Options
  ) -> MarkdownStorage {
    let empty: [UInt8] = [ASCII.lineFeed]
    return empty.withUnsafeBufferPointer { input in
      var block = BlockParser(input, extensions: options.extensions)
      block.nodes = nodes
      block.bytes = bytes
      block.detachedCount = detached
      var inline = InlineParser(&block)
      inline.processFootnotes()
      return MarkdownStorage(
        nodes: inline.nodes, bytes: inline.bytes, detachedCount: inline.detachedCount)
    }
  }
}
