#!/usr/bin/env python3
"""Reads GeoJSON files back with PyPI's geojson and checks RFC 7946's rules on them.

    python3 Tests/browser/geojson_check.py FILE...

For each file: it parses as GeoJSON and geojson's own validation passes (`is_valid`); it is a
FeatureCollection; every position is [longitude, latitude] with the longitude within
−180…180 and the latitude within −90…90, at most six decimals; a LineString has at least
two positions; there is no "crs" member (RFC 7946 removed it) and no time anywhere.
Prints one line per problem and exits 1 if there was any.
"""
import json
import re
import sys

import geojson


def positions(geometry):
    kind = geometry["type"]
    coordinates = geometry["coordinates"]
    if kind == "Point":
        return [coordinates]
    if kind in ("LineString", "MultiPoint"):
        return coordinates
    if kind in ("MultiLineString", "Polygon"):
        return [p for line in coordinates for p in line]
    raise ValueError(f"unexpected geometry {kind}")


def problems(path):
    text = open(path, encoding="utf-8").read()
    found = []
    data = geojson.loads(text)
    if not data.is_valid:
        found.append(f"not valid GeoJSON: {data.errors()}")
    raw = json.loads(text)
    if raw.get("type") != "FeatureCollection":
        found.append("not a FeatureCollection")
    if "crs" in raw:
        found.append("has a crs member")
    if re.search(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}", text):
        found.append("holds a time")
    for feature in raw.get("features", []):
        geometry = feature["geometry"]
        if geometry["type"] == "MultiLineString" and any(len(line) < 2 for line in geometry["coordinates"]):
            found.append("a line with fewer than two positions")
        for lon, lat, *rest in positions(geometry):
            if rest or not (-180 <= lon <= 180 and -90 <= lat <= 90):
                found.append(f"position {[lon, lat, *rest]} is not [lon, lat] on the globe")
                break
    for number in re.findall(r"-?\d+\.(\d+)", text):
        if len(number) > 6:
            found.append("a coordinate with more than six decimals")
            break
    return found


def main():
    failed = False
    for path in sys.argv[1:]:
        for problem in problems(path):
            print(f"{path}: {problem}")
            failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
