import Foundation
import Testing

@testable import Typeset

/// The style table adds link styles through a filter and puts them in its index later; every
/// way of asking must still find each distinct style under one ID.
@Suite("StyledText.StyleTable") struct StyleTableTests {
  private let plain = TextStyle.body
  private var bold: TextStyle { TextStyle.body.bold() }

  private func linked(_ base: TextStyle, _ index: Int) -> TextStyle {
    TextStyle(
      storage: base.storage,
      linkTarget: TextStyle.LinkTarget.make(verbatim: "https://h\(index % 5).example/\(index)"))
  }

  @Test func linkStylesAddedThroughTheFilterAreFoundAgain() {
    var table = StyledText.StyleTable()
    var ids: [Int32] = []
    // Many distinct links (the filter grows several times), each over two parents.
    for index in 0..<20_000 {
      ids.append(table.internLink(linked(plain, index)))
      ids.append(table.internLink(linked(bold, index)))
    }
    #expect(Set(ids).count == 40_000)
    #expect(table.styles.count == 40_000)
    // Equal styles made anew, by value and through the filter, find the same IDs.
    for index in stride(from: 0, to: 20_000, by: 7) {
      #expect(table.internByValue(linked(plain, index)) == ids[2 * index])
      #expect(table.internLink(linked(bold, index)) == ids[2 * index + 1])
    }
    #expect(table.styles.count == 40_000)
    for (id, style) in table.styles.enumerated() where id % 997 == 0 {
      #expect(table.internLink(style) == Int32(id))
    }
  }

  @Test func theIndexHoldsStylesNotYetPlaced() {
    var table = StyledText.StyleTable()
    _ = table.internByValue(plain)
    for index in 0..<300 { _ = table.internLink(linked(plain, index)) }
    // The index handed out (as a document keeps it) finds every style, placed or not.
    let slots = table.slots
    for (id, style) in table.styles.enumerated() {
      let check = UInt32(truncatingIfNeeded: StyledText.StyleTable.hash(style))
      let found = slots.find(check: check) { table.styles[Int($0)] == style }
      guard case .found(let foundID) = found else {
        Issue.record("style \(id) not in the index")
        continue
      }
      #expect(foundID == Int32(id))
    }
  }

  @Test func linkStylesInternedByValueFirstAreSeenByTheFilter() {
    var table = StyledText.StyleTable()
    // Added before the filter exists: the filter starts from them.
    let early = (0..<50).map { table.internByValue(linked(plain, $0)) }
    for index in 0..<50 { #expect(table.internLink(linked(plain, index)) == early[index]) }
    // Added by value after it exists: the filter learns them too.
    let late = (50..<100).map { table.internByValue(linked(bold, $0)) }
    for index in 50..<100 { #expect(table.internLink(linked(bold, index)) == late[index - 50]) }
    #expect(table.styles.count == 100)
  }
}
