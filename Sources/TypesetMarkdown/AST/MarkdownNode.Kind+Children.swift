extension MarkdownNode.Kind {
  /// Whether nodes of this kind can have children; a walk leaves only these.
  ///
  ///     MarkdownNode.Kind.paragraph.canHaveChildren   // true
  ///     MarkdownNode.Kind.codeBlock.canHaveChildren   // false: its code is its literal
  public var canHaveChildren: Bool {
    switch self {
    case .text, .softBreak, .lineBreak, .code, .html, .htmlBlock, .codeBlock, .thematicBreak,
      .footnoteReference:
      return false
    default: return true
    }
  }
}
