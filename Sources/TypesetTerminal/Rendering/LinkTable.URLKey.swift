extension LinkTable {
  /// A URL's bytes as a dictionary key, hashed as one block of memory rather than byte by byte.
  struct URLKey: Hashable {
    let bytes: [UInt8]

    func hash(into hasher: inout Hasher) {
      bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }
}
