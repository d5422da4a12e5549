#!/usr/bin/env bash
# Formats the package in place, then lints it the way CI does.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format format --in-place --recursive Package.swift Sources Tests Fuzz Benchmarks/Package.swift Benchmarks/Sources
swift format lint --strict --recursive Package.swift Sources Tests Fuzz Benchmarks/Package.swift Benchmarks/Sources
