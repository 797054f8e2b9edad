#!/usr/bin/env bash
# Uses this repository's SwiftPM plugins from a temporary package that depends
# on it by path, with the real `swift build` and `swift package`:
# - the build-tool plugin fails the build on an error-level finding and prints
#   it as a compiler diagnostic, lets a warning through as a warning, and is
#   silent on clean code;
# - the command plugin lints the package's targets and exits non-zero on an
#   error-level finding, and passes options through to a11y-lint.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
identity=$(basename "$repo" | tr '[:upper:]' '[:lower:]')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
mkdir -p Sources/App
cat > Package.swift <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "App", plugins: [.plugin(name: "A11yLintBuildToolPlugin", package: "$identity")]),
    ]
)
SWIFT

# write_screen LABEL-MODIFIER: a screen whose close button is an image.
write_screen() {
    cat > Sources/App/Screen.swift <<SWIFT
#if canImport(SwiftUI)
import SwiftUI

struct CloseBar: View {
    var body: some View {
        HStack {
            Button(action: {}) {
                Image("ic_close")$1
            }
            Image("pitch")
        }
    }
}
#endif
SWIFT
}

fail() {
    echo "FAIL: $1" >&2
    cat "$work/log" >&2
    exit 1
}

echo "-- swift build with the build-tool plugin: an unlabelled image button fails the build"
write_screen ""
if swift build > log 2>&1; then fail "the build should fail on an error-level finding"; fi
grep -q "Screen.swift:7:13: error: .*\[button-image-only\]" log || fail "the error is not shown as a diagnostic"
grep -q "Screen.swift:10:13: warning: .*\[image-missing-label\]" log || fail "the warning is not shown as a diagnostic"

echo "-- swift build: with the button labelled, only the warning remains and the build passes"
write_screen '.accessibilityLabel("Close")'
swift build > log 2>&1 || fail "the build should pass with only a warning"
grep -q "Screen.swift:10:13: warning: .*\[image-missing-label\]" log || fail "the warning is not shown"
if grep -q "button-image-only" log; then fail "the fixed finding is still reported"; fi

echo "-- swift package a11y-lint: the command plugin lints the package and fails on an error"
write_screen ""
if swift package a11y-lint > log 2>&1; then fail "the command plugin should exit non-zero"; fi
grep -q "^Sources/App/Screen.swift:7:13: error: .*\[button-image-only\]" log || fail "the command plugin did not report the finding"

echo "-- swift package a11y-lint --fail-on never --format json: options reach a11y-lint"
swift package a11y-lint --target App --fail-on never --format json > log 2>&1 || fail "--fail-on never should pass"
grep -q '"rule": "button-image-only"' log || fail "the JSON report is missing the finding"
echo "swiftpm plugins: build-tool and command plugins behave as documented"
