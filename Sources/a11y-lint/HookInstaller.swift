import A11yLintCore
import Foundation

/// `a11y-lint install-hook`: writes a git pre-commit hook that lints the
/// staged content of the staged Swift files (what is about to be committed,
/// not the working tree).
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
        let exists = FileManager.default.fileExists(atPath: hook)
            || (try? FileManager.default.destinationOfSymbolicLink(atPath: hook)) != nil   // a dangling link is a hook too
        if exists && !force {
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

    /// The hook. It checks out the staged version of every Swift file into a
    /// temporary folder and lints the staged ones there in one run, with the
    /// rest as `--context`, so paths, the configuration (the working tree's
    /// root `.a11y-lint.json`) and custom views used in other files work as
    /// in a whole run. `A11Y_LINT` overrides the linter's path; a finding at
    /// the `failOn` level (an error, by default) stops the commit. Written
    /// for bash 3.2 (macOS) and later.
    static func script(executable: String) -> String {
        """
        #!/usr/bin/env bash
        # Written by `a11y-lint install-hook`: lints what is about to be committed,
        # the staged content of the staged Swift files. Skip it once with
        # `git commit --no-verify`.
        installed=\(shellQuoted(executable))
        lint="${A11Y_LINT:-$installed}"
        if ! command -v "$lint" >/dev/null 2>&1; then lint=a11y-lint; fi
        root=$(git rev-parse --show-toplevel) || exit 1
        cd "$root" || exit 1
        snapshot=$(mktemp -d "${TMPDIR:-/tmp}/a11y-lint-hook.XXXXXX") || exit 1
        trap 'rm -rf "$snapshot"' EXIT
        git diff --cached --name-only --diff-filter=ACMR -z -- '*.swift' > "$snapshot/staged"
        [ -s "$snapshot/staged" ] || exit 0
        mkdir "$snapshot/index"
        git ls-files -z -- '*.swift' | git checkout-index -z --stdin --prefix="$snapshot/index/" || true
        if [ -f .a11y-lint.json ]; then
            cp .a11y-lint.json "$snapshot/index/"
        else
            echo '{}' > "$snapshot/index/.a11y-lint.json"   # so no file outside the repository applies
        fi
        cd "$snapshot/index" || exit 1
        xargs -0 "$lint" --quiet --context . -- < "$snapshot/staged"

        """
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
