#!/usr/bin/env bash
# Runs every libFuzzer target (tests/fuzz/<surface>_fuzz.cpp) for a number of executions, one target after
# another on one core, and prints each one's executions, executions a second, peak memory and whether it
# found anything.
#
#   bench/fuzz.sh [EXECUTIONS] [--targets "fen pgn"] [--max-time SECONDS] [--build DIR] [--nice N]
#
# EXECUTIONS: per target (default 10 million). --max-time stops a target after that many seconds even if
# it has not run them all (the table says how many it ran). The build folder (default build-fuzz) is
# configured with clang, AddressSanitizer + UndefinedBehaviorSanitizer and NIGHTRIDER_FUZZ if it has not
# been, and the targets are built. Each target starts from its seed corpus (tests/fuzz/corpus/<surface>)
# and from what earlier runs found (DIR/fuzz/<surface>/corpus). An input that crashes, trips a sanitizer,
# takes more than 1 s or 2 GB is written to DIR/fuzz/<surface>/artifacts/ and the target stops there;
# fix the code, then copy the input into tests/fuzz/regressions/<surface>/ (ctest replays it).
# Exit status: 0 when no target found anything, 1 otherwise, 2 on bad arguments.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
source_dir="$(cd "$here/.." && pwd)"
executions=10000000
targets="fen popeye uci xboard pgn web_messages http_target"
max_time=0
build="$source_dir/build-fuzz"
niceness=10

while (($#)); do
  case "$1" in
    --targets) targets="${2:?--targets needs a list}"; shift 2 ;;
    --max-time) max_time="${2:?--max-time needs seconds}"; shift 2 ;;
    --build) build="${2:?--build needs a folder}"; shift 2 ;;
    --nice) niceness="${2:?--nice needs a number}"; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    [0-9]*) executions="$1"; shift ;;
    *) echo "bench/fuzz.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
[[ "$executions" =~ ^[0-9]+$ && "$max_time" =~ ^[0-9]+$ && "$niceness" =~ ^-?[0-9]+$ ]] || {
  echo "bench/fuzz.sh: EXECUTIONS, --max-time and --nice take whole numbers" >&2
  exit 2
}

if [[ ! -f "$build/CMakeCache.txt" ]]; then
  CXX="${CXX:-clang++}" cmake -S "$source_dir" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DNIGHTRIDER_SANITIZE=ON -DNIGHTRIDER_FUZZ=ON -DNIGHTRIDER_FUZZ_COVERAGE=ON -DNIGHTRIDER_BENCH=OFF -DNIGHTRIDER_WEB_PAGES=OFF \
    -DCMAKE_CXX_COMPILER_LAUNCHER=ccache >/dev/null
fi
fuzz_executables=()
for t in $targets; do fuzz_executables+=("fuzz_$t"); done
nice -n "$niceness" cmake --build "$build" -j1 --target "${fuzz_executables[@]}" >/dev/null

found=0
printf '%-14s %12s %10s %9s  %s\n' target executions "execs/s" "peak MB" result
for t in $targets; do
  out="$build/fuzz/$t"
  mkdir -p "$out/corpus" "$out/artifacts"
  log="$out/last-run.log"
  status=0
  time_option=()
  ((max_time > 0)) && time_option=(-max_total_time="$max_time")
  # ASan's leak check runs at exit only, where the targets' long-lived state (the web target's store)
  # would be reported; libFuzzer's own -detect_leaks checks each input instead.
  ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" nice -n "$niceness" "$build/fuzz_$t" -runs="$executions" \
    "${time_option[@]}" -timeout=1 -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/" "$out/corpus" "$source_dir/tests/fuzz/corpus/$t" >"$log" 2>&1 ||
    status=$?
  runs=$(awk '/stat::number_of_executed_units/ {print $2}' "$log" | tail -1)
  speed=$(awk '/stat::average_exec_per_sec/ {print $2}' "$log" | tail -1)
  rss=$(awk '/stat::peak_rss_mb/ {print $2}' "$log" | tail -1)
  if ((status == 0)); then
    result="no crash, hang or sanitizer report"
  else
    found=1
    artifact=$(grep -o "Test unit written to .*" "$log" | tail -1 | sed 's/Test unit written to //')
    result="FOUND (status $status): ${artifact:-see $log}"
  fi
  printf '%-14s %12s %10s %9s  %s\n' "$t" "${runs:-?}" "${speed:-?}" "${rss:-?}" "$result"
done
exit "$found"
