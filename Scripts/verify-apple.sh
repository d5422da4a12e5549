#!/usr/bin/env bash
# Verifies the Apple bridges against Apple's real SDKs — for the first person with a Mac and
# Xcode. It CANNOT run on our Linux machines (no Apple SDK there); until it has run and its
# report is recorded, the README and DocC say the bridges are "type-checked against a
# documentation-derived interface on Linux; not yet compiled against Apple's SDK".
#
# What it does, unattended (no prompts; a missing simulator is reported, not asked about):
#   1. swift build / swift test for macOS (the core and TypesetAppKit, TypesetSwiftUI;
#      TypesetUIKit is empty on macOS);
#   2. xcodebuild build (warnings as errors) of the bridge products for a generic iOS
#      Simulator, Mac Catalyst (TypesetUIKit; TypesetAppKit is empty there), watchOS, and
#      visionOS/tvOS when their SDKs are installed;
#   3. xcodebuild test of the package's tests on an available iPhone simulator;
#   4. prints a report (one line per step: ok / FAILED / skipped) and exits non-zero if any
#      step failed. Logs are kept in $OUT (default: .build/verify-apple).
#
# The behavioural tests of AppleCheck/ use the shims' fakes and are Linux-only; what this
# checks on Apple platforms is that the bridges compile against the real SDK, in Swift 6 mode,
# with no warnings, and that the package's tests pass there. Compare the shims with the SDK
# with Scripts/list-shim-declarations.sh.
#
#   Scripts/verify-apple.sh                 # everything
#   SIMULATOR="iPhone 16" Scripts/verify-apple.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
OUT="${OUT:-$root/.build/verify-apple}"
mkdir -p "$OUT"
report=()
failed=0

if [ "$(uname)" != "Darwin" ] || ! command -v xcodebuild > /dev/null; then
  echo "verify-apple.sh needs macOS with Xcode (found $(uname); xcodebuild: $(command -v xcodebuild || echo none))." >&2
  exit 2
fi

# step NAME COMMAND...: runs a step, logs it, and records ok or FAILED (warnings count as failures).
step() {
  local name="$1"; shift
  local log="$OUT/$(echo "$name" | tr ' /' '__').log"
  echo "== $name"
  if "$@" > "$log" 2>&1; then
    if grep -E '(^|[^a-z])warning: ' "$log" | grep -E 'Sources/Typeset(UIKit|AppKit|SwiftUI)/' > "$log.warnings"; then
      report+=("FAILED  $name (warnings in the bridges, see $log.warnings)"); failed=1
    else
      report+=("ok      $name")
    fi
  else
    report+=("FAILED  $name (see $log)"); failed=1
  fi
}

skip() { report+=("skipped $1 ($2)"); }

sdk_installed() { xcodebuild -showsdks 2>/dev/null | grep -q -- "-sdk $1"; }

# xcodebuild makes a scheme per library product; the bridges are built one by one so the
# command-line tool (a macOS program) is never built for a device.
build() { # build PLATFORM-DESTINATION SCHEME
  xcodebuild build -scheme "$2" -destination "$1" -skipPackagePluginValidation \
    OTHER_SWIFT_FLAGS='$(inherited) -warnings-as-errors'
}
step "macOS swift build" swift build --build-tests
step "macOS swift test" swift test
for scheme in TypesetUIKit TypesetSwiftUI; do
  step "iOS Simulator build $scheme" build "generic/platform=iOS Simulator" "$scheme"
done
step "Mac Catalyst build TypesetUIKit" build "generic/platform=macOS,variant=Mac Catalyst" TypesetUIKit
step "Mac Catalyst build TypesetAppKit (empty there)" build \
  "generic/platform=macOS,variant=Mac Catalyst" TypesetAppKit
step "watchOS Simulator build TypesetSwiftUI" build "generic/platform=watchOS Simulator" TypesetSwiftUI
step "watchOS Simulator build TypesetUIKit (conversions only)" build \
  "generic/platform=watchOS Simulator" TypesetUIKit
if sdk_installed xrsimulator; then
  step "visionOS Simulator build TypesetUIKit" build "generic/platform=visionOS Simulator" TypesetUIKit
else
  skip "visionOS Simulator build" "no visionOS SDK"
fi
if sdk_installed appletvsimulator; then
  step "tvOS Simulator build TypesetUIKit" build "generic/platform=tvOS Simulator" TypesetUIKit
else
  skip "tvOS Simulator build" "no tvOS SDK"
fi

simulator="${SIMULATOR:-$(xcrun simctl list devices available 2>/dev/null \
  | sed -n 's/^ *\(iPhone[^(]*\) (.*/\1/p' | head -n 1 | sed 's/ *$//')}"
if [ -n "$simulator" ]; then
  # The package scheme holds every test target; only the bridge and core tests run on iOS.
  # If another target does not build for iOS (the CLI's tests start processes), this step
  # fails in the build: the log says which, and the bridge tests need a scheme of their own.
  step "iOS Simulator test ($simulator)" xcodebuild test -scheme Typeset-Package \
    -destination "platform=iOS Simulator,name=$simulator" -skipPackagePluginValidation \
    -only-testing:TypesetAppleBridgeTests -only-testing:TypesetTests
else
  skip "iOS Simulator test" "no iPhone simulator available"
fi

echo
echo "Apple verification report ($(date -u '+%Y-%m-%d %H:%M UTC'), $(xcodebuild -version | head -n 1), $(sw_vers -productName) $(sw_vers -productVersion))"
for line in "${report[@]}"; do echo "  $line"; done
echo "Logs: $OUT"
exit $failed
