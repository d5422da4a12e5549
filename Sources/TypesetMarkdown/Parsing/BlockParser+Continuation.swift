/// Phase 1 of each line: matching the open blocks' continuation conditions.

extension BlockParser {
  /// Phase 1 of a line (spec appendix, "Phase 1: block structure", first step): matches
  /// the line against each open block's continuation condition (§5.1 block quotes, §5.2
  /// list items, §4.4–§4.6 code and HTML blocks), consuming the markers it finds. Sets
  /// `matchedDepth` and returns the last matched block, or nil when the line closed a fence.
  mutating func matchOpenBlocks() -> Int32? {
    var depth = 1
    matchLoop: while depth < open.count {
      findFirstNonspace()
      if blank && indent == 0 {
        // Nothing is left of the line: the lists and items below (and, on an empty line, the
        // footnote definitions) continue without reading a byte, so the walk goes straight
        // to the next block that needs a look. Without the jump, every blank line in deep
        // nesting would cost the whole depth.
        depth = open.firstStop(from: depth, lineIsEmpty: lineStart == lineEnd)
      }
      let block = open[depth]
      switch kind(block) {
      case .blockQuote:
        guard indent <= CommonMark.maximumBlockIndent && input[firstNonspace] == UInt8(ascii: ">")
        else { break matchLoop }
        advanceOffset(indent + 1, columns: true)
        if ASCII.isSpaceOrTab(input[offset]) { advanceOffset(1, columns: true) }
      case .listItem:
        let item = nodes[Int(block)]
        let contentIndent = item.itemMarkerOffset + item.itemPadding
        if indent >= contentIndent {
          advanceOffset(contentIndent, columns: true)
        } else if blank && item.firstChild >= 0 {
          advanceOffset(firstNonspace - offset, columns: false)
        } else {
          break matchLoop
        }
      case .codeBlock:
        if nodes[Int(block)].fenceLength > 0 {
          // Fenced (§4.5): a closing fence ends the block and the line.
          let fenceCharacter = openFence.character
          if indent <= CommonMark.maximumBlockIndent && input[firstNonspace] == fenceCharacter {
            var fenceEnd = firstNonspace
            while input[fenceEnd] == fenceCharacter { fenceEnd += 1 }
            if fenceEnd - firstNonspace >= openFence.length {
              var afterSpaces = fenceEnd
              while ASCII.isSpaceOrTab(input[afterSpaces]) { afterSpaces += 1 }
              if ASCII.isLineEnding(input[afterSpaces]) {
                matchedDepth = depth + 1
                nodes[Int(block)].endLine = lineNumber
                nodes[Int(block)].endColumn = Int32(lineEnd - lineStart)
                finalize(block, endIsSet: true)
                return nil
              }
            }
          }
          // The opening fence's indentation is removed from each content line.
          var indentLeft = openFence.indent
          while indentLeft > 0 && ASCII.isSpaceOrTab(input[offset]) {
            advanceOffset(1, columns: true)
            indentLeft -= 1
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
        if blank && nodes[Int(block)].htmlBlockType >= HTMLBlockKind.blockTag { break matchLoop }
      case .paragraph:
        if blank { break matchLoop }
      case .list:
        break
      case .table:
        if blank || isEmptyTableRow(firstNonspace, lineEnd)
          || openTableAutocompletedCells > CommonMark.maximumAutocompletedTableCells
        {
          break matchLoop
        }
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
      depth += 1
    }
    matchedDepth = depth
    return open[depth - 1]
  }
}
