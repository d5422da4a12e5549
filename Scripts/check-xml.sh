#!/usr/bin/env bash
# Checks that themed HTML is well-formed XML as well as HTML5: every profile (page, fragment,
# email; Markdown also streamed) of the kitchen sink, of the hostile inputs the test suites
# draw (the pathological cases, the generated documents, the safety vectors), of every control
# character in every position and of the demo, each rendered by the `typeset` command and read
# by xmllint. A fragment (its `<style>`, then its `<div>`) is wrapped in one root element
# first. Any input that does not render, or renders to something xmllint refuses, is named
# with its profile and xmllint's message, and the script fails.
#
#   Scripts/check-xml.sh                          # builds typeset and writes the inputs first
#   TYPESET=.build/release/typeset Scripts/check-xml.sh   # that binary (a release build
#                                                 # takes the run from ~5 to ~1.5 minutes)
#   KEEP=1 Scripts/check-xml.sh                   # keeps the inputs and outputs, says where
#
# The inputs come from the test suite (XMLCheckInputs in TypesetHTMLTests, which writes them
# when TYPESET_XML_INPUTS names a folder), so the generators are the tests' own. xmllint comes
# from Debian's libxml2-utils, installed with apt-get when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

if ! command -v xmllint >/dev/null; then
  echo "== installing xmllint (libxml2-utils)"
  sudo=()
  [[ $(id -u) -eq 0 ]] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" apt-get install -y -qq libxml2-utils >/dev/null
fi

work="$(mktemp -d)"
if [[ -n "${KEEP:-}" ]]; then
  echo "== keeping $work"
else
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/inputs" "$work/outputs"

echo "== writing the inputs (swift test --filter XMLCheckInputs)"
if ! TYPESET_XML_INPUTS="$work/inputs" swift test --filter XMLCheckInputs >"$work/test.log" 2>&1
then
  cat "$work/test.log" >&2
  echo "error: the tests that write the inputs failed" >&2
  exit 1
fi
inputs=("$work"/inputs/*)
if [[ ! -e "${inputs[0]}" ]]; then
  echo "error: no inputs were written (is XMLCheckInputs in the test filter?)" >&2
  exit 1
fi

if [[ -z "${TYPESET:-}" ]]; then
  echo "== swift build --product typeset"
  swift build --product typeset >"$work/build.log" 2>&1 || {
    cat "$work/build.log" >&2
    exit 1
  }
  TYPESET="$(swift build --show-bin-path)/typeset"
fi

echo "== rendering ${#inputs[@]} inputs as page, fragment and email (Markdown streamed too)"
echo "   with $TYPESET"
failures=0
for input in "${inputs[@]}"; do
  name="$(basename "$input")"
  options=(render --to html)
  case "$name" in
    *.txt) options+=(--from plain) ;;
    *.markup) options+=(--from markup) ;;
    *) options+=(--from markdown) ;;
  esac
  case "$name" in *.commonmark.md) options+=(--no-gfm) ;; esac
  case "$name" in *.unsafe.md) options+=(--unsafe) ;; esac
  # Markdown is also streamed (`--stream`: a page written block by block).
  renderings=(page fragment email)
  case "$name" in *.md) renderings+=(stream) ;; esac
  for profile in "${renderings[@]}"; do
    output="$work/outputs/$name.$profile.xml"
    case "$profile" in
      stream) profiled=("${options[@]}" --stream --html page) ;;
      *) profiled=("${options[@]}" --html "$profile") ;;
    esac
    # Standard error holds only warnings (invalid UTF-8, an email past Gmail's limit).
    if ! "$TYPESET" "${profiled[@]}" "$input" >"$output.html" 2>"$output.log"; then
      echo "error: $name ($profile): typeset failed: $(head -3 "$output.log")" >&2
      failures=$((failures + 1))
      continue
    fi
    if [[ $profile == fragment ]]; then
      { echo "<fragment>"; cat "$output.html"; echo "</fragment>"; } >"$output"
      rm "$output.html"
    else
      mv "$output.html" "$output"
    fi
  done
done

# The demo page too.
if ! "$TYPESET" demo --to html >"$work/outputs/demo.page.xml" 2>"$work/demo.log"; then
  echo "error: typeset demo --to html failed: $(head -3 "$work/demo.log")" >&2
  failures=$((failures + 1))
fi

echo "== xmllint --noout"
# One xmllint for all outputs; each problem it prints starts with the output's path, which
# names the input and the profile. `--huge` lifts libxml2's resource limits (256 levels of
# nesting, 10 MB of text in one node), which the pathological inputs pass on purpose and
# which are not rules of XML.
if ! (cd "$work/outputs" && find . -name '*.xml' -print0 | sort -z \
  | xargs -0 xmllint --noout --nonet --huge) >"$work/xmllint.log" 2>&1; then
  # The first problem of each output that has any.
  refused=0
  problems="$(grep -E '^\./[^:]+:[0-9]+: ' "$work/xmllint.log" | awk -F: '!seen[$1]++' || true)"
  while IFS= read -r line; do
    [[ -n "$line" ]] || continue
    file="${line%%:*}"
    file="${file#./}"
    input="${file%.*.xml}"
    profile="${file%.xml}"
    profile="${profile##*.}"
    echo "error: $input ($profile) is not well-formed XML: line ${line#*:}" >&2
    refused=$((refused + 1))
  done <<<"$problems"
  if [[ $refused -eq 0 ]]; then
    cat "$work/xmllint.log" >&2
    refused=1
  fi
  failures=$((failures + refused))
fi

if [[ $failures -gt 0 ]]; then
  echo "FAILED: $failures rendering(s) of ${#inputs[@]} inputs and the demo" >&2
  exit 1
fi
echo "ok: the themed HTML of ${#inputs[@]} inputs and the demo is well-formed XML in every profile"
