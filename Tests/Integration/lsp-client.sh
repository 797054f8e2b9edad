#!/usr/bin/env bash
# Drives `a11y-lint server` with a real LSP client: pygls, installed from
# PyPI into a throwaway virtualenv, through open, diagnostics, change, code
# action, applied edit, diagnostics gone, shutdown and exit.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check 'pygls>=2,<3'
mkdir "$work/app"
"$work/venv/bin/python" "$repo/Tests/Integration/lsp-client.py" "$repo/.build/debug/a11y-lint" "$work/app"
