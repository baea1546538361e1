#!/usr/bin/env python3
"""The solver against Popeye's recorded output on the corpus, per condition (issue 24's closing note).

    scripts/corpus_report.py [--build DIR] [--prefix fairy_] [--timeout S] [--tsv FILE] [--popeye PATH]
                             [NAME ...]

Solves every problem of ../shared/testdata/problems whose name starts with the prefix (default
`fairy_`), one process each (`nightrider solve --quiet --threads 1 --max-time S`), and compares the
output with Popeye 4.104's recorded `.out` twice:

- the solution set, as `nightrider_popeye_compare` compares it (the README's normalised entries);
- the whole text, as tests/solver_popeye_test.cpp compares the problems of
  tests/data/solver_identical_text.tsv (comparable_popeye_text: the version line, the time after
  "solution finished." and trailing blanks aside).

Each problem ends in one of: `text` (Popeye's text, hence its set too), `set` (Popeye's solutions, the
text differs: the first differing line is shown), `differs` (the solution sets differ), `refused` (the
solver refused the problem: its one-line reason), `cut short` (no answer within the time limit).

The conditions of a problem are read from its `.inp` with Popeye's vocabulary
(src/solver/popeye_tables.h: the condition keywords in Popeye's order and the words that may follow a
condition), each given by its English keyword; a problem counts once under each of its conditions.
Prints a Markdown report: the totals, a table per condition, and every problem not at `text`.

With --popeye PATH (Popeye 4.104, e.g. /tmp/popeye/py) each problem is also solved by Popeye right after
ours, one run each, and the report adds the times of the problems both answered: the total against
Popeye's, and every problem over 2x Popeye's time, those with a condition of issue 24 marked. (On a
shared machine only such a same-run ratio means something; bench/solve_orthodox.sh --popeye gives the
median of three.)
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import defaultdict

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
PROBLEMS = os.path.normpath(os.path.join(ROOT, "..", "shared", "testdata", "problems"))
TABLES = os.path.join(ROOT, "src", "solver", "popeye_tables.h")
LANGUAGE_COLUMN = {"en": 0, "de": 1, "fr": 2}
# The conditions issue 24 added or finished (its list, by Popeye's English keyword; the Circe and
# AntiCirce forms it names -- CaptureSquare, PWC, Parrain, Relaxed -- are options of Circe and AntiCirce
# and are counted under those).
ISSUE_24 = {
    "WhiteConsequentForcedSquare", "BlackConsequentForcedSquare", "CavalierMajeur", "MarsCirce",
    "MarsMirrorCirce", "AntiMarsCirce", "AntiMarsMirrorCirce", "AntiMarsAntipodeanCirce", "PhantomChess",
    "PlusChess", "ExclusiveChess", "ExtinctionChess", "GlasgowChess", "HaanerChess", "MAFF", "LosingChess",
    "ReflectiveKings", "WhiteReflectiveKing", "BlackReflectiveKing", "Rokagogo", "ChecklessChess",
    "SwappingKings", "Hole", "Volage", "Hypervolage", "CouscousCirce", "DiagramCirce", "EinsteinChess",
    "SuperCirce", "ParrainCirce", "MagicSquares", "KobulKings",
}


def read_tables():
    """Popeye's word lists from popeye_tables.h: name -> list of (en, de, fr)."""
    tables, current = {}, None
    for line in open(TABLES, encoding="utf-8"):
        start = re.match(r"inline constexpr \w+ (k\w+)\[\] = \{", line)
        if start:
            current = start.group(1)
            tables[current] = []
            continue
        if current and line.startswith("};"):
            current = None
            continue
        entry = re.match(r'\s*\{"([^"]*)", "([^"]*)", "([^"]*)"', line)
        if current and entry:
            tables[current].append(entry.groups())
    return tables


def resolve(token, words):
    """Popeye's abbreviation rule: the first keyword the token starts, if it is that whole keyword or
    no later keyword starts the same way. Returns the index or None."""
    t = token.lower()
    for i, w in enumerate(words):
        if w.lower().startswith(t):
            if w.lower() == t or not any(x.lower().startswith(t) for x in words[i + 1:]):
                return i
            return None
    return None


