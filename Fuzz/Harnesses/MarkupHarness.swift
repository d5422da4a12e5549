// libFuzzer harness for tag markup, lenient and strict (Scripts/fuzz.sh builds and runs it).
//
// FUZZ_TARGET selects the mode: `markup-lenient` (the default) or `markup-strict`. Besides
// crashes and sanitizer reports, an input fails when it breaks an invariant:
//
// - lenient: `StyledText(markup:mode: .lenient)` never throws with the default scheme; the runs
//   tile the string (contiguous UTF-8 ranges from 0 to its length, each non-empty, each on
//   scalar boundaries, each run's text the string's slice), and parsing twice gives equal text;
//   an input without `<` or `&` comes back as itself (less a leading byte-order mark);
// - strict: either the text is what lenient mode gives, or the error's line and column lie
//   inside the input (line 1…lines, column 1…the line's UTF-8 length + 1).

import Foundation
import Typeset

/// The mode under test, read once from `FUZZ_TARGET`.
private let fuzzMode: MarkupMode = {
  guard let target = getenv("FUZZ_TARGET") else { return .lenient }
  return String(cString: target) == "markup-strict" ? .strict : .lenient
}()

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let input = String(decoding: bytes, as: UTF8.self)
  switch fuzzMode {
  case .lenient: checkLenient(input)
  case .strict: checkStrict(input)
  }
  return 0
}

/// Lenient styling never fails and its runs tile the string.
private func checkLenient(_ input: String) {
  let text: StyledText
  do {
    text = try StyledText(markup: input, mode: .lenient)
  } catch {
    fail("lenient markup threw: \(error)", input)
  }
  checkRuns(of: text, input)
  if StyledText(markup: input) != text {
    fail("two lenient parses differ", input)
  }
  if !input.utf8.contains(UInt8(ascii: "<")) && !input.utf8.contains(UInt8(ascii: "&")) {
    let expected = input.hasPrefix("\u{FEFF}") ? String(input.dropFirst()) : input
    if text.string != expected && text.string != input {
      fail("plain input changed: \(debugQuoted(text.string))", input)
    }
  }
}

/// Strict styling succeeds with lenient's result or reports a location inside the input.
private func checkStrict(_ input: String) {
  do {
    let text = try StyledText(markup: input, mode: .strict)
    checkRuns(of: text, input)
    if text != StyledText(markup: input) {
      fail("strict result differs from lenient", input)
    }
  } catch {
    let lines = lineLengths(of: input)
    guard (1...lines.count).contains(error.line) else {
      fail("error line \(error.line) outside 1...\(lines.count): \(error.message)", input)
    }
    let lineLength = lines[error.line - 1]
    guard (1...lineLength + 1).contains(error.column) else {
      fail(
        "error column \(error.column) outside 1...\(lineLength + 1) on line \(error.line): "
          + error.message, input)
    }
  }
}

/// Checks that the runs are non-empty, contiguous, scalar-aligned slices covering the string.
private func checkRuns(of text: StyledText, _ input: String) {
  var expectedStart = 0
  var joined = ""
  let scalars = text.string.unicodeScalars
  for run in text.runs {
    guard run.utf8Range.lowerBound == expectedStart, !run.utf8Range.isEmpty else {
      fail("run \(run.utf8Range) does not follow \(expectedStart) or is empty", input)
    }
    guard run.range.lowerBound.samePosition(in: scalars) != nil,
      run.range.upperBound.samePosition(in: scalars) != nil
    else {
      fail("run \(run.utf8Range) splits a Unicode scalar", input)
    }
    guard run.text == text.string[run.range], run.text.utf8.count == run.utf8Range.count else {
      fail("run \(run.utf8Range) text disagrees with its range", input)
    }
    joined += run.text
    expectedStart = run.utf8Range.upperBound
  }
  guard expectedStart == text.string.utf8.count, joined == text.string else {
    fail("runs cover \(expectedStart) of \(text.string.utf8.count) bytes", input)
  }
}

/// The UTF-8 length of every line; lines end at LF, CR or CRLF.
private func lineLengths(of input: String) -> [Int] {
  var lengths: [Int] = []
  var current = 0
  var previousWasCR = false
  for byte in input.utf8 {
    if byte == 0x0A && previousWasCR {
      previousWasCR = false
      continue
    }
    previousWasCR = byte == 0x0D
    if byte == 0x0A || byte == 0x0D {
      lengths.append(current)
      current = 0
    } else {
      current += 1
    }
  }
  lengths.append(current)
  return lengths
}

private func debugQuoted(_ text: String) -> String {
  String(reflecting: text.count > 200 ? String(text.prefix(200)) + "…" : text)
}

/// Reports a broken invariant and aborts, so libFuzzer saves the input as a crash.
private func fail(_ message: String, _ input: String) -> Never {
  fatalError("invariant broken: \(message)\ninput: \(debugQuoted(input))")
}
