#!/usr/bin/env bash
# Plays one short game of each seed variant in a real XBoard (Debian's xboard 4.9) under a virtual X
# server, Nightrider against a second instance of itself, takes a screenshot of each game and prints the
# saved PGN result. Installs xboard, xvfb and imagemagick with apt-get when they are missing.
#
#   scripts/xboard-demo.sh [--check] [--use-display] [--binary PATH] [OUTPUT_DIR] [VARIANT ...]
#
# OUTPUT_DIR (default build/xboard-demo) receives per variant: VARIANT.png (the board during the game),
# VARIANT-end.png (at the end), VARIANT.pgn (the saved game) and VARIANT.debug (XBoard's protocol log).
# --check: fail (exit 1) when a game was not saved or XBoard's log of a game holds `Illegal move`,
# `Error`, `Forfeit` or `invalid move` (ctest runs `xvfb-run -a scripts/xboard-demo.sh --check
# --use-display …` for chess, antiking1 and antiking2, the variants XBoard can follow to the end). --use-display: play on $DISPLAY (as set by
# xvfb-run) instead of starting an Xvfb of its own. --binary: the nightrider to play (default
# build/nightrider, built when missing). DEMO_MOVES (12) moves are played, DEMO_SEARCH_TIME (0:01,
# XBoard's minutes:seconds) per move, DEMO_DEPTH (none) limits the depth too, DEMO_SHOT_AFTER (8)
# seconds into the game the first screenshot is taken.
set -euo pipefail
cd "$(dirname "$0")/.."
check=false
use_display=false
binary=build/nightrider
while (($#)); do
  case "$1" in
    --check) check=true; shift ;;
    --use-display) use_display=true; shift ;;
    --binary) binary="$2"; shift 2 ;;
    *) break ;;
  esac
done
out_dir=${1:-build/xboard-demo}
shift || true
variants=("$@")
((${#variants[@]})) || variants=(chess antiking1 antiking2 magnetic antimagnetic rococo)

export PATH="$PATH:/usr/games"  # where Debian puts xboard
need=()
command -v xboard >/dev/null || need+=(xboard)
command -v Xvfb >/dev/null || need+=(xvfb)
# Screenshots need ImageMagick's import; a --check run does without them.
$check || [ -x /usr/bin/import ] || need+=(imagemagick)
if ((${#need[@]})); then
  echo "installing: ${need[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >/dev/null
fi

if [ ! -x "$binary" ]; then
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build -j2 --target nightrider >/dev/null
fi
binary=$(realpath "$binary")
mkdir -p "$out_dir"
out_dir=$(realpath "$out_dir")

if $use_display; then
  [ -n "${DISPLAY:-}" ] || { echo "--use-display: DISPLAY is not set" >&2; exit 2; }
else
  # A private X display for the whole run.
  display=:$((90 + RANDOM % 9))
  Xvfb "$display" -screen 0 1100x950x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  trap 'kill "$xvfb_pid" 2>/dev/null || true' EXIT
  sleep 1
  export DISPLAY=$display
fi

moves_per_game=${DEMO_MOVES:-12}  # the game is adjudicated a draw after this many moves
depth_args=()
[ -n "${DEMO_DEPTH:-}" ] && depth_args=(-depth "$DEMO_DEPTH")
failures=0
for variant in "${variants[@]}"; do
  pgn="$out_dir/$variant.pgn"
  rm -f "$pgn" "$out_dir/$variant.debug"
  xboard_variant=$variant
  [ "$variant" = chess ] && xboard_variant=normal
  args=(-fcp "$binary xboard" -fd "$out_dir" -scp "$binary xboard" -sd "$out_dir"
    -variant "$xboard_variant" -testLegality false -mm -mg 1 -xexit -searchTime "${DEMO_SEARCH_TIME:-0:01}"
    ${depth_args[@]+"${depth_args[@]}"}
    -adjudicateDrawMoves "$moves_per_game" -sgf "$pgn" -showCoords true -boardSize medium
    -saveSettingsOnExit false -popupMoveErrors false -xponder
    -debug -nameOfDebugFile "$out_dir/$variant.debug")
  xboard "${args[@]}" >"$out_dir/$variant.log" 2>&1 &
  xboard_pid=$!
  sleep "${DEMO_SHOT_AFTER:-8}"
  if [ -x /usr/bin/import ]; then
    import -window root "$out_dir/$variant.png" 2>/dev/null || echo "$variant: screenshot failed" >&2
  fi
  # Keep the last screenshot taken while XBoard was still up: the board near the end of the game. XBoard
  # may exit between the look and the screenshot, which then fails and leaves no file to keep.
  for _ in $(seq 1 180); do
    kill -0 "$xboard_pid" 2>/dev/null || break
    rm -f "$out_dir/.shot.png"
    if [ -x /usr/bin/import ]; then import -window root "$out_dir/.shot.png" 2>/dev/null || true; fi
    if [ -s "$out_dir/.shot.png" ] && kill -0 "$xboard_pid" 2>/dev/null; then
      mv -f "$out_dir/.shot.png" "$out_dir/$variant-end.png"
    fi
    sleep 1
  done
  rm -f "$out_dir/.shot.png"
  if kill -0 "$xboard_pid" 2>/dev/null; then
    echo "$variant: XBoard still running after three minutes; stopping it" >&2
    kill "$xboard_pid" 2>/dev/null || true
  fi
  wait "$xboard_pid" 2>/dev/null || true
  if [ -s "$pgn" ]; then
    result=$(grep -m1 '^\[Result ' "$pgn" || true)
    termination=$(grep -o '{[^}]*} *\(1-0\|0-1\|1/2-1/2\|\*\)' "$pgn" | tail -1 || true)
    echo "$variant: $result $termination"
  else
    echo "$variant: no game saved (see $out_dir/$variant.debug)"
    $check && failures=$((failures + 1))
  fi
  if $check && grep -E 'Illegal move|Error|Forfeit|invalid move' "$out_dir/$variant.debug" \
    >"$out_dir/$variant.errors" 2>/dev/null; then
    echo "$variant: FAILED: XBoard's log has Illegal move, Error or Forfeit lines:" >&2
    head -5 "$out_dir/$variant.errors" >&2
    failures=$((failures + 1))
  fi
done
echo "screenshots and games in $out_dir"
if ((failures)); then
  echo "$failures variant(s) failed the check" >&2
  exit 1
fi
