#!/usr/bin/env python3
"""Writes tests/data/release_only_cases.txt: the Popeye comparisons that the sanitizer build leaves to the
Release build because they are long.

Under AddressSanitizer the solver runs 3 to 6 times slower, and the few long comparisons took most of the
sanitizer tests' time in CI. Their rules' code still runs there, in the shorter problems of the same
conditions and the conditions' own tests. The Release build of scripts/test.sh runs exactly these
(NIGHTRIDER_GTEST_CASES=long), so that in CI every case runs once (docs/development.md, "Under
AddressSanitizer, fewer samples" and "Which build runs which case").

Input: the output of a Release run of the test binary (GoogleTest prints each case's time), e.g.
    build/nightrider_tests > /tmp/release-cases.log
    scripts/release_only_cases.py /tmp/release-cases.log --over 0.5
Several logs (shards) may be given. Only Popeye comparisons are listed (cases named ...SameSolutions... or
...PopeyesTextToTheLetter...): the other tests are kept under the sanitizer and sample there instead
(tests/support/sampling.h).
"""
import argparse
import pathlib
import re
import sys

CASE = re.compile(r"^\[       OK \] (\S+) \((\d+) ms\)$")
COMPARISON = re.compile(r"\.(SameSolutions|PopeyesTextToTheLetter)/")
HEADER = """\
# The Popeye comparisons the sanitizer build leaves to the Release build: each took over {over} s in a
# Release run ({cases} cases, {seconds:.0f} s of {total:.0f} s of the comparisons' time). CMake passes them to
# the sanitizer build's shards as a negative --gtest_filter, and to the shards of a build configured
# with NIGHTRIDER_GTEST_CASES=long (scripts/test.sh's Release build) as its only cases. Written by
# scripts/release_only_cases.py from a Release run's log; run it again when long problems are added.
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("logs", nargs="+", type=pathlib.Path, help="test binary output of a Release run")
    parser.add_argument("--over", type=float, default=0.5, help="seconds a case must take to be listed")
    parser.add_argument("--out", type=pathlib.Path,
                        default=pathlib.Path(__file__).resolve().parent.parent / "tests/data/release_only_cases.txt")
    args = parser.parse_args()
    times = {}
    for log in args.logs:
        try:
            lines = log.read_text(errors="replace").splitlines()
        except OSError as error:
            print(f"release_only_cases: cannot read {log}: {error.strerror}", file=sys.stderr)
            return 2
        for line in lines:
            match = CASE.match(line)
            if match and COMPARISON.search(match.group(1)):
                times[match.group(1)] = int(match.group(2)) / 1000
    if not times:
        print("release_only_cases: no Popeye comparison with its time in the logs "
              "(run the test binary without --gtest_brief)", file=sys.stderr)
        return 2
    long_cases = sorted(name for name, seconds in times.items() if seconds > args.over)
    text = HEADER.format(over=args.over, cases=len(long_cases), seconds=sum(times[n] for n in long_cases),
                         total=sum(times.values()))
    args.out.write_text(text + "".join(name + "\n" for name in long_cases))
    print(f"{len(long_cases)} of {len(times)} comparisons over {args.over} s written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
