#!/usr/bin/env bash
# Runs this repository's pre-commit hook with the real pre-commit (installed
# from PyPI into a throwaway virtualenv) against a temporary git repository
# holding a broken SwiftUI file and a clean one: the broken file must fail
# with its finding in the output, the clean one must pass.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# pre-commit clones what is committed; snapshot the working tree (tracked and
# new files) into a throwaway repository so uncommitted work is what gets tested.
mkdir "$work/hook-repo"
git -C "$repo" ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
    if [ -f "$repo/$file" ]; then
        mkdir -p "$work/hook-repo/$(dirname "$file")"
        cp "$repo/$file" "$work/hook-repo/$file"
    fi
done
git -C "$work/hook-repo" init --quiet .
git -C "$work/hook-repo" add --all
git -C "$work/hook-repo" -c user.name=ci -c user.email=ci@localhost commit --quiet -m snapshot
hook_repo="$work/hook-repo"

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check pre-commit
export PRE_COMMIT_HOME="$work/cache"
pre_commit="$work/venv/bin/pre-commit"

mkdir "$work/app"
cd "$work/app"
git init --quiet .
cat > Broken.swift <<'SWIFT'
import SwiftUI

struct Toolbar: View {
    var body: some View {
        Button(action: {}) {
            Image("ic_close")
        }
    }
}
SWIFT
cat > Clean.swift <<'SWIFT'
import SwiftUI

struct Toolbar: View {
    var body: some View {
        Button(action: {}) {
            Image("ic_close")
        }
        .accessibilityLabel("Close")
    }
}
SWIFT
git add Broken.swift Clean.swift

status=0
"$pre_commit" try-repo "$hook_repo" a11y-lint --files Broken.swift > "$work/broken.log" 2>&1 || status=$?
if [ "$status" -eq 0 ] || ! grep -q "Broken.swift:5:9: error: .*\[button-image-only\]" "$work/broken.log"; then
    echo "FAIL: pre-commit should reject Broken.swift with a button-image-only finding (exit $status):" >&2
    cat "$work/broken.log" >&2
    exit 1
fi
if ! "$pre_commit" try-repo "$hook_repo" a11y-lint --files Clean.swift > "$work/clean.log" 2>&1; then
    echo "FAIL: pre-commit should accept Clean.swift:" >&2
    cat "$work/clean.log" >&2
    exit 1
fi
sed 's/^/    /' "$work/broken.log"
echo "pre-commit: Broken.swift rejected with its finding, Clean.swift accepted"
