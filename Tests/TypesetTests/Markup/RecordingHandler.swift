@testable import Typeset

/// A handler that records every tag it is given and answers with a chosen action.
struct RecordingHandler: MarkupHandler {
  enum Event: Hashable {
    case open(MarkupTag, outputOffset: Int)
    case close(String, sourceRange: Range<Int>, outputOffset: Int)
    case selfClosing(MarkupTag, outputOffset: Int)
  }

  var events: [Event] = []
  /// When false only the counters are kept, for inputs with very many tags.
  var records = true
  var opens = 0
  var closes = 0
  /// The action for each tag name; `.consume` when absent.
  var actions: [String: MarkupTagAction] = [:]
  /// A closing tag with this name throws `strayClosingTag`, as a real handler would.
  var rejectedClosingTag: String? = nil
  var input: UnsafeBufferPointer<UInt8>? = nil

  mutating func openTag(_ tag: ScannedTag, outputOffset: Int) throws(MarkupError) -> MarkupTagAction
  {
    opens += 1
    if records { events.append(.open(tag.decoded, outputOffset: outputOffset)) }
    return actions[tag.name] ?? .consume
  }

  mutating func closeTag(
    named nameRange: Range<Int>, key: UInt64, sourceRange: Range<Int>, outputOffset: Int
  ) throws(MarkupError) -> MarkupTagAction {
    closes += 1
    let name = input.flatMap { $0.baseAddress }.map { MarkupScanner.lowercasedName($0, nameRange) }
    if let name, name == rejectedClosingTag, let input {
      throw .strayClosingTag(name, at: sourceRange.lowerBound, in: input)
    }
    if records {
      events.append(.close(name ?? "", sourceRange: sourceRange, outputOffset: outputOffset))
    }
    return actions["/" + (name ?? "")] ?? .consume
  }

  mutating func selfClosingTag(
    _ tag: ScannedTag, outputOffset: Int
  ) throws(MarkupError) -> MarkupTagAction {
    if records { events.append(.selfClosing(tag.decoded, outputOffset: outputOffset)) }
    return actions[tag.name] ?? .consume
  }
}

/// Scans `bytes` with `handler` and returns the output bytes.
func scanBytes(
  _ bytes: [UInt8], mode: MarkupMode = .lenient, handler: inout RecordingHandler
) throws -> [UInt8] {
  try bytes.withUnsafeBufferPointer { buffer in
    handler.input = buffer
    defer { handler.input = nil }
    return try MarkupScanner.scan(buffer, mode: mode, handler: &handler)
  }
}

/// Scans `text` and returns the output text and the recorded events.
func scan(
  _ text: String, mode: MarkupMode = .lenient, actions: [String: MarkupTagAction] = [:]
) throws -> (text: String, events: [RecordingHandler.Event]) {
  var handler = RecordingHandler(actions: actions)
  let output = try scanBytes(Array(text.utf8), mode: mode, handler: &handler)
  return (String(decoding: output, as: UTF8.self), handler.events)
}

/// The error a strict scan of `text` throws, or `nil`.
func strictError(_ text: String) -> MarkupError? {
  do {
    _ = try scan(text, mode: .strict)
    return nil
  } catch let error as MarkupError {
    return error
  } catch {
    return nil
  }
}

/// A tag as the scanner reports it.
func tag(_ name: String, _ attributes: [(String, String)] = [], _ range: Range<Int>) -> MarkupTag {
  MarkupTag(
    name: name, attributes: attributes.map { MarkupAttribute(name: $0.0, value: $0.1) },
    sourceRange: range)
}
