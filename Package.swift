// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Typeset",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Typeset", targets: ["Typeset"]),
    .library(name: "TypesetMarkdown", targets: ["TypesetMarkdown"]),
    .executable(name: "typeset", targets: ["TypesetCLI"]),
  ],
  targets: [
    .target(name: "Typeset"),
    .target(name: "TypesetMarkdown", dependencies: ["Typeset"]),
    .executableTarget(name: "TypesetCLI", dependencies: ["Typeset", "TypesetMarkdown"]),
    .testTarget(
      name: "TypesetTests",
      dependencies: ["Typeset"],
      resources: [.copy("__Fixtures__")]
    ),
    .testTarget(
      name: "TypesetMarkdownTests",
      dependencies: ["TypesetMarkdown"],
      resources: [.copy("__Fixtures__")]
    ),
    .testTarget(
      name: "TypesetCLITests",
      dependencies: ["TypesetCLI"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
