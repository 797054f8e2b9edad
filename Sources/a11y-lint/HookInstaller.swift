import A11yLintCore
import Foundation

/// `a11y-lint install-hook`: writes a git pre-commit hook that lints the
/// staged content of the staged Swift files (what is about to be committed,
/// not the working tree), with the rest of the repository as context.
enum HookInstaller {
    static func install(force: Bool, executable: String, options: [String]) throws -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let hooks: String
        do {
            hooks = try Git.run(["rev-parse", "--git-path", "hooks"], in: cwd).trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            throw UsageError(message: "install-hook must run inside a git repository (\(error))")
        }
        let folder = PathNormalizer.absolute(hooks, cwd: cwd)
        let hook = folder + "/pre-commit"
        let exists = FileManager.default.fileExists(atPath: hook)
            || (try? FileManager.default.destinationOfSymbolicLink(atPath: hook)) != nil   // a dangling link is a hook too
        if exists && !force {
            throw UsageError(message: "\(hook) already exists; move it away or pass --force to replace it")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try script(executable: executable, options: options).write(toFile: hook, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        } catch {
            throw UsageError(message: "cannot write \(hook): \(error.localizedDescription)")
        }
        return hook
    }

    /// The hook: `a11y-lint --staged --context .` from the repository root,
    /// plus the options given to `install-hook` (a baseline, say).
    /// `A11Y_LINT` overrides the linter's path; a finding at the `failOn`
    /// level (an error, by default) stops the commit.
    static func script(executable: String, options: [String]) -> String {
        let extra = options.map { " " + shellQuoted($0) }.joined()
        return """
            #!/bin/sh
            # Written by `a11y-lint install-hook`: lints what is about to be committed,
            # the staged content of the staged Swift files. Skip it once with
            # `git commit --no-verify`.
            installed=\(shellQuoted(executable))
            lint="${A11Y_LINT:-$installed}"
            if ! command -v "$lint" >/dev/null 2>&1; then lint=a11y-lint; fi
            cd "$(git rev-parse --show-toplevel)" || exit 1
            exec "$lint" --staged --context .\(extra)

            """
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
