#!/usr/bin/env python3
"""Regenerate the photo fixtures in this folder.

Usage:  python3 Tests/TripSiteTestSupport/Photos/make-fixtures.py

Needs Python 3 with pillow, piexif and numpy, and the `vips` command-line tool
(libvips built with libheif) for the HEIC and AVIF files. Every file is written
into the folder this script lives in, which stays flat (the files become Swift
package resources). The output is deterministic for a given set of encoder
versions (fixed content, fixed seeds); HEIC/AVIF bytes may differ between
libheif/x265/aom versions, their content does not.

The fixtures are generated, contain no third-party material, and are licensed
with the project. README.md beside this script describes what each file is for.
"""

import io
import os
import struct
import subprocess
import sys
import zlib

import numpy as np
import piexif
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))

RED, GREEN, BLUE, WHITE = (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)


def path(name):
    return os.path.join(HERE, name)


def write_bytes(name, data):
    with open(path(name), "wb") as f:
        f.write(data)


def rational(value, denominator=10000):
    return (int(round(value * denominator)), denominator)


def dms(degrees):
    """Degrees as EXIF (deg, min, sec) rationals."""
    d = int(degrees)
    m = int((degrees - d) * 60)
    s = (degrees - d - m / 60) * 3600
    return ((d, 1), (m, 1), rational(s, 100))


def private_exif(orientation=None):
    """EXIF with camera, serial number, capture time and a GPS position (Lisbon)."""
    zeroth = {
        piexif.ImageIFD.Make: b"TestCam",
        piexif.ImageIFD.Model: b"TC-1",
        piexif.ImageIFD.Software: b"make-fixtures.py",
    }
    if orientation is not None:
        zeroth[piexif.ImageIFD.Orientation] = orientation
    exif = {
        piexif.ExifIFD.DateTimeOriginal: b"2024:06:03 14:25:00",
        piexif.ExifIFD.BodySerialNumber: b"SN-PRIVATE-12345",
    }
    gps = {
        piexif.GPSIFD.GPSVersionID: (2, 3, 0, 0),
        piexif.GPSIFD.GPSLatitudeRef: b"N",
        piexif.GPSIFD.GPSLatitude: dms(38.7223),
        piexif.GPSIFD.GPSLongitudeRef: b"W",
        piexif.GPSIFD.GPSLongitude: dms(9.1393),
        piexif.GPSIFD.GPSAltitudeRef: 0,
        piexif.GPSIFD.GPSAltitude: (45, 1),
    }
    return piexif.dump({"0th": zeroth, "Exif": exif, "GPS": gps, "1st": {}, "thumbnail": None})


def quadrants(width=300, height=200):
    """Red top-left, green top-right, blue bottom-left, white bottom-right."""
    a = np.zeros((height, width, 3), dtype=np.uint8)
    h, w = height // 2, width // 2
    a[:h, :w] = RED
    a[:h, w:] = GREEN
    a[h:, :w] = BLUE
    a[h:, w:] = WHITE
    return Image.fromarray(a, "RGB")


def vips_copy(source, target):
    subprocess.run(["vips", "copy", path(source), path(target)], check=True)


def tiff_bytes(colour_top, colour_bottom):
    a = np.zeros((24, 32, 3), dtype=np.uint8)
    a[:12] = colour_top
    a[12:] = colour_bottom
    buffer = io.BytesIO()
    Image.fromarray(a, "RGB").save(buffer, "TIFF")
    return buffer.getvalue()


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def bomb_png():
    """IHDR declares 30000x30000 RGB (2.7 GB decoded); IDAT holds two rows of an unfinished stream."""
    width = height = 30000
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    row = b"\x00" + b"\x00" * (width * 3)
    compressor = zlib.compressobj(9)
    idat = compressor.compress(row * 2) + compressor.flush(zlib.Z_SYNC_FLUSH)  # never finished
    return b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", ihdr) + png_chunk(b"IDAT", idat) + png_chunk(b"IEND", b"")


XMP_POSITION = (
    b'<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">'
    b'<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description '
    b'xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="38,43.338N" exif:GPSLongitude="9,8.358W"/>'
    b'</rdf:RDF></x:xmpmeta><?xpacket end="w"?>')


