import Testing
import TypesetMarkdown
import TypesetTestSupport

/// The stress run's hostile Markdown (see `StressRun`): every case of `PathologicalTests` and
/// `GFMPathologicalTests` at twice and four times the reference size. Linear work takes at
/// most seconds at these sizes; quadratic work takes minutes, past the stress time limit.
@Suite(.serialized, .stressRun) struct PathologicalStressTests {
  @Test(
    .stressLimit,
    arguments: PathologicalInputs.cases + GFMPathologicalTests.cases, StressRun.scales)
  func staysLinear(_ hostile: PathologicalCase, scale: PathologicalCase.Scale) {
    hostile.expectHolds(scale: scale)
  }
}
