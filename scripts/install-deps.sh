#!/usr/bin/env bash
# Installs the Debian packages a fresh machine lacks for building and testing Nightrider.
set -euo pipefail
# The web application: Boost.Beast and SQLite for the server, Chromium for its end-to-end test. XBoard and
# Xvfb (xvfb-run) for the test that plays real XBoard games (scripts/xboard-demo.sh --check). Ninja,
# ccache and mold make builds and rebuilds quick; clang builds the sanitizer build (docs/development.md).
# procps gives scripts/test.sh pgrep, to stop its background builds if a run ends early. Open MPI builds
# and tests `solve --mpi` (docs/scale.md).
packages=(cmake g++ make ninja-build ccache mold clang libgtest-dev libgmock-dev libbenchmark-dev libcli11-dev
  nlohmann-json3-dev libboost1.81-dev libsqlite3-dev chromium xboard xvfb procps openmpi-bin libopenmpi-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# Node and npm build the web pages. A machine may have them from elsewhere (a nodejs package that bundles
# npm, which Debian's npm package would conflict with): only when the commands are missing are Debian's
# installed.
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
if ((${#missing[@]})); then
  echo "installing: ${missing[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi
