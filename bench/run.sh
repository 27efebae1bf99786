#!/usr/bin/env bash
# Times a release build of `tripsite build` against Hugo (and optionally Jekyll) on the
# shared synthetic corpus, in the same run on the same machine, and checks TripSite's output.
#
#   bench/run.sh 1000            # N trips; REPS (default 3), TOOLS (default "hugo tripsite")
#   REPS=5 bench/run.sh 10000
#
# Needs ../shared/bench (beside the repository) and, for Hugo, `apt-get install hugo time`.
# The corpus has no site.yml; the timed command writes a two-line one first (a few µs).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
shared=${SHARED_BENCH:-$here/../shared/bench}
N=${1:?usage: bench/run.sh N}
cd "$here"
scripts/ensure-deps.sh
# The binary people install (static Swift runtime and cmark-gfm), not the development build.
bin=$(scripts/release-build tripsite)
export TRIPSITE="printf 'title: Bench\nbaseURL: /\n' > \"\$SRC/site.yml\" && '$bin/tripsite' build --source \"\$SRC\" --output \"\$OUT\""
export TOOLS=${TOOLS:-"hugo tripsite"} REPS=${REPS:-3} IDLE_WAIT=${IDLE_WAIT:-30}
exec "$shared/run_bench.sh" "$N"