class Vocabulary:
    def __init__(self):
        tables = read_tables()
        self.conditions = tables["kConditions"] + tables["kExtraConditions"]
        # Words that end a condition command, list by list (Popeye resolves each list separately).
        self.stops = [tables[name] for name in ("kCommands", "kTwinnings", "kTwinEnd", "kProblemEnd")]
        self.arguments = set()  # words that may follow a condition
        for name, entries in tables.items():
            if name.endswith("Variants") or name in ("kAntiCirceTypes", "kLetteredTypes", "kNumberedTypes",
                                                      "kKobulSides", "kMummerStrictness", "kColours"):
                for entry in entries:
                    self.arguments.update(w.lower() for w in entry)

    def conditions_of(self, text, language):
        column = LANGUAGE_COLUMN[language]
        condition_words = [c[column] for c in self.conditions]
        stop_lists = [[s[column] for s in table] for table in self.stops]
        command = {"en": "condition", "de": "bedingung", "fr": "condition"}[language]

        def stop(token):
            return any(resolve(token, words) is not None for words in stop_lists)

        def is_command(token):
            i = resolve(token, stop_lists[0])
            return i is not None and stop_lists[0][i].lower() == command or \
                (resolve(token, stop_lists[1]) is not None and
                 stop_lists[1][resolve(token, stop_lists[1])].lower() == command)

        tokens = re.findall(r"[^\s;,]+", text)
        found = []
        inside = False
        for token in tokens:
            low = token.lower()
            if len(low) >= 3 and command.startswith(low) and is_command(low):
                inside, first = True, True
                continue
            if not inside:
                continue
            if stop(low) and low not in self.arguments:
                inside = False
                continue
            if not first and low in self.arguments:
                continue
            index = resolve(low, condition_words)
            if index is not None and (first or len(low) >= 4):
                name = self.conditions[index][0]
                if name not in found:
                    found.append(name)
            first = False
        return found


def comparable(text):
    lines = []
    for line in text.splitlines():
        if line.startswith("Popeye ") and " v4." in line:
            continue
        for finished in ("solution finished.", "Loesung beendet.", "solution terminee."):
            if line.startswith(finished):
                line = finished
        lines.append(line.rstrip(" \r"))
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return lines


def first_difference(ours, popeye):
    for i in range(max(len(ours), len(popeye))):
        a = ours[i] if i < len(ours) else "(end)"
        b = popeye[i] if i < len(popeye) else "(end)"
        if a != b:
            return f"line {i + 1}: ours `{a.strip()}`, Popeye `{b.strip()}`"
    return ""


