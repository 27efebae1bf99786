#!/usr/bin/env bash
# The photo benchmark, like for like: TripSite against Hugo on the same 12-MP photo journal,
# in the same run, medians of RUNS runs per row, then the issue's ratios and output checks.
#
#   swift build -c release --product tripsite
#   bench/photos.sh [TRIPS] [PER_TRIP]        # defaults 25 x 4 = 100 photos
#
#   TRIPSITE=path/to/tripsite   the binary (default .build/release/tripsite)
#   RUNS=3                      runs per row (the median is reported)
#   KEEP=dir                    keep the last run's outputs there (to look at them)
#   IDLE_WAIT=60                before each timed row, wait up to this many seconds for a 2 s
#                               window with the machine >= 90 % idle (0: don't wait)
#
# It is shared/bench/photos/run_photos.sh made like for like (see bench/photos/hugo-site/
# config.toml and docs/performance.md "Photos"): the corpus comes from the same generator
# (bench/photos/gen_photos.py, a verbatim copy, cached in the same /tmp folder), Hugo runs
# on bench/photos/hugo-site, whose layouts make TripSite's variant set (upright, JPEG q82).
# Each run times, with /usr/bin/time (wall, peak RSS, user+sys CPU):
#   tripsite cold  a fresh --cache-dir and output      hugo cold  resources/ removed, fresh output
#   tripsite warm  the same cache, a fresh output      hugo warm  the same resources/, fresh output
# The four rows are interleaved run by run, so a busy machine weighs on both tools alike.
# Then it checks the outputs: both made the same variants (format and size), no image
# TripSite published carries EXIF, XMP or GPS, and what Hugo published of the originals.
# Needs hugo, /usr/bin/time, vipsheader, python3 with numpy, pillow, piexif.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
here=$repo/bench/photos
T=${1:-25} P=${2:-4} runs=${RUNS:-3}
bin=${TRIPSITE:-$repo/.build/release/tripsite}
[ -x "$bin" ] || { echo "no tripsite binary at $bin: swift build -c release --product tripsite, or set TRIPSITE" >&2; exit 1; }
for tool in hugo /usr/bin/time vipsheader python3; do
    command -v "$tool" >/dev/null || { echo "needs $tool" >&2; exit 1; }
done
corpus=/tmp/tripsite-photos-$T-$P
[ -f "$corpus/.done" ] || { rm -rf "$corpus"; python3 "$here/gen_photos.py" --trips "$T" --per-trip "$P" --out "$corpus" >&2; touch "$corpus/.done"; }
w=$(mktemp -d /dev/shm/photos-bench.XXXXXX)
trap 'rm -rf "$w"' EXIT
hs=$w/hugo-src
cp -r "$here/hugo-site" "$hs"
# /tmp and /dev/shm may be different file systems (the shared script's `cp -rl` fails then).
cp -rl "$corpus/content" "$hs/content" 2>/dev/null || { rm -rf "$hs/content"; cp -r "$corpus/content" "$hs/content"; }

# busy: the machine's busy and idle CPU time so far, in clock ticks (/proc/stat).
busy() { awk '/^cpu /{ print $2 + $3 + $4 + $7 + $8, $5 + $6 }' /proc/stat; }
wait_idle() {
    local t=0 b0 i0 b1 i1
    while [ "$t" -lt "${IDLE_WAIT:-60}" ]; do
        read -r b0 i0 < <(busy); sleep 2; read -r b1 i1 < <(busy); t=$((t + 2))
        [ $(((i1 - i0) * 100 / (b1 - b0 + i1 - i0 + 1))) -ge 90 ] && return 0
    done
    return 0 # not idle: run anyway (the `others` column says how busy it was)
}
# time ROW RUN COMMAND...: one timed run, appended to $w/times as "row run wall kB cpu other",
# `other` being the CPU seconds other processes used meanwhile (the noise).
time_row() {
    local row=$1 run=$2 b0 b1 cpu other
    shift 2
    wait_idle
    read -r b0 _ < <(busy)
    /usr/bin/time -f '%e %M %U %S' -o "$w/t" "$@" >"$w/log" 2>&1 || { cat "$w/log" >&2; exit 1; }
    read -r b1 _ < <(busy)
    read -r wall rss user sys <"$w/t"
    cpu=$(awk "BEGIN { print $user + $sys }")
    other=$(awk "BEGIN { o = ($b1 - $b0) / $(getconf CLK_TCK) - $cpu; print o < 0 ? 0 : o }")
    echo "$row $run $wall $rss $cpu $other" >>"$w/times"
    printf '  run %d  %-14s %7.2f s %6.0f MB  (cpu %.1f s; others %.1f s)\n' "$run" "$row" "$wall" "$((rss / 1024))" "$cpu" "$other"
}

