/// HTML taken apart from its `<style>` elements, so a streamed page (its rules spread over the
/// pieces that first need them) can be compared with the same page rendered at once.
///
/// ```swift
/// let parts = StyleElements(html: "<style>\n.a{b:c}\n</style>\n<p>x</p>")
/// parts.body    // "<p>x</p>"
/// parts.rules   // [".a{b:c}"]
/// ```
public struct StyleElements: Equatable, Sendable {
  /// The HTML without its `<style>` elements.
  public var body: String
  /// Every rule of every `<style>` element; a custom-property rule (`:root{…}`, alone or in a
  /// media query) counted as one entry per property, since a stream defines each property in
  /// the piece that first uses it.
  public var rules: Set<String>

  /// Takes `html` apart.
  ///
  /// ```swift
  /// StyleElements(html: page).rules.contains(".typeset p{margin:0 0 0.4706rem;}")
  /// ```
  public init(html: String) {
    var body = ""
    var rules: Set<String> = []
    var rest = Substring(html)
    while let open = rest.range(of: "<style>\n") {
      body += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "</style>\n") else {
        rest = rest[open.lowerBound...]
        break
      }
      for line in rest[open.upperBound..<close.lowerBound].split(separator: "\n") {
        if let brace = line.range(of: ":root{"), line.hasSuffix("}") {
          let context = line[..<brace.lowerBound]
          let declarations = line[brace.upperBound...].drop { $0 == "{" }
          for declaration in declarations.split(separator: ";") where declaration.hasPrefix("--") {
            rules.insert(context + "|" + declaration)
          }
        } else {
          rules.insert(String(line))
        }
      }
      rest = rest[close.upperBound...]
    }
    body += rest
    self.body = body
    self.rules = rules
  }
}