def popeye_seconds(popeye, name, timeout):
    inp = os.path.join(PROBLEMS, "popeye", name + ".inp")
    start = time.monotonic()
    # (In a folder of its own: a problem that asks for LaTeX output makes Popeye write a .tex file there.)
    with tempfile.TemporaryDirectory() as folder:
        try:
            subprocess.run([popeye, os.path.abspath(inp)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           timeout=timeout, cwd=folder)
        except subprocess.TimeoutExpired:
            return float(timeout)
    return time.monotonic() - start


def solve(build, name, timeout):
    inp = os.path.join(PROBLEMS, "popeye", name + ".inp")
    expected = os.path.join(PROBLEMS, "popeye", name + ".out")
    start = time.monotonic()
    try:
        run = subprocess.run([os.path.join(build, "nightrider"), "solve", "--quiet", "--threads", "1",
                              "--max-time", str(timeout), inp],
                             capture_output=True, timeout=timeout + 30)
    except subprocess.TimeoutExpired:
        return "cut short", f"no answer within {timeout} s", timeout
    seconds = time.monotonic() - start
    # (Popeye's output and ours are Latin-1 in German and French problems.)
    run = subprocess.CompletedProcess(run.args, run.returncode, run.stdout.decode("latin-1"),
                                      run.stderr.decode("latin-1"))
    if run.returncode == 2 or "solving cut short" in run.stdout or "Loesen abgebrochen" in run.stdout:
        if run.returncode == 2 and run.stderr.strip():
            return "refused", run.stderr.strip().splitlines()[0], seconds
        if run.returncode != 2:
            return "cut short", f"cut short after {seconds:.0f} s", seconds
    compare = subprocess.run([os.path.join(build, "nightrider_popeye_compare"), "--limit", "2", expected, "-"],
                             input=run.stdout.encode("latin-1"), capture_output=True)
    compare = subprocess.CompletedProcess(compare.args, compare.returncode, compare.stdout.decode("latin-1"), "")
    if compare.returncode == 2:
        return "refused", (run.stderr.strip().splitlines() or ["no output"])[0], seconds
    if compare.returncode != 0:
        detail = " ".join(line.strip() for line in compare.stdout.splitlines()[:4])
        return "differs", detail, seconds
    ours, popeye = comparable(run.stdout), comparable(open(expected, encoding="latin-1").read())
    diff = first_difference(ours, popeye)
    if diff and sorted(ours) == sorted(popeye):
        diff = "the same lines in another order; first " + diff
    return ("set", diff, seconds) if diff else ("text", "", seconds)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--prefix", default="fairy_")
    parser.add_argument("--timeout", type=int, default=60)
    parser.add_argument("--tsv", help="also write one line per problem here (as each is solved)")
    parser.add_argument("--popeye", help="a Popeye binary to time in the same run")
    parser.add_argument("names", nargs="*")
    args = parser.parse_args()
    if not os.access(os.path.join(args.build, "nightrider"), os.X_OK):
        sys.exit(f"build {args.build}/nightrider first")

    vocabulary = Vocabulary()
    rows = []
    with open(os.path.join(PROBLEMS, "manifest.tsv"), encoding="utf-8") as manifest:
        header = manifest.readline().rstrip("\n").split("\t")
        for line in manifest:
            row = dict(zip(header, line.rstrip("\n").split("\t")))
            if args.names and row["name"] not in args.names:
                continue
            if not args.names and not row["name"].startswith(args.prefix):
                continue
            rows.append(row)

    results = []
    tsv = open(args.tsv, "w", encoding="utf-8") if args.tsv else None
    if tsv:
        tsv.write("name\tstipulation\tconditions\toutcome\tseconds\tpopeye_seconds\tdetail\n")
    for row in rows:
        name = row["name"]
        text = open(os.path.join(PROBLEMS, "popeye", name + ".inp"), encoding="latin-1").read()
        conditions = vocabulary.conditions_of(text, row["language"]) or ["(none)"]
        outcome, detail, seconds = solve(args.build, name, args.timeout)
        popeye = popeye_seconds(args.popeye, name, args.timeout) if args.popeye else float(row["popeye_seconds"])
        results.append((name, row["stipulation"], conditions, outcome, detail, seconds, popeye))
        print(f"{name}\t{outcome}\t{seconds:.2f}\t{popeye:.2f}", file=sys.stderr)
        if tsv:
            tsv.write(f"{name}\t{row['stipulation']}\t{' '.join(conditions)}\t{outcome}\t{seconds:.3f}\t"
                      f"{popeye:.3f}\t{detail}\n")
            tsv.flush()

    outcomes = ("text", "set", "differs", "refused", "cut short")
    totals = defaultdict(int)
    for r in results:
        totals[r[3]] += 1
    print(f"{len(results)} problems: " + ", ".join(f"{totals[o]} {o}" for o in outcomes))
    print()
    print("| condition | problems | Popeye's solutions | and Popeye's text | differ | refused | cut short |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    per = defaultdict(lambda: defaultdict(int))
    for r in results:
        for c in r[2]:
            per[c][r[3]] += 1
    for c in sorted(per, key=str.lower):
        n = sum(per[c].values())
        print(f"| {c} | {n} | {per[c]['text'] + per[c]['set']} | {per[c]['text']} | {per[c]['differs']} | "
              f"{per[c]['refused']} | {per[c]['cut short']} |")
    print()
    for outcome in outcomes[1:]:
        listed = [r for r in results if r[3] == outcome]
        if not listed:
            continue
        print(f"{outcome} ({len(listed)}):")
        for name, stip, conds, _, detail, _, _ in listed:
            print(f"- `{name}` ({stip}; {' '.join(conds)}): {detail}")
        print()

    if args.popeye:
        answered = [r for r in results if r[3] in ("text", "set")]
        ours = sum(r[5] for r in answered)
        theirs = sum(r[6] for r in answered)
        print(f"Times, one run each, Popeye in the same run: the {len(answered)} problems answered with "
              f"Popeye's solutions take {ours:.1f} s against Popeye's {theirs:.1f} s ({ours / theirs:.2f}).")
        for label, keep in (("with a condition of issue 24", lambda r: ISSUE_24 & set(r[2])),
                            ("others", lambda r: not ISSUE_24 & set(r[2]))):
            part = [r for r in answered if keep(r)]
            if not part:
                continue
            o, t = sum(r[5] for r in part), sum(r[6] for r in part)
            over = [r for r in part if r[5] > 2 * r[6]]
            print(f"- {label}: {len(part)} problems, {o:.1f} s against {t:.1f} s ({o / t:.2f}); "
                  f"over 2x Popeye: {len(over)}")
            for name, stip, conds, _, _, sec, pop in over:
                print(f"  - `{name}` ({stip}; {' '.join(conds)}): {sec:.2f} s against {pop:.2f} s")


if __name__ == "__main__":
    main()
