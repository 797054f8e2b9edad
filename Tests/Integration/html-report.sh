#!/usr/bin/env bash
# Opens the HTML report of Examples/ in a real headless browser (Chromium from
# Debian's packages) and runs axe-core on it (bundled by the PyPI package
# axe-selenium-python, installed into a throwaway virtualenv with Selenium):
# zero violations, every finding in the page, a screenshot saved for review.
# Skips, saying so, when Chromium and its driver are not installed and cannot
# be installed.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            chromium chromium-driver) >/dev/null 2>&1 || true
    fi
fi
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    echo "SKIPPED: the HTML report's browser check needs chromium and chromium-driver (Debian packages), not installable here"
    exit 0
fi

status=0
"$repo/.build/debug/a11y-lint" "$repo/Examples" --format html --output "$work/report.html" --quiet || status=$?
if [ "$status" -ne 1 ]; then
    echo "error: expected exit code 1 (the broken examples have errors), got $status" >&2
    exit 1
fi
findings=$("$repo/.build/debug/a11y-lint" "$repo/Examples" --format json --quiet | python3 -c 'import json, sys; print(len(json.load(sys.stdin)["findings"]))' || true)

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check selenium axe-selenium-python
screenshot="${A11Y_LINT_SCREENSHOT:-$repo/.build/html-report.png}"
mkdir -p "$(dirname "$screenshot")"
"$work/venv/bin/python" "$repo/Tests/Integration/html-report-axe.py" "$work/report.html" "$findings" "$screenshot"
