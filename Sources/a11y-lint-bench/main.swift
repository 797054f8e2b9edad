import A11yLintCore
import A11yLintSyntax
import Foundation

// a11y-lint-bench: measures the linter, phase by phase, on a seeded synthetic
// corpus (or on real paths). Build it in release:
//   swift run -c release a11y-lint-bench [--size MB] [--seed N] [--repetitions N] [paths...]

struct BenchOptions {
    var megabytes = 40.0
    /// Skip the per-rule table and the comparison with the Swift compiler's parser.
    var phasesOnly = false
    var seed: UInt64 = 2026
    var repetitions = 5
    var paths: [String] = []
    /// Write the synthetic corpus to this folder (for profiling the CLI) and stop.
    var writeFolder: String?
}

func parseOptions() -> BenchOptions {
    var options = BenchOptions()
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        switch argument {
        case "--size": options.megabytes = Double(arguments.popFirst() ?? "") ?? options.megabytes
        case "--seed": options.seed = UInt64(arguments.popFirst() ?? "") ?? options.seed
        case "--repetitions": options.repetitions = max(1, Int(arguments.popFirst() ?? "") ?? options.repetitions)
        case "--write": options.writeFolder = arguments.popFirst()
        case "--phases-only": options.phasesOnly = true
        case "-h", "--help":
            print("usage: a11y-lint-bench [--size MB (default 40)] [--seed N] [--repetitions N (default 5)] [--write DIR] [--phases-only] [paths...]")
            exit(0)
        default: options.paths.append(argument)
        }
    }
    return options
}

/// Seconds elapsed while running `body`.
func timeOf(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func seconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The corpus: files read (or generated) before anything is timed.
struct Corpus {
    var sources: [SourceFile]
    var bytes: Int { sources.reduce(0) { $0 + $1.bytes.count } }
    var lines: Int { sources.reduce(0) { $0 + $1.lineCount } }

    static func generated(megabytes: Double, seed: UInt64) -> Corpus {
        var generator = CorpusGenerator(seed: seed)
        var sources: [SourceFile] = []
        generator.corpus(bytes: Int(megabytes * 1_000_000)) { sources.append(SourceFile(path: $0, text: $1)) }
        return Corpus(sources: sources)
    }

    static func read(_ paths: [String]) -> Corpus {
        let discovery = FileDiscovery.discover(paths)
        var sources: [SourceFile] = []
        for path in discovery.files {
            if case .bytes(let bytes) = FileReader.read(path, maxSize: LintOptions.defaultMaxFileSize) {
                sources.append(SourceFile(path: path, bytes: bytes))
            }
        }
        return Corpus(sources: sources)
    }

    /// The same files `factor` times over (distinct paths).
    func replicated(_ factor: Int) -> Corpus {
        Corpus(sources: (0..<factor).flatMap { copy in
            sources.map { SourceFile(path: "\(copy)/\($0.path)", bytes: $0.bytes) }
        })
    }
}

/// Best time of each phase over the repetitions, single-threaded.
struct PhaseTimes {
    var lex = Double.infinity
    var parse = Double.infinity
    var rules = Double.infinity
    var report = Double.infinity
    var findings = 0

    static func measure(_ corpus: Corpus, linter: Linter, repetitions: Int) -> PhaseTimes {
        var best = PhaseTimes()
        for _ in 0..<repetitions {
            var lex = 0.0, parse = 0.0, rules = 0.0, report = 0.0
            var findings: [Finding] = []
            for source in corpus.sources {
                var start = DispatchTime.now().uptimeNanoseconds
                let lexed = Lexer.lex(source)
                lex += seconds(since: start)
                start = DispatchTime.now().uptimeNanoseconds
                let tree = SyntaxTree(source: source, lexed: lexed)
                parse += seconds(since: start)
                start = DispatchTime.now().uptimeNanoseconds
                let analysis = linter.check(tree)
                rules += seconds(since: start)
                start = DispatchTime.now().uptimeNanoseconds
                findings += linter.locate(analysis.findings, in: source).map(\.0)
                report += seconds(since: start)
            }
            report += timeOf { render(findings) }
            best.lex = min(best.lex, lex)
            best.parse = min(best.parse, parse)
            best.rules = min(best.rules, rules)
            best.report = min(best.report, report)
            best.findings = findings.count
        }
        return best
    }
}

func render(_ findings: [Finding]) {
    let run = LintRun(findings: findings.sorted(by: Finding.reportOrder), problems: [], files: [])
    let text = TextReporter().render(LintReport(run: run, rules: RuleRegistry.descriptors, workingDirectory: "/"))
    precondition(!text.isEmpty || findings.isEmpty)
}

/// Best whole-pipeline time (lint every file, sort, render) with `jobs` threads.
func wholeLint(_ corpus: Corpus, jobs: Int, repetitions: Int) -> Double {
    var options = LintOptions.everyRule
    options.jobs = jobs
    let linter = Linter(options: options)
    var best = Double.infinity
    for _ in 0..<repetitions {
        best = min(best, timeOf { render(linter.lint(sources: corpus.sources).findings) })
    }
    return best
}

func peakResidentMegabytes() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024           // kilobytes on Linux
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576       // bytes on macOS
    #endif
}

