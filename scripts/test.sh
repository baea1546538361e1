#!/usr/bin/env bash
# Quick start, command 2: installs what is missing, builds everything and runs every test in three
# builds: Release, AddressSanitizer + UndefinedBehaviorSanitizer, and (the threaded parts' tests)
# ThreadSanitizer. The builds and test runs overlap so that both cores stay busy (below). Prints the wall
# time of each phase and the GoogleTest cases run in each build at the end (docs/development.md).
#
# Compiled objects are kept by ccache in its default folder (~/.cache/ccache) and npm's packages in its
# own (~/.npm), outside the clone: a second run of a fresh clone recompiles only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
# ccache keys on paths relative to the clone, so that a clone in another folder hits the same cache.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}" CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
# Ninja for a new build folder (one configured earlier keeps the generator it has).
generator_for() {
  if [ ! -f "$1/CMakeCache.txt" ] && command -v ninja >/dev/null 2>&1; then echo "-GNinja"; fi
}

phase_names=()
phase_seconds=()
case_counts=()
total_passed=0
total_failed=0
run_started=$(date +%s.%N)
# Seconds since a `date +%s.%N` reading, to a tenth.
seconds_since() { awk -v start="$1" -v now="$(date +%s.%N)" 'BEGIN { printf "%.1f", now - start }'; }

