#!/usr/bin/env python3
"""Run Popeye's own example problems through Popeye and Nightrider and count identical outputs.

usage: bench/popeye_examples.py POPEYE_REPO [--popeye PATH] [--nightrider PATH] [--timeout S] [--jobs N]
                                [--folders "EXAMPLES BEISPIEL TESTS REGRESSIONS"] [--work DIR] [--only SUBSTR] [--cached-only]
                                [--refusals-only]

POPEYE_REPO is a checkout of Popeye's sources (github.com/thomas-maeder/popeye). Every input file of
the folders is split into its problems (at `next`/`weiter`/`suivant`, in any abbreviation Popeye
reads); each problem is solved by both programs with the same time limit, and the outputs are compared:

  identical   the text is the same, line for line, once Popeye's version line and the times after
              "solution finished." are removed;
  same set    not identical, but nightrider_popeye_compare finds the same solutions twin by twin;
  different   both solved it and the solutions differ (a wrong answer, or a text difference that
              changes the solution set);
  refused     Nightrider refused the problem (the reason is its error message, counted by cause);
  slow        Nightrider did not finish within the time limit where Popeye did;
  skipped     Popeye itself did not finish within the limit, or refused the input.

With --refusals-only Popeye is not run: every problem goes through Nightrider alone (use a short
--timeout, say 2), and the summary counts those it refuses, by cause (a problem still being solved when
the time is up counts as accepted).

Popeye's outputs are cached in WORK/popeye (keyed by the problem's text), so a second run only solves
with Nightrider. The summary goes to stdout; WORK/results.tsv lists every problem.
"""

import argparse
import collections
import concurrent.futures
import hashlib
import os
import re
import subprocess
import sys
import time

SEPARATORS = ("nextproblem", "weiteresproblem", "suivantprobleme")
ENDS = ("endproblem", "endeproblem", "finprobleme")
BEGINS = ("beginproblem", "anfangproblem", "debutprobleme")


def is_abbreviation(token, words, shortest=3):
    token = token.lower()
    return len(token) >= shortest and any(word.startswith(token) for word in words)


def split_problems(text):
    """Split an input file into (begin word, problem lines, end word) problems."""
    lines = text.splitlines()
    problems = []
    begin_word, end_word = "beginproblem", "endproblem"
    current = None
    for line in lines:
        words = line.split()
        first = words[0] if words else ""
        if current is None:
            if first and is_abbreviation(first, BEGINS):
                begin_word = first
                current = []
            continue
        if len(words) == 1 and is_abbreviation(first, SEPARATORS, 4):
            problems.append(current)
            current = []
        elif len(words) == 1 and is_abbreviation(first, ENDS):
            end_word = first
            problems.append(current)
            current = None
        else:
            current.append(line)
    if current:
        problems.append(current)
    return [
        "%s\n%s\n%s\n" % (begin_word, "\n".join(body), end_word)
        for body in problems
        if any(line.strip() for line in body)
    ]


VERSION_LINE = re.compile(r"^Popeye .* v\d")
FINISHED_TIME = re.compile(
    r"^(solution finished\.|Loesung beendet\.|solution terminee\.|Partial solution|Partielle Loesung|solution partielle)"
    r".*$", re.I)
# MoveNumbers' progress lines, "  1  (Ta1*a3    Zeit = 0.013 s)": without the time, as Popeye writes
# them with its option -regression ("  1  (Ta1*a3 )"), which is how Nightrider writes them.
MOVE_NUMBER_TIME = re.compile(r"^( *\d+(?::\d+)*  \(.*?) +(?:Time|Zeit|Temps) = [0-9.:]+ (?:s|m:s|h:m:s)\)$")
# Intelligent mode's count lines, "609 potential positions in 3+3  (Time = 1.089 s)": without the time,
# as with -regression, which is how Nightrider writes them.
TARGET_COUNT_TIME = re.compile(
    r"^(\d+ (?:potential positions in|moegliche Stellungen in|positions possibles dans) \d+\+\d+)"
    r"  \((?:Time|Zeit|Temps) = [0-9.:]+ (?:s|m:s|h:m:s)\)$")


