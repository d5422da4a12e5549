let words = Array(CommandLine.arguments.dropFirst())

/// Whether the words ask for help (`--help` or `-h` before any `--`).
func asksForHelp(_ words: ArraySlice<String>) -> Bool {
  for word in words {
    if word == "--" { return false }
    if word == "--help" || word == "-h" { return true }
  }
  return false
}

/// Prints text to standard output, reporting a failed write.
func printOutput(_ text: String) throws(CommandError) {
  var output = OutputSink(path: nil)
  var buffer = Array(text.utf8)
  try output.finish(&buffer)
}

do throws(CommandError) {
  let rest = words.dropFirst()
  switch words.first {
  case "render":
    if asksForHelp(rest) {
      try printOutput(RenderCommand.help)
    } else {
      try RenderCommand(arguments: rest).run()
    }
  case "demo":
    if asksForHelp(rest) {
      try printOutput(DemoCommand.help)
    } else {
      try DemoCommand(arguments: rest).run()
    }
  case "theme":
    if asksForHelp(rest) {
      try printOutput(ThemeCommand.help)
    } else {
      try ThemeCommand(arguments: rest).run()
    }
  case "help":
    switch rest.first {
    case nil: try printOutput(Usage.text)
    case "render": try printOutput(RenderCommand.help)
    case "demo": try printOutput(DemoCommand.help)
    case "theme": try printOutput(ThemeCommand.help)
    case let command?: throw .usage("no help for unknown command '\(command)'")
    }
  case "--help", "-h":
    try printOutput(Usage.text)
  case "--version":
    try printOutput(Version.current + "\n")
  case nil:
    Platform.writeError(Usage.text)
    Platform.exit(2)
  case let command?:
    throw .usage(
      command.hasPrefix("-") ? "unknown option \(command)" : "unknown command '\(command)'")
  }
} catch {
  Platform.writeError(error.message + "\n")
  Platform.exit(error.status)
}
