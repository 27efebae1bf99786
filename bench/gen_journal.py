#!/usr/bin/env python3
"""Deterministic synthetic journal (trips made of dated entries) for SSG benchmarks (stdlib only).

  python3 bench/gen_journal.py --trips 1000 --entries 10 --out DIR [--seed 42] [--format tripsite|hugo]

Each trip is a bundle folder of one country (30 real ISO 3166 codes, a few real places each)
with ENTRIES entries on consecutive days, the first day in 2015-2025 (a trip longer than
those years starts on 1 January 2015: --trips 1 --entries 5000 is one trip of 5,000 days).

--format tripsite (default):
  DIR/site.yml
  DIR/content/trips/<trip>/index.md                   title, country, tags, sometimes subtitle; 80-200
                                                      words, 30% with a "## Activities" task list.
                                                      No start/end: they come from the entries.
  DIR/content/trips/<trip>/YYYY-MM-DD-<entry>.md      title, location {name, lat, lon}; 150-400 words
                                                      (emphasis, a link, 20% a list, 10% a quote).
                                                      The date is the file name's (no `date:` key).
--format hugo: the same trips as Hugo branch bundles, and bench/hugo-journal/ (config, layouts)
copied into DIR, so `hugo -s DIR` builds it:
  DIR/content/trips/<trip>/_index.md                  the trip (title, country, tags, subtitle; body)
  DIR/content/trips/<trip>/<entry>.md                 title, date, location_name, lat, lon; body
Both write DIR/expected.json: the trip and entry counts, and per trip its entry slugs in date
order and its first and last dates. One seed gives the same journal (titles, bodies, dates,
places) in both formats: the journal is drawn first, then written in the format asked for.
"""
import argparse, datetime as dt, json, os, random, shutil, unicodedata