def normalise(text):
    out = []
    for line in text.splitlines():
        if VERSION_LINE.match(line):
            continue
        match = FINISHED_TIME.match(line)
        if not match:
            numbered = MOVE_NUMBER_TIME.match(line)
            if numbered:
                line = numbered.group(1) + " )"
            counted = TARGET_COUNT_TIME.match(line)
            if counted:
                line = counted.group(1)
        out.append(match.group(1) if match else line.rstrip())
    while out and not out[-1]:
        out.pop()
    while out and not out[0]:
        out.pop(0)
    return "\n".join(out)


def run(command, stdin_path, timeout, cwd):
    started = time.monotonic()
    try:
        with open(stdin_path, "rb") as stdin:
            done = subprocess.run(command, stdin=stdin, capture_output=True, timeout=timeout, cwd=cwd)
        return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode(
            "utf-8", "replace"), time.monotonic() - started
    except subprocess.TimeoutExpired:
        return None, "", "", timeout


def refusal_cause(stderr, stdout):
    for text in (stderr, stdout):
        for line in text.splitlines():
            m = re.search(r"(?:error: .*?:\d+: |cannot solve: )(.*)", line)
            if m:
                return m.group(1).strip()
    return "(no message)"


def problem_key(problem):
    return hashlib.sha1(problem.encode()).hexdigest()[:16]


def is_cached(work, problem):
    return os.path.exists(os.path.join(work, "popeye", problem_key(problem) + ".out.status"))


