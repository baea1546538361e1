#!/usr/bin/env bash
# Protocol stress (issue 23): nightrider_protocol_stress drives `nightrider uci` and `nightrider xboard`
# processes through CYCLES rapid position/go cycles each, in every variant, with stop, isready,
# ucinewgame, setoption (UCI) or ?, ping, force, time controls (XBoard) at random moments, and checks that
# every go gets exactly one legal bestmove (move) and that the engine still answers and exits at the end
# (tests/support/protocol_stress.h).
#
#   bench/protocol_stress.sh [--cycles 10000] [--seed 1] [--protocol uci|xboard|both] [--build DIR]
#
# ctest runs it short (ProtocolStressUci, ProtocolStressXboard); the default is the long run. Exits 0
# when every check held in every protocol, 1 otherwise (with what broke and the last lines exchanged).
set -euo pipefail
cd "$(dirname "$0")/.."
build=build
cycles=10000
seed=1
protocols=(uci xboard)
while (($#)); do
  case "$1" in
    --cycles) cycles="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --protocol)
      case "$2" in
        uci | xboard) protocols=("$2") ;;
        both) protocols=(uci xboard) ;;
        *) echo "--protocol must be uci, xboard or both" >&2; exit 2 ;;
      esac
      shift 2 ;;
    --build) build="$2"; shift 2 ;;
    *) echo "unknown argument $1 (use --cycles N, --seed S, --protocol uci|xboard|both, --build DIR)" >&2
       exit 2 ;;
  esac
done
for binary in "$build/nightrider" "$build/nightrider_protocol_stress"; do
  [ -x "$binary" ] || { echo "build $binary first (cmake --build $build)" >&2; exit 2; }
done
engine=$(realpath "$build/nightrider")

status=0
for protocol in "${protocols[@]}"; do
  "$build/nightrider_protocol_stress" --engine "'$engine' $protocol" --protocol "$protocol" \
    --cycles "$cycles" --seed "$seed" || status=1
done
exit "$status"
