#!/usr/bin/env bash
# Quick start, command 1: installs what is missing, builds, and runs nightrider (default: `serve`, the web
# application on http://localhost:8080/).
# Any arguments go to nightrider, e.g. scripts/run.sh play --variant rococo
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" --target nightrider nightrider_web_pages
if (($# == 0)); then set -- serve; fi
exec build/nightrider "$@"