echo "photos: $((T * P)) of 12 MP ($corpus); runs: $runs; $(nproc) cores; load at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "tripsite: $bin ($(date -r "$bin" '+%F %T')); $(hugo version | cut -d' ' -f1-2)"
: >"$w/times"
for run in $(seq 1 "$runs"); do
    rm -rf "$w/cache" "$w/o1" "$w/o2" "$hs/resources" "$w/h1" "$w/h2"
    time_row tripsite-cold "$run" "$bin" build --source "$corpus" --output "$w/o1" --cache-dir "$w/cache" --quiet
    time_row tripsite-warm "$run" "$bin" build --source "$corpus" --output "$w/o2" --cache-dir "$w/cache" --quiet
    time_row hugo-cold "$run" hugo --quiet -s "$hs" -d "$w/h1"
    time_row hugo-warm "$run" hugo --quiet -s "$hs" -d "$w/h2"
done
echo "load at end: $(cut -d' ' -f1-3 /proc/loadavg)"
[ -z "${KEEP:-}" ] || { rm -rf "$KEEP"; mkdir -p "$KEEP"; cp -r "$w/o1" "$KEEP/tripsite"; cp -r "$w/h1" "$KEEP/hugo"; }

python3 - "$w" "$corpus" <<'EOF'
import os, statistics, struct, subprocess, sys
from collections import Counter
from PIL import Image
w, corpus = sys.argv[1:3]
rows = {}
for line in open(f"{w}/times"):
    row, run, wall, rss, cpu, other = line.split()
    rows.setdefault(row, []).append((float(wall), int(rss) / 1024, float(cpu), float(other)))
med = {r: tuple(statistics.median(v[i] for v in vs) for i in range(4)) for r, vs in rows.items()}
print(f"\nmedians of {len(rows['hugo-cold'])} runs     wall        peak RSS    CPU (user+sys)   others' CPU meanwhile")
for r in ["tripsite-cold", "tripsite-warm", "hugo-cold", "hugo-warm"]:
    wall, rss, cpu, other = med[r]
    print(f"  {r:15} {wall:8.2f} s {rss:9.0f} MB {cpu:9.1f} s {other:12.1f} s")

def files(root):
    for d, _, names in os.walk(root):
        for n in names:
            yield os.path.join(d, n)
def size(paths): return sum(os.path.getsize(p) for p in paths)
images = (".jpg", ".jpeg", ".webp", ".png", ".avif", ".heic", ".heif")
ts_all = list(files(f"{w}/o1")); hu_all = list(files(f"{w}/h1"))
ts_img = [p for p in ts_all if p.lower().endswith(images)]
hu_img = [p for p in hu_all if p.lower().endswith(images)]
hu_var = [p for p in hu_img if "_hu" in os.path.basename(p)]
originals = {}
for p in files(f"{corpus}/content"):
    if p.lower().endswith(images):
        originals.setdefault(os.path.getsize(p), []).append(open(p, "rb").read())
hu_orig = [p for p in hu_img if p not in hu_var and open(p, "rb").read() in originals.get(os.path.getsize(p), [])]
ts_var = [p for p in ts_img if "/trips/" in p]  # the photos' variants (theme images are elsewhere)
tc, tw, hc, hw = (med[r] for r in ["tripsite-cold", "tripsite-warm", "hugo-cold", "hugo-warm"])
MB = 1e6
print("\nthe issue's targets (medians)")
print(f"  cold wall   tripsite / hugo = {tc[0]:.2f} / {hc[0]:.2f} = {tc[0] / hc[0]:.3f}   (target <= 0.2)  {'ok' if tc[0] <= 0.2 * hc[0] else 'MISSED'}")
print(f"  (cold CPU   tripsite / hugo = {tc[2]:.1f} / {hc[2]:.1f} s = {tc[2] / hc[2]:.3f}: less moved by a busy machine)")
print(f"  peak RSS    tripsite / hugo = {tc[1]:.0f} / {hc[1]:.0f} MB = {tc[1] / hc[1]:.3f}   (target <= 1)  {'ok' if tc[1] <= hc[1] else 'MISSED'}")
print(f"  warm wall   tripsite {tw[0]:.2f} s   (target <= 1 s)  {'ok' if tw[0] <= 1 else 'MISSED'}; hugo warm {hw[0]:.2f} s")
print(f"  output      tripsite {size(ts_all) / MB:.1f} MB ({len(ts_all)} files), hugo {size(hu_all) / MB:.1f} MB ({len(hu_all)} files)"
      f" = {size(ts_all) / size(hu_all):.3f}  (target <= 1)  {'ok' if size(ts_all) <= size(hu_all) else 'MISSED'}")
