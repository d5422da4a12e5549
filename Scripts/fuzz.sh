#!/usr/bin/env bash
# Builds the libFuzzer harnesses under Fuzz/Harnesses and runs one of them.
#
#   Scripts/fuzz.sh TARGET SECONDS [libFuzzer options…]
#
# TARGET is markup-lenient, markup-strict, markdown-gfm or markdown-commonmark. The modules are
# compiled with -sanitize=fuzzer,address into static libraries under .build/fuzz/, the harness
# is linked against them, and the run starts from the seed corpus Fuzz/Corpus/TARGET (read
# only: new inputs go to .build/fuzz/corpus/TARGET). Crashes and invariant failures are written
# to .build/fuzz/artifacts/. The last line printed is the number of inputs run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

usage() {
  echo "usage: Scripts/fuzz.sh markup-lenient|markup-strict|markdown-gfm|markdown-commonmark SECONDS [libFuzzer options…]" >&2
  exit 2
}
[[ $# -ge 2 ]] || usage
target=$1
seconds=$2
shift 2
case "$target" in
  markup-lenient | markup-strict) harness=MarkupHarness; module=Typeset; shared=() ;;
  markdown-gfm | markdown-commonmark)
    harness=MarkdownHarness
    module=TypesetMarkdown
    # The HTML safety check is shared with the generated-document tests.
    shared=(Tests/TypesetMarkdownTests/Generated/HTMLSafetyCheck.swift)
    ;;
  *) usage ;;
esac
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

build=.build/fuzz
mkdir -p "$build/modules" "$build/artifacts" "$build/corpus/$target" "$build/bin"
flags=(-parse-as-library -package-name typeset -sanitize=fuzzer,address -O -wmo
  -swift-version 6 -I "$build/modules")

# Rebuilds one module when any of its sources (or this script) is newer than its library.
build_module() {
  local name=$1
  local library="$build/modules/lib$name.a"
  local sources
  mapfile -t sources < <(find "Sources/$name" -name '*.swift' | sort)
  if [[ -f "$library" ]] && [[ -z "$(find "Sources/$name" "$0" -newer "$library" -print -quit)" ]] \
    && [[ -z "${2:-}" || ! "$build/modules/lib$2.a" -nt "$library" ]]; then
    return
  fi
  echo "== building $name (${#sources[@]} files)" >&2
  swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$build/modules/$name.swiftmodule" \
    -emit-library -static -o "$library" "${sources[@]}"
}

build_module TypesetSupport
build_module Typeset TypesetSupport
if [[ "$module" != Typeset ]]; then build_module "$module" Typeset; fi

binary="$build/bin/$harness"
if [[ ! -x "$binary" || "Fuzz/Harnesses/$harness.swift" -nt "$binary" \
  || ( ${#shared[@]} -gt 0 && "${shared[0]}" -nt "$binary" ) || "$build/modules/lib$module.a" -nt "$binary" ]]; then
  echo "== linking $harness" >&2
  swiftc "${flags[@]}" -module-name "$harness" "Fuzz/Harnesses/$harness.swift" "${shared[@]}" \
    -L "$build/modules" "-l$module" $([[ "$module" != Typeset ]] && echo -lTypeset) \
    -lTypesetSupport -o "$binary"
fi

log="$build/$target.log"
echo "== fuzzing $target for $seconds s (log: $log)" >&2
status=0
FUZZ_TARGET=$target LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-suppressions.txt" "$binary" "$build/corpus/$target" "Fuzz/Corpus/$target" \
  -max_total_time="$seconds" -artifact_prefix="$build/artifacts/$target-" \
  -print_final_stats=1 -timeout=10 -rss_limit_mb=4096 "$@" 2>&1 | tee "$log" || status=$?
runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
echo "$target: ${runs:-unknown} runs in $seconds s (exit $status)"
exit "$status"
