import Testing

extension Trait where Self == TimeLimitTrait {
  /// The time limit of a test that could hang or blow up: it fails a hang instead of stalling
  /// CI, and is long enough that a test waiting for a thread never meets it.
  ///
  /// Swift Testing starts a test's clock before the test gets a thread, so on a busy two-core
  /// machine a test that runs in a fraction of a second alone can wait more than a minute behind
  /// the long parsing suites. A whole `swift test` takes about four minutes there; ten leaves
  /// room. Linear-time tests still catch a blow-up by comparing two scales, not by this limit.
  ///
  /// ```swift
  /// @Test(.hangLimit) func deepNestingTerminates() { … }
  /// ```
  public static var hangLimit: Self { .timeLimit(.minutes(10)) }
}
