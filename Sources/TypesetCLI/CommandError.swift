/// A failure that ends the command: a usage mistake (status 2) or invalid input (status 1).
struct CommandError: Error {
  let message: String
  let status: Int32

  /// The arguments are wrong; the message says which and how to get help.
  static func usage(_ message: String) -> CommandError {
    CommandError(message: "error: \(message)\nRun 'typeset --help' for usage.", status: 2)
  }

  /// The input cannot be processed; the message points at the problem.
  static func invalidInput(_ message: String) -> CommandError {
    CommandError(message: message.hasPrefix("error:") ? message : "error: \(message)", status: 1)
  }
}
