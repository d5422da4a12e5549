import Testing

extension Trait where Self == TimeLimitTrait {
  /// The time limit of a test that could hang or blow up: it fails a hang instead of stalling
  /// CI, and is long enough that a test waiting for a thread never meets it.
  ///
  /// Swift Testing starts a test's clock before the test gets a thread, so on a busy two-core
  /// machine a test that runs in a fraction of a second alone can wait minutes behind the
  /// long parsing suites. No test of the everyday run has a shorter limit: the tests of a whole
  /// `swift test` take about two and a half minutes there, and ten leaves room. Hostile input
  /// at sizes where quadratic work would show is the stress run's (``StressRun``), whose tests
  /// run one at a time under ``stressLimit``.
  ///
  /// ```swift
  /// @Test(.hangLimit) func deepNestingTerminates() { … }
  /// ```
  public static var hangLimit: Self { .timeLimit(.minutes(10)) }
}
