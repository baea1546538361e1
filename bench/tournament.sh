#!/usr/bin/env bash
# A tournament between two `nightrider uci` processes (issue 23): for each variant, `nightrider match`
# drives both as external UCI engines (`uci:` players: position + go sent the moment the opponent has
# moved, ucinewgame + isready between games) at a few milliseconds a move, and the run fails on any game
# lost on time, by an illegal move, by an engine that exited, or on any error line an engine sent.
#
#   bench/tournament.sh [--games 500] [--movetime 3] [--margin 2000] [--max-plies 300] [--threads 2]
#                       [--variant V]... [--build DIR]
#
# --margin: how far past its movetime a bestmove may come before the engine loses on time (a machine
# shared with other work delays processes; an engine that goes silent never answers at all).
# ctest runs it short (TournamentUciProcesses: 20 games a variant). Exits 0 when every game ended by the
# rules or the ply cap, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
build=build
games=500
movetime=3
margin=2000
max_plies=300
threads=2
variants=()
while (($#)); do
  case "$1" in
    --games) games="$2"; shift 2 ;;
    --movetime) movetime="$2"; shift 2 ;;
    --margin) margin="$2"; shift 2 ;;
    --max-plies) max_plies="$2"; shift 2 ;;
    --threads) threads="$2"; shift 2 ;;
    --variant) variants+=("$2"); shift 2 ;;
    --build) build="$2"; shift 2 ;;
    *) echo "unknown argument $1 (use --games N, --movetime MS, --margin MS, --max-plies P, --threads T," \
         "--variant V, --build DIR)" >&2
       exit 2 ;;
  esac
done
[ -x "$build/nightrider" ] || { echo "build $build/nightrider first (cmake --build $build)" >&2; exit 2; }
engine=$(realpath "$build/nightrider")
((${#variants[@]})) || mapfile -t variants < <("$engine" variants | awk '{print $1}')

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
player="uci:movetime=$movetime,margin=$margin,option.Hash=4,cmd='$engine' uci"
for variant in "${variants[@]}"; do
  if ! "$engine" match --variant "$variant" --a "$player" --b "$player" --games "$games" --threads "$threads" \
    --max-plies "$max_plies" >"$work/out" 2>"$work/err"; then
    echo "$variant: nightrider match failed" >&2
    cat "$work/out" "$work/err" >&2
    status=1
    continue
  fi
  endings=$(grep '^endings:' "$work/out")
  echo "$variant: $(grep '^total' "$work/out" | tr -s ' '); $endings; $(grep '^average game' "$work/out")"
  if grep -Eq '(White|Black) (lost on time|played an illegal move|exited|sent )' <<<"$endings"; then
    echo "$variant: FAILED: a game was lost to the protocol" >&2
    grep -E '^game .*(White|Black) (lost|played|exited|sent )' "$work/err" >&2 || true
    status=1
  fi
  if grep -q "said: info string error" "$work/err"; then
    echo "$variant: FAILED: an engine reported an error" >&2
    grep "said: info string error" "$work/err" | head -5 >&2
    status=1
  fi
done
exit "$status"
