#!/usr/bin/env python3
"""book_journey.py FOLDER: turns the trip bundle in FOLDER (made by photos/gen_photos.py with
150 photos: cover.jpg, photo-1.jpg … photo-149.jpg) into a 30-day journey for bench/book.sh:
index.md with a text, dates, a country and a GPX track of 3,000 points, and an entry file a
day, each with its photo, a gallery of four with captions, about 120 words and a position."""
import sys, os
folder = sys.argv[1]
names = ["cover.jpg"] + [f"photo-{n}.jpg" for n in range(1, 150)]
words = ("the path climbed through larch and stone to a hut where we ate soup and watched "
         "the light go from the peaks one by one while the wind came up the valley ").split()
with open(os.path.join(folder, "index.md"), "w") as f:
    f.write("---\ntitle: Thirty days on foot\nsubtitle: A bench journey\nphoto: cover.jpg\n"
            "start: 2024-06-01\nend: 2024-06-30\ncountry: CH\ngpx: track.gpx\n---\n\n"
            + " ".join(words * 3) + "\n")
for day in range(30):
    own = names[5 * day: 5 * day + 5]
    gallery = "".join(f"\n  - {{file: {n}, caption: View {5 * day + i + 2}}}" for i, n in enumerate(own[1:]))
    with open(os.path.join(folder, f"2024-06-{day + 1:02d}-day-{day + 1}.md"), "w") as f:
        f.write(f"---\ntitle: Day {day + 1} on the way\nlocation: {{name: Stage {day + 1}, "
                f"lat: {46 + day * 0.01:.3f}, lon: {7 + day * 0.012:.3f}}}\ncountry: CH\n"
                f"photo: {own[0]}\ngallery:{gallery}\n---\n\n" + " ".join(words * 4) + "\n")
with open(os.path.join(folder, "track.gpx"), "w") as f:
    f.write('<?xml version="1.0"?>\n<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>\n')
    for i in range(3000):
        f.write(f'<trkpt lat="{46 + i * 0.0001:.5f}" lon="{7 + i * 0.00012:.5f}"><ele>{1500 + (i % 400)}</ele>'
                f'<time>2024-06-{1 + i // 100:02d}T08:{(i % 100) // 2:02d}:00Z</time></trkpt>\n')
    f.write("</trkseg></trk></gpx>\n")
