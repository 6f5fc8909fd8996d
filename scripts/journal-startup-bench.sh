#!/usr/bin/env bash
# Does start-up grow with the history? Times `hektor play` from its start to its first prompt ("Your
# move.") with no game in the games folder and with 1,000 finished games, RUNS times each (default 7), and prints
# the medians. Also times the first start after 1,000 finished games of an older Hektor appear unlisted (each is
# replayed once and listed in finished.list). A benchmark, not a test: run it on a quiet machine.
#   scripts/journal-startup-bench.sh [RUNS]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-7}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$here" && mvn -q -B -o compile dependency:build-classpath -Dmdep.outputFile="$work/cp.txt" >/dev/null)
cp -r "$here/target/classes" "$work/classes"      # a build meanwhile does not disturb the runs
cp="$work/classes:$(cat "$work/cp.txt")"
hektor() { java -cp "$cp" org.hektor.cli.Hektor "$@"; }

# one real finished game: the player resigns at once
mkdir "$work/one"
(echo resign; sleep 2; echo yes; sleep 3) | hektor play --keyboard --silent --profile en --journal "$work/one" >/dev/null
finished="$(ls "$work"/one/*.journal)"
grep -q . "$work/one/finished.list" || { echo "the game did not end" >&2; exit 1; }
mkdir "$work/empty" "$work/history"
for i in $(seq 1 1000); do
  name="2020-01-01T00-00-$(printf %04d "$i").journal"
  cp "$finished" "$work/history/$name"
  echo "$name" >> "$work/history/finished.list"
done

# milliseconds from start to the first prompt, with a fresh copy of folder $1
first_prompt() {
  rm -rf "$work/run"; cp -r "$1" "$work/run"
  local t0; t0=$(date +%s%N)
  (echo quit; sleep 1; echo yes) | hektor play --keyboard --silent --profile en --level 1 --journal "$work/run" |
    while IFS= read -r line; do
      case "$line" in "Your move."*) echo $(( ($(date +%s%N) - t0) / 1000000 )) ;; esac
    done
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

first_prompt "$work/empty" >/dev/null      # warm the file cache
empty=$(for r in $(seq "$runs"); do first_prompt "$work/empty"; done | median)
history=$(for r in $(seq "$runs"); do first_prompt "$work/history"; done | median)
rm "$work/history/finished.list"
unlisted=$(first_prompt "$work/history")
echo "first prompt, median of $runs: 0 games ${empty} ms, 1000 finished games ${history} ms ($(awk -v a="$empty" -v b="$history" 'BEGIN {printf "%+.1f%%", (b - a) * 100 / a}'))"
echo "first start with 1000 unlisted finished games (each replayed once, then listed): ${unlisted} ms"
