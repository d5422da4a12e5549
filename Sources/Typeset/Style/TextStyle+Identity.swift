extension TextStyle {
  /// The identity of the style's stored values when it has no link or attachment, else `nil`: styles with
  /// equal identities are equal, known without comparing a value. Styles made by the same
  /// steps usually share storage, so a cache of recent styles checks identities first (the
  /// style that owns the storage must be kept alive beside its identity, or the identity may
  /// be reused).
  ///
  ///     let bold = TextStyle().bold()
  ///     bold.valuesIdentity == bold.valuesIdentity                // true
  ///     bold.valuesIdentity == TextStyle().bold().valuesIdentity  // false: stored apart
  package var valuesIdentity: ObjectIdentifier? {
    linkTarget == nil && attachmentBox == nil ? ObjectIdentifier(storage) : nil
  }

  /// The hash of the style's values without its link and attachment, computed once per stored set of
  /// values: styles whose values hashes differ are different.
  ///
  ///     TextStyle().bold().valuesHash == TextStyle().bold().valuesHash   // true
  package var valuesHash: Int { storage.hash }

  /// The identity of the style's stored values, link and attachment or not: styles with equal identities
  /// differ at most by their link and attachment (the thousands of distinct links of a page usually share
  /// one storage). The style that owns the storage must be kept alive beside it.
  ///
  ///     let bold = TextStyle().bold()
  ///     var linked = bold
  ///     linked.link = URL(string: "https://swift.org")
  ///     linked.storedValuesIdentity == bold.storedValuesIdentity   // true
  package var storedValuesIdentity: ObjectIdentifier { ObjectIdentifier(storage) }
}
