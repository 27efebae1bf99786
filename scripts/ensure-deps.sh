#!/usr/bin/env bash
# Installs what TripSite needs to build, if it is missing: cmark-gfm's development files
# (Debian: libcmark-gfm-dev, libcmark-gfm-extensions-dev), libvips's (libvips-dev, which
# brings libwebp-dev and libheif for HEIC/AVIF) and pkg-config. With --tests, also
# Node.js, which runs the theme's scripts in the test suite, and Chromium, which runs built
# pages in the browser tests, and chattr (e2fsprogs), with which a test makes a folder
# read-only even for root. As root it installs them
# with apt-get; otherwise it prints the exact command and stops.
set -euo pipefail

need=()
[ -f /usr/include/cmark-gfm.h ] || need+=(libcmark-gfm-dev)
[ -f /usr/include/cmark-gfm-core-extensions.h ] || need+=(libcmark-gfm-extensions-dev)
[ -f /usr/include/vips/vips.h ] || need+=(libvips-dev)
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if [ "${1:-}" = "--tests" ]; then
  command -v node >/dev/null 2>&1 || command -v nodejs >/dev/null 2>&1 || need+=(nodejs)
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || need+=(chromium)
  command -v chattr >/dev/null 2>&1 || need+=(e2fsprogs)
  command -v flock >/dev/null 2>&1 || need+=(util-linux)
fi
if [ "${#need[@]}" -eq 0 ]; then
  exit 0
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "error: swift is not on PATH; install Swift 6 first (https://www.swift.org/install/)" >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${need[*]} ..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need[@]}" >/dev/null
else
  echo "error: missing ${need[*]}. Install them with:" >&2
  echo "  sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
