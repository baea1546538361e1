#!/usr/bin/env bash
# Quick start, command 2: installs what is missing, builds everything and runs every test, first in a
# Release build, then in an AddressSanitizer + UndefinedBehaviorSanitizer build.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
jobs=$(nproc)

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$jobs"
(cd build && ctest --output-on-failure -j"$jobs")

# (The web pages and their browser test are built and run once, in the Release build.)
cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNIGHTRIDER_SANITIZE=ON -DNIGHTRIDER_BENCH=OFF \
  -DNIGHTRIDER_WEB_PAGES=OFF >/dev/null
cmake --build build-sanitize -j"$jobs" --target nightrider nightrider_tests
# The solver's comparison with Popeye on every orthodox problem runs the binary once per problem and
# takes minutes under the sanitizers; here the quick problems are solved in-process instead
# (Quick/SolverPaths, through both boards).
(cd build-sanitize && ctest --output-on-failure -j"$jobs" -E 'SolverMatchesPopeye')
