import Foundation
import Typeset

/// Building styled text run by run: `StyledText.Builder` against Foundation's `AttributedString`.
enum StyledTextBenchmark {
  static func run(runCounts: [Int]) {
    print("StyledText vs AttributedString, appending run by run (best of 3)")
    let styles: [TextStyle] = [
      .body, TextStyle.body.bold(), TextStyle.body.italic().color(.secondaryLabel),
      TextStyle.body.underline().color(.link),
    ]
    let environment = TextEnvironment()
    let containers = styles.map { style -> AttributeContainer in
      let resolved = style.resolved(in: environment)
      var container = AttributeContainer()
      container[AttributeScopes.TypesetAttributes.ResolvedFontAttribute.self] = resolved.font
      container[AttributeScopes.TypesetAttributes.ForegroundColorAttribute.self] =
        resolved.foregroundColor
      return container
    }
    let words = ["zebra ", "plains ", "mountain ", "Grévy's ", "stripes "]
    for count in runCounts {
      var styledRuns = 0
      let styledTime = Measure.best(repetitions: 3) {
        var builder = StyledText.Builder()
        for index in 0..<count {
          builder.append(words[index % words.count], style: styles[index % styles.count])
        }
        styledRuns = builder.build().runs.count
      }
      var attributedRuns = 0
      let attributedTime = Measure.best(repetitions: count > 200_000 ? 1 : 3) {
        var attributed = AttributedString()
        for index in 0..<count {
          attributed.append(
            AttributedString(
              words[index % words.count], attributes: containers[index % styles.count]))
        }
        attributedRuns = attributed.runs.count
      }
      precondition(styledRuns == count && attributedRuns == count, "run counts differ")
      print(
        "  \(count) runs: StyledText \(Measure.milliseconds(styledTime)), "
          + "AttributedString \(Measure.milliseconds(attributedTime)), "
          + "StyledText is \(Measure.ratio(attributedTime, styledTime)) faster")
    }
  }
}
