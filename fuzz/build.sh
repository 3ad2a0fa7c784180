#!/bin/sh
# Builds the libFuzzer harnesses into .build/fuzz/harnesses/<name>.
#
# 1. SwiftPM compiles the package's library modules (not the executables: libFuzzer brings its
#    own `main`), GraphvizRendering included (harnesses parse every DOT text with Graphviz's
#    own parser), into .build/fuzz with coverage instrumentation and AddressSanitizer
#    (`-sanitize=fuzzer,address`), optimised like a release build.
# 2. swiftc compiles each fuzz/Harnesses/<name>.swift with fuzz/Support/*.swift against those
#    modules and links it with their object files. `solver` also compiles the tests' exact oracle
#    (Tests/ConstraintSolverTests/Oracle) and, as the module it imports, the tests' SplitMix64.
#
# FUZZ_SANITIZE=fuzzer builds without AddressSanitizer (about twice as fast: for harnesses whose
# checks are properties of the answers rather than memory errors); give such a build its own
# FUZZ_BUILD folder (default .build/fuzz) so that it does not replace the ASan one.
set -eu
cd "$(dirname "$0")/.."
BUILD=${FUZZ_BUILD:-.build/fuzz}
SANITIZE=${FUZZ_SANITIZE:-fuzzer,address}
for target in LayoutReports GraphvizRendering; do
  swift build -c release --build-path "$BUILD" -Xswiftc "-sanitize=$SANITIZE" --target "$target"
done
BIN=$(swift build -c release --build-path "$BUILD" --show-bin-path)
OBJECTS=""
for module in ConstraintSolver LayoutModel LayoutParsing LayoutEngine LayoutDiagnostics \
  LayoutReports GraphvizRendering; do
  # The objects of the module's current sources only: a renamed or deleted file leaves its
  # old object behind in the build folder, and linking it would define symbols twice or
  # reference ones that are gone.
  for source in $(cat "$BIN/$module.build/sources"); do
    OBJECTS="$OBJECTS $BIN/$module.build/${source##*/}.o"
  done
done
mkdir -p "$BUILD/harnesses"
status=0
for harness in ${FUZZ_HARNESSES:-$(ls fuzz/Harnesses | sed 's/\.swift$//')}; do
  EXTRA=""
  if [ "$harness" = solver ]; then
    # The oracle imports LayoutTestSupport for its random source only: compile that one file
    # as the module (the whole test-support target brings the test frameworks).
    SUPPORT="$BUILD/solver-support"
    mkdir -p "$SUPPORT"
    swiftc -O -sanitize="$SANITIZE" -parse-as-library -module-name LayoutTestSupport \
      -emit-module -emit-module-path "$SUPPORT/LayoutTestSupport.swiftmodule" -c \
      Tests/LayoutTestSupport/SplitMix64.swift -o "$SUPPORT/SplitMix64.o" || status=1
    EXTRA="-I $SUPPORT $SUPPORT/SplitMix64.o Tests/ConstraintSolverTests/Oracle/*.swift"
  fi
  echo "harness $harness"
  # shellcheck disable=SC2086
  swiftc -O -sanitize="$SANITIZE" -parse-as-library -module-name "FuzzHarness" \
    -I "$BIN/Modules" -I Sources/CGraphviz $(pkg-config --cflags-only-I libgvc) fuzz/Support/*.swift "fuzz/Harnesses/$harness.swift" $EXTRA $OBJECTS \
    -lm $(pkg-config --libs libgvc) -o "$BUILD/harnesses/$harness" 2>"$BUILD/harnesses/$harness.log" || status=1
  # The sanitizers' runtime symbols draw one harmless linker warning each; show the rest.
  grep -v "ld.gold: warning: Cannot export" "$BUILD/harnesses/$harness.log" || true
done
exit $status
