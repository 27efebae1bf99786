#!/usr/bin/env python3
"""Routes at scale: how long a build spends reading and summarising GPX files.

Writes a journal of TRIPS bundle trips, each with a route.gpx of POINTS track points (a
winding walk with elevations and times, ~97 bytes a point), builds it with the given
tripsite binary (release) `--verbose`, and reports the `routes` stage and the whole build,
against the same journal with no GPX files (so the difference is the routes' cost), each
with no cache; then again with the cache the previous build left (`.tripsite-cache/routes/`).
Then one file of a million points, alone. Medians of --reps runs; outputs on /dev/shm.

    swift build -c release --product tripsite
    python3 bench/routes.py .build/release/tripsite            # 100 routes × 50,000 points
    python3 bench/routes.py BIN --trips 10 --points 5000 --reps 1
"""
import argparse
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

MORNING = 1_751_356_800  # 2025-07-01T08:00:00Z


def gpx(path, points, seed):
    """A walk from a seed-dependent start, one point per second, a saw-tooth of hills."""
    lat0 = 44 + (seed % 90) / 10
    lon0 = 5 + (seed % 70) / 10
    with open(path, "w") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        out.write('<gpx version="1.1" creator="bench/routes.py" xmlns="http://www.topografix.com/GPX/1/1">\n')
        out.write("<trk><name>Walk</name><trkseg>\n")
        for i in range(points):
            t = i / points
            lat = lat0 + 0.2 * t + 0.01 * math.sin(t * 40)
            lon = lon0 + 0.1 * math.sin(t * 7) + 0.005 * math.cos(t * 90)
            ele = 800 + 400 * abs(math.sin(t * 12)) + (i * 7919 % 13) / 4
            stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(MORNING + i))
            out.write(f'<trkpt lat="{lat:.6f}" lon="{lon:.6f}"><ele>{ele:.1f}</ele><time>{stamp}</time></trkpt>\n')
        out.write("</trkseg></trk>\n</gpx>\n")


def journal(root, trips, points, with_routes):
    shutil.rmtree(root, ignore_errors=True)
    os.makedirs(f"{root}/content/trips")
    with open(f"{root}/site.yml", "w") as f:
        f.write("title: Routes bench\nbaseURL: /\n")
    for n in range(trips):
        folder = f"{root}/content/trips/walk-{n:04d}"
        os.makedirs(folder)
        with open(f"{folder}/index.md", "w") as f:
            f.write(f"---\ntitle: Walk {n}\nstart: 2025-07-01\n---\nA walk.\n")
        if with_routes:
            gpx(f"{folder}/route.gpx", points, n)  # each file its own start: no two alike


def build(binary, root, cold=True):
    out = root + "-public"
    shutil.rmtree(out, ignore_errors=True)
    if cold:  # no route summaries kept from an earlier build
        shutil.rmtree(f"{root}/.tripsite-cache", ignore_errors=True)
    start = time.monotonic()
    result = subprocess.run(
        [binary, "build", "--source", root, "--output", out, "--verbose"],
        capture_output=True, text=True)
    wall = time.monotonic() - start
    if result.returncode != 0:
        sys.exit(f"build failed:\n{result.stderr}")
    stage = re.search(r"routes:\s*([0-9.]+)\s*(ms|s)\b", result.stdout + result.stderr)
    routes = None
    if stage:
        routes = float(stage.group(1)) / (1000 if stage.group(2) == "ms" else 1)
    return wall, routes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--trips", type=int, default=100)
    parser.add_argument("--points", type=int, default=50_000)
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--root", default="/dev/shm/tripsite-routes-bench")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)

    rows = []
    for with_routes in (False, True):
        root = f"{args.root}/{'routes' if with_routes else 'plain'}"
        journal(root, args.trips, args.points, with_routes)
        size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(root) for f in fs if f.endswith(".gpx"))
        runs = [build(binary, root) for _ in range(args.reps)]
        walls = [w for w, _ in runs]
        stages = [r for _, r in runs if r is not None]
        rows.append((with_routes, size, statistics.median(walls), min(walls), max(walls),
                     statistics.median(stages) if stages else None))
    for with_routes, size, median, low, high, stage in rows:
        label = f"{args.trips} trips with {args.points:,}-point routes" if with_routes else f"{args.trips} trips, no routes"
        stage_text = f", routes stage {stage:.2f} s" if stage is not None else ""
        print(f"{label}: GPX {size / 1e6:.0f} MB, build {median:.2f} s ({low:.2f}–{high:.2f}){stage_text}")
    print(f"routes cost: {rows[1][2] - rows[0][2]:.2f} s of wall (cold)")
    warm = [build(binary, f"{args.root}/routes", cold=False) for _ in range(args.reps)]
    print(f"again, summaries from the cache: build {statistics.median([w for w, _ in warm]):.2f} s, "
          f"routes stage {statistics.median([r for _, r in warm if r is not None]):.2f} s")

    root = f"{args.root}/million"
    journal(root, 1, 0, False)
    gpx(f"{root}/content/trips/walk-0000/route.gpx", 1_000_000, 1)
    runs = [build(binary, root) for _ in range(args.reps)]
    print(f"1 trip with a 1,000,000-point route (97 MB): build {statistics.median([w for w, _ in runs]):.2f} s, "
          f"routes stage {statistics.median([r for _, r in runs if r is not None]):.2f} s")


if __name__ == "__main__":
    main()
