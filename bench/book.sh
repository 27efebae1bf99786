#!/usr/bin/env bash
# The travel book benchmark: `tripsite book` on a 30-entry trip of 150 12-MP photos with a
# route, with each print engine installed, then checks of the PDF from the outside.
#
#   swift build -c release --product tripsite
#   bench/book.sh                 # RUNS=3 runs per engine, the median reported
#
#   TRIPSITE=path/to/tripsite   the binary (default .build/release/tripsite)
#   RUNS=3                      runs per engine
#   KEEP=dir                    keep the last PDF of each engine there
#
# The corpus comes from bench/photos/gen_photos.py (one trip of 150 photos, 4032x3024 JPEG
# q92 with camera EXIF and GPS, every third stored sideways), made once into /tmp and then
# told as a journey: a cover, 30 entry files a day apart, each with its photo, a gallery of
# four and about 120 words, and a GPX track of 3,000 points. Each run uses a fresh
# --cache-dir (nothing kept from an earlier run). The checks, with poppler-utils: the page
# count and size (pdfinfo), every photo at 250 dpi or more where its original has the
# pixels (pdfimages -list), every font embedded (pdffonts), the entries' text selectable
# (pdftotext), and no EXIF, XMP or GPS in any embedded image (pdfimages -j).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-3}
bin=${TRIPSITE:-$repo/.build/release/tripsite}
[ -x "$bin" ] || { echo "no tripsite binary at $bin: swift build -c release --product tripsite, or set TRIPSITE" >&2; exit 1; }
for tool in pdfinfo pdfimages pdffonts pdftotext python3; do
    command -v "$tool" >/dev/null || { echo "needs $tool (poppler-utils, python3)" >&2; exit 1; }
done
photos=/tmp/tripsite-photos-1-150
[ -f "$photos/.done" ] || {
    rm -rf "$photos"
    python3 "$repo/bench/photos/gen_photos.py" --trips 1 --per-trip 150 --out "$photos" >&2
    touch "$photos/.done"
}
w=$(mktemp -d /tmp/book-bench.XXXXXX)
trap 'rm -rf "$w"' EXIT
site=$w/site
mkdir -p "$site/content/trips"
cp -r "$photos/content/trips/photo-trip-0000" "$site/content/trips/journey"
printf 'title: Book bench\nbaseURL: /\nlanguage: en-GB\n' > "$site/site.yml"
python3 "$repo/bench/book_journey.py" "$site/content/trips/journey"
engines=()
command -v weasyprint >/dev/null && engines+=(weasyprint)
{ command -v chromium >/dev/null || command -v chromium-browser >/dev/null; } && engines+=(chromium)
[ "${#engines[@]}" -gt 0 ] || { echo "needs weasyprint or chromium" >&2; exit 1; }
echo "tripsite book: 30 entries, 150 photos of 4032x3024, A5, $runs runs per engine (median)"
for engine in "${engines[@]}"; do
    times=()
    for run in $(seq "$runs"); do
        rm -rf "$w/cache" "$w/book.pdf"
        start=$(date +%s.%N)
        "$bin" book journey --source "$site" --cache-dir "$w/cache" --engine "$engine" --output "$w/book.pdf" \
            2> "$w/log" > /dev/null
        times+=("$(echo "$(date +%s.%N) - $start" | bc)")
    done
    median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
    printf '\n%s: median %.1f s (runs: %s)\n' "$engine" "$median" "${times[*]}"
    grep -v '^Photos' "$w/log" | sed 's/^/  /'
    pdf=$w/book.pdf
    pages=$(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')
    size=$(pdfinfo "$pdf" | awk -F': *' '/^Page size:/ {print $2}')
    echo "  PDF: $pages pages of $size, $(du -h "$pdf" | cut -f1)"
    pdfimages -list "$pdf" | awk 'NR > 2 {n++; if ($13 < min || min == "") min = $13} END {printf "  images: %d, lowest %s dpi\n", n, min}'
    echo "  fonts not embedded: $(pdffonts "$pdf" | awk 'NR > 2 && $(NF-4) != "yes"' | wc -l)"
    pdftotext "$pdf" "$w/text"
    echo "  text: $(grep -c 'on the way' "$w/text" || true) lines with 'on the way' (each entry's title)"
    mkdir -p "$w/images" && rm -f "$w/images"/* && pdfimages -all "$pdf" "$w/images/i"
    # A JPEG's metadata is in its APP1 segments (EXIF, with GPS; XMP), before the image data
    # starts (SOS): read the segments, not the compressed bytes, where "GPS" may occur by chance.
    leaks=$(python3 - "$w/images" <<'PY'
import os, sys
leaks = 0
for name in os.listdir(sys.argv[1]):
    data = open(os.path.join(sys.argv[1], name), "rb").read()
    at = 2 if data[:2] == b"\xff\xd8" else len(data)
    while at + 4 <= len(data) and data[at] == 0xFF and data[at + 1] != 0xDA:
        size = int.from_bytes(data[at + 2:at + 4], "big")
        body = data[at + 4:at + 2 + size]
        if data[at + 1] == 0xE1 and (body.startswith(b"Exif") or b"ns.adobe.com/xap" in body):
            leaks += 1
        at += 2 + size
print(leaks)
PY
)
    echo "  images with EXIF or XMP: $leaks"
    [ -z "${KEEP:-}" ] || { mkdir -p "$KEEP"; cp "$pdf" "$KEEP/book-$engine.pdf"; }
done
