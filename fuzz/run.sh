#!/bin/sh
# Runs each harness (default: all) for FUZZ_SECONDS (default 60) and exits non-zero when any
# finds a crash, a hang (FUZZ_TIMEOUT seconds per input, default 10), a leak of memory past
# 2 GB or a failed property.
#
# Corpus: fuzz/corpus/<harness>/ (kept; new inputs are added there) plus seeds read fresh from
# fixtures/, ../shared/realcases and fuzz/seeds/<harness>/. Findings:
# .build/fuzz/findings/<harness>-crash-<sha1> (replay: .build/fuzz/harnesses/<harness> FILE).
# Statistics: .build/fuzz/logs/<harness>.log, the last line `#N DONE cov: EDGES ...`.
#
# FUZZ_JOBS=N (default 1) runs N processes of each harness at once on the same corpus, each
# with its own random seed; the second and later log to <harness>-<i>.log, and the executions
# printed at the end are their sum. FUZZ_RUNS=N ends each process after N inputs (libFuzzer's
# -runs), whichever of it and FUZZ_SECONDS comes first: interface-builder needs it for long
# runs (see README.md, "Foundation's XML leak"). FUZZ_BUILD picks the build folder (default
# .build/fuzz; see build.sh).
set -u
cd "$(dirname "$0")/.."
SECONDS_EACH=${FUZZ_SECONDS:-60}
JOBS=${FUZZ_JOBS:-1}
BUILD=${FUZZ_BUILD:-.build/fuzz}
mkdir -p "$BUILD/findings" "$BUILD/logs"
seed() { # harness, files...
  dir="$BUILD/seeds/$1"
  shift
  rm -rf "$dir" && mkdir -p "$dir"
  for file in "$@"; do [ -f "$file" ] && cp "$file" "$dir/$(echo "$file" | tr / _)"; done
  return 0
}
REAL=../shared/realcases
seeds() { # harness: its seed files
  case $1 in
    listing) seed listing fixtures/layout-dumps/*.layout fixtures/check/*.layout \
      fixtures/same-conflict/*.layout ;;
    json-dump) seed json-dump fixtures/layout-dumps/*.json fixtures/check/*.json ;;
    console-log) seed console-log fixtures/console-logs/*.log fixtures/check/*.log \
      fixtures/unknowns/*.log fixtures/same-conflict/*.log $REAL/*.log ;;
    trace) seed trace fixtures/console-logs/036.log fixtures/console-logs/037.log \
      fixtures/console-logs/038.log $REAL/10[12].log ;;
    interface-builder) seed interface-builder fixtures/interface-builder/* \
      ../shared/realib/0[1-9]-*.xib ../shared/realib/2[3-9]-*.storyboard ;;
    analysis) seed analysis fixtures/layout-dumps/* fixtures/check/* fixtures/same-conflict/* \
      fixtures/unknowns/*.log fixtures/console-logs/0[0-2]*.log ;;
    *) seed "$1" fuzz/seeds/"$1"/* ;;
  esac
}
status=0
for harness in ${FUZZ_HARNESSES:-listing json-dump console-log trace baseline analysis solver \
  interface-builder}; do
  mkdir -p "fuzz/corpus/$harness"
  seeds "$harness"
  dict=""
  [ -f "fuzz/dictionaries/$harness.dict" ] && dict="-dict=fuzz/dictionaries/$harness.dict"
  runs=""
  [ -n "${FUZZ_RUNS:-}" ] && runs="-runs=$FUZZ_RUNS"
  echo "fuzzing $harness for ${SECONDS_EACH}s ($JOBS process(es))"
  pids=""
  job=1
  while [ "$job" -le "$JOBS" ]; do
    log="$BUILD/logs/$harness.log"
    [ "$job" -gt 1 ] && log="$BUILD/logs/$harness-$job.log"
    # shellcheck disable=SC2086
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 \
      "$BUILD/harnesses/$harness" -max_total_time="$SECONDS_EACH" \
      -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -max_len="${FUZZ_MAX_LEN:-16384}" \
      -print_final_stats=1 -detect_leaks=0 $dict $runs -artifact_prefix="$BUILD/findings/$harness-" \
      "fuzz/corpus/$harness" "$BUILD/seeds/$harness" >"$log" 2>&1 &
    pids="$pids $!:$log"
    job=$((job + 1))
  done
  total=0
  for entry in $pids; do
    pid=${entry%%:*}
    log=${entry#*:}
    wait "$pid"
    code=$?
    grep -E "DONE|stat::number_of_executed_units|SUMMARY|property failed" "$log" \
      | sed "s/^/  $harness: /"
    units=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    total=$((total + ${units:-0}))
    if [ $code -ne 0 ]; then
      echo "  $harness: FAILED (exit $code), log $log"
      status=1
    fi
  done
  [ "$JOBS" -gt 1 ] && echo "  $harness: $total executions in all"
done
exit $status
