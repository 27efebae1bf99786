#!/usr/bin/env bash
# Warm against cold on a disk, with what each build leaves for the disk to write counted.
#
#   bench/warm_cold.sh 10000              # N trips; ROUNDS (default 3), ROOT (default
#                                         # bench/.warm-cold, on the disk the repository is on)
#
# A cold build has an empty cache folder and no earlier output (COLD=replace: it replaces the
# output of an earlier cold build, as a warm one does); a warm one finds both from the build
# before it (the same source). Builds alternate, cold then warm, so neither always runs
# after the other. Before each build `sync` empties the kernel's dirty pages, and the time of a
# `sync` right after it is added to its own: on ext4 (data=ordered) a build's metadata
# commits wait for every dirty page before them, so without this a build pays for the files
# the previous one wrote (a warm build right after a cold one waited 28 s of 31 for the cold
# one's 430 MB). DROP=1 empties the page cache before each build. Prints one line per
# build: wall of the build, of its sync, and the sum.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
shared=${SHARED_BENCH:-$here/../shared/bench}
N=${1:?usage: bench/warm_cold.sh N}
rounds=${ROUNDS:-3}
root=${ROOT:-$here/bench/.warm-cold}
bin=${TRIPSITE_BIN:-$("$here/scripts/release-build" tripsite)/tripsite}
mkdir -p "$root"
src=$root/corpus-$N
if [ ! -f "$src/site.yml" ]; then
    rm -rf "$src"
    # The generator hard-links one photo per trip, past ext4's 65,000 links a file at
    # 100,000 trips: it writes to a tmpfs, and the copy makes each photo a file of its own.
    made=$(mktemp -d "${GEN_TMP:-/dev/shm}/corpus.XXXXXX")
    python3 "$shared/gen_corpus.py" --trips "$N" --out "$made/corpus" --seed 42 >/dev/null
    cp -r "$made/corpus" "$src"
    rm -rf "$made"
    printf 'title: Bench\nbaseURL: /\n' >"$src/site.yml"
fi

# One build, timed with the sync of what it wrote: "<label> build <s> sync <s> total <s>".
timed() {
    local label=$1 output=$2 cache=$3
    sync
    # DROP=1: each build starts with nothing in the page cache, as after a reboot (root only).
    if [ "${DROP:-0}" = 1 ]; then echo 3 >/proc/sys/vm/drop_caches; fi
    local start mid end
    start=$(date +%s.%N)
    "$bin" build --source "$src" --output "$output" --cache-dir "$cache" --quiet >/dev/null 2>&1
    mid=$(date +%s.%N)
    sync
    end=$(date +%s.%N)
    awk -v l="$label" -v s="$start" -v m="$mid" -v e="$end" \
        'BEGIN { printf "%s build %.2f s sync %.2f s total %.2f s\n", l, m - s, e - m, e - s }'
}

rm -rf "$root/warm-out" "$root/warm-cache" "$root/cold-out" "$root/cold-cache"
"$bin" build --source "$src" --output "$root/warm-out" --cache-dir "$root/warm-cache" --quiet >/dev/null 2>&1
if [ "${COLD:-fresh}" = replace ]; then
    "$bin" build --source "$src" --output "$root/cold-out" --cache-dir "$root/cold-cache" --quiet >/dev/null 2>&1
fi
for _ in $(seq "$rounds"); do
    rm -rf "$root/cold-cache"
    [ "${COLD:-fresh}" = replace ] || rm -rf "$root/cold-out"
    sync
    timed cold "$root/cold-out" "$root/cold-cache"
    timed warm "$root/warm-out" "$root/warm-cache"
done
rm -rf "$root/cold-out" "$root/cold-cache"
