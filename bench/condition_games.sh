#!/usr/bin/env bash
# The engine against `greedy` under ten conditions of different families (issue 26: >= 90 % each):
# 50 games each, the engine at depth 3, one game at a time. Prints per condition: games, wins, draws,
# losses, the engine's score and how the games ended.
#   bench/condition_games.sh [BINARY]   (default build/nightrider)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
B="${1:-$here/../build/nightrider}"
echo "condition  games W D L score | endings"
for c in circe anticirce madrasi andernach patrouille volage einstein ghost monochrom isardam; do
  out=$(nice -n 10 $B match --variant chess+$c --a engine:depth=3 --b greedy --games 50 --threads 1 2>/dev/null)
  echo "chess+$c $(echo "$out" | awk '/^total/{print $2, $3, $4, $5, $6}') | $(echo "$out" | grep endings)"
done