report() {
  local status=$1
  echo
  echo "== phases (wall seconds) =="
  local i
  for i in "${!phase_names[@]}"; do printf '%-28s %8s\n' "${phase_names[$i]}" "${phase_seconds[$i]}"; done
  printf '%-28s %8s\n' "total" "$(seconds_since "$run_started")"
  count_cases build build/Testing/Temporary/LastTest.log
  count_cases build-sanitize build-sanitize/Testing/Temporary/LastTest.log
  count_cases build-tsan build-tsan/tsan-tests.log
  for line in "${case_counts[@]}"; do echo "$line"; done
  # The closing line: GoogleTest cases over every build (ctest's own summaries are above).
  ((${#case_counts[@]} == 0)) || echo "GoogleTest: $total_passed passed, $total_failed failed"
  exit $status
}
background_pids=()  # the builds running in the background (below), stopped if the run ends early
# A process and everything it started (a build's compilers too).
kill_tree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
trap 'exit_status=$?; for pid in "${background_pids[@]}"; do kill_tree "$pid"; done; report $exit_status' EXIT

# phase NAME COMMAND...: runs the command and records its wall time; a failure ends the run.
phase() {
  local name=$1 status=0
  shift
  local start
  start=$(date +%s.%N)
  echo "== $name" >&2
  "$@" || status=$?
  phase_names+=("$name")
  phase_seconds+=("$(seconds_since "$start")")
  return $status
}

# test_phase NAME COMMAND...: the same for a test run, but the next builds still run after a failure
# (each build reports what it finds) and the run exits non-zero at the end.
failed_test_phases=()
test_phase() { phase "$@" || failed_test_phases+=("$1"); }

# The GoogleTest cases a test log went through, from each shard's closing lines.
count_cases() {
  local name=$1 log=$2
  [ -f "$log" ] || return 0
  local passed skipped failed
  passed=$(awk '/^\[  PASSED  \] [0-9]+ test/ { s += $4 } END { print s + 0 }' "$log")
  skipped=$(awk '/^\[  SKIPPED \] [0-9]+ test/ { s += $4 } END { print s + 0 }' "$log")
  failed=$(awk '/^\[  FAILED  \] [0-9]+ test/ { s += $4 } END { print s + 0 }' "$log")
  case_counts+=("$name: $passed GoogleTest cases passed, $skipped skipped, $failed failed")
  total_passed=$((total_passed + passed))
  total_failed=$((total_failed + failed))
}
# Logs of an earlier run in this folder are not this run's.
rm -f build/Testing/Temporary/LastTest.log build-sanitize/Testing/Temporary/LastTest.log build-tsan/tsan-tests.log

phase "install dependencies" scripts/install-deps.sh

# The three builds are configured first. The two sanitizer builds then compile in the background at the
# lowest priority while the Release build compiles and its tests run: they take only the CPU time the
# rest leaves (test processes waiting on clocks, pipes and browsers; a build's last links), and no core
# stands idle. Each build's log is printed if it fails. Phase times are each phase's own wall time; the
# background ones overlap the rest.
# Every GoogleTest case runs once: the long Popeye comparisons (tests/data/release_only_cases.txt) in the
# Release build, all the others under ASan + UBSan, where they also look for memory and undefined-behaviour
# faults (NIGHTRIDER_GTEST_CASES, docs/development.md). The Release build's other tests (the browser, the
# engine processes, XBoard) run the product's own binary.
phase "release: configure" cmake $(generator_for build) -S . -B build -DCMAKE_BUILD_TYPE=Release \
  -DNIGHTRIDER_GTEST_CASES=long >/dev/null
# The sanitizer build, with clang (it compiles the instrumented code in a fraction of GCC's time): the
# library, the binary and the tests (the web pages and their browser test are built and run once, in
# the Release build). Every GoogleTest case runs here but the long Popeye comparisons; the same build
# gives the libFuzzer targets, which ctest fuzzes briefly and with which it replays every input that ever
# failed, and the benchmarks, which must keep compiling.
phase "sanitize: configure" cmake $(generator_for build-sanitize) -S . -B build-sanitize -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNIGHTRIDER_SANITIZE=ON -DNIGHTRIDER_FUZZ=ON -DNIGHTRIDER_FUZZ_COVERAGE=OFF \
  -DNIGHTRIDER_WEB_PAGES=OFF -DNIGHTRIDER_BENCH=ON >/dev/null
# ThreadSanitizer, on the tests of the parts that run threads (their own binary, nightrider_thread_tests):
# the engine and its protocols, matches, the terminal game and the web server.
phase "tsan: configure" cmake $(generator_for build-tsan) -S . -B build-tsan -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNIGHTRIDER_TSAN=ON -DNIGHTRIDER_WEB_PAGES=OFF >/dev/null

# background NAME LOG NICENESS [--after LOG2[,LOG3…]] COMMAND...: starts the command at that niceness
# (after the commands logging to LOG2 … have ended, if given), its output in LOG and, when it ends, its
# exit status and wall time in LOG.done.
background() {
  local name=$1 log=$2 niceness=$3 after=""
  shift 3
  if [ "$1" = "--after" ]; then
    after=$2
    shift 2
  fi
  echo "== $name (in the background at nice $niceness${after:+, after $after})" >&2
  rm -f "$log.done"
  (
    local first
    for first in ${after//,/ }; do
      while [ ! -f "$first.done" ]; do sleep 1; done
    done
    start=$(date +%s.%N)
    status=0
    nice -n "$niceness" "$@" >"$log" 2>&1 || status=$?
    echo "$status $(seconds_since "$start")" >"$log.done"
  ) &
  background_pids+=($!)
}
# await NAME LOG: waits for a background command and records it as a phase; a failure prints its log.
await() {
  local name=$1 log=$2
  while [ ! -f "$log.done" ]; do sleep 1; done
  local status seconds
  read -r status seconds <"$log.done"
  phase_names+=("$name")
  phase_seconds+=("$seconds")
  if [ "$status" -ne 0 ]; then
    cat "$log" >&2
    echo "$name failed (status $status)" >&2
  fi
  return "$status"
}

# The sanitizer build, then the ThreadSanitizer build, at the lowest priority.
background "sanitize: build" build-sanitize/background-build.log 19 cmake --build build-sanitize -j"$jobs"
background "tsan: build" build-tsan/background-build.log 19 --after build-sanitize/background-build.log \
  cmake --build build-tsan -j"$jobs" --target nightrider_thread_tests

phase "release: build" cmake --build build -j"$jobs"
# The Release tests, then the sanitizer tests as soon as their build is done, run beside each other at
# normal priority (many of them keep to a clock); each one's summary is printed when it ends (its whole
# log if a test failed), the Release tests' first, usually while the sanitizer build still compiles.
background "release: tests" build/ctest.log 0 ctest --test-dir build --output-on-failure -j"$jobs"
# The four tests that drive processes against the clock (labelled protocol-robustness) run in the Release
# build only: the in-process ProtocolRace and ProtocolStress cases cover the same code here.
background "sanitize: tests" build-sanitize/ctest.log 0 --after build-sanitize/background-build.log bash -c \
  'read -r built _ <build-sanitize/background-build.log.done && [ "$built" = 0 ] &&
   ctest --test-dir build-sanitize --output-on-failure -j'"$jobs"' -LE protocol-robustness'

# ThreadSanitizer's tests once the Release tests have ended (at most two test runs share the cores) and
# their build is done: as many GoogleTest shards side by side as there are jobs (they run last, alone,
# and one process kept a core idle), their logs one after the other.
background "tsan: tests" build-tsan/tsan-tests.log 0 --after build/ctest.log,build-tsan/background-build.log \
  bash -c 'read -r built _ <build-tsan/background-build.log.done && [ "$built" = 0 ] || exit 1
   cd build-tsan && export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 GTEST_TOTAL_SHARDS='"$jobs"'
   pids=()
   for ((i = 0; i < GTEST_TOTAL_SHARDS; ++i)); do
     GTEST_SHARD_INDEX=$i timeout -k 10 900 ./nightrider_thread_tests >shard$i.log 2>&1 & pids+=($!)
   done
   status=0
   for i in "${!pids[@]}"; do
     shard_status=0
     wait "${pids[$i]}" || shard_status=$?
     if [ "$shard_status" = 0 ]; then
       grep -E "^\[(==========|  PASSED  |  SKIPPED )\]" shard$i.log
     else
       status=1
       # A shard that hangs is stopped: its log ends at the test that hung.
       [ "$shard_status" = 124 ] && echo "tsan shard $i did not end within 900 s; its last test:"
       grep -v "^\[       OK \]" shard$i.log | tail -n 150
     fi
   done
   exit $status'

await "release: tests" build/ctest.log || failed_test_phases+=("release: tests")
tail -n 8 build/ctest.log
await "sanitize: build" build-sanitize/background-build.log
await "sanitize: tests" build-sanitize/ctest.log || failed_test_phases+=("sanitize: tests")
tail -n 8 build-sanitize/ctest.log

await "tsan: build" build-tsan/background-build.log
await "tsan: tests" build-tsan/tsan-tests.log || failed_test_phases+=("tsan: tests")
tail -n 3 build-tsan/tsan-tests.log

if ((${#failed_test_phases[@]})); then
  echo "failed: ${failed_test_phases[*]}" >&2
  exit 1
fi
