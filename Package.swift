// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "a11y-lint",
    products: [
        .executable(name: "a11y-lint", targets: ["a11y-lint"]),
        .executable(name: "a11y-lint-bench", targets: ["a11y-lint-bench"]),
        .library(name: "A11yLintCore", targets: ["A11yLintCore"]),
        .library(name: "A11yLintSyntax", targets: ["A11yLintSyntax"]),
        .plugin(name: "A11yLintCommandPlugin", targets: ["A11yLintCommandPlugin"]),
        .plugin(name: "A11yLintBuildToolPlugin", targets: ["A11yLintBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "A11yLintSyntax"),
        .target(name: "A11yLintCore", dependencies: ["A11yLintSyntax"]),
        .executableTarget(name: "a11y-lint", dependencies: ["A11yLintCore"]),
        .executableTarget(name: "a11y-lint-bench", dependencies: ["A11yLintCore"]),
        // `swift package a11y-lint [options]`: lints the package's Swift source targets.
        .plugin(
            name: "A11yLintCommandPlugin",
            capability: .command(intent: .custom(verb: "a11y-lint", description: "Lint the package's SwiftUI code for accessibility gaps")),
            dependencies: ["a11y-lint"],
            path: "Sources/A11yLintCommandPlugin"
        ),
        // Lints each target during `swift build` (and in Xcode); findings become compiler diagnostics.
        .plugin(
            name: "A11yLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["a11y-lint"],
            path: "Sources/A11yLintBuildToolPlugin"
        ),
        .testTarget(name: "A11yLintSyntaxTests", dependencies: ["A11yLintSyntax"]),
        .testTarget(name: "A11yLintCoreTests", dependencies: ["A11yLintCore"]),
        .testTarget(name: "A11yLintCLITests", dependencies: ["a11y-lint", "A11yLintCore"]),
    ]
)