print(f"  variants    tripsite {size(ts_var) / MB:.2f} MB ({len(ts_var)}), hugo {size(hu_var) / MB:.2f} MB ({len(hu_var)})"
      f" = {size(ts_var) / size(hu_var):.3f}  (hugo without the originals it publishes)")

def shape(p):
    with Image.open(p) as im:
        return (im.format, im.size)
def kinds(paths): return Counter(shape(p) for p in paths)
same = kinds(ts_var) == kinds(hu_var)
print("\nchecks")
print(f"  same variants (format, size): {'yes' if same else 'NO'}: "
      + ", ".join(f"{n} {f} {s[0]}x{s[1]}" for (f, s), n in sorted(kinds(ts_var).items())))
if not same:
    print(f"    tripsite only: {kinds(ts_var) - kinds(hu_var)}\n    hugo only: {kinds(hu_var) - kinds(ts_var)}")

def metadata_chunks(p):
    """Metadata a file carries, by its structure: JPEG APP1 (EXIF, XMP) and APP13 (IPTC)
    segments, WebP EXIF/XMP chunks, PNG eXIf/iTXt/zTXt/tEXt chunks."""
    data = open(p, "rb").read(); found = []
    if data[:2] == b"\xff\xd8":
        i = 2
        while i + 4 <= len(data) and data[i] == 0xFF:
            marker, length = data[i + 1], struct.unpack(">H", data[i + 2:i + 4])[0]
            if marker == 0xDA: break
            if marker in (0xE1, 0xED): found.append(data[i + 4:i + 10].split(b"\0")[0].decode("latin1") or f"APP{marker - 0xE0}")
            i += 2 + length
    elif data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        i = 12
        while i + 8 <= len(data):
            tag, length = data[i:i + 4], struct.unpack("<I", data[i + 4:i + 8])[0]
            if tag in (b"EXIF", b"XMP "): found.append(tag.decode().strip())
            i += 8 + length + (length & 1)
    elif data[:8] == b"\x89PNG\r\n\x1a\n":
        i = 8
        while i + 8 <= len(data):
            length, tag = struct.unpack(">I", data[i:i + 4])[0], data[i + 4:i + 8]
            if tag in (b"eXIf", b"iTXt", b"zTXt", b"tEXt"): found.append(tag.decode())
            i += 12 + length
    if b"Exif\0\0" in data: found.append("Exif header")
    return found
dirty = {p: m for p in ts_img if (m := metadata_chunks(p))}
# libvips's own reading of each file: no exif-*, gps, xmp or iptc field may be left.
fields = subprocess.run(["vipsheader", "-a", *ts_img], capture_output=True, text=True).stdout
vips_dirty = [l.strip() for l in fields.splitlines() if l.split(":")[0].strip().lower().startswith(("exif-", "xmp-data", "iptc-data", "gps"))]
print(f"  tripsite images without EXIF/XMP/GPS: {'yes' if not dirty and not vips_dirty else 'NO'}"
      f" ({len(ts_img)} files: structure scanned, vipsheader -a shows no exif-/xmp/iptc/gps field)")
for p, m in list(dirty.items())[:5]: print(f"    {os.path.relpath(p, w)}: {m}")
for l in vips_dirty[:5]: print(f"    vipsheader: {l}")
with_gps = 0
for p in hu_orig:
    with Image.open(p) as im:
        with_gps += bool(im.getexif().get_ifd(0x8825))
print(f"  hugo publishes the originals: {len(hu_orig)} of them, byte for byte ({size(hu_orig) / MB:.0f} MB of its"
      f" {size(hu_all) / MB:.0f} MB), {with_gps} with their GPS position; its variants:"
      f" {sum(1 for p in hu_var if metadata_chunks(p))} with metadata")
if dirty or vips_dirty or not same: sys.exit(1)
EOF
