#!/usr/bin/env bash
# Quick start, command 2: installs what is missing, builds everything and runs every test, first in a
# Release build, then in an AddressSanitizer + UndefinedBehaviorSanitizer build. Prints the wall time of
# each phase and the GoogleTest cases run in each build at the end (docs/development.md).
#
# Compiled objects are kept by ccache in its default folder (~/.cache/ccache) and npm's packages in its
# own (~/.npm), outside the clone: a second run of a fresh clone recompiles only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
# ccache keys on paths relative to the clone, so that a clone in another folder hits the same cache.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}" CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)

phase_names=()
phase_seconds=()
case_counts=()
run_started=$(date +%s.%N)

report() {
  local status=$?
  echo
  echo "== phases (wall seconds) =="
  local i
  for i in "${!phase_names[@]}"; do printf '%-28s %8s\n' "${phase_names[$i]}" "${phase_seconds[$i]}"; done
  printf '%-28s %8.1f\n' "total" "$(echo "$(date +%s.%N) - $run_started" | bc)"
  for line in "${case_counts[@]}"; do echo "$line"; done
  return $status
}
trap report EXIT

# phase NAME COMMAND...: runs the command and records its wall time.
phase() {
  local name=$1
  shift
  local start
  start=$(date +%s.%N)
  echo "== $name" >&2
  "$@"
  phase_names+=("$name")
  phase_seconds+=("$(printf '%.1f' "$(echo "$(date +%s.%N) - $start" | bc)")")
}

# The GoogleTest cases a build's ctest run went through, from each shard's closing lines.
count_cases() {
  local build=$1 log=$1/Testing/Temporary/LastTest.log
  local passed skipped failed
  passed=$(grep -Eo '^\[  PASSED  \] [0-9]+ test' "$log" | awk '{s += $4} END {print s + 0}')
  skipped=$(grep -Eo '^\[  SKIPPED \] [0-9]+ test' "$log" | awk '{s += $4} END {print s + 0}')
  failed=$(grep -Eo '^\[  FAILED  \] [0-9]+ test' "$log" | awk '{s += $4} END {print s + 0}')
  case_counts+=("$build: $passed GoogleTest cases passed, $skipped skipped, $failed failed")
}

phase "install dependencies" scripts/install-deps.sh

phase "release: configure" cmake "${generator[@]}" -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
phase "release: build" cmake --build build -j"$jobs"
phase "release: tests" bash -c "cd build && ctest --output-on-failure -j$jobs"
count_cases build

# The sanitizer build, with clang (it compiles the instrumented code in a fraction of GCC's time): the
# library, the binary and the tests (the web pages and their browser test are built and run once, above).
# Every test runs here too, the whole Popeye problem set included.
phase "sanitize: configure" cmake "${generator[@]}" -S . -B build-sanitize -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNIGHTRIDER_SANITIZE=ON -DNIGHTRIDER_WEB_PAGES=OFF -DNIGHTRIDER_BENCH=ON >/dev/null
phase "sanitize: build" cmake --build build-sanitize -j"$jobs"
# The four tests that drive processes against the clock (labelled protocol-robustness) run in the Release
# build only: the in-process ProtocolRace and ProtocolStress cases cover the same code here.
phase "sanitize: tests" bash -c "cd build-sanitize && ctest --output-on-failure -j$jobs -LE protocol-robustness"
count_cases build-sanitize
