import A11yLintCore
import A11yLintSyntax
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Mutation fuzzing: every `Examples/` file and every rule-document example is
/// mutated from a fixed seed (bytes flipped, deleted and inserted; quotes,
/// interpolations, comment and regex delimiters, brackets and `#if` inserted).
/// Each mutant must lint to completion, render JSON that parses, and keep every
/// finding's line and column inside the file.
///
/// `A11Y_LINT_FUZZ_ITERATIONS=100000` runs longer; a failure prints its seed and
/// iteration, replayed with `A11Y_LINT_FUZZ_SEED=… A11Y_LINT_FUZZ_ONLY=…`.
@Suite("Fuzzing")
struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = UInt64(environment["A11Y_LINT_FUZZ_SEED"] ?? "") ?? 0xA11E_2026
    static let iterations = Int(environment["A11Y_LINT_FUZZ_ITERATIONS"] ?? "") ?? 3000
    static let only = Int(environment["A11Y_LINT_FUZZ_ONLY"] ?? "")

    static let fragments = ["\"", "\"\"\"", "#\"", "\"#", "\\(", "/*", "*/", "/", "{", "}", "(", ")", "#if", "#endif",
                            "#else", "\n", "#/", "/#", "`", ".", "[", "]", "\\", "\r", "\u{0}", "é", "🎉"].map { Array($0.utf8) }

    static func inputs() throws -> [[UInt8]] {
        let examples = repositoryRoot.appendingPathComponent("Examples")
        var inputs: [[UInt8]] = []
        let enumerator = FileManager.default.enumerator(atPath: examples.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") {
                inputs.append([UInt8](try Data(contentsOf: examples.appendingPathComponent(path))))
            }
        }
        inputs.sort { $0.lexicographicallyPrecedes($1) }
        inputs += RuleDocumentTests.allExamples.map { Array($0.code.text.utf8) }
        return inputs
    }

    /// The mutant for one iteration: deterministic in (seed, iteration).
    static func mutant(of inputs: [[UInt8]], iteration: Int) -> [UInt8] {
        var random = SeededGenerator(seed: seed ^ UInt64(iteration) &* 0x9E37_79B9_7F4A_7C15)
        var bytes = inputs[iteration % inputs.count]
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where position < bytes.count:
                bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &random)
            case 1 where position < bytes.count:
                bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...16, using: &random)))
            case 2:
                bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
            default:
                let fragment = fragments[Int.random(in: 0..<fragments.count, using: &random)]
                bytes.insert(contentsOf: fragment, at: position)
            }
        }
        return bytes
    }

    @Test func mutantsLintToCompletionWithValidJSONAndLocationsInsideTheFile() throws {
        let inputs = try Self.inputs()
        #expect(inputs.count > 20)
        let range = Self.only.map { $0...$0 } ?? 0...(Self.iterations - 1)
        let guardRail = CrashReporter()
        defer { guardRail.stop() }
        var failures = 0
        for iteration in range {
            guardRail.starting("seed=\(Self.seed) iteration=\(iteration)")
            let bytes = Self.mutant(of: inputs, iteration: iteration)
            let source = SourceFile(path: "Mutant.swift", bytes: bytes)
            let findings = Linter().lint(source)
            let problem = Self.check(findings, in: source)
            if let problem {
                failures += 1
                Issue.record("fuzz seed=\(Self.seed) iteration=\(iteration): \(problem) (replay: A11Y_LINT_FUZZ_SEED=\(Self.seed) A11Y_LINT_FUZZ_ONLY=\(iteration))")
                if failures > 10 { break }
            }
        }
    }

    /// What is wrong with a mutant's report, or nil.
    static func check(_ findings: [Finding], in source: SourceFile) -> String? {
        let report = LintReport(run: LintRun(findings: findings, problems: [], files: ["V.swift"]),
                                rules: RuleRegistry.descriptors, workingDirectory: "/project")
        for rendered in [JSONReporter().render(report), SARIFReporter().render(report)] {
            guard (try? JSONSerialization.jsonObject(with: Data(rendered.utf8))) != nil else { return "report is not valid JSON" }
        }
        for finding in findings {
            for (line, column) in [(finding.line, finding.column), (finding.endLine, finding.endColumn)] {
                guard line >= 1 && line <= source.lineCount else { return "line \(line) outside 1...\(source.lineCount)" }
                let lastColumn = source.location(ofOffset: source.lineEnd(line - 1)).column
                guard column >= 1 && column <= lastColumn else { return "\(line):\(column) past the end of the line (\(lastColumn))" }
            }
            guard (finding.endLine, finding.endColumn) >= (finding.line, finding.column) else { return "end before start" }
        }
        return nil
    }
}

/// Prints the mutant being linted if the process crashes (a trap or a fault),
/// and aborts with the same line if one mutant runs for over a minute (a hang).
final class CrashReporter: @unchecked Sendable {
    nonisolated(unsafe) static var message = UnsafeMutablePointer<CChar>.allocate(capacity: 512)
    nonisolated(unsafe) static var length = 0
    private let lock = NSLock()
    private var started = Date()
    private var running = true
    private let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

    init() {
        for number in signals {
            signal(number) { _ in
                _ = write(2, CrashReporter.message, CrashReporter.length)
                _exit(70)
            }
        }
        let watchdog = Thread { [weak self] in
            while let self, self.isRunning {
                if self.elapsed > 60 {
                    _ = write(2, CrashReporter.message, CrashReporter.length)
                    abort()
                }
                Thread.sleep(forTimeInterval: 1)
            }
        }
        watchdog.start()
    }

    private var isRunning: Bool { lock.withLock { running } }
    private var elapsed: TimeInterval { lock.withLock { Date().timeIntervalSince(started) } }

    func starting(_ mutant: String) {
        let line = Array("\na11y-lint fuzz: crashed or hung on \(mutant)\n".utf8CString.prefix(511))
        lock.withLock {
            started = Date()
            line.withUnsafeBufferPointer { CrashReporter.message.update(from: $0.baseAddress!, count: line.count) }
            CrashReporter.length = line.count
        }
    }

    func stop() {
        lock.withLock { running = false }
        for number in signals { signal(number, SIG_DFL) }
    }
}
