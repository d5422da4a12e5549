import Testing
import Typeset
import TypesetHTML
import TypesetMarkdown
import TypesetTestSupport

/// The kitchen-sink document in every profile, as golden files reviewed by eye (and in
/// headless Chromium, light and dark).
@Suite("HTML snapshots")
struct HTMLSnapshotTests {
  static let document = StyledDocument(markdown: KitchenSink.markdown, theme: .default)

  static func render(_ profile: HTMLRenderer.Profile, appearance: Appearance = .light)
    -> HTMLRendering
  {
    HTMLRenderer(
      theme: .default,
      options: .init(profile: profile, environment: TextEnvironment(appearance: appearance))
    ).render(document)
  }

  @Test func kitchenSinkPage() throws {
    try expectSnapshot(
      Self.render(.page).html, suite: "HTMLSnapshotTests", named: "kitchen-sink-page",
      extension: "html")
  }

  @Test func kitchenSinkFragment() throws {
    let rendering = Self.render(.fragment)
    try expectSnapshot(
      rendering.html, suite: "HTMLSnapshotTests", named: "kitchen-sink-fragment",
      extension: "html")
    try expectSnapshot(
      rendering.stylesheet, suite: "HTMLSnapshotTests", named: "kitchen-sink-fragment",
      extension: "css")
  }

  @Test(arguments: [Appearance.light, .dark])
  func kitchenSinkEmail(appearance: Appearance) throws {
    let rendering = Self.render(.email, appearance: appearance)
    #expect(rendering.stylesheet.isEmpty)
    #expect(rendering.warnings.isEmpty)
    try expectSnapshot(
      rendering.html, suite: "HTMLSnapshotTests", named: "kitchen-sink-email-\(appearance)",
      extension: "html")
  }
}
