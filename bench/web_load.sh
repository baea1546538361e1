#!/usr/bin/env bash
# Load of the web server on the loopback: starts `nightrider serve --port 0` on a fresh data folder, plays
# many games between friends at once through nightrider_web_load (two WebSocket connections a game, moves
# picked from each state's legal list), prints the moves' round trips (p50/p90/p99/max), the errors and
# how many games read back from the server exactly as played, then stops the server.
#
#   bench/web_load.sh [--games 500] [--moves 40] [--think MS] [--seed N] [--flood] [--solve FILE]...
#                     [--timeout S] [--build DIR]
#
# --think: each player's pause before a move, drawn from 0 to twice MS (default 1000; 0: move at once).
# --flood: one more connection floods the server the whole time (docs/web.md, "Load and flood").
# --solve FILE: one more connection has the server solve FILE's problems over and over meanwhile (repeat
# it for more); the server's peak memory is then printed too (docs/robustness.md).
# Exits with the load client's status: 0 when no error and every game verified.
set -euo pipefail
cd "$(dirname "$0")/.."
build=build
client_args=()
while (($#)); do
  case "$1" in
    --games | --moves | --think | --seed | --timeout) client_args+=("$1" "$2"); shift 2 ;;
    --solve) client_args+=("$1" "$(cd "$OLDPWD" && realpath "$2")"); shift 2 ;;  # (relative to the caller's folder)
    --flood) client_args+=("$1"); shift ;;
    --build) build="$2"; shift 2 ;;
    *) echo "unknown argument $1 (use --games N, --moves N, --think MS, --seed N, --flood, --solve FILE, --timeout S, --build DIR)" >&2
       exit 2 ;;
  esac
done
for binary in "$build/nightrider" "$build/nightrider_web_load"; do
  [ -x "$binary" ] || { echo "build $binary first (cmake --build $build)" >&2; exit 2; }
done

work=$(mktemp -d)
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
# The pages are not needed: a folder with an empty index.html satisfies --static.
mkdir -p "$work/static"
: >"$work/static/index.html"
# 500 games are 1000 connections on each side, beyond the usual 1024 descriptors.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

: >"$work/serve.log"  # before the server starts, which may open it after the first look below
"$build/nightrider" serve --port 0 --data "$work/data" --static "$work/static" >"$work/serve.log" 2>&1 &
server_pid=$!
port=
for _ in $(seq 100); do
  port=$(sed -n 's|.*http://localhost:\([0-9]*\)/.*|\1|p' "$work/serve.log")
  [ -n "$port" ] && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/serve.log" >&2; exit 1; }
  sleep 0.1
done
[ -n "$port" ] || { echo "the server did not start:" >&2; cat "$work/serve.log" >&2; exit 1; }

status=0
"$build/nightrider_web_load" --port "$port" ${client_args[@]+"${client_args[@]}"} | tee "$work/client.log" ||
  status=${PIPESTATUS[0]}
if kill -0 "$server_pid" 2>/dev/null; then
  # The server's processor time (user + system, in clock ticks: fields 14 and 15 of /proc/PID/stat, after
  # the command name in parentheses): a figure that the other processes of a busy machine disturb less
  # than the round trips.
  read -r user_ticks system_ticks < <(sed 's/.*) //' "/proc/$server_pid/stat" | cut -d' ' -f12,13)
  moves=$(sed -n 's/.*, moves \([0-9]*\),.*/\1/p' "$work/client.log")
  awk -v ticks=$((user_ticks + system_ticks)) -v hz="$(getconf CLK_TCK)" -v moves="${moves:-0}" 'BEGIN {
    seconds = ticks / hz
    printf "server processor time %.2f s", seconds
    if (moves > 0) printf " (%.0f us a move)", seconds * 1e6 / moves
    printf "\n" }'
  echo "server peak memory $(awk '/^VmHWM/ {printf "%.0f MB", $2 / 1024}' "/proc/$server_pid/status")"
else
  echo "the server died during the load:" >&2
  cat "$work/serve.log" >&2
  status=1
fi
exit "$status"
