// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Typeset",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Typeset", targets: ["Typeset"]),
    .library(name: "TypesetMarkdown", targets: ["TypesetMarkdown"]),
    .library(name: "TypesetTerminal", targets: ["TypesetTerminal"]),
    .library(name: "TypesetHTML", targets: ["TypesetHTML"]),
    .library(name: "TypesetUIKit", targets: ["TypesetUIKit"]),
    .library(name: "TypesetAppKit", targets: ["TypesetAppKit"]),
    .library(name: "TypesetSwiftUI", targets: ["TypesetSwiftUI"]),
    .executable(name: "typeset", targets: ["TypesetCLI"]),
  ],
  targets: [
    // Shared by the modules and hidden from users: entities, encoders, byte classes, locations.
    .target(name: "TypesetSupport"),
    .target(name: "Typeset", dependencies: ["TypesetSupport"]),
    .target(name: "TypesetMarkdown", dependencies: ["TypesetSupport", "Typeset"]),
    .target(name: "TypesetTerminal", dependencies: ["TypesetSupport", "Typeset"]),
    .target(name: "TypesetHTML", dependencies: ["TypesetSupport", "Typeset"]),
    // The Apple bridges: every file is wrapped in `#if canImport(…)`, so on Linux these are
    // empty modules; AppleCheck/ type-checks them against shims of the SDKs.
    .target(name: "TypesetUIKit", dependencies: ["Typeset", "TypesetMarkdown"]),
    .target(name: "TypesetAppKit", dependencies: ["Typeset", "TypesetMarkdown"]),
    .target(name: "TypesetSwiftUI", dependencies: ["Typeset", "TypesetMarkdown"]),
    .executableTarget(
      name: "TypesetCLI",
      dependencies: ["Typeset", "TypesetMarkdown", "TypesetTerminal", "TypesetHTML"]
    ),
    // Shared test helpers: expectHTML, expectDump, snapshots, the command runner. A test
    // target, so that `swift build` (and the static-stdlib install build, which has no
    // Testing module) never builds it; the other test targets depend on it.
    .testTarget(
      name: "TypesetTestSupport",
      dependencies: ["TypesetMarkdown"],
      path: "Tests/TypesetTestSupport"
    ),
    .testTarget(
      name: "TypesetTests",
      dependencies: ["Typeset", "TypesetTestSupport"],
      resources: [.copy("__Fixtures__")]
    ),
    .testTarget(
      name: "TypesetSupportTests",
      dependencies: ["TypesetSupport", "TypesetTestSupport"]
    ),
    .testTarget(
      name: "TypesetMarkdownTests",
      dependencies: ["TypesetMarkdown", "TypesetTestSupport"],
      exclude: [
        "__Snapshots__", "Rendering/__Snapshots__", "Styling/__Snapshots__", "Styling/__Fixtures__",
      ],
      resources: [.copy("__Fixtures__")]
    ),
    .testTarget(
      name: "TypesetTerminalTests",
      dependencies: ["TypesetTerminal", "TypesetMarkdown", "TypesetTestSupport"],
      exclude: ["Rendering/__Snapshots__"]
    ),
    .testTarget(
      name: "TypesetHTMLTests",
      dependencies: ["TypesetHTML", "TypesetMarkdown", "TypesetTestSupport"],
      exclude: ["Rendering/__Snapshots__"]
    ),
    // The bridges against Apple's real SDKs (Scripts/verify-apple.sh); empty on Linux.
    .testTarget(
      name: "TypesetAppleBridgeTests",
      dependencies: ["Typeset", "TypesetUIKit", "TypesetAppKit", "TypesetSwiftUI"]
    ),
    // The README's Swift code blocks, compiled and run as written.
    .testTarget(
      name: "ReadmeTests",
      dependencies: ["Typeset", "TypesetMarkdown"]
    ),
    .testTarget(
      name: "TypesetCLITests",
      dependencies: ["TypesetCLI", "TypesetTestSupport", "TypesetTerminal"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
