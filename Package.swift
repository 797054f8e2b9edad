// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "a11y-lint",
    products: [
        .executable(name: "a11y-lint", targets: ["a11y-lint"]),
        .executable(name: "a11y-lint-bench", targets: ["a11y-lint-bench"]),
        .library(name: "A11yLintCore", targets: ["A11yLintCore"]),
        .library(name: "A11yLintSyntax", targets: ["A11yLintSyntax"]),
    ],
    targets: [
        .target(name: "A11yLintSyntax"),
        .target(name: "A11yLintCore", dependencies: ["A11yLintSyntax"]),
        .executableTarget(name: "a11y-lint", dependencies: ["A11yLintCore"]),
        .executableTarget(name: "a11y-lint-bench", dependencies: ["A11yLintCore"]),
        .testTarget(name: "A11yLintSyntaxTests", dependencies: ["A11yLintSyntax"]),
        .testTarget(
            name: "A11yLintCoreTests",
            dependencies: ["A11yLintCore"],
            resources: []
        ),
        .testTarget(name: "A11yLintCLITests", dependencies: ["a11y-lint", "A11yLintCore"]),
    ]
)
