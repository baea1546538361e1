#!/bin/bash
# Instructions executed by the general-path benchmarks (callgrind's Ir count, which does not depend on
# the machine's load), for one or more nightrider_bench binaries side by side: e.g. a build of an older
# commit and the current one.
#   bench/instructions.sh OLD/nightrider_bench NEW/nightrider_bench
# (Build them with -DNIGHTRIDER_BENCH=ON -DCMAKE_BUILD_TYPE=Release; a git worktree holds the older commit.)
set -euo pipefail
if [[ $# -lt 1 || "$1" == "-h" || "$1" == "--help" ]]; then
  sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
command -v valgrind >/dev/null || { echo "bench/instructions.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
for binary in "$@"; do
  [[ -x "$binary" ]] || { echo "bench/instructions.sh: $binary is not an executable" >&2; exit 2; }
done
# (BENCHMARKS="NAME ..." measures those instead, e.g. the small ones alone.)
read -ra benchmarks <<< "${BENCHMARKS:-BM_GeneralPathStartDepth5 BM_GeneralPathKiwipeteDepth4 BM_GeneralPathAntiKing1Depth4 BM_CirceStartDepth4 BM_AntiCirceStartDepth4 BM_MadrasiStartDepth4}"
column=0
for binary in "$@"; do column=$((column + 1)); echo "#$column: $binary"; done
printf '%-32s' benchmark
for ((i = 1; i <= $#; ++i)); do printf ' %16s' "#$i"; done
printf '\n'
for benchmark in "${benchmarks[@]}"; do
  printf '%-32s' "$benchmark"
  for binary in "$@"; do
    # (Google Benchmark names a benchmark with a fixed iteration count NAME/iterations:1.)
    count=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" --benchmark_filter="^$benchmark(/|\$)" 2>&1 \
              >/dev/null | awk '/Collected/ {print $4}')
    printf ' %16s' "$count"
  done
  printf '\n'
done
