#!/usr/bin/env bash
# How many files outside a condition's own place each condition's adding commit touched (issue 24: "a
# condition is its file, its tests and one registry line"; the target is 0).
#
#   scripts/condition_footprint.sh [--since COMMIT] [--all]
#
# For every declaration listed in src/conditions/registry.cpp (`&name_condition(),`), the first commit
# that added that line is the condition's adding commit. Files under src/conditions/, tests/ and docs/
# and README.md are the condition's own place; every other file the commit touched is counted and named.
# Prints one line per condition (commit, date, count, the files outside), then the median and maximum,
# for the conditions added after COMMIT (default d1fd89c, the merge of issue 24's core step: the
# declarations in the conditions' own files) and, with --all, for the older ones too.
set -euo pipefail
cd "$(dirname "$0")/.."
since=d1fd89c all=0
while (($#)); do
  case "$1" in
    --since) since="$2"; shift 2 ;;
    --all) all=1; shift ;;
    *) echo "unknown argument $1 (use --since COMMIT, --all)" >&2; exit 2 ;;
  esac
done
git rev-parse -q --verify "$since^{commit}" >/dev/null || { echo "unknown commit $since" >&2; exit 2; }

outside() {  # the files a commit touched outside the condition's own place
  git show --name-only --format= "$1" |
    grep -v -E '^(src/conditions/|tests/|docs/|README\.md$)' | grep -v '^$' || true
}

rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
for entry in $(grep -o '&[a-z_0-9]*_condition()' src/conditions/registry.cpp | sort -u); do
  commit=$(git log --reverse --format=%h -S"$entry" -- src/conditions/registry.cpp | head -1)
  [ -n "$commit" ] || continue
  after=0
  git merge-base --is-ancestor "$since" "$commit" && after=1
  ((after || all)) || continue
  files=$(outside "$commit")
  count=$(printf '%s' "$files" | grep -c . || true)
  printf '%s\t%s\t%s\t%d\t%s\t%s\n' "${entry:1:-2}" "$commit" "$(git log -1 --format=%ad --date=short "$commit")" \
    "$count" "$after" "$(printf '%s' "$files" | tr '\n' ' ')" >>"$rows"
done

report() {  # $1: 1 after the core step, 0 before
  awk -F'\t' -v want="$1" '$5 == want { printf "  %-44s %s %s %2d  %s\n", $1, $2, $3, $4, $6 }' "$rows" | sort -k4,4n -k1,1
  awk -F'\t' -v want="$1" '$5 == want { print $4 }' "$rows" | sort -n |
    awk '{ c[++n] = $1; if ($1 == 0) zero++ }
      END {
        if (!n) { print "  none"; exit }
        m = (n % 2) ? c[(n + 1) / 2] : (c[n / 2] + c[n / 2 + 1]) / 2
        printf "  %d conditions: %d touched nothing outside, median %g, maximum %d\n", n, zero, m, c[n]
      }'
}
echo "conditions added after $since (name, commit, date, files outside, which):"
report 1
if ((all)); then
  echo
  echo "conditions added before $since:"
  report 0
fi