func row(_ name: String, _ time: Double, _ corpus: Corpus) -> String {
    let megabytes = Double(corpus.bytes) / 1_000_000
    return name.padding(toLength: 26, withPad: " ", startingAt: 0)
        + String(format: "%9.1f ms %9.1f MB/s %12.0f lines/s %10.0f files/s",
                 time * 1000, megabytes / time, Double(corpus.lines) / time, Double(corpus.sources.count) / time)
}

let options = parseOptions()
if let folder = options.writeFolder {
    var generator = CorpusGenerator(seed: options.seed)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try generator.corpus(bytes: Int(options.megabytes * 1_000_000)) { name, text in
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }
    exit(0)
}
let cores = ProcessInfo.processInfo.activeProcessorCount

/// The phase table and the 1-thread/all-cores comparison on the full corpus.
func measurePhases() {
    let corpus = options.paths.isEmpty ? Corpus.generated(megabytes: options.megabytes, seed: options.seed) : Corpus.read(options.paths)
    print(options.paths.isEmpty ? "Synthetic corpus (seed \(options.seed))" : "Corpus: \(options.paths.joined(separator: " "))")
    print(String(format: "%d files, %.1f MB, %d lines; best of %d; %d cores", corpus.sources.count,
                 Double(corpus.bytes) / 1_000_000, corpus.lines, options.repetitions, cores))
    let phases = PhaseTimes.measure(corpus, linter: Linter(options: .everyRule), repetitions: options.repetitions)
    let single = wholeLint(corpus, jobs: 1, repetitions: options.repetitions)
    let parallel = wholeLint(corpus, jobs: cores, repetitions: options.repetitions)
    print("\nPhase (1 thread)")
    print(row("lex", phases.lex, corpus))
    print(row("parse (lexed input)", phases.parse, corpus))
    print(row("rules (walk + checks)", phases.rules, corpus))
    print(row("report (locate + text)", phases.report, corpus))
    print(row("whole lint, 1 thread", single, corpus))
    print(row("whole lint, \(cores) threads", parallel, corpus))
    print(String(format: "\n%d findings. Lexing is %.1fx the speed of the whole lint; %d threads give %.2fx of 1 thread.",
                 phases.findings, single / phases.lex, cores, single / parallel))
    print(String(format: "Peak resident memory so far (corpus held in memory): %.0f MB", peakResidentMegabytes()))
}

/// Whole-lint time at 1x, 4x and 16x the corpus: a linear linter keeps the ratios at 1, 4, 16.
func measureScaling() {
    print("\nScaling (whole lint, 1 thread)")
    let real = options.paths.isEmpty ? nil : Corpus.read(options.paths)
    var baseTime = 0.0
    for factor in [1, 4, 16] {
        let scaled = real?.replicated(factor)
            ?? Corpus.generated(megabytes: options.megabytes / 16 * Double(factor), seed: options.seed)
        let time = wholeLint(scaled, jobs: 1, repetitions: options.repetitions)
        if factor == 1 { baseTime = time }
        print(row("\(factor)x", time, scaled) + String(format: "   time ratio %.2f (ideal %d)", time / baseTime, factor))
    }
}

measurePhases()
measureScaling()
if !options.phasesOnly {
    measureRuleCosts(options.paths.isEmpty ? Corpus.generated(megabytes: options.megabytes / 4, seed: options.seed)
                                           : Corpus.read(options.paths), repetitions: options.repetitions)
    if !options.paths.isEmpty { compareWithSwiftParser(options.paths, repetitions: options.repetitions) }
}
print(String(format: "\nPeak resident memory: %.0f MB", peakResidentMegabytes()))
