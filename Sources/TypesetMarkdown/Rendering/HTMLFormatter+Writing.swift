import TypesetSupport

extension HTMLFormatter {
  @inline(__always) mutating func write(_ string: StaticString) {
    result.append(
      contentsOf: UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
  }

  /// Starts a new line unless the output is empty or already at the start of one.
  @inline(__always) mutating func newLine() {
    if let last = result.last, last != ASCII.lineFeed { result.append(ASCII.lineFeed) }
  }

  mutating func writeNumber(_ number: Int) {
    result.append(contentsOf: String(number).utf8)
  }

  /// Writes text for element content or a double-quoted attribute: `&`, `<`, `>` and `"`
  /// become entities.
  mutating func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
    HTMLEscaping.append(bytes, as: .text, to: &result)
  }

  /// Writes a link or image destination for an attribute, dropped when dangerous in safe mode.
  mutating func writeURL(_ url: UnsafeBufferPointer<UInt8>) {
    if allowsUnsafeContent || !URLSafety.isDangerous(url) { writeHref(url) }
  }

  /// Percent-encodes what is not safe in an `href`, as cmark's `houdini_escape_href` does.
  mutating func writeHref(_ bytes: UnsafeBufferPointer<UInt8>) {
    HTMLEscaping.append(bytes, as: .url, to: &result)
  }

  /// Writes raw HTML: a placeholder unless unsafe content is allowed, then tag-filtered if asked.
  mutating func writeRawHTML(_ bytes: UnsafeBufferPointer<UInt8>) {
    if !allowsUnsafeContent {
      write("<!-- raw HTML omitted -->")
    } else if filtersTags {
      writeTagFiltered(bytes)
    } else {
      result.append(contentsOf: bytes)
    }
  }

  /// GFM's tag filter: the `<` of `<title>`, `<script>` and the like becomes `&lt;`.
  mutating func writeTagFiltered(_ bytes: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    for index in 0..<bytes.count
    where bytes[index] == UInt8(ascii: "<") && HTMLFormatter.isFilteredTag(bytes, at: index) {
      result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      write("&lt;")
      runStart = index + 1
    }
    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
  }
}
