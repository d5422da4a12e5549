/// Phase 1 of each line: matching the open blocks' continuation conditions.

extension BlockParser {
  /// Phase 1 of a line (spec appendix, "Phase 1: block structure", first step): matches
  /// the line against each open block's continuation condition (§5.1 block quotes, §5.2
  /// list items, §4.4–§4.6 code and HTML blocks), consuming the markers it finds. Sets
  /// `matchedDepth` and returns the last matched block, or nil when the line closed a fence.
  mutating func matchOpenBlocks() -> Int32? {
    var k = 1
    matchLoop: while k < open.count {
      let b = open[k]
      findFirstNonspace()
      switch kind(b) {
      case .blockQuote:
        guard indent <= CommonMark.maximumBlockIndent && input[firstNonspace] == UInt8(ascii: ">")
        else { break matchLoop }
        advanceOffset(indent + 1, columns: true)
        if isSpaceOrTab(input[offset]) { advanceOffset(1, columns: true) }
      case .listItem:
        let need = nodes[Int(b)].itemMarkerOffset + nodes[Int(b)].itemPadding
        if indent >= need {
          advanceOffset(need, columns: true)
        } else if blank && nodes[Int(b)].firstChild >= 0 {
          advanceOffset(firstNonspace - offset, columns: false)
        } else {
          break matchLoop
        }
      case .codeBlock:
        if nodes[Int(b)].fenceLength > 0 {
          // Fenced: a closing fence ends the block and the line.
          let fenceChar = openFence.character
          if indent <= CommonMark.maximumBlockIndent && input[firstNonspace] == fenceChar {
            var j = firstNonspace
            while input[j] == fenceChar { j += 1 }
            if j - firstNonspace >= openFence.length {
              var e = j
              while isSpaceOrTab(input[e]) { e += 1 }
              if isLineEnd(input[e]) {
                matchedDepth = k + 1
                nodes[Int(b)].endLine = lineNumber
                nodes[Int(b)].endColumn = Int32(lineEnd - lineStart)
                finalize(b, endIsSet: true)
                return nil
              }
            }
          }
          var i = openFence.indent
          while i > 0 && isSpaceOrTab(input[offset]) {
            advanceOffset(1, columns: true)
            i -= 1
          }
        } else {
          if indent >= CommonMark.codeIndent {
            advanceOffset(CommonMark.codeIndent, columns: true)
          } else if blank {
            advanceOffset(firstNonspace - offset, columns: false)
          } else {
            break matchLoop
          }
        }
      case .htmlBlock:
        if blank && nodes[Int(b)].htmlBlockType >= HTMLBlockKind.blockTag { break matchLoop }
      case .paragraph:
        if blank { break matchLoop }
      case .list:
        break
      case .table:
        if blank || isEmptyTableRow(firstNonspace, lineEnd) { break matchLoop }
      case .footnoteDefinition:
        // Like cmark-gfm: indented lines continue, and so do lines that are entirely empty
        // (not merely blank).
        if indent >= CommonMark.codeIndent {
          advanceOffset(CommonMark.codeIndent, columns: true)
        } else if lineStart == lineEnd {
          break
        } else {
          break matchLoop
        }
      default:
        break matchLoop
      }
      k += 1
    }
    matchedDepth = k
    return open[k - 1]
  }
}
