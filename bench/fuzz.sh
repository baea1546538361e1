#!/usr/bin/env bash
# Runs every libFuzzer target (tests/fuzz/<surface>_fuzz.cpp) for a number of executions, one target after
# another on one core, and prints each one's executions, executions a second, peak memory and whether it
# found anything.
#
#   bench/fuzz.sh [EXECUTIONS] [--targets "fen pgn"] [--max-time SECONDS] [--build DIR] [--nice N] [--busy]
#
# EXECUTIONS: per target (default 10 million). --max-time stops a target after that many seconds even if
# it has not run them all (the table says how many it ran). The build folder (default build-fuzz) is
# configured with clang, AddressSanitizer + UndefinedBehaviorSanitizer and NIGHTRIDER_FUZZ if it has not
# been, and the targets are built. Each target starts from its seed corpus (tests/fuzz/corpus/<surface>)
# and from what earlier runs found (DIR/fuzz/<surface>/corpus). An input that crashes, trips a sanitizer,
# takes more than 1 s or 2 GB is written to DIR/fuzz/<surface>/artifacts/ and the target stops there;
# fix the code, then copy the input into tests/fuzz/regressions/<surface>/ (ctest replays it). The 1 s is
# wall time, so an input that timed out is replayed alone: under 1 s of CPU it was only starved by other
# work on the machine, is kept in DIR/fuzz/<surface>/starved/ and the campaign goes on.
# --busy (a machine busy with other work): libFuzzer stops only at 30 s of wall time, and each unit it
# reports as the slowest so far past 1 s (its slow-unit-* files) is replayed alone: 1 s of CPU or more is
# a finding, less goes to starved/. No restart (which replays the whole corpus) for a starved input; an
# input of 1-30 s that is not the slowest so far is not seen, so a campaign's final word is a strict run.
# Exit status: 0 when no target found anything, 1 otherwise, 2 on bad arguments.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
source_dir="$(cd "$here/.." && pwd)"
executions=10000000
targets="fen popeye uci xboard pgn web_messages http_target"
max_time=0
build="$source_dir/build-fuzz"
niceness=10
busy=0

while (($#)); do
  case "$1" in
    --targets) targets="${2:?--targets needs a list}"; shift 2 ;;
    --max-time) max_time="${2:?--max-time needs seconds}"; shift 2 ;;
    --build) build="${2:?--build needs a folder}"; shift 2 ;;
    --nice) niceness="${2:?--nice needs a number}"; shift 2 ;;
    --busy) busy=1; shift ;;
    -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
# The CPU seconds (user + system) of one run of the target on one input, alone: the judge of a timeout.
# libFuzzer's -timeout counts wall time, so an input of a few milliseconds "hangs" when other work on
# the machine starves the campaign (it runs at a low priority) for a second.
cpu_seconds_alone() {
  local t="$1" input="$2" times_file="$build/fuzz/$1/replay.time"
  /usr/bin/time -o "$times_file" -f '%U %S' "$build/fuzz_$t" -runs=1 "$input" >/dev/null 2>&1 || true
  awk '{print $1 + $2}' "$times_file"
}

printf '%-14s %12s %10s %9s  %s\n' target executions "execs/s" "peak MB" result
for t in $targets; do
  out="$build/fuzz/$t"
  mkdir -p "$out/corpus" "$out/artifacts"
  log="$out/last-run.log"
  : >"$log"
  status=0
  interrupted=0
  total_runs=0
  starved=0
  peak_rss=0
  started=$SECONDS
  artifact=""
  # A campaign is one libFuzzer run, or several when a timeout turns out to be starvation: the input is
  # replayed alone and, if it takes under a second of CPU, set aside in starved/ and the campaign goes on
  # for the executions (and the time) left.
  while :; do
    segment_log="$out/segment.log"
    time_option=()
    if ((max_time > 0)); then
      left=$((max_time - (SECONDS - started)))
      ((left > 0)) || break
      time_option=(-max_total_time="$left")
    fi
    status=0
    timeout_options=(-timeout=1)
    ((busy)) && timeout_options=(-timeout=30 -report_slow_units=1)
    # ASan's leak check runs at exit only, where the targets' long-lived state (the web target's store)
    # would be reported; libFuzzer's own -detect_leaks checks each input instead.
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" nice -n "$niceness" "$build/fuzz_$t" \
      -runs="$((executions - total_runs))" "${time_option[@]}" "${timeout_options[@]}" -rss_limit_mb=2048 -max_len=4096 \
      -print_final_stats=1 -artifact_prefix="$out/artifacts/" "$out/corpus" "$source_dir/tests/fuzz/corpus/$t" \
      >"$segment_log" 2>&1 || status=$?
    cat "$segment_log" >>"$log"
    runs=$(awk '/stat::number_of_executed_units/ {print $2}' "$segment_log" | tail -1)
    rss=$(awk '/stat::peak_rss_mb/ {print $2}' "$segment_log" | tail -1)
    total_runs=$((total_runs + ${runs:-0}))
    ((${rss:-0} > peak_rss)) && peak_rss=${rss:-0}
    # (--busy) The slowest units past 1 s of wall time, replayed alone.
    for slow in "$out"/artifacts/slow-unit-*; do
      [[ -f "$slow" ]] || continue
      cpu=$(cpu_seconds_alone "$t" "$slow")
      if awk -v c="$cpu" 'BEGIN {exit !(c < 1)}'; then
        mkdir -p "$out/starved"
        mv "$slow" "$out/starved/"
        starved=$((starved + 1))
      else
        echo "bench/fuzz.sh: $t: $(basename "$slow") took ${cpu} s of CPU alone: a hang" >>"$log"
        artifact="$slow"
        status=3
      fi
    done
    # Ctrl-C or a kill -INT (libFuzzer's exit status 72): the executions so far are the run's, nothing found.
    if ((status != 3)) && grep -q "libFuzzer: run interrupted" "$segment_log"; then
      interrupted=1
      status=0
    fi
    ((status == 0)) && break
    ((status == 3)) && break
    artifact=$(grep -o "Test unit written to .*" "$segment_log" | tail -1 | sed 's/Test unit written to //')
    if grep -q "libFuzzer: timeout" "$segment_log" && [[ -f "$artifact" ]]; then
      cpu=$(cpu_seconds_alone "$t" "$artifact")
      if awk -v c="$cpu" 'BEGIN {exit !(c < 1)}'; then
        mkdir -p "$out/starved"
        mv "$artifact" "$out/starved/"
        echo "bench/fuzz.sh: $t: $(basename "$artifact") took ${cpu} s of CPU alone: starved, not a hang; going on" >>"$log"
        starved=$((starved + 1))
        ((total_runs < executions)) && continue
        status=0
      fi
    fi
    break
  done
  elapsed=$((SECONDS - started))
  speed=$((total_runs / (elapsed > 0 ? elapsed : 1)))
  if ((status == 0)); then
    result="no crash, hang or sanitizer report"
    ((interrupted)) && result+=" (interrupted)"
    ((starved > 0)) && result+=" ($starved timeout(s) replayed alone in under 1 s of CPU)"
  else
    found=1
    result="FOUND (status $status): ${artifact:-see $log}"
  fi
  printf '%-14s %12s %10s %9s  %s\n' "$t" "$total_runs" "$speed" "$peak_rss" "$result"
done
exit "$found"
