import Foundation
import Typeset

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Small inputs per call: four app labels against Foundation's `XMLParser` and against an
/// `AttributedString` built by hand, with issue 42's bars printed beside the figures.
///
/// For each label of ``LabelCorpus``, in one run:
/// - `StyledText(markup:)` with its defaults (body style, `TagScheme.default`) against
///   `XMLParser` walking the label wrapped in a root element with a do-nothing delegate, as
///   ``MarkupBenchmark`` walks its corpora (the bytes are made once, outside the timing);
/// - the label → `AttributedString` path a user takes,
///   `StyledText(markup:).attributedString(in:)`, against building the same `AttributedString`
///   by hand: the plain text, then each run's attributes set on its range, the attributes made
///   once beforehand, as an app keeps them in constants.
///
/// Each pair runs in turn (see ``Measure/bestInTurn(repetitions:_:_:)``), `calls` calls per
/// repetition, and each figure is the best CPU time of the repetitions divided by `calls`. The
/// bars are reported as holding or not, never asserted: this is the baseline later work on
/// small inputs is measured against.
enum LabelBenchmark {
  /// The most `StyledText(markup:)` may take per label, in seconds.
  static let parseBar = 2e-6
  /// The largest share of `XMLParser`'s time `StyledText(markup:)` may take.
  static let parseShareBar = 0.25
  /// The most the library's label → `AttributedString` path may take, in hand-built times.
  static let exportBar = 1.2

  /// One label's (or the mean's) per-call times in seconds: `StyledText(markup:)`, the
  /// `XMLParser` walk, the library's label → `AttributedString` path and the hand-built one.
  typealias Figures = (name: String, parse: Double, xml: Double, export: Double, hand: Double)

  /// Times every label and prints the figures, the mean, the bars and a checksum.
  static func run(calls: Int = 100_000, repetitions: Int = 5) {
    print("Labels: small tag markup per call (issue 42, small inputs cheap)")
    print(
      "  \(calls) calls per repetition, CPU time (user + sys), best of \(repetitions); "
        + "each pair runs in turn")
    print("  ratios are ours / peer (below 1 = we are faster)\n")
    print(
      "  label      bytes runs  StyledText   XMLParser  ours/XML → Attributed     by hand"
        + " ours/hand")
    let environment = TextEnvironment()
    var checksum = 0
    var figures: [Figures] = []
    for label in LabelCorpus.labels {
      let markup = label.markup
      let data = Data(("<root>" + markup + "</root>").utf8)
      guard MarkupBenchmark.walk(data) else {
        print("  \(label.name): XMLParser rejected the label, skipped")
        continue
      }
      let resolved = StyledText(markup: markup).resolved(in: environment)
      let plain = resolved.string
      let pieces = resolved.runs.map { run in
        (length: run.utf8Range.count, attributes: attributes(of: run.style))
      }
      func buildByHand() -> AttributedString {
        var attributed = AttributedString(plain)
        var lower = attributed.startIndex
        for piece in pieces {
          let upper = attributed.utf8.index(lower, offsetBy: piece.length)
          attributed[lower..<upper].setAttributes(piece.attributes)
          lower = upper
        }
        return attributed
      }
      precondition(
        buildByHand() == StyledText(markup: markup).attributedString(in: environment),
        "\(label.name): the hand-built AttributedString differs from the library's")

      let (parse, xml) = Measure.bestInTurn(
        repetitions: repetitions,
        {
          for _ in 0..<calls { checksum &+= StyledText(markup: markup).runs.count }
        },
        {
          for _ in 0..<calls where MarkupBenchmark.walk(data) { checksum &+= 1 }
        })
      let (export, hand) = Measure.bestInTurn(
        repetitions: repetitions,
        {
          for _ in 0..<calls {
            checksum &+= StyledText(markup: markup).attributedString(in: environment).runs.count
          }
        },
        {
          for _ in 0..<calls { checksum &+= buildByHand().runs.count }
        })
      let perCall = Double(calls)
      figures.append((label.name, parse / perCall, xml / perCall, export / perCall, hand / perCall))
      print(
        row(
          label.name, bytes: "\(markup.utf8.count)", runs: "\(pieces.count)", figures.last!))
    }
    guard !figures.isEmpty else { return }

    let count = Double(figures.count)
    let mean: Figures = (
      name: "mean", parse: figures.map(\.parse).reduce(0, +) / count,
      xml: figures.map(\.xml).reduce(0, +) / count,
      export: figures.map(\.export).reduce(0, +) / count,
      hand: figures.map(\.hand).reduce(0, +) / count
    )
    print(row("mean", bytes: "", runs: "", mean))

    print("\n  issue 42's bars (printed, not asserted; a bar holds when every label meets it):")
    print(
      verdict(
        String(format: "StyledText(markup:) ≤ %.0f µs per label", parseBar * 1e6),
        figures, mean, meets: { $0.parse <= parseBar }))
    print(
      verdict(
        String(format: "StyledText(markup:) ≤ %.2f× XMLParser", parseShareBar),
        figures, mean, meets: { $0.parse <= parseShareBar * $0.xml }))
    print(
      verdict(
        String(format: "label → AttributedString ≤ %.1f× by hand", exportBar),
        figures, mean, meets: { $0.export <= exportBar * $0.hand }))
    print("  checksum: \(checksum)")
  }

  /// One table line: a label's per-call times and ratios.
  private static func row(_ name: String, bytes: String, runs: String, _ figure: Figures)
    -> String
  {
    "  " + name.padding(toLength: 9, withPad: " ", startingAt: 0)
      + String(repeating: " ", count: max(0, 6 - bytes.count)) + bytes
      + String(repeating: " ", count: max(0, 5 - runs.count)) + runs
      + String(
        format: "  %7.2f µs  %7.2f µs  %7.2f×   %7.2f µs  %7.2f µs  %7.2f×",
        figure.parse * 1e6, figure.xml * 1e6, figure.parse / figure.xml, figure.export * 1e6,
        figure.hand * 1e6, figure.export / figure.hand)
  }

  /// A bar's line: whether it holds, and the labels (and mean) over it.
  private static func verdict(
    _ bar: String, _ figures: [Figures], _ mean: Figures, meets: (Figures) -> Bool
  ) -> String {
    let over = (figures + [mean]).filter { !meets($0) }.map(\.name)
    let holds = figures.allSatisfy(meets)
    return "    " + bar.padding(toLength: 44, withPad: " ", startingAt: 0)
      + (holds ? "holds" : "does not hold")
      + (over.isEmpty ? "" : " (over: \(over.joined(separator: ", ")))")
  }

  /// The attributes the library gives a run in `style`, set directly, as a hand-built
  /// `AttributedString` in Typeset's scope carries them.
  private static func attributes(of style: ResolvedStyle) -> AttributeContainer {
    var container = AttributeContainer()
    container[AttributeScopes.TypesetAttributes.ResolvedStyleAttribute.self] = style
    container[AttributeScopes.TypesetAttributes.ResolvedFontAttribute.self] = style.font
    container[AttributeScopes.TypesetAttributes.ForegroundColorAttribute.self] =
      style.foregroundColor
    if let link = style.link { container.link = link }
    return container
  }
}
