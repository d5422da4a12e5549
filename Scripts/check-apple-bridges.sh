#!/usr/bin/env bash
# The Linux check of the Apple bridges: builds the nested AppleCheck package (TypesetUIKit,
# TypesetAppKit and TypesetSwiftUI compiled against hand-written shims of UIKit, AppKit and
# SwiftUI, in Swift 6 mode with complete concurrency checking and warnings as errors), runs
# its behavioural tests (tests against our model of the SDKs, not the SDKs), checks that
# every shim declaration names its documentation page, and lints the check package (the main
# CI lint covers the bridge sources). Debug build only, to keep CI short.
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

echo "== swift format lint (AppleCheck: manifest, shims, tests)"
swift format lint --strict --recursive "$root/AppleCheck/Package.swift" \
  "$root/AppleCheck/Sources/UIKit" "$root/AppleCheck/Sources/AppKit" \
  "$root/AppleCheck/Sources/SwiftUI" "$root/AppleCheck/Tests/TypesetUIKitShimTests" \
  "$root/AppleCheck/Tests/TypesetAppKitShimTests" "$root/AppleCheck/Tests/TypesetSwiftUIShimTests"

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
