import Typeset

let words = Array(CommandLine.arguments.dropFirst())
do throws(CommandError) {
  switch words.first {
  case "render":
    Platform.writeOutput(try RenderCommand(arguments: words.dropFirst()).run())
  case "demo":
    guard words.count == 1 else { throw .usage("demo takes no arguments") }
    Platform.writeOutput(DemoCommand().run())
  case "--help", "-h", "help":
    Platform.writeOutput(Usage.text)
  case nil:
    Platform.writeError(Usage.text)
    Platform.exit(2)
  case let command?:
    throw .usage("unknown command '\(command)'")
  }
} catch {
  Platform.writeError(error.message + "\n")
  Platform.exit(error.status)
}
