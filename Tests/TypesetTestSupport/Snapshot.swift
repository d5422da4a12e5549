import Foundation
import Testing

/// Compares text with its golden file, `__Snapshots__/<suite>/<name>.<ext>` beside the calling
/// test file, or writes the file when the `RECORD_SNAPSHOTS` environment variable is set.
///
/// Golden files are reviewed by eye when they are recorded and whenever they change; a
/// missing file is a failure that says how to record it.
///
///     try expectSnapshot(document.debugDescription, suite: "TreeDump", named: "everything")
///
/// - Parameters:
///   - text: what the code under test produced.
///   - suite: the folder under `__Snapshots__`, usually the suite's type name.
///   - name: the file name, usually the test's name.
///   - ext: the file extension, `txt` unless the content has a format of its own.
public func expectSnapshot(
  _ text: String, suite: String, named name: String, extension ext: String = "txt",
  filePath: String = #filePath, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  let url = snapshotURL(suite: suite, name: name, ext: ext, filePath: filePath)
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record(
      "no snapshot at \(url.path); run with RECORD_SNAPSHOTS=1 and review the file",
      sourceLocation: sourceLocation)
    return
  }
  if text != expected {
    Issue.record(
      "differs from \(url.lastPathComponent) at line \(firstDifferentLine(text, expected))",
      sourceLocation: sourceLocation)
  }
}

/// Where a snapshot lives: `__Snapshots__/<suite>/<name>.<ext>` beside the test file.
///
///     snapshotURL(suite: "A", name: "b", ext: "txt", filePath: "/x/Tests/T.swift").path
///     // "/x/Tests/__Snapshots__/A/b.txt"
public func snapshotURL(suite: String, name: String, ext: String, filePath: String) -> URL {
  URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
    .appendingPathComponent("\(name).\(ext)")
}

/// The 1-based number of the first line where two texts differ.
func firstDifferentLine(_ a: String, _ b: String) -> Int {
  let left = a.split(separator: "\n", omittingEmptySubsequences: false)
  let right = b.split(separator: "\n", omittingEmptySubsequences: false)
  for index in 0..<max(left.count, right.count) {
    if index >= left.count || index >= right.count || left[index] != right[index] {
      return index + 1
    }
  }
  return max(left.count, right.count)
}
