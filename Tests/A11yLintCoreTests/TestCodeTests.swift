@testable import A11yLintCore
import A11yLintSyntax
import Testing

/// Test code builds views and recognizers only to exercise the app: no
/// finding is reported in a file that imports XCTest or Swift Testing.
@Suite("Test code") struct TestCodeTests {
    static let tap = """
        final class ProductTests: XCTestCase {
            func testTapOpensDetail() {
                let image = UIImageView()
                image.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
            }
        }
        """

    @Test func aFileImportingATestFrameworkGetsNoFindings() {
        let findings = { (header: String) in
            Linter().lint(SourceFile(path: "ProductTests.swift", text: header + "\n" + Self.tap)).map { "\($0.line) \($0.ruleID)" }
        }
        #expect(findings("import UIKit") == ["5 tap-gesture-not-button"])
        #expect(findings("import UIKit\n@testable import Shop\nimport XCTest").isEmpty)
        #expect(findings("import Testing\nimport UIKit").isEmpty)
        #expect(findings("import UIKit\n// import XCTest").count == 1)
    }
}
