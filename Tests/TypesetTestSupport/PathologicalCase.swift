import Testing
import Typeset
import TypesetMarkdown

/// One hostile input: a generator for a given multiple of the reference size, and a check of
/// the output.
///
///     let html = PathologicalInputs.cases[0].render(scale: 1)
public struct PathologicalCase: Sendable, CustomTestStringConvertible {
  /// What the case is called in the suite it comes from.
  public let name: String
  /// The extensions the input is parsed with.
  public let extensions: MarkdownExtensions
  /// The input at a multiple of the reference size.
  public let make: @Sendable (_ scale: Scale) -> String
  /// Whether the bare HTML of the input at a scale is what it should be.
  public let check: @Sendable (_ html: [UInt8], _ scale: Scale) -> Bool

  /// The case's name, as test reports show it.
  public var testDescription: String { name }

  /// A case: its name, the extensions it parses with, its input at a scale and its check.
  public init(
    _ name: String, _ extensions: MarkdownExtensions = .gfm,
    make: @escaping @Sendable (Scale) -> String,
    check: @escaping @Sendable ([UInt8], Scale) -> Bool
  ) {
    self.name = name
    self.extensions = extensions
    self.make = make
    self.check = check
  }

  /// The input at `scale`, parsed with the case's extensions and styled with the default
  /// theme: what the renderers' hostile-input tests draw.
  public func styledDocument(scale: Scale) -> StyledDocument {
    MarkdownParser.parse(make(scale), options: .init(extensions: extensions))
      .styled(theme: .default)
  }

  /// Renders the input at `scale` as bare HTML and expects the case's check to hold, showing
  /// the start of the output when it does not.
  ///
  ///     PathologicalInputs.cases[0].expectHolds(scale: 1)
  public func expectHolds(scale: Scale, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let html = render(scale: scale)
    // Checked first: `#expect` would print a failing call's arguments, megabytes of output.
    let holds = check(html, scale)
    #expect(
      holds,
      "\(html.count) bytes: \(String(decoding: html.prefix(300), as: UTF8.self))",
      sourceLocation: sourceLocation)
  }

  /// The bare HTML of the input at `scale`.
  public func render(scale: Scale) -> [UInt8] {
    let document = MarkdownParser.parse(make(scale), options: .init(extensions: extensions))
    return Array(
      MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true, extensions: extensions))
        .render(document).utf8)
  }
}

extension PathologicalCase {
  /// A multiple of a case's reference size: a tenth, for the renderers' everyday checks of
  /// what hostile structure looks like once styled; one, the size the upstream suites use;
  /// two and four, for the stress run.
  ///
  ///     let scale: PathologicalCase.Scale = 2
  ///     scale.of(65_000)                        // 130_000
  ///     PathologicalCase.Scale.tenth.of(65_000)  // 6_500
  public struct Scale: Sendable, ExpressibleByIntegerLiteral, CustomTestStringConvertible {
    /// The multiple's numerator.
    public let numerator: Int
    /// The multiple's denominator.
    public let denominator: Int

    /// A tenth of the reference size.
    public static let tenth = Scale(numerator: 1, denominator: 10)

    /// The scale `numerator / denominator`.
    ///
    ///     PathologicalCase.Scale(numerator: 1, denominator: 2).of(10)   // 5
    public init(numerator: Int, denominator: Int) {
      self.numerator = numerator
      self.denominator = denominator
    }

    /// A whole multiple of the reference size.
    ///
    ///     let twice: PathologicalCase.Scale = 2
    public init(integerLiteral value: Int) {
      self.init(numerator: value, denominator: 1)
    }

    /// `count`, a count at the reference size, at this scale; at least 1.
    ///
    ///     PathologicalCase.Scale.tenth.of(5)   // 1
    public func of(_ count: Int) -> Int {
      max(1, count * numerator / denominator)
    }

    /// The scale as test reports show it: `1×`, `1/10×`.
    public var testDescription: String {
      denominator == 1 ? "\(numerator)×" : "\(numerator)/\(denominator)×"
    }
  }
}

/// Non-overlapping occurrences of `needle` in the UTF-8 bytes `haystack` (a plain byte scan:
/// the outputs run to hundreds of megabytes).
public func occurrences(of needle: String, in haystack: [UInt8]) -> Int {
  let pattern = Array(needle.utf8)
  guard let first = pattern.first, pattern.count <= haystack.count else { return 0 }
  var count = 0
  var i = 0
  let last = haystack.count - pattern.count
  while i <= last {
    if haystack[i] == first {
      var k = 1
      while k < pattern.count && haystack[i + k] == pattern[k] { k += 1 }
      if k == pattern.count {
        count += 1
        i += pattern.count
        continue
      }
    }
    i += 1
  }
  return count
}

/// Whether the UTF-8 bytes start with `prefix`.
public func hasPrefix(_ bytes: [UInt8], _ prefix: String) -> Bool {
  bytes.starts(with: prefix.utf8)
}

/// Whether the UTF-8 bytes end with `suffix`.
public func hasSuffix(_ bytes: [UInt8], _ suffix: String) -> Bool {
  bytes.reversed().starts(with: suffix.utf8.reversed())
}

/// `text` `count` times over.
public func repeated(_ text: String, _ count: Int) -> String {
  String(repeating: text, count: count)
}
