#!/bin/sh
# Type-checks LayoutDoctorDump, UIKit adapter included, against the stand-in UIKit module in
# this folder (UIKit.swift: exactly the SDK signatures the adapter uses, each with its
# documentation page), on a machine without the iOS SDK. Needs `swift build` first (for the
# modules LayoutDoctorDump imports). Not a SwiftPM target: a module named UIKit in the
# package graph would shadow the real one on Apple platforms.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
modules="$root/.build/debug/Modules"
[ -d "$modules" ] || modules=$(find "$root/.build" -path '*/debug/Modules' -type d | head -1)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swiftc -parse-as-library -swift-version 6 -module-name UIKit -emit-module \
  -emit-module-path "$out/UIKit.swiftmodule" "$root/Tests/AdapterStandIns/UIKit.swift"
swiftc -typecheck -swift-version 6 -module-name LayoutDoctorDump -I "$out" -I "$modules" \
  $(find "$root/Sources/LayoutDoctorDump" -name '*.swift' | sort)
echo "LayoutDoctorDump with its UIKit adapter type-checks against the stand-in UIKit."