def gif_with_xmp_position():
    """A 20x20 red GIF with an XMP application extension (as Photoshop and exiftool write it:
    the packet, then the 258-byte "magic trailer") that records a GPS position."""
    buffer = io.BytesIO()
    Image.new("RGB", (20, 20), RED).save(buffer, "GIF")
    gif = buffer.getvalue()
    flags = gif[10]
    header = 13 + (3 * 2 ** ((flags & 7) + 1) if flags & 0x80 else 0)
    extension = b"\x21\xFF\x0BXMP DataXMP" + XMP_POSITION + bytes([1]) + bytes(range(255, -1, -1)) + b"\x00"
    return gif[:header] + extension + gif[header:]


def main():
    exif = private_exif()
    upright = quadrants()

    # Orientation-free originals and their sideways twin.
    upright.save(path("upright.jpg"), "JPEG", quality=85, exif=exif)
    # Orientation 6 means "rotate 90° clockwise to display", so store it turned 90° anticlockwise.
    upright.transpose(Image.Transpose.ROTATE_90).save(
        path("sideways.jpg"), "JPEG", quality=85, exif=private_exif(orientation=6))

    # The same picture and metadata in the other accepted formats.
    vips_copy("upright.jpg", "gps.heic")
    vips_copy("upright.jpg", "gps.avif")
    upright.save(path("gps.webp"), "WEBP", quality=80, method=6, exif=exif)
    upright.save(path("gps.png"), "PNG", optimize=True, exif=exif)

    # Alpha, greyscale, CMYK, tiny.
    rgba = np.zeros((200, 200, 4), dtype=np.uint8)
    rgba[:, :100] = (255, 140, 0, 255)
    Image.fromarray(rgba, "RGBA").save(path("alpha.png"), "PNG", optimize=True)
    grey = np.tile(np.linspace(0, 255, 160).round().astype(np.uint8), (120, 1))
    Image.fromarray(grey, "L").save(path("grey.png"), "PNG", optimize=True)
    quadrants(160, 120).convert("CMYK").save(path("cmyk.jpg"), "JPEG", quality=85)
    quadrants(40, 30).save(path("tiny.jpg"), "JPEG", quality=85)
    quadrants(200, 300).save(path("portrait.jpg"), "JPEG", quality=85, exif=private_exif())

    # Bad inputs.
    write_bytes("empty.jpg", b"")
    write_bytes("text.jpg", b"This is not a JPEG.\nIt is plain text with a .jpg name.\n"
                            b"An image pipeline must reject it cleanly.\n")
    rng = np.random.RandomState(20240603)
    y, x = np.mgrid[0:200, 0:300]
    base = np.stack([x * 255 / 299, y * 255 / 199, np.full((200, 300), 128.0)], axis=-1)
    noisy = np.clip(base + rng.normal(0, 40, base.shape), 0, 255).astype(np.uint8)
    buffer = io.BytesIO()
    Image.fromarray(noisy, "RGB").save(buffer, "JPEG", quality=60)
    whole = buffer.getvalue()
    write_bytes("truncated.jpg", whole[: len(whole) * 40 // 100])
    write_bytes("bomb.png", bomb_png())
    write_bytes("unsupported.tiff", tiff_bytes(RED, BLUE))
    write_bytes("fake.jpg", tiff_bytes(GREEN, WHITE))

    # Pass-through files.
    frames = [Image.new("P", (20, 20)), Image.new("P", (20, 20))]
    palette = [255, 0, 0, 0, 0, 255] + [0] * (256 * 3 - 6)
    for index, frame in enumerate(frames):
        frame.putpalette(palette)
        frame.paste(index, (0, 0, 20, 20))
    frames[0].save(path("anim.gif"), "GIF", save_all=True, append_images=frames[1:], duration=200, loop=0)
    # Files whose position only TripSite's own check finds (libvips reads neither a GIF's XMP
    # nor a TIFF's EXIF).
    write_bytes("gps.gif", gif_with_xmp_position())
    quadrants(32, 24).save(path("gps.tif"), "TIFF", exif=exif)
    write_bytes("icon.svg", b'<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">'
                            b'<circle cx="8" cy="8" r="7" fill="#d33"/></svg>\n')

    total = 0
    for name in sorted(os.listdir(HERE)):
        if name.endswith((".py", ".md")):
            continue
        size = os.path.getsize(path(name))
        total += size
        print(f"{size:8d}  {name}")
    print(f"{total:8d}  total")
    return 0


if __name__ == "__main__":
    sys.exit(main())
