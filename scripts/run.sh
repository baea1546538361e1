#!/usr/bin/env bash
# Quick start, command 1: installs what is missing, builds, and runs nightrider (default: `play`, a game
# against the engine in the terminal).
# Any arguments go to nightrider, e.g. scripts/run.sh moves --variant rococo
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" --target nightrider
if (($# == 0)); then set -- play; fi
exec build/nightrider "$@"