# (ISO code, name, [(place, lat, lon)]): real places at roughly their real positions.
COUNTRIES = [
    ("NO", "Norway", [("Reine", 67.93, 13.09), ("Tromso", 69.65, 18.96), ("Bergen", 60.39, 5.32), ("Alesund", 62.47, 6.15), ("Flam", 60.86, 7.11)]),
    ("JP", "Japan", [("Kyoto", 35.01, 135.77), ("Hakone", 35.23, 139.11), ("Sapporo", 43.06, 141.35), ("Nara", 34.69, 135.80), ("Kanazawa", 36.56, 136.66)]),
    ("IS", "Iceland", [("Reykjavik", 64.15, -21.94), ("Vik", 63.42, -19.01), ("Husavik", 66.04, -17.34), ("Hofn", 64.25, -15.21), ("Akureyri", 65.68, -18.09)]),
    ("PT", "Portugal", [("Lisbon", 38.72, -9.14), ("Porto", 41.15, -8.61), ("Sintra", 38.80, -9.38), ("Lagos", 37.10, -8.67), ("Evora", 38.57, -7.91)]),
    ("ES", "Spain", [("Seville", 37.39, -5.98), ("Granada", 37.18, -3.60), ("Ronda", 36.74, -5.17), ("Valencia", 39.47, -0.38), ("Cadiz", 36.53, -6.29)]),
    ("IT", "Italy", [("Florence", 43.77, 11.26), ("Siena", 43.32, 11.33), ("Cortina", 46.54, 12.14), ("Palermo", 38.12, 13.36), ("Matera", 40.67, 16.60)]),
    ("FR", "France", [("Chamonix", 45.92, 6.87), ("Arles", 43.68, 4.63), ("Annecy", 45.90, 6.13), ("Saint-Malo", 48.65, -2.03), ("Gordes", 43.91, 5.20)]),
    ("GR", "Greece", [("Chania", 35.51, 24.02), ("Naxos", 37.10, 25.38), ("Delphi", 38.48, 22.50), ("Kalambaka", 39.71, 21.63), ("Nafplio", 37.57, 22.80)]),
    ("TR", "Turkey", [("Goreme", 38.64, 34.83), ("Istanbul", 41.01, 28.98), ("Kas", 36.20, 29.64), ("Selcuk", 37.95, 27.37)]),
    ("MA", "Morocco", [("Marrakesh", 31.63, -7.99), ("Chefchaouen", 35.17, -5.27), ("Essaouira", 31.51, -9.77), ("Fes", 34.03, -5.00), ("Merzouga", 31.10, -4.01)]),
    ("TZ", "Tanzania", [("Stone Town", -6.16, 39.19), ("Arusha", -3.39, 36.68), ("Moshi", -3.35, 37.34), ("Karatu", -3.34, 35.67)]),
    ("ZA", "South Africa", [("Cape Town", -33.92, 18.42), ("Stellenbosch", -33.93, 18.86), ("Hermanus", -34.42, 19.23), ("Knysna", -34.04, 23.05)]),
    ("VN", "Vietnam", [("Hoi An", 15.88, 108.33), ("Hanoi", 21.03, 105.85), ("Hue", 16.46, 107.59), ("Sapa", 22.34, 103.84), ("Da Lat", 11.94, 108.44)]),
    ("TH", "Thailand", [("Chiang Mai", 18.79, 98.98), ("Krabi", 8.09, 98.91), ("Ayutthaya", 14.35, 100.57), ("Pai", 19.36, 98.44), ("Koh Lanta", 7.62, 99.04)]),
    ("IN", "India", [("Kochi", 9.93, 76.27), ("Leh", 34.15, 77.58), ("Udaipur", 24.59, 73.71), ("Jaipur", 26.91, 75.79), ("Varanasi", 25.32, 83.01)]),
    ("NP", "Nepal", [("Pokhara", 28.21, 83.99), ("Kathmandu", 27.72, 85.32), ("Namche Bazaar", 27.80, 86.71), ("Bandipur", 27.94, 84.41)]),
    ("NZ", "New Zealand", [("Queenstown", -45.03, 168.66), ("Rotorua", -38.14, 176.25), ("Wanaka", -44.70, 169.13), ("Kaikoura", -42.40, 173.68), ("Nelson", -41.27, 173.28)]),
    ("AU", "Australia", [("Hobart", -42.88, 147.33), ("Cairns", -16.92, 145.77), ("Alice Springs", -23.70, 133.88), ("Byron Bay", -28.64, 153.61), ("Margaret River", -33.95, 115.07)]),
    ("CA", "Canada", [("Banff", 51.18, -115.57), ("Tofino", 49.15, -125.91), ("Quebec City", 46.81, -71.21), ("Jasper", 52.87, -118.08), ("Halifax", 44.65, -63.58)]),
    ("US", "United States", [("Yosemite Valley", 37.75, -119.59), ("Moab", 38.57, -109.55), ("Santa Fe", 35.69, -105.94), ("Hilo", 19.71, -155.08), ("Big Sur", 36.27, -121.81)]),
    ("MX", "Mexico", [("Oaxaca", 17.07, -96.73), ("Tulum", 20.21, -87.47), ("San Cristobal", 16.74, -92.64), ("Merida", 20.97, -89.59), ("Guanajuato", 21.02, -101.26)]),
    ("PE", "Peru", [("Cusco", -13.53, -71.97), ("Arequipa", -16.41, -71.54), ("Huaraz", -9.53, -77.53), ("Puno", -15.84, -70.02)]),
    ("CL", "Chile", [("San Pedro de Atacama", -22.91, -68.20), ("Valparaiso", -33.05, -71.62), ("Puerto Natales", -51.73, -72.51), ("Pucon", -39.27, -71.98)]),
    ("AR", "Argentina", [("El Chalten", -49.33, -72.89), ("Bariloche", -41.13, -71.31), ("Salta", -24.78, -65.41), ("Mendoza", -32.89, -68.84), ("Ushuaia", -54.80, -68.30)]),
    ("EC", "Ecuador", [("Puerto Ayora", -0.74, -90.31), ("Quito", -0.18, -78.47), ("Banos", -1.40, -78.42), ("Cuenca", -2.90, -79.00)]),
    ("CO", "Colombia", [("Cartagena", 10.39, -75.51), ("Salento", 4.64, -75.57), ("Medellin", 6.24, -75.58), ("Villa de Leyva", 5.63, -73.52)]),
    ("GB", "United Kingdom", [("Edinburgh", 55.95, -3.19), ("Portree", 57.41, -6.19), ("Keswick", 54.60, -3.13), ("St Ives", 50.21, -5.48), ("Fort William", 56.82, -5.11)]),
    ("IE", "Ireland", [("Dublin", 53.35, -6.26), ("Galway", 53.27, -9.05), ("Dingle", 52.14, -10.27), ("Doolin", 53.02, -9.38)]),
    ("CH", "Switzerland", [("Zermatt", 46.02, 7.75), ("Grindelwald", 46.62, 8.04), ("Lucerne", 47.05, 8.31), ("Lausanne", 46.52, 6.63)]),
    ("ID", "Indonesia", [("Ubud", -8.51, 115.26), ("Nusa Penida", -8.73, 115.54), ("Yogyakarta", -7.80, 110.36), ("Labuan Bajo", -8.50, 119.89)]),
]
TAGS = ["hiking", "food", "culture", "city", "beach", "mountains", "roadtrip", "wildlife", "islands",
    "photography", "family", "solo"]
