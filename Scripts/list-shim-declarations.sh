#!/usr/bin/env bash
# Lists every declaration of the AppleCheck shims (UIKit, AppKit, SwiftUI) with the Apple
# documentation page and SDK generation it models, one per line, tab-separated:
#
#   module <TAB> declaration <TAB> page <TAB> SDK
#
# so a reviewer with the SDK can diff the shims against it. Each public or open declaration in
# a shim must be preceded by a `// doc: <page> — <SDK>` comment (attributes may sit between);
# the script exits 1 naming any that is not. Declarations under `@_spi(ShimTesting)` are the
# fakes' controls, not the SDK's, and are skipped.
#
#   Scripts/list-shim-declarations.sh            # the listing
#   Scripts/list-shim-declarations.sh --check    # only the check (used by check-apple-bridges.sh)
set -euo pipefail
cd "$(dirname "$0")/../AppleCheck/Sources"
mode="${1:-list}"
status=0
for module in UIKit AppKit SwiftUI; do
  [ -d "$module" ] || continue
  for file in "$module"/*.swift; do
    awk -v module="$module" -v file="$file" -v mode="$mode" '
      /^[[:space:]]*\/\/ doc: / {
        line = $0
        sub(/^[[:space:]]*\/\/ doc: /, "", line)
        split(line, parts, " — ")
        page = parts[1]; sdk = parts[2]; pending = 1
        next
      }
      /^[[:space:]]*@[A-Za-z_]+(\([^)]*\))?[[:space:]]*$/ { next }   # an attribute on its own line
      /@_spi\(/ { pending = 0; next }
      /^[[:space:]]*((@[A-Za-z_]+(\([^)]*\))?|nonisolated|final|static|class|override|required|convenience)[[:space:]]+)*(public|open)[[:space:]]/ {
        declaration = $0
        sub(/^[[:space:]]+/, "", declaration)
        sub(/[[:space:]]*\{.*$/, "", declaration)
        if (pending) {
          if (mode == "list") printf "%s\t%s\t%s\t%s\n", module, declaration, page, sdk
        } else {
          printf "%s:%d: no // doc: comment for: %s\n", file, NR, declaration > "/dev/stderr"
          missing = 1
        }
        pending = 0
        next
      }
      /^[[:space:]]*$/ { next }
      { pending = pending && ($0 ~ /^[[:space:]]*(\/\/|@)/) }
      END { exit missing }
    ' "$file" || status=1
  done
done
exit $status
