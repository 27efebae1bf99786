#!/usr/bin/env bash
# The anchor of docs/installing.md's install figures: Hugo installed from Debian 12's own
# package into the same kind of fresh minimal Debian that scripts/test-package installs
# TripSite's .deb into (debootstrap --variant=minbase, from the same cached download), then a
# 15-trip journal built with ../shared/bench/hugo-site. Prints the install and build times.
# Run as root on a Debian or Ubuntu machine with network access to the Debian mirror.
#
#   bench/hugo_install.sh
set -euo pipefail
cd "$(dirname "$0")/.."
shared=$(cd ../shared/bench && pwd)
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
suite=bookworm
cache=${TRIPSITE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/tripsite}
archive=$cache/debootstrap-$suite-minbase-$(dpkg --print-architecture).tgz
command -v debootstrap >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq debootstrap >/dev/null; }
chroot=$(mktemp -d /tmp/hugo-chroot.XXXXXX)
chmod 0755 "$chroot"
cleanup() {
  for mounted in "$chroot/proc" "$chroot/dev/pts"; do
    if mountpoint -q "$mounted"; then umount "$mounted" || umount -l "$mounted"; fi
  done
  findmnt -rn -o TARGET | grep -q "^$chroot/" || rm -rf --one-file-system "$chroot"
}
trap cleanup EXIT
bootstrap=(debootstrap --variant=minbase)
if [ -f "$archive" ]; then bootstrap+=(--unpack-tarball="$archive"); fi
"${bootstrap[@]}" "$suite" "$chroot" "$mirror" >/dev/null 2>&1
rm -f "$chroot/etc/apt/sources.list"
printf 'Types: deb\nURIs: %s\nSuites: %s %s-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n\nTypes: deb\nURIs: %s\nSuites: %s-security\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
  "$mirror" "$suite" "$suite" "${mirror%/debian}/debian-security" "$suite" >"$chroot/etc/apt/sources.list.d/debian.sources"
cp /etc/resolv.conf "$chroot/etc/resolv.conf"
mount -t proc proc "$chroot/proc"
mkdir -p "$chroot/dev/pts"
mount -t devpts -o newinstance,ptmxmode=0666 devpts "$chroot/dev/pts"
in_chroot() { chroot "$chroot" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }
packages() { in_chroot dpkg-query -W -f '${db:Status-Abbrev}\n' | grep -c '^ii'; }
before=$(packages)
start=$(date +%s.%N)
in_chroot sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends hugo >/dev/null'
installed=$(date +%s.%N)
python3 "$shared/gen_corpus.py" --trips 15 --seed 1 --format hugo --out "$chroot/site" >/dev/null
cp -R "$shared/hugo-site/." "$chroot/site/"
in_chroot sh -c 'cd /site && hugo --quiet -d /site/public'
built=$(date +%s.%N)
echo "hugo $(in_chroot hugo version | awk '{print $2}'): packages $before -> $(packages)"
echo "install (apt-get update + install hugo): $(echo "$installed - $start" | bc) s"
echo "build (15 trips): $(echo "$built - $installed" | bc) s; $(find "$chroot/site/public" -name '*.html' | wc -l) pages"
