"""Drives `a11y-lint server` with a real LSP client (pygls, from PyPI).

Usage: lsp-client.py A11Y_LINT_EXECUTABLE WORKSPACE_FOLDER
open -> diagnostics -> change -> updated diagnostics -> code action ->
applied edit -> diagnostics gone -> shutdown -> exit code 0.
"""
import asyncio
import os
import sys
import time

from lsprotocol import types
from pygls.lsp.client import LanguageClient

BROKEN = """import SwiftUI

struct Title: View {
    var body: some View {
        Text("Resting heart rate").font(.system(size: 17))
    }
}
"""
WORSE = BROKEN.replace('Text("Resting heart rate")', 'Text("Resting heart rate").accessibility(hidden: true)')


def apply(text, edits):
    """Applies LSP text edits (UTF-16 positions; ASCII text here) from the end."""
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    def offset(position):
        return offsets[position.line] + position.character
    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        text = text[:offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


async def main(executable, folder):
    client = LanguageClient("a11y-lint-test", "1")
    published = asyncio.Queue()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def diagnostics(params):
        published.put_nowait(params)

    await client.start_io(executable, "server")
    uri = "file://" + os.path.join(folder, "Title.swift")
    result = await client.initialize_async(types.InitializeParams(
        capabilities=types.ClientCapabilities(), root_uri="file://" + folder,
        workspace_folders=[types.WorkspaceFolder(uri="file://" + folder, name="app")]))
    assert result.capabilities.hover_provider, "hover is offered"
    client.initialized(types.InitializedParams())

    started = time.monotonic()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=BROKEN)))
    first = await asyncio.wait_for(published.get(), 10)
    print(f"open: {[d.code for d in first.diagnostics]} in {1000 * (time.monotonic() - started):.1f} ms")
    assert [d.code for d in first.diagnostics] == ["fixed-font-size"], first.diagnostics
    assert first.diagnostics[0].source == "a11y-lint"

    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=WORSE)]))
    second = await asyncio.wait_for(published.get(), 10)
    codes = sorted(d.code for d in second.diagnostics)
    print(f"change: {codes}")
    assert codes == ["deprecated-accessibility-modifier", "fixed-font-size"], codes

    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=7, character=0)),
        context=types.CodeActionContext(diagnostics=second.diagnostics)))
    fix_all = [a for a in actions if a.kind == "source.fixAll.a11y-lint"]
    print(f"code actions: {[a.title for a in actions]}")
    assert fix_all, "a fix-all action"
    fixed = apply(WORSE, fix_all[0].edit.changes[uri])
    assert ".accessibilityHidden(true)" in fixed and ".font(.body)" in fixed, fixed

    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)]))
    third = await asyncio.wait_for(published.get(), 10)
    print(f"after the edit: {[d.code for d in third.diagnostics]}")
    assert len(third.diagnostics) == 0, third.diagnostics

    await client.shutdown_async(None)
    client.exit(None)
    for _ in range(100):
        if client._server.returncode is not None:
            break
        await asyncio.sleep(0.05)
    print(f"exit code: {client._server.returncode}")
    assert client._server.returncode == 0
    await client.stop()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