ACTIVITIES = ["Sunrise hike to the summit", "Cooking class", "Visit the night market", "Kayak along the coast",
    "Museum day", "Wine tasting", "Cycle the old town", "Boat trip to the islands", "Hot spring soak",
    "Try the local street food", "Ride the scenic railway", "Buy a handmade souvenir", "Swim in a waterfall pool"]
ADJ = ["quiet", "windy", "golden", "crowded", "narrow", "salty", "ancient", "bright", "misty", "steep",
    "lazy", "noisy", "warm", "freezing", "dusty", "green", "endless", "tiny", "wild", "sleepy", "hidden", "crisp"]
NOUN = ["harbour", "market", "ridge", "beach", "ferry", "village", "cafe", "trail", "lagoon", "temple",
    "bus", "bakery", "valley", "lighthouse", "square", "bridge", "cove", "station", "guesthouse", "river"]
VERB = ["wandered through", "watched", "found", "climbed", "crossed", "photographed", "followed",
    "discovered", "missed", "loved", "reached", "left"]
TIME = ["breakfast", "noon", "dusk", "the rain started", "the last ferry", "lunch", "sunrise", "the crowds arrived"]
FILLER = "then and but so because while later again almost really still just only slowly finally maybe".split()
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December"]
FIRST_DAY, LAST_DAY = dt.date(2015, 1, 1), dt.date(2025, 12, 31)
HUGO_SKELETON = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hugo-journal")


