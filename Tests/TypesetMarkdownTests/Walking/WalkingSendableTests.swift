import Testing
import TypesetMarkdown

/// Compile-only: this file stops building if a type that readers hold loses `Sendable`.
@Suite struct WalkingSendableTests {
  static func requireSendable<T: Sendable>(_: T.Type) {}

  @Test func readingTypesAreSendable() {
    Self.requireSendable(MarkdownBytes.self)
    Self.requireSendable(MarkdownWalkAction.self)
    Self.requireSendable(MarkdownList.Delimiter.self)
    Self.requireSendable(MarkdownListItem.Checkbox.self)
    Self.requireSendable(MarkdownHeading.self)
    Self.requireSendable(MarkdownList.self)
    Self.requireSendable(MarkdownListItem.self)
    Self.requireSendable(MarkdownCodeBlock.self)
    Self.requireSendable(MarkdownTable.self)
    Self.requireSendable(MarkdownTableCell.self)
    Self.requireSendable(MarkdownLink.self)
    Self.requireSendable(MarkdownImage.self)
    Self.requireSendable(MarkdownFootnoteReference.self)
    Self.requireSendable(MarkdownFootnoteDefinition.self)
    Self.requireSendable(MarkdownText.self)
    Self.requireSendable(MarkdownStyler.self)
    Self.requireSendable(MarkdownStyler.Options.self)
    Self.requireSendable(MarkdownStyler.RawHTML.self)
  }
}
