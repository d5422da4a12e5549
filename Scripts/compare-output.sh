#!/usr/bin/env bash
# Renders a fixed set of inputs with two `typeset` binaries in every output format and compares
# the bytes, so a refactor can show that it changes no output (issue 42, "What must not change").
#
#   Scripts/compare-output.sh OLD NEW
#
# OLD and NEW are each a path to a `typeset` binary or a git revision of this repository. A
# revision is checked out in a temporary `git worktree`, built with `swift build -c release
# --product typeset` in its own scratch path, and the binary is kept in
# .build/compare-output/bin/COMMIT/typeset, so a second run with the same commit builds nothing
# (a build takes a few minutes).
#
#   Scripts/compare-output.sh HEAD~3 HEAD                     # two revisions
#   Scripts/compare-output.sh main .build/release/typeset     # a revision against a binary
#   KEEP=1 Scripts/compare-output.sh OLD NEW                  # keeps the outputs, says where
#   EXAMPLES=each Scripts/compare-output.sh OLD NEW           # every spec example on its own
#   JOBS=4 Scripts/compare-output.sh OLD NEW                  # renders in parallel (default 2)
#
# The inputs, all rendered with the options of every format that applies to them:
#   - the kitchen sink (KitchenSink.markdown in Tests/TypesetTestSupport, control characters
#     included) as Markdown, tag markup and plain text, and Tests/…/__Fixtures__/Everything.md;
#   - the CommonMark (rendered with --no-gfm), GFM and GFM-extension spec examples from
#     Tests/TypesetMarkdownTests/__Fixtures__, fifty examples to a file (EXAMPLES=each: one
#     file per example: some 20,000 renderings, fifteen times as long);
#   - the benchmark corpora in Benchmarks/Documents (Markdown and tag markup of every shape,
#     written by Scripts/write-benchmark-documents.sh);
#   - the real Markdown documents in Scripts/compare-output-documents, and this package's own
#     README.md, DESIGN.md and CHANGELOG.md as they are in the working tree.
# The formats: json, dump, text, html --bare (Markdown only), html page, fragment and email,
# email with --appearance dark, and ansi at widths 100 and 37 with truecolor, 256 and 16
# colours. Every rendering runs with an empty environment, so COLUMNS, NO_COLOR, TERM and the
# like cannot change it. Standard output, standard error and the exit status are compared.
#
# Each difference is one line: input, format, and the offset of the first differing byte of
# standard output (or what else differs). The last line is "N renderings compared, M differ";
# the exit status is 1 when any differ, 2 for a usage or build error.
set -euo pipefail
# The binaries are found in command substitutions, which must stop at a failure too.
shopt -s inherit_errexit
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

