#!/usr/bin/env bash
# Times `tripsite check` on one trip whose Activities section repeats the same item n times
# (`- [x] same`), and the same with n distinct names, for n = 2,500 … 20,000. Repeated names
# used to cost O(n²) (issue 9, item 5); the times should now grow linearly with n.
#
#   bench/activities_scale.sh                 # release build, n = 2500 5000 10000 20000
#   BIN=.build/debug/tripsite bench/activities_scale.sh 2500 5000
#
# Each site is made in a temporary folder; nothing is written into the repository.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
if [ -z "${BIN:-}" ]; then
    swift build -c release --product tripsite >&2
    BIN=$here/.build/release/tripsite
fi
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(2500 5000 10000 20000)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

make_site() { # folder, n, same|distinct
    mkdir -p "$1/content/trips"
    printf 'title: Bench\n' > "$1/site.yml"
    {
        printf -- '---\ntitle: Scale\n---\n\n## Activities\n'
        awk -v n="$2" -v kind="$3" 'BEGIN { for (i = 1; i <= n; i++) print (kind == "same" ? "- [x] same" : "- [x] item " i) }'
    } > "$1/content/trips/scale.md"
}

printf '%-8s %-9s %s\n' n names seconds
for n in "${sizes[@]}"; do
    for kind in same distinct; do
        site=$work/$kind-$n
        make_site "$site" "$n" "$kind"
        start=$(date +%s.%N)
        "$BIN" check --source "$site" > /dev/null
        end=$(date +%s.%N)
        printf '%-8s %-9s %.2f\n' "$n" "$kind" "$(echo "$end - $start" | bc)"
    done
done
