import A11yLintCore
import Foundation

/// `a11y-lint install-hook`: writes a git pre-commit hook that lints the
/// staged content of the staged Swift files (what is about to be committed,
/// not the working tree), each passed on standard input under its own path.
enum HookInstaller {
    static func install(force: Bool, executable: String) throws -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let hooks: String
        do {
            hooks = try Git.run(["rev-parse", "--git-path", "hooks"], in: cwd).trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            throw UsageError(message: "install-hook must run inside a git repository (\(error))")
        }
        let folder = PathNormalizer.absolute(hooks, cwd: cwd)
        let hook = folder + "/pre-commit"
        if FileManager.default.fileExists(atPath: hook) && !force {
            throw UsageError(message: "\(hook) already exists; move it away or pass --force to replace it")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try script(executable: executable).write(toFile: hook, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        } catch {
            throw UsageError(message: "cannot write \(hook): \(error.localizedDescription)")
        }
        return hook
    }

    /// The hook: `A11Y_LINT` overrides the linter's path; a run that finds an
    /// error-level gap (or whatever `failOn` says) stops the commit.
    static func script(executable: String) -> String {
        """
        #!/usr/bin/env bash
        # Written by `a11y-lint install-hook`: lints the staged content of staged
        # Swift files. Skip it once with `git commit --no-verify`.
        installed=\(shellQuoted(executable))
        lint="${A11Y_LINT:-$installed}"
        if ! command -v "$lint" >/dev/null 2>&1; then lint=a11y-lint; fi
        status=0
        while IFS= read -r -d '' file; do
            git show ":$file" | "$lint" --quiet --stdin-filename "$file" - || status=$?
        done < <(git diff --cached --name-only --diff-filter=ACMR -z -- '*.swift')
        exit $status

        """
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
