// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TypesetBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "Typeset", path: "..")],
  targets: [
    .executableTarget(
      name: "TypesetBenchmarks",
      dependencies: [
        .product(name: "Typeset", package: "Typeset"),
        .product(name: "TypesetMarkdown", package: "Typeset"),
        .product(name: "TypesetTerminal", package: "Typeset"),
        .product(name: "TypesetHTML", package: "Typeset"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
