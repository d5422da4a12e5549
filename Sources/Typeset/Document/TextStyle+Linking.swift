import TypesetSupport

extension TextStyle {
  /// This style linking to `destination`, or `nil` when the destination is not a URL or the
  /// shared URL-safety check rejects it (`javascript:`, `vbscript:`, `file:`, non-image
  /// `data:`) and `allowsUnsafe` is not set. Lowerings of documents link through this.
  package func linking(to destination: String, allowsUnsafe: Bool = false) -> TextStyle? {
    guard !destination.isEmpty, allowsUnsafe || !URLSafety.isDangerous(destination),
      let target = LinkTarget.validating(destination)
    else { return nil }
    var linked = self
    linked.linkTarget = target
    return linked
  }

  /// Whether the style at `style` carries an attachment, read where it lies: a renderer
  /// walking a document's styles asks without copying one out (a copy retains and releases
  /// its values, link and attachment).
  ///
  ///     styles.withUnsafeBufferPointer { TextStyle.hasAttachment(at: $0.baseAddress!) }
  package static func hasAttachment(at style: UnsafePointer<TextStyle>) -> Bool {
    style.pointee.attachmentBox != nil
  }

  /// The parts of the attachment of the style at `style` (see
  /// ``AttachmentBox/unsafeParts``), read where it lies, or nil when it has none: valid while
  /// the style is.
  ///
  ///     TextStyle.attachmentParts(at: pointer)?.name.count   // 4 for an image named "star"
  package static func attachmentParts(at style: UnsafePointer<TextStyle>) -> AttachmentBox.Parts? {
    style.pointee.attachmentBox?.unsafeParts
  }

  /// ``readLinkBytes(_:)`` for the style at `style`, read where it lies.
  ///
  ///     TextStyle.readLinkBytes(at: pointer) { count = $0.count }
  package static func readLinkBytes(
    at style: UnsafePointer<TextStyle>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) -> Bool {
    guard style.pointee.linkTarget != nil else { return false }
    return style.pointee.readLinkBytes(body)
  }

  /// ``storedValuesIdentity`` of the style at `style`, read where it lies.
  ///
  ///     TextStyle.storedValuesIdentity(at: pointer) == style.storedValuesIdentity   // true
  package static func storedValuesIdentity(at style: UnsafePointer<TextStyle>) -> ObjectIdentifier {
    ObjectIdentifier(style.pointee.storage)
  }

  /// Whether the style carries a link.
  package var hasLink: Bool { linkTarget != nil }

  /// Whether the style carries an attachment, asked without copying it out.
  ///
  ///     TextStyle().hasAttachment   // false
  package var hasAttachment: Bool { attachmentBox != nil }

  /// The bytes of the style's link and of its attachment's name, alternative text and title:
  /// what a writer adds beside the text in this style.
  ///
  ///     TextStyle().bytesBesideText   // 0
  var bytesBesideText: Int {
    var count = linkTarget?.count ?? 0
    if let attachmentBox { count += attachmentBox.byteCount }
    return count
  }

  /// Calls `body` with the link's UTF-8 bytes, as ``withLinkBytes(_:)`` does, and tells
  /// whether there is a link: not generic, so a renderer in another module calls it without
  /// the cost of an unspecialised generic call.
  ///
  ///     var count = 0
  ///     _ = style.readLinkBytes { count = $0.count }
  package func readLinkBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
    guard let linkTarget else { return false }
    linkTarget.withBytes(body)
    return true
  }

  /// Calls `body` with the link's UTF-8 bytes as stored (the string `link?.absoluteString`
  /// gives, without making a Foundation `URL`), or returns `nil` when there is no link.
  /// Renderers that write a URL as bytes read it through this.
  ///
  ///     style.withLinkBytes { $0.count }   // nil without a link
  package func withLinkBytes<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result? {
    guard let linkTarget else { return nil }
    return try linkTarget.withBytes(body)
  }
}