usage() {
  echo "usage: Scripts/compare-output.sh OLD NEW   (each a typeset binary or a git revision)" >&2
  exit 2
}
[[ $# -eq 2 ]] || usage
jobs=${JOBS:-2}
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || { echo "error: JOBS must be a positive number, not '$jobs'" >&2; exit 2; }

cache=.build/compare-output
work="$(mktemp -d)"
cleanup() {
  # A build that failed or was interrupted leaves its worktree behind.
  for worktree in "$work"/source-*; do
    [[ -d "$worktree" ]] && git worktree remove --force "$worktree" 2>/dev/null
  done
  git worktree prune
  if [[ "${KEEP:-}" == 1 ]]; then
    echo "kept the inputs and outputs in $work"
  else
    rm -rf "$work"
  fi
}
trap cleanup EXIT

# Prints the path of the typeset binary for ARGUMENT: the file itself when it is an executable,
# else the cached build of the commit it names, building it first when there is none.
binary_for() {
  local argument=$1 commit
  if [[ -f "$argument" ]]; then
    [[ -x "$argument" ]] || { echo "error: $argument is not executable" >&2; return 2; }
    realpath "$argument"
    return
  fi
  if ! commit=$(git rev-parse --verify --quiet "$argument^{commit}"); then
    echo "error: '$argument' is neither a typeset binary nor a git revision" >&2
    return 2
  fi
  local binary="$cache/bin/$commit/typeset"
  if [[ ! -x "$binary" ]]; then
    local worktree="$work/source-$commit"
    echo "== building $argument ($commit) in release; this takes a few minutes" >&2
    git worktree add --quiet --detach "$worktree" "$commit" >&2
    local started=$SECONDS
    if ! swift build -c release --product typeset --package-path "$worktree" \
      --scratch-path "$cache/scratch/$commit" >"$work/build-$commit.log" 2>&1; then
      tail -20 "$work/build-$commit.log" >&2
      echo "error: building $argument ($commit) failed; the log is above" >&2
      return 2
    fi
    mkdir -p "$cache/bin/$commit"
    cp "$cache/scratch/$commit/release/typeset" "$binary.partial"
    mv "$binary.partial" "$binary"
    # The binary is all the cache keeps; the scratch path would hold a gigabyte per commit.
    rm -rf "$cache/scratch/$commit"
    git worktree remove --force "$worktree"
    echo "== built $argument in $((SECONDS - started)) s: $binary" >&2
  fi
  realpath "$binary"
}

old=$(binary_for "$1")
new=$(binary_for "$2")
echo "== old: $1 ($old)"
echo "== new: $2 ($new)"
started=$SECONDS

# ---- Inputs. A file's name says how it is read: NAME.md Markdown, NAME.cm.md Markdown without
# the GitHub extensions, NAME.markup tag markup, NAME.txt plain text.
inputs="$work/inputs"
mkdir -p "$inputs"

# The kitchen sink is a raw string literal (#"""…"""#) whose only escapes are \#u{…}; its
# lines are indented by four spaces, which the literal strips.
kitchen_sink=Tests/TypesetTestSupport/KitchenSink.swift
awk '/static let markdown = #"""/ { inside = 1; next }
  inside && /^    """#/ { exit }
  inside { sub(/^    /, ""); print }' "$kitchen_sink" |
  perl -CSD -pe 's/\\#u\{([0-9A-Fa-f]+)\}/chr(hex($1))/ge' >"$inputs/kitchen-sink.md"
if [[ ! -s "$inputs/kitchen-sink.md" ]] || ! grep -q $'\x1b' "$inputs/kitchen-sink.md"; then
  echo "error: could not extract KitchenSink.markdown from $kitchen_sink" >&2
  exit 2
fi
cp "$inputs/kitchen-sink.md" "$inputs/kitchen-sink.markup"
cp "$inputs/kitchen-sink.md" "$inputs/kitchen-sink.txt"
cp Tests/TypesetMarkdownTests/__Fixtures__/Everything.md "$inputs/everything.md"

# The spec examples, fifty to a file, each preceded by an HTML comment naming it (or with
# EXAMPLES=each one to a file, named after it, as the spec has it).
python3 - "$inputs" "${EXAMPLES:-chunks}" <<'PYTHON'
import json, sys
folder, mode = sys.argv[1], sys.argv[2]
fixtures = "Tests/TypesetMarkdownTests/__Fixtures__/"
for name, suffix in [("commonmark-spec", ".cm.md"), ("gfm-spec", ".md"), ("gfm-extensions", ".md")]:
    with open(fixtures + name + ".json", encoding="utf-8") as file:
        examples = json.load(file)
    size = 1 if mode == "each" else 50
    for start in range(0, len(examples), size):
        group = examples[start:start + size]
        text = "".join(f"<!-- example {e['example']} -->\n\n{e['markdown']}\n" for e in group)
        label = f"{group[0]['example']:03}" if size == 1 else f"{start // size + 1:02}"
        with open(f"{folder}/{name}-{label}{suffix}", "w", encoding="utf-8", newline="") as out:
            out.write(group[0]["markdown"] if size == 1 else text)
PYTHON

corpora=Benchmarks/Documents
if compgen -G "$corpora/*" >/dev/null; then
  for file in "$corpora"/*.md "$corpora"/*.markup; do
    [[ -e "$file" && "$(basename "$file")" != README.md ]] || continue
    cp "$file" "$inputs/corpus-$(basename "$file")"
  done
else
  echo "warning: no benchmark corpora in $corpora (Scripts/write-benchmark-documents.sh writes them)" >&2
fi

for file in Scripts/compare-output-documents/*.md; do
  [[ "$(basename "$file")" == README.md ]] || cp "$file" "$inputs/document-$(basename "$file")"
done
for file in README.md DESIGN.md CHANGELOG.md; do
  cp "$file" "$inputs/typeset-$file"
done

# ---- Formats: a name, then the options that make it.
formats=(
  "json|--to json"
  "dump|--to dump"
  "text|--to text"
  "html-bare|--to html --bare"
  "html-page|--to html --html page"
  "html-fragment|--to html --html fragment"
  "html-email|--to html --html email"
  "html-email-dark|--to html --html email --appearance dark"
)
for width in 100 37; do
  for colour in truecolor 256 16; do
    formats+=("ansi-$width-$colour|--to ansi --width $width --color $colour")
  done
done

# ---- The job list: one line per rendering, "INPUT FORMAT OPTIONS…", each run by both binaries.
list="$work/renderings"
: >"$list"
for path in "$inputs"/*; do
  input=$(basename "$path")
  case "$input" in
    *.cm.md) from=(--from markdown --no-gfm) ;;
    *.md) from=(--from markdown) ;;
    *.markup) from=(--from markup) ;;
    *.txt) from=(--from plain) ;;
    *) echo "error: no input format for $input" >&2; exit 2 ;;
  esac
  for format in "${formats[@]}"; do
    name=${format%%|*}
    [[ "$name" != html-bare || "${from[1]}" == markdown ]] || continue
    echo "$input $name ${from[*]} ${format#*|}" >>"$list"
  done
done

# Renders one input in one format with one binary: SIDE (old or new), INPUT, FORMAT and the
# options. The binary is $work/bin/SIDE, a link, so the job lines hold no path that could have
# a space in it. Standard output, standard error and the exit status go to files under SIDE/.
render() {
  local side=$1 input=$2 format=$3
  shift 3
  local out="$work/$side/$input.$format"
  local status=0
  # Both sides read the same file, so a message naming it reads the same from both.
  env -i "$work/bin/$side" render "$work/inputs/$input" "$@" >"$out.out" 2>"$out.err" ||
    status=$?
  echo "$status" >"$out.status"
}
export -f render
export work
mkdir -p "$work/old" "$work/new" "$work/bin"
ln -s "$old" "$work/bin/old"
ln -s "$new" "$work/bin/new"
count=$(wc -l <"$list")
echo "== rendering $(ls "$inputs" | wc -l) inputs in $count ways with each binary ($jobs at a time)"
{
  sed "s|^|old |" "$list"
  sed "s|^|new |" "$list"
} | xargs -P "$jobs" -L 1 bash -c 'render "$@"' render

# ---- Comparison: one line per rendering that differs.
differ=0
while read -r input format _; do
  base="$input.$format"
  a="$work/old/$base"
  b="$work/new/$base"
  what=""
  if ! cmp -s "$a.out" "$b.out"; then
    # cmp counts bytes from 1; the offset counts from 0. When one output is a prefix of the
    # other, the first differing byte is the one after the shorter output's end.
    report=$(cmp "$a.out" "$b.out" 2>&1 || true)
    if [[ "$report" =~ differ:\ (byte|char)\ ([0-9]+) ]]; then
      what="first differing byte at offset $((BASH_REMATCH[2] - 1))"
    elif [[ "$report" =~ EOF\ on\ .*\ after\ byte\ ([0-9]+) ]]; then
      what="first differing byte at offset ${BASH_REMATCH[1]} (one output ends there)"
    elif [[ "$report" =~ EOF\ on\ .*\ which\ is\ empty ]]; then
      what="first differing byte at offset 0 (one output is empty)"
    else
      what="output differs ($report)"
    fi
    what+=" ($(wc -c <"$a.out") vs $(wc -c <"$b.out") bytes)"
  fi
  if ! cmp -s "$a.status" "$b.status"; then
    what+="${what:+; }exit status $(<"$a.status") vs $(<"$b.status")"
  fi
  if ! cmp -s "$a.err" "$b.err"; then
    what+="${what:+; }standard error differs"
  fi
  if [[ -n "$what" ]]; then
    echo "$input $format: $what"
    differ=$((differ + 1))
  fi
done <"$list"

echo "$count renderings compared, $differ differ ($((SECONDS - started)) s)"
[[ $differ -eq 0 ]]
