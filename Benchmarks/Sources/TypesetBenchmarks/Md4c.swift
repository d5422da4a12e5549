import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// md4c, the Markdown anchor: its command (a small C driver compiled at run time from
/// `Benchmarks/md4c-driver/md4c_bench.c`) and its library in process (`md_html` looked up in
/// `libmd4c-html` at run time). Both are skipped with a note when md4c is not installed
/// (Debian: `libmd4c-dev`), so the benchmark never depends on it.
enum Md4c {
  /// md4c's GitHub dialect: tables, strikethrough, permissive autolinks, task lists.
  static let githubDialect: UInt32 = 0x0004 | 0x0008 | 0x0400 | 0x0100 | 0x0200 | 0x0800

  typealias OutputCallback =
    @convention(c) (
      UnsafePointer<CChar>?, UInt32, UnsafeMutableRawPointer?
    ) -> Void
  typealias RenderFunction =
    @convention(c) (
      UnsafePointer<CChar>?, UInt32, OutputCallback?, UnsafeMutableRawPointer?, UInt32, UInt32
    ) -> Int32

  /// Compiles the driver into `directory`; returns its path, or a note saying why not.
  static func buildDriver(in directory: URL) -> Result<String, Note> {
    let source = Commands.packageRoot.appendingPathComponent("Benchmarks/md4c-driver/md4c_bench.c")
    guard
      [
        "/usr/include/md4c-html.h", "/usr/local/include/md4c-html.h",
        "/opt/homebrew/include/md4c-html.h",
      ]
      .contains(where: FileManager.default.fileExists(atPath:))
    else { return .failure(Note("md4c.h not found (install libmd4c-dev); md4c skipped")) }
    guard let compiler = Commands.find("cc") else {
      return .failure(Note("no C compiler `cc` on PATH; md4c skipped"))
    }
    let binary = directory.appendingPathComponent("md4c_bench").path
    let arguments = ["-O2", source.path, "-lmd4c-html", "-lmd4c", "-o", binary]
    guard let (log, succeeded) = Commands.output(compiler, arguments), succeeded else {
      return .failure(Note("the md4c driver did not build; md4c skipped"))
    }
    _ = log
    return .success(binary)
  }

  /// `md_html` from the installed library, or `nil`.
  static let render: RenderFunction? = {
    for name in ["libmd4c-html.so.0", "libmd4c-html.so", "libmd4c-html.dylib"] {
      if let handle = dlopen(name, RTLD_NOW), let symbol = dlsym(handle, "md_html") {
        return unsafeBitCast(symbol, to: RenderFunction.self)
      }
    }
    return nil
  }()

  /// Renders `bytes` in process into one output buffer, as our renderer does, and returns the
  /// HTML's length, or `nil` without the library.
  static func renderInProcess(_ bytes: [UInt8]) -> Int? {
    guard let render else { return nil }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 4)
    let callback: OutputCallback = { text, size, userdata in
      guard let text else { return }
      let buffer = userdata!.assumingMemoryBound(to: [UInt8].self)
      text.withMemoryRebound(to: UInt8.self, capacity: Int(size)) {
        buffer.pointee.append(contentsOf: UnsafeBufferPointer(start: $0, count: Int(size)))
      }
    }
    let status = bytes.withUnsafeBufferPointer { input in
      input.withMemoryRebound(to: CChar.self) { characters in
        withUnsafeMutablePointer(to: &output) { outputPointer in
          render(
            characters.baseAddress, UInt32(characters.count), callback,
            UnsafeMutableRawPointer(outputPointer), githubDialect, 0)
        }
      }
    }
    return status == 0 ? output.count : nil
  }

  /// Why a peer was skipped.
  struct Note: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
