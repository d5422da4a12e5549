import Foundation

/// Timing helpers shared by the benchmarks.
enum Measure {
  /// The best wall-clock time of `repetitions` runs of `body`, in seconds.
  static func best(repetitions: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<max(repetitions, 1) {
      let start = ContinuousClock.now
      body()
      let elapsed = ContinuousClock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      best = min(best, seconds)
    }
    return best
  }

  /// Formats seconds as milliseconds with one decimal.
  static func milliseconds(_ seconds: Double) -> String {
    String(format: "%.1f ms", seconds * 1000)
  }

  /// Formats a throughput in MB/s for `bytes` processed in `seconds`.
  static func throughput(bytes: Int, seconds: Double) -> String {
    String(format: "%.1f MB/s", Double(bytes) / 1_000_000 / seconds)
  }

  /// Formats a ratio `a / b` as "12.3×".
  static func ratio(_ a: Double, _ b: Double) -> String {
    String(format: "%.1f×", a / b)
  }
}
