#!/usr/bin/env bash
# The journal benchmark: TripSite against Hugo on trips made of dated entries, same run, same
# machine. N_TRIPS trip bundles of ENTRIES entries each (default 1000 x 10: 1,000 trip pages
# and 10,000 entry pages), from bench/gen_journal.py in both formats (TripSite bundles, and the
# same journal as Hugo branch bundles with bench/hugo-journal/'s config and layouts).
#
#   bench/journal.sh [N_TRIPS] [ENTRIES]                 # release build of tripsite, 3 rounds
#   REPS=5 bench/journal.sh 1000 10
#   TRIPSITE_BIN=.build/debug/tripsite REPS=1 bench/journal.sh 50 10
#
# The corpora are written once, untimed, under ${ROOT:-/dev/shm/journal-bench}/<N>x<E>/ (a
# tmpfs: deleting the last output costs nothing there). Then REPS rounds, interleaved so that
# none always runs after another:
#   tripsite-cold  empty --cache-dir and no output folder
#   tripsite-warm  the cache and output of the cold build just before it, source unchanged
#   hugo           `hugo --quiet -s SRC -d OUT` into a new output folder (Hugo uses all cores)
# each under `/usr/bin/time -f '%e %M'` (wall seconds, peak RSS in KB). Prints one line per
# build with the index.html count of its output (both should be ~N x (ENTRIES + 1) pages plus
# listings), then the medians and the ratios warm/Hugo and cold/Hugo of the median walls.
# A build that fails is reported with the end of its log and the run goes on.
#
# TRIPSITE_BIN: the binary to time; without it `scripts/release-build tripsite` builds the one
# people install. When TRIPSITE_BIN is not an executable the TripSite builds are skipped.
# Needs `hugo` and `/usr/bin/time` (Debian: apt-get install -y hugo time).
# Removes everything it wrote at the end (KEEP=1 keeps the corpora, outputs and logs).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
trips=${1:-1000}
entries=${2:-10}
reps=${REPS:-3}
root=${ROOT:-/dev/shm/journal-bench}
work=$root/${trips}x$entries
results=$work/results     # one line per build: kind wall_s peak_kb pages exit

command -v hugo >/dev/null || { echo "error: hugo is missing (apt-get install -y hugo)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time is missing (apt-get install -y time)" >&2; exit 1; }
if [ -n "${TRIPSITE_BIN:-}" ]; then
    bin=$TRIPSITE_BIN
else
    bin=$("$here/scripts/release-build" tripsite)/tripsite
fi
if [ -x "$bin" ]; then tripsite=1; else tripsite=0; echo "note: $bin is not an executable: TripSite builds skipped"; fi

# Leaves nothing behind: the work folder, and ROOT too when nothing else is in it.
cleanup() {
    [ "${KEEP:-0}" = 1 ] && { echo "kept: $work"; return; }
    rm -rf "$work"
    rmdir "$root" 2>/dev/null || true
}
trap cleanup EXIT

# The two corpora, from one seed: the same trips, entries, dates and bodies.
generate() {
    rm -rf "$work"
    mkdir -p "$work"
    python3 "$here/bench/gen_journal.py" --trips "$trips" --entries "$entries" --seed 42 --out "$work/tripsite-src"
    python3 "$here/bench/gen_journal.py" --trips "$trips" --entries "$entries" --seed 42 --out "$work/hugo-src" --format hugo
    : >"$results"
}

# timed KIND ROUND OUT COMMAND...: runs one build under /usr/bin/time (its output to
# $work/KIND.log), records "KIND wall KB pages exit" and prints it.
timed() {
    local kind=$1 round=$2 out=$3 status=0
    shift 3
    /usr/bin/time -f '%e %M' -o "$work/time" "$@" >"$work/$kind.log" 2>&1 || status=$?
    local wall kb pages
    # On failure GNU time writes "Command exited with non-zero status N" first: the figures are last.
    read -r wall kb < <(tail -n 1 "$work/time")
    pages=0
    if [ -d "$out" ]; then pages=$(find "$out" -name index.html | wc -l); fi   # none when a build failed early
    echo "$kind $wall $kb $pages $status" >>"$results"
    printf '%-14s round %d  %7.2f s  %8d KB  %6d pages%s\n' "$kind" "$round" "$wall" "$kb" "$pages" \
        "$([ "$status" = 0 ] || echo "  (exit $status)")"
    if [ "$status" != 0 ]; then tail -n 5 "$work/$kind.log" | sed 's/^/    | /'; fi
}

tripsite_build() { # KIND ROUND: a build of the TripSite corpus into the one output and cache
    timed "$1" "$2" "$work/ts-out" "$bin" build --source "$work/tripsite-src" --output "$work/ts-out" \
        --cache-dir "$work/ts-cache" --quiet
}

one_round() { # ROUND: cold, warm (on what the cold one left), then Hugo into a new folder
    if [ "$tripsite" = 1 ]; then
        rm -rf "$work/ts-out" "$work/ts-cache"
        tripsite_build tripsite-cold "$1"
        tripsite_build tripsite-warm "$1"
    fi
    rm -rf "$work/hugo-out"
    timed hugo "$1" "$work/hugo-out" hugo --quiet -s "$work/hugo-src" -d "$work/hugo-out"
}

# median KIND COLUMN: the median of a column (2 wall, 3 KB, 4 pages) over KIND's builds; "-" for none.
median() {
    awk -v k="$1" -v c="$2" '$1 == k { print $c }' "$results" | sort -n |
        awk '{ v[NR] = $1 } END { if (NR == 0) print "-"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

ratio() { # A B: A / B to two decimals, "-" when either is missing
    awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == "-" || b == 0) print "-"; else printf "%.2f\n", a / b }'
}

summary() {
    echo
    echo "medians over $reps round(s), $trips trips x $entries entries:"
    local kind
    for kind in tripsite-cold tripsite-warm hugo; do
        [ "$(median "$kind" 2)" = - ] && continue
        printf '  %-14s %7s s  %8s KB  %6s pages\n' "$kind" "$(median "$kind" 2)" "$(median "$kind" 3)" "$(median "$kind" 4)"
    done
    local h
    h=$(median hugo 2)
    echo "  warm/Hugo $(ratio "$(median tripsite-warm 2)" "$h")   cold/Hugo $(ratio "$(median tripsite-cold 2)" "$h")"
    if awk '$5 != 0 { bad = 1 } END { exit !bad }' "$results"; then echo "  (some builds failed: see above)"; fi
}

echo "generating $trips trips x $entries entries under $work (untimed)"
generate
echo "tripsite: $bin"
echo "hugo: $(hugo version | cut -d' ' -f1-2)"
for round in $(seq "$reps"); do one_round "$round"; done
summary
