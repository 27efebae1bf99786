#!/usr/bin/env python3
"""Regenerate the route of `tripsite new site`'s sample trip:
samples/new-site/content/trips/cinque-terre-on-foot/route.gpx.

Usage:  python3 scripts/make-sample-route.py   (from anywhere; standard library only)

The track is drawn, not recorded: a few hand-placed points per day along the Cinque Terre's
coastal path (positions and heights from the walker's memory, not a survey), joined by
smooth curves with a little seeded wobble, one point about every 40 m. Times follow Tobler's
hiking speed for each point's slope, so the route has moving time, days and a recorded
density like a phone's track. Everything is seeded: a run reproduces the same file. The
track is licensed with the project, like the rest of the sample content.
"""

import datetime
import math
import os
import random

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.path.join(ROOT, "samples", "new-site", "content", "trips", "cinque-terre-on-foot", "route.gpx")

# (day, start time, [(lat, lon, elevation m)]): one segment per walking day.
DAYS = [
    ("2025-09-14", "09:10:00", [
        (44.1459, 9.6561, 6), (44.1449, 9.6588, 42), (44.1440, 9.6614, 96), (44.1432, 9.6645, 152),
        (44.1419, 9.6684, 186), (44.1404, 9.6727, 171), (44.1388, 9.6766, 128), (44.1372, 9.6802, 74),
        (44.1357, 9.6828, 18)]),
    ("2025-09-15", "08:40:00", [
        (44.1349, 9.6846, 14), (44.1339, 9.6872, 88), (44.1324, 9.6907, 161), (44.1309, 9.6951, 208),
        (44.1284, 9.6996, 183), (44.1257, 9.7041, 134), (44.1229, 9.7079, 97), (44.1201, 9.7104, 92)]),
    ("2025-09-16", "07:05:00", [
        (44.1069, 9.7297, 22), (44.1058, 9.7318, 28), (44.1043, 9.7339, 31), (44.1027, 9.7357, 27),
        (44.1011, 9.7371, 19), (44.0998, 9.7382, 12)]),
]
SPACING = 40.0  # metres between points


def metres(a, b):
    lat = math.radians((a[0] + b[0]) / 2)
    dy = (b[0] - a[0]) * 111_320
    dx = (b[1] - a[1]) * 111_320 * math.cos(lat)
    return math.hypot(dx, dy)


def catmull_rom(p0, p1, p2, p3, t):
    return tuple(
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t * t + (-a + 3 * b - 3 * c + d) * t ** 3)
        for a, b, c, d in zip(p0, p1, p2, p3))


def densify(points, rng):
    padded = [points[0]] + points + [points[-1]]
    out = []
    for i in range(1, len(padded) - 2):
        p0, p1, p2, p3 = padded[i - 1:i + 3]
        steps = max(1, round(metres(p1, p2) / SPACING))
        for s in range(steps):
            lat, lon, ele = catmull_rom(p0, p1, p2, p3, s / steps)
            wobble = 0.00006 if 0 < s < steps else 0.0
            out.append((lat + rng.uniform(-wobble, wobble), lon + rng.uniform(-wobble, wobble), ele))
    out.append(points[-1])
    return out


def tobler_seconds(a, b):
    flat = metres(a, b)
    slope = (b[2] - a[2]) / flat if flat else 0.0
    kmh = 6 * math.exp(-3.5 * abs(slope + 0.05)) * 0.5  # stone steps, photos and views: half of Tobler's pace
    return flat / (kmh / 3.6)


def segment(day, clock, points, rng):
    when = datetime.datetime.fromisoformat(f"{day}T{clock}+02:00").astimezone(datetime.timezone.utc)
    track = densify(points, rng)
    lines = ["    <trkseg>"]
    for i, (lat, lon, ele) in enumerate(track):
        if i:
            when += datetime.timedelta(seconds=round(tobler_seconds(track[i - 1], track[i])))
        stamp = when.strftime("%Y-%m-%dT%H:%M:%SZ")
        lines.append(f'      <trkpt lat="{lat:.6f}" lon="{lon:.6f}"><ele>{ele:.1f}</ele><time>{stamp}</time></trkpt>')
    lines.append("    </trkseg>")
    return lines, len(track)


def main():
    rng = random.Random(57)
    body, count = [], 0
    for day, clock, points in DAYS:
        lines, n = segment(day, clock, points, rng)
        body += lines
        count += n
    text = "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<gpx version="1.1" creator="TripSite sample site (drawn, scripts/make-sample-route.py)" '
        'xmlns="http://www.topografix.com/GPX/1/1">',
        "  <trk>",
        "    <name>Sentiero Azzurro, Monterosso to Riomaggiore</name>",
        *body,
        "  </trk>",
        "</gpx>",
        "",
    ])
    with open(TARGET, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"{os.path.getsize(TARGET):8d}  {os.path.relpath(TARGET, ROOT)} ({count} points)")


if __name__ == "__main__":
    main()