def solve_one(job):
    args, name, problem = job
    work = args.work
    key = problem_key(problem)
    problem_path = os.path.join(work, "problems", key + ".inp")
    if not os.path.exists(problem_path):
        with open(problem_path, "w") as f:
            f.write(problem)
    if args.refusals_only:
        # Without Popeye: does Nightrider take the problem on (still solving when the time is up counts)?
        code, ours, errors, our_seconds = run([args.nightrider, "solve", "--quiet", "--threads", "1", "-"],
                                              problem_path, args.timeout, os.path.join(work, "scratch"))
        if code is not None and code != 0:
            return name, key, "refused", refusal_cause(errors, ours), 0.0, our_seconds
        return name, key, "accepted", "", 0.0, our_seconds
    popeye_path = os.path.join(work, "popeye", key + ".out")
    popeye_status_path = popeye_path + ".status"
    if os.path.exists(popeye_status_path):
        with open(popeye_status_path) as f:
            popeye_status, popeye_seconds = f.read().split()
        with open(popeye_path) as f:
            popeye_out = f.read()
        popeye_seconds = float(popeye_seconds)
    else:
        scratch = os.path.join(work, "scratch", key)
        os.makedirs(scratch, exist_ok=True)
        code, popeye_out, _, popeye_seconds = run([args.popeye, "-maxmem", "512M"], problem_path, args.timeout,
                                                   scratch)
        popeye_status = "timeout" if code is None else "ok"
        with open(popeye_path, "w") as f:
            f.write(popeye_out)
        with open(popeye_status_path, "w") as f:
            f.write("%s %.3f\n" % (popeye_status, popeye_seconds))
    if popeye_status != "ok" or "solution finished" not in popeye_out.lower() and "beendet" not in popeye_out.lower():
        return name, key, "skipped", "Popeye did not finish" if popeye_status != "ok" else "Popeye refused", \
            popeye_seconds, 0.0
    code, ours, errors, our_seconds = run([args.nightrider, "solve", "--quiet", "--threads", "1", "-"],
                                          problem_path, args.timeout, os.path.join(work, "scratch"))
    if code is None:
        return name, key, "slow", "over %g s" % args.timeout, popeye_seconds, our_seconds
    if code != 0:
        return name, key, "refused", refusal_cause(errors, ours), popeye_seconds, our_seconds
    if normalise(ours) == normalise(popeye_out):
        return name, key, "identical", "", popeye_seconds, our_seconds
    ours_path = os.path.join(work, "nightrider", key + ".out")
    with open(ours_path, "w") as f:
        f.write(ours)
    # (Both texts are in the problem's language: told to the comparison, which otherwise guesses it.)
    begin = problem.split(None, 1)[0].lower()
    language = "de" if "anfangproblem".startswith(begin) else "fr" if "debutprobleme".startswith(begin) else "en"
    compared = subprocess.run([args.compare, "--expected-lang", language, "--actual-lang", language, popeye_path,
                               ours_path], capture_output=True)
    if compared.returncode == 0:
        return name, key, "same set", "text differs", popeye_seconds, our_seconds
    first_difference = (compared.stdout.decode("utf-8", "replace").splitlines() or [""])[0]
    return name, key, "different", first_difference, popeye_seconds, our_seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("popeye_repo")
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--popeye", default=os.environ.get("POPEYE", "/tmp/popeye/py"))
    parser.add_argument("--nightrider", default=os.path.join(here, "build", "nightrider"))
    parser.add_argument("--compare", default=os.path.join(here, "build", "nightrider_popeye_compare"))
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--folders", default="EXAMPLES BEISPIEL TESTS REGRESSIONS")
    parser.add_argument("--work", default=os.path.join(here, "build", "popeye-examples"))
    parser.add_argument("--only", default="", help="only input files whose path contains this")
    parser.add_argument("--cached-only", action="store_true",
                        help="only the problems whose Popeye output is already cached in WORK/popeye")
    parser.add_argument("--refusals-only", action="store_true",
                        help="run Nightrider alone (no Popeye) and count the problems it refuses, by cause")
    args = parser.parse_args()
    for path in (args.nightrider,) if args.refusals_only else (args.popeye, args.nightrider, args.compare):
        if not os.access(path, os.X_OK):
            sys.exit("bench/popeye_examples.py: %s is not an executable (build it, or pass its path)" % path)
    for sub in ("problems", "popeye", "nightrider", "scratch"):
        os.makedirs(os.path.join(args.work, sub), exist_ok=True)

    jobs = []
    for folder in args.folders.split():
        directory = os.path.join(args.popeye_repo, folder)
        if not os.path.isdir(directory):
            sys.exit("bench/popeye_examples.py: no folder %s" % directory)
        for file in sorted(os.listdir(directory)):
            path = os.path.join(directory, file)
            if not file.endswith(".inp") or args.only not in path:
                continue
            with open(path, encoding="latin-1") as f:
                problems = split_problems(f.read())
            for index, problem in enumerate(problems, 1):
                if args.cached_only and not is_cached(args.work, problem):
                    continue
                jobs.append((args, "%s/%s#%d" % (folder, file, index), problem))
    print("%d problems in %s" % (len(jobs), args.folders), file=sys.stderr)

    results = []
    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for done, result in enumerate(pool.map(solve_one, jobs), 1):
            results.append(result)
            if done % 50 == 0 or done == len(jobs):
                print("  %d/%d (%.0f s)" % (done, len(jobs), time.monotonic() - started), file=sys.stderr)

    with open(os.path.join(args.work, "results.tsv"), "w") as f:
        f.write("problem\tkey\tresult\tdetail\tpopeye_s\tnightrider_s\n")
        for name, key, result, detail, popeye_s, ours_s in results:
            f.write("%s\t%s\t%s\t%s\t%.3f\t%.3f\n" % (name, key, result, detail, popeye_s, ours_s))

    counts = collections.Counter(r[2] for r in results)
    considered = len(results) - counts["skipped"]
    print("Popeye's examples (%s): %d problems, %d that Popeye solves within %g s" %
          (args.folders, len(results), considered, args.timeout))
    for result in ("accepted", "refused") if args.refusals_only else (
            "identical", "same set", "different", "refused", "slow", "skipped"):
        share = 100.0 * counts[result] / considered if considered and result != "skipped" else 0.0
        print("  %-10s %5d%s" % (result, counts[result], "  (%.1f %%)" % share if result != "skipped" else ""))
    causes = collections.Counter(r[3] for r in results if r[2] == "refused")
    if causes:
        print("Refusals by cause:")
        for cause, count in causes.most_common(200 if args.refusals_only else 40):
            print("  %4d  %s" % (count, cause))
    wrong = [r[0] for r in results if r[2] == "different"]
    if wrong:
        print("Different solutions (%d):" % len(wrong))
        for name in wrong[:60]:
            print("  " + name)


if __name__ == "__main__":
    main()
