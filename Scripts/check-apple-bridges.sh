#!/usr/bin/env bash
# The Linux check of the Apple bridges: builds the nested AppleCheck package (TypesetUIKit,
# TypesetAppKit and TypesetSwiftUI compiled against hand-written shims of UIKit, AppKit and
# SwiftUI, in Swift 6 mode with complete concurrency checking and warnings as errors), runs
# its behavioural tests (tests against our model of the SDKs, not the SDKs), and checks that
# every shim declaration names its documentation page. Debug build only, to keep CI short.
#
#   Scripts/check-apple-bridges.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

echo "== shim declarations name their pages"
"$root/Scripts/list-shim-declarations.sh" --check
echo "   $("$root/Scripts/list-shim-declarations.sh" | wc -l | tr -d ' ') declarations"

echo "== swift build --build-tests (AppleCheck)"
swift build --package-path "$root/AppleCheck" --build-tests 2>&1 | tee "$log"
# -warnings-as-errors covers the shims, bridges and tests; this also catches anything else.
if grep -E '(^|[^a-z])warning: ' "$log" | grep -v 'Scripts/' ; then
  echo "error: the Apple check build has warnings" >&2
  exit 1
fi

echo "== swift test (AppleCheck)"
# The *BridgeTests are the main package's real-SDK tests, only type-checked here.
swift test --package-path "$root/AppleCheck" --skip-build \
  --skip UIKitBridgeTests --skip SwiftUIBridgeTests --skip AppKitBridgeTests
