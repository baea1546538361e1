#!/usr/bin/env python3
"""Prints the table of the 78 conditions of seed 001 (issue 26's closing table) from what the binary says
and what the tests name: number, seed name, Popeye keyword, solver, the game's name (`play`, `uci`,
`xboard`, `match` and the web lobby all take it; the engine searches it on the general board, which
tests/condition_games_test.cpp checks for every one), and the test files that name the condition (the
file naming it most often first).

    scripts/conditions_table.py [BINARY]      (default build/nightrider)

docs/conditions.md keeps its output under "The 78 conditions at a glance"; run it again after adding a
condition or a test.
"""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "build" / "nightrider")
listing = subprocess.run([binary, "conditions"], capture_output=True, text=True, check=True).stdout
tests = {p.name: p.read_text(encoding="utf-8", errors="replace")
         for p in sorted((ROOT / "tests").glob("*_test.cpp"))}

print("| # | seed 001 name | Popeye keyword | solver | game (play, engine, web) | tests |")
print("|---:|---|---|---|---|---|")
# Conditions whose tests build them from another keyword with an argument.
EXTRA = {"MarsMirrorCirce": r'mars_rules\(\{"Mirror"'}
for line in listing.splitlines():
    match = re.match(r"^\s*(\d+)\s+(.*\S)\s+(yes|no)\s+(\S+)\s*$", line)
    if not match:
        continue
    number, rest, solver, game = match.groups()
    columns = re.split(r"\s{2,}", rest)
    if len(columns) == 1:  # (a seed name as long as its column: one space before the keyword)
        columns = columns[0].rsplit(" ", 1)
    seed, keyword = columns[0], columns[-1]
    words = keyword.split()
    patterns = []
    if keyword != "-":
        patterns.append(re.escape(words[0]) if len(words) == 1 else re.escape(words[-1]))
    if keyword in EXTRA:
        patterns.append(EXTRA[keyword])
    if game != "-":
        patterns.append(re.escape(game) + r"\b")
    patterns.append(re.escape(seed.split(" (")[0]))
    if keyword == "-" and game != "-":  # (our own keyword: the game's word in CamelCase, "StrictlyTransmutedKings")
        patterns.append("(?i)" + re.escape(game.split("+", 1)[1]))
    counts = {}
    for name, text in tests.items():
        hits = sum(len(re.findall(p, text)) for p in patterns)
        if hits:
            counts[name] = hits
    ranked = sorted(counts, key=lambda n: -counts[n])
    shown = ", ".join(f"`{n}`" for n in ranked[:2])
    if len(ranked) > 2:
        shown += f" (+{len(ranked) - 2})"
    game_text = f"`{game}`" if game != "-" else "— (needs squares or a number, or is about a problem's aim)"
    keyword_text = f"`{keyword}`" if keyword != "-" else "— (ours)"
    print(f"| {number} | {seed} | {keyword_text} | {solver} | {game_text} | {shown or '—'} |")
