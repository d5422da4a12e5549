#!/usr/bin/env python3
"""Writes the Markdown seed corpora from the spec fixtures, one example per file.

Fuzz/Corpus/markdown-commonmark: the CommonMark 0.31.2 spec examples (commonmark-spec.json).
Fuzz/Corpus/markdown-gfm: the GFM spec examples (gfm-spec.json) and the GFM extension
examples (gfm-extensions.json). Run from the package root after the fixtures change.
"""
import json
import pathlib

fixtures = pathlib.Path("Tests/TypesetMarkdownTests/__Fixtures__")
corpora = {
    "markdown-commonmark": [("commonmark-spec.json", "spec")],
    "markdown-gfm": [("gfm-spec.json", "spec"), ("gfm-extensions.json", "extension")],
}
for target, sources in corpora.items():
    folder = pathlib.Path("Fuzz/Corpus") / target
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.md"):
        old.unlink()
    for name, prefix in sources:
        for example in json.loads((fixtures / name).read_text()):
            path = folder / f"{prefix}-{example['example']:04d}.md"
            path.write_bytes(example["markdown"].encode("utf-8"))
