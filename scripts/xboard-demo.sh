#!/usr/bin/env bash
# Plays one short game of each seed variant in a real XBoard (Debian's xboard 4.9) under a virtual X
# server, Nightrider against a second instance of itself, takes a screenshot of each game and prints the
# saved PGN result. Installs xboard, xvfb and imagemagick with apt-get when they are missing.
#
#   scripts/xboard-demo.sh [OUTPUT_DIR] [VARIANT ...]
#
# OUTPUT_DIR (default build/xboard-demo) receives per variant: VARIANT.png (the board during the game),
# VARIANT-end.png (at the end), VARIANT.pgn (the saved game) and VARIANT.debug (XBoard's protocol log).
set -euo pipefail
cd "$(dirname "$0")/.."
out_dir=${1:-build/xboard-demo}
shift || true
variants=("$@")
((${#variants[@]})) || variants=(chess antiking1 antiking2 magnetic antimagnetic rococo)

export PATH="$PATH:/usr/games"  # where Debian puts xboard
need=()
command -v xboard >/dev/null || need+=(xboard)
command -v Xvfb >/dev/null || need+=(xvfb)
[ -x /usr/bin/import ] || need+=(imagemagick)
if ((${#need[@]})); then
  echo "installing: ${need[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >/dev/null
fi

binary=build/nightrider
if [ ! -x "$binary" ]; then
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build -j2 --target nightrider >/dev/null
fi
binary=$(realpath "$binary")
mkdir -p "$out_dir"
out_dir=$(realpath "$out_dir")

# A private X display for the whole run.
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1100x950x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
trap 'kill "$xvfb_pid" 2>/dev/null || true' EXIT
sleep 1
export DISPLAY=$display

moves_per_game=${DEMO_MOVES:-12}  # the game is adjudicated a draw after this many moves
for variant in "${variants[@]}"; do
  pgn="$out_dir/$variant.pgn"
  rm -f "$pgn" "$out_dir/$variant.debug"
  xboard_variant=$variant
  [ "$variant" = chess ] && xboard_variant=normal
  args=(-fcp "$binary xboard" -fd "$out_dir" -scp "$binary xboard" -sd "$out_dir"
    -variant "$xboard_variant" -testLegality false -mm -mg 1 -xexit -searchTime 0:01
    -adjudicateDrawMoves "$moves_per_game" -sgf "$pgn" -showCoords true -boardSize medium
    -saveSettingsOnExit false -popupMoveErrors false -xponder
    -debug -nameOfDebugFile "$out_dir/$variant.debug")
  xboard "${args[@]}" >"$out_dir/$variant.log" 2>&1 &
  xboard_pid=$!
  sleep "${DEMO_SHOT_AFTER:-8}"
  import -window root "$out_dir/$variant.png" 2>/dev/null || echo "$variant: screenshot failed" >&2
  # Keep the last screenshot taken while XBoard was still up: the board near the end of the game.
  for _ in $(seq 1 180); do
    kill -0 "$xboard_pid" 2>/dev/null || break
    import -window root "$out_dir/.shot.png" 2>/dev/null || true
    kill -0 "$xboard_pid" 2>/dev/null && mv -f "$out_dir/.shot.png" "$out_dir/$variant-end.png"
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
  fi
done
echo "screenshots and games in $out_dir"
