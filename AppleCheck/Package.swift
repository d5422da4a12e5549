// swift-tools-version: 6.0
// The Linux check build of the Apple bridges (never published): shim modules named UIKit,
// AppKit and SwiftUI, written by hand from Apple's documentation, and the bridge sources
// (symlinked from ../Sources) compiled against them in Swift 6 mode with warnings as errors,
// with behavioural tests against the shims. Run it with Scripts/check-apple-bridges.sh.
//
// The bridge targets are named Checked… because target names must be unique across the
// package graph and the parent package declares TypesetUIKit, TypesetAppKit and TypesetSwiftUI.
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
// Swift Testing declares cross-import overlays for Apple's UIKit and AppKit (_Testing_UIKit …),
// which do not exist beside the shims; the tests do without them.
let strictTests: [SwiftSetting] = [
  .unsafeFlags(["-warnings-as-errors", "-Xfrontend", "-disable-cross-import-overlays"])
]
let typeset: [Target.Dependency] = [
  .product(name: "Typeset", package: "Typeset"),
  .product(name: "TypesetMarkdown", package: "Typeset"),
]

let package = Package(
  name: "AppleCheck",
  dependencies: [.package(name: "Typeset", path: "..")],
  targets: [
    .target(name: "UIKit", swiftSettings: strict),
    .target(name: "AppKit", swiftSettings: strict),
    .target(name: "SwiftUI", swiftSettings: strict),
    .target(
      name: "CheckedTypesetUIKit", dependencies: ["UIKit"] + typeset,
      path: "Sources/TypesetUIKit", swiftSettings: strict),
    .target(
      name: "CheckedTypesetAppKit", dependencies: ["AppKit"] + typeset,
      path: "Sources/TypesetAppKit", swiftSettings: strict),
    .target(
      name: "CheckedTypesetSwiftUI", dependencies: ["SwiftUI"] + typeset,
      path: "Sources/TypesetSwiftUI", swiftSettings: strict),
    .testTarget(
      name: "TypesetUIKitShimTests", dependencies: ["CheckedTypesetUIKit", "UIKit"] + typeset,
      swiftSettings: strictTests),
    // The real-SDK UIKit tests of the main package (Scripts/verify-apple.sh runs them on a
    // simulator), type-checked here against the shim; built, not run (they need real UIKit:
    // check-apple-bridges.sh skips them).
    .testTarget(
      name: "AppleBridgeUIKitTestsCheck",
      dependencies: ["CheckedTypesetUIKit", "UIKit"] + typeset,
      path: "Tests/AppleBridgeUIKitTests",
      exclude: ["SwiftUIBridgeTests.swift", "AppKitBridgeTests.swift"],
      swiftSettings: strictTests),
    .testTarget(
      name: "AppleBridgeSwiftUITestsCheck",
      dependencies: ["CheckedTypesetSwiftUI", "SwiftUI"] + typeset,
      path: "Tests/AppleBridgeSwiftUITests",
      exclude: ["UIKitBridgeTests.swift", "AppKitBridgeTests.swift"],
      swiftSettings: strictTests),
    .testTarget(
      name: "AppleBridgeAppKitTestsCheck",
      dependencies: ["CheckedTypesetAppKit", "AppKit"] + typeset,
      path: "Tests/AppleBridgeAppKitTests",
      exclude: ["UIKitBridgeTests.swift", "SwiftUIBridgeTests.swift"],
      swiftSettings: strictTests),
    .testTarget(
      name: "TypesetAppKitShimTests", dependencies: ["CheckedTypesetAppKit", "AppKit"] + typeset,
      swiftSettings: strictTests),
    .testTarget(
      name: "TypesetSwiftUIShimTests",
      dependencies: ["CheckedTypesetSwiftUI", "SwiftUI"] + typeset, swiftSettings: strictTests),
  ],
  swiftLanguageModes: [.v6]
)
