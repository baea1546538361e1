#!/usr/bin/env bash
# Solving speed against Popeye: solves every orthodox problem of ../shared/testdata/problems, one
# process per problem as Popeye was timed (process start included), and prints each problem's time next
# to Popeye's (manifest.tsv, measured on the same kind of machine), the totals and the ten slowest.
#
#   bench/solve_orthodox.sh [--threads N] [--timeout S] [--build DIR] [--conditions] [--popeye PATH]
#
# With --conditions it solves the problems with conditions the solver has instead (the list of
# tests/data/solver_conditions.tsv). With --popeye PATH (a Popeye 4.104 binary, e.g. /tmp/popeye/py)
# Popeye is timed in the same run, problem by problem next to ours (median of three as well), instead
# of taking the manifest's times: on a shared, loaded machine only a same-run ratio means something.
# Problems over 2x Popeye are listed at the end.
#
# Each time is the median of three runs (as Popeye's). A problem that takes longer than the timeout
# (default 60 s, the solver's own --max-time) is cut short and counted at the timeout.
set -euo pipefail
cd "$(dirname "$0")/.."
threads=1 timeout_s=60 build=build conditions=0 popeye_binary=
while (($#)); do
  case "$1" in
    --threads) threads="$2"; shift 2 ;;
    --timeout) timeout_s="$2"; shift 2 ;;
    --build) build="$2"; shift 2 ;;
    --conditions) conditions=1; shift ;;
    --popeye) popeye_binary="$2"; shift 2 ;;
    *) echo "unknown argument $1 (use --threads N, --timeout S, --build DIR, --conditions, --popeye PATH)" >&2; exit 2 ;;
  esac
done
problems=../shared/testdata/problems
binary="$build/nightrider"
[ -x "$binary" ] || { echo "build $binary first (scripts/run.sh or cmake --build $build)" >&2; exit 2; }
[ -z "$popeye_binary" ] || [ -x "$popeye_binary" ] || { echo "no Popeye binary at $popeye_binary" >&2; exit 2; }

results=$(mktemp)
trap 'rm -f "$results"' EXIT
while IFS=$'\t' read -r name _ stipulation _ _ popeye _; do
  if ((conditions)); then
    grep -q "^$name"$'\t' tests/data/solver_conditions.tsv || continue
  else
    [[ "$name" == ortho_* ]] || continue
  fi
  times=()
  note=""
  for run in 1 2 3; do
    start=$EPOCHREALTIME
    out=$("$binary" solve --quiet --threads "$threads" --max-time "$timeout_s" "$problems/popeye/$name.inp" 2>/dev/null || true)
    end=$EPOCHREALTIME
    times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')")
    if [[ "$out" == *"solving cut short"* ]]; then
      note="timeout"
      break  # one cut-short run is enough
    fi
  done
  ours=$(printf '%s\n' "${times[@]}" | sort -g | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }')
  if [ -n "$popeye_binary" ]; then
    popeye_times=()
    for run in 1 2 3; do
      start=$EPOCHREALTIME
      timeout "$timeout_s" "$popeye_binary" "$problems/popeye/$name.inp" >/dev/null 2>&1 || true
      end=$EPOCHREALTIME
      popeye_times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')")
    done
    popeye=$(printf '%s\n' "${popeye_times[@]}" | sort -g | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }')
  fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$stipulation" "$popeye" "$ours" "$note" >>"$results"
done <"$problems/manifest.tsv"

printf '%-34s %-12s %9s %9s %7s\n' problem stipulation popeye_s ours_s ratio
awk -F'\t' '{ printf "%-34s %-12s %9.3f %9.3f %7.2f %s\n", $1, $2, $3, $4, $4 / $3, $5 }' "$results"
echo
awk -F'\t' -v threads="$threads" '
  { p += $3; o += $4; n++; if ($4 > 1.5 * $3) slow++; if ($5 != "") t++ }
  END {
    printf "threads %d: %d problems, Popeye %.2f s, Nightrider %.2f s (%.2f of Popeye)\n", threads, n, p, o, o / p
    printf "problems slower than 1.5x Popeye: %d; stopped at the timeout: %d\n", slow, t
  }' "$results"
echo
echo "over 2x Popeye:"
awk -F'\t' '$4 > 2 * $3 { printf "  %-34s %-12s Popeye %7.3f s  Nightrider %7.3f s  %.2f %s\n", $1, $2, $3, $4, $4 / $3, $5 }' "$results"
echo
echo "ten slowest:"
sort -t$'\t' -k4,4 -g -r "$results" | head -10 |
  awk -F'\t' '{ printf "  %-34s %-12s Popeye %7.3f s  Nightrider %7.3f s %s\n", $1, $2, $3, $4, $5 }'
