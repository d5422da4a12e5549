/// The bits of ``NodeRecord/flags``.
enum NodeFlags {
  static let ordered: UInt8 = 1
  static let tight: UInt8 = 2
  static let task: UInt8 = 4
  static let checked: UInt8 = 8
  static let header: UInt8 = 16
  static let parenDelimiter: UInt8 = 32
  static let setext: UInt8 = 64
  /// Parse-time: the block ended with a blank line.
  static let lastLineBlank: UInt8 = 128
}