def slugify(text):
    """Lower-case ASCII letters, digits and single hyphens (TripSite's slug rule)."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "-".join("".join(c if c.isalnum() else " " for c in ascii_text.lower()).split())


def q(text):
    """A YAML double-quoted scalar (JSON's string syntax is valid YAML)."""
    return json.dumps(text)


# ---- prose ----------------------------------------------------------------------------------

def sentence(r, place):
    a, n, n2 = r.choice(ADJ), r.choice(NOUN), r.choice(NOUN)
    s = r.choice([f"We {r.choice(VERB)} the {a} {n} before {r.choice(TIME)}",
        f"The {n} in {place} was {a} and the {n2} even more so",
        f"Nobody told us the {n} would be this {a}",
        f"By {r.choice(TIME)} we had {r.choice(VERB)} every {n} in {place}",
        f"I {r.choice(VERB)} a {a} {n} near the {n2}",
        " ".join(r.choice(FILLER + ADJ + NOUN) for _ in range(r.randint(5, 12)))])
    return s[0].upper() + s[1:] + r.choice([".", ".", ".", "!", "?"])


def decorate(r, words, link):
    """Puts emphasis (and a link when `link`) on a few plain words of a paragraph, in place."""
    plain = [i for i, w in enumerate(words) if w.rstrip(".!?,").isalpha()]   # not "Saint-Malo."
    for k, i in enumerate(r.sample(plain, min(len(plain), r.randint(1, 3) + link))):
        w = words[i].rstrip(".!?,")
        tail = words[i][len(w):]
        if link and k == 0: words[i] = f"[{w}](https://example.org/{w.lower()}){tail}"
        elif r.random() < 0.6: words[i] = f"*{w}*{tail}"
        else: words[i] = f"**{w}**{tail}"


def paragraph(r, place, nwords, link=False):
    words = []
    while len(words) < nwords: words += sentence(r, place).split()
    decorate(r, words, link)
    return " ".join(words)


def bullet_list(r):
    return "\n".join(f"- {r.choice(ADJ).title()} {r.choice(NOUN)}" for _ in range(r.randint(3, 5)))


def blockquote(r, place):
    return "> " + sentence(r, place) + " " + sentence(r, place) + "\n>\n> -- a " + r.choice(NOUN)


def trip_body(r, places):
    """80-200 words in one or two paragraphs; 30% end with 2-5 activities."""
    target = r.randint(80, 170)                      # a paragraph overshoots by up to 12 words
    split = target if r.random() < 0.5 else r.randint(40, target - 40)
    parts = [paragraph(r, places[0], split)]
    if split < target: parts.append(paragraph(r, places[-1], target - split))
    if r.random() < 0.3:
        items = [f"- [{'x' if r.random() < 0.6 else ' '}] {a}" for a in r.sample(ACTIVITIES, r.randint(2, 5))]
        parts += ["## Activities", "\n".join(items)]
    return "\n\n".join(parts) + "\n"


def entry_body(r, place):
    """150-400 words: paragraphs (one with a link), 20% a list, 10% a block quote."""
    extras = ([bullet_list(r)] if r.random() < 0.2 else []) + ([blockquote(r, place)] if r.random() < 0.1 else [])
    # The last paragraph has at least 20 words and overshoots by up to 12: 360 keeps it under 400.
    target, words, paras = r.randint(150, 360), sum(len(e.split()) for e in extras), []
    while words < target:
        size = min(r.randint(40, 110), max(20, target - words))
        paras.append(paragraph(r, place, size, link=not paras))
        words += len(paras[-1].split())
    for e in extras:                                 # never before the first paragraph
        paras.insert(r.randint(1, len(paras)), e)
    return "\n\n".join(paras) + "\n"


# ---- the journal (drawn once, written in either format) -------------------------------------

def entry_title(r, place, day):
    return r.choice([f"Day {day} in {place}", f"The {r.choice(ADJ)} {r.choice(NOUN)} of {place}",
        f"{place}: the {r.choice(NOUN)} and the {r.choice(NOUN)}", f"A {r.choice(ADJ)} day in {place}",
        f"Morning in {place}", f"On to {place}"])


def make_entries(r, places, start, count):
    """`count` entries on consecutive days from `start`; half the days stay where the last one was."""
    entries, place = [], r.choice(places)
    for k in range(count):
        if k and r.random() < 0.5: place = r.choice(places)
        name, lat, lon = place
        entries.append({"slug": f"{slugify(name)}-day-{k + 1}", "date": start + dt.timedelta(days=k),
            "title": entry_title(r, name, k + 1), "place": name,
            "lat": round(lat + r.uniform(-0.05, 0.05), 4), "lon": round(lon + r.uniform(-0.05, 0.05), 4),
            "body": entry_body(r, name)})
    return entries


def make_trip(r, seen, count):
    code, country, places = r.choice(COUNTRIES)
    # A trip longer than the span starts on its first day and runs past its end.
    start = FIRST_DAY + dt.timedelta(days=r.randint(0, max(0, (LAST_DAY - FIRST_DAY).days - (count - 1))))
    base = f"{slugify(country)}-{start:%Y-%m}"
    seen[base] = seen.get(base, 0) + 1
    entries = make_entries(r, places, start, count)
    visited = list(dict.fromkeys(e["place"] for e in entries))
    title = r.choice([f"{country} in {MONTHS[start.month - 1]}", f"{count} days around {country}",
        f"{r.choice(ADJ).title()} days in {country}", f"Chasing the {r.choice(ADJ)} {r.choice(NOUN)} of {country}",
        f"Back to {country}", f"{visited[0]} and beyond"])
    return {"slug": base if seen[base] == 1 else f"{base}-{seen[base]}", "title": title,
        "subtitle": ", ".join(visited[:3]) + f" ({country})" if r.random() < 0.5 else None,
        "country": code, "tags": r.sample(TAGS, r.randint(1, 3)),
        "body": trip_body(r, [p[0] for p in places]), "entries": entries}


def make_journal(seed, trips, entries):
    r, seen = random.Random(seed), {}
    return [make_trip(r, seen, entries) for _ in range(trips)]


# ---- writing ------------------------------------------------------------------------------

def write(path, front, body):
    """A Markdown file: YAML front matter from (key, value text) pairs, then the body."""
    lines = ["---"] + [f"{k}: {v}" for k, v in front if v is not None] + ["---", "", body]
    with open(path, "w", encoding="utf-8") as f: f.write("\n".join(lines))


def trip_front(t):
    return [("title", q(t["title"])), ("subtitle", t["subtitle"] and q(t["subtitle"])),
        ("country", t["country"]), ("tags", "[" + ", ".join(t["tags"]) + "]")]


def write_tripsite(journal, out):
    with open(os.path.join(out, "site.yml"), "w") as f: f.write("title: Journal bench\nbaseURL: /\n")
    for t in journal:
        folder = os.path.join(out, "content", "trips", t["slug"])
        os.makedirs(folder)
        write(os.path.join(folder, "index.md"), trip_front(t), t["body"])
        for e in t["entries"]:
            location = f"{{name: {q(e['place'])}, lat: {e['lat']}, lon: {e['lon']}}}"
            write(os.path.join(folder, f"{e['date']}-{e['slug']}.md"),
                  [("title", q(e["title"])), ("location", location)], e["body"])


def write_hugo(journal, out):
    shutil.copytree(HUGO_SKELETON, out, dirs_exist_ok=True)       # hugo.toml, layouts/
    for t in journal:
        folder = os.path.join(out, "content", "trips", t["slug"])
        os.makedirs(folder)
        write(os.path.join(folder, "_index.md"), trip_front(t), t["body"])
        for e in t["entries"]:
            write(os.path.join(folder, f"{e['slug']}.md"), [("title", q(e["title"])), ("date", str(e["date"])),
                  ("location_name", q(e["place"])), ("lat", e["lat"]), ("lon", e["lon"])], e["body"])


def expected(journal):
    return {"trips": len(journal), "entries": sum(len(t["entries"]) for t in journal),
        "per_trip": {t["slug"]: {"entries": [e["slug"] for e in t["entries"]],
            "first": str(t["entries"][0]["date"]), "last": str(t["entries"][-1]["date"])} for t in journal}}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--trips", type=int, required=True)
    ap.add_argument("--entries", type=int, default=10, help="entries per trip (default 10)")
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--format", choices=["tripsite", "hugo"], default="tripsite")
    a = ap.parse_args()
    if a.trips < 1 or a.entries < 1: ap.error("--trips and --entries must be at least 1")
    if os.path.exists(os.path.join(a.out, "content", "trips")):
        ap.error(f"{a.out}/content/trips exists: give an empty or new folder")
    journal = make_journal(a.seed, a.trips, a.entries)
    os.makedirs(os.path.join(a.out, "content", "trips"))
    (write_hugo if a.format == "hugo" else write_tripsite)(journal, a.out)
    with open(os.path.join(a.out, "expected.json"), "w") as f: json.dump(expected(journal), f, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
