/// A failure that ends the command: a usage mistake (status 2), invalid input or a failed
/// write (status 1).
struct CommandError: Error {
  let message: String
  let status: Int32

  /// The arguments are wrong; the message says which, and how to get help for `command`.
  static func usage(_ message: String, command: String? = nil) -> CommandError {
    let help = command.map { "typeset \($0) --help" } ?? "typeset --help"
    return CommandError(message: "error: \(message)\nRun '\(help)' for usage.", status: 2)
  }

  /// The input cannot be processed; the message points at the problem.
  static func invalidInput(_ message: String) -> CommandError {
    CommandError(message: message.hasPrefix("error:") ? message : "error: \(message)", status: 1)
  }

  /// The output cannot be written.
  static func cannotWrite(_ target: String, reason: String) -> CommandError {
    CommandError(message: "error: cannot write \(target): \(reason)", status: 1)
  }
}
