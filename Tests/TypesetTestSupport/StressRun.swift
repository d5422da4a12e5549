import Foundation
import Testing

/// The opt-in stress run: hostile inputs at twice and four times their reference size (and
/// the renderers' at their full size), which the everyday `swift test` leaves out so that it
/// stays a few minutes long on a busy two-core machine.
///
/// Set `TYPESET_STRESS=1` to run them, one test at a time so that each time limit measures
/// that test alone (`.ci/run` does this as a step of its own):
///
///     TYPESET_STRESS=1 swift test --no-parallel --filter Stress
///
/// Every stress test lives in a suite whose name ends in `StressTests`, so the filter picks
/// them all and nothing else.
public enum StressRun {
  /// Whether this is the stress run (`TYPESET_STRESS` is set to anything but `0` or empty).
  ///
  ///     StressRun.isEnabled   // false in an ordinary `swift test`
  public static var isEnabled: Bool {
    guard let value = ProcessInfo.processInfo.environment["TYPESET_STRESS"] else { return false }
    return !value.isEmpty && value != "0"
  }

  /// The multiples of the reference size the stress run takes hostile inputs to.
  ///
  ///     StressRun.scales   // [2, 4]
  public static let scales: [PathologicalCase.Scale] = [2, 4]
}

extension Trait where Self == ConditionTrait {
  /// Runs the test only in the stress run (see ``StressRun``).
  ///
  ///     @Test(.stressRun, .stressLimit) func deepInputAtFourTimes() { … }
  public static var stressRun: Self {
    .enabled(if: StressRun.isEnabled, "stress run only: TYPESET_STRESS=1 swift test --no-parallel")
  }
}

extension Trait where Self == TimeLimitTrait {
  /// The time limit of a stress test, which runs alone (`--no-parallel`): far above what a
  /// linear input at four times its reference size takes (the whole stress run, 230 cases,
  /// takes about six minutes on two cores), below what quadratic work at that size takes
  /// wherever the reference size takes half a second or more (sixteen times as long).
  ///
  ///     @Test(.stressRun, .stressLimit) func deepInputAtFourTimes() { … }
  public static var stressLimit: Self { .timeLimit(.minutes(2)) }
}
