/// Why a JSON text could not be read, and where: a byte offset and its line and column.
///
///     JSONSyntaxError(message: "expected ':'", offset: 5, location: .init(line: 1, column: 6))
///       .description   // "1:6: expected ':'"
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  package var message: String
  /// The byte offset of the problem.
  package var offset: Int
  /// The line and UTF-8 byte column of the problem.
  package var location: SourceLocation

  package init(message: String, offset: Int, location: SourceLocation) {
    self.message = message
    self.offset = offset
    self.location = location
  }

  /// `line:column: message`.
  package var description: String { "\(location): \(message)" }
}
