#!/usr/bin/env python3
"""Time from writing a trip file to the preview server's reload event.

  python3 bench/serve_latency.py TRIPSITE_BINARY CORPUS_DIR [--reps 7]

CORPUS_DIR is a site folder (../shared/bench/gen_corpus.py output plus a site.yml). Starts
`tripsite serve --port 0` on it, waits for the first build, opens the Server-Sent Events
stream, then for each rep edits one trip file and measures until `event: reload` arrives:
a body-only edit (a sentence appended) and a title edit, and with `--kinds` also the same
two of a journal's entry (`entry-body`, `entry-title`: bench/gen_journal.py's dated files), an
activity toggled (`activity`: the first `- [ ]` checked off, or `- [x]` unchecked), a trip added and removed (`add`: a copy of a
trip under a new name and title is written, then deleted: each timed), a theme
setting edit (`accent`: site.yml's `theme:` accent changed) and a stylesheet edit (`css`:
themes/custom/custom.css rewritten), both with site.yml choosing that theme meanwhile (the
folder is made when missing and removed at the end). Before each edit it fetches the page a browser
previewing it would show (the trip's, or the home page for a trip added, the site settings
or a stylesheet), then opens the event stream from it, saying which page it shows
(`?page=`), as the theme's live-reload script does: the server sends a reload event only
when a page it has served changed, makes the shown page before the event, and leaves the
others to wait (binaries before that ignore the parameter and make up to 16 pages). Prints
the median and range in ms.
Restores every file it touched. Loopback only; stops the server at the end.
"""
import argparse, glob, http.client, os, re, shutil, socket, statistics, subprocess, sys, threading, time

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary"); ap.add_argument("corpus"); ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--log", help="a file for the server's standard error (with TRIPSITE_TRACE=1 set, its steps' times)")
    ap.add_argument("--kinds", default="body,title", help="comma-separated: body, title, activity, add, accent, css, entry-body, entry-title")
    a = ap.parse_args()
    trips = sorted(f for f in os.listdir(os.path.join(a.corpus, "content/trips")) if f.endswith(".md"))
    # A journal's entries (bench/gen_journal.py): dated files in the trips' folders.
    entries = sorted(glob.glob(os.path.join(a.corpus, "content/trips/*/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]-*.md")))
    # The theme edits need a site theme, `themes/custom/` with a custom.css: made before the
    # server starts when missing, and removed at the end.
    made_theme = None
    if {"accent", "css"} & set(a.kinds.split(",")) and not os.path.isdir(os.path.join(a.corpus, "themes/custom")):
        made_theme = os.path.join(a.corpus, "themes/custom")
        os.makedirs(made_theme)
        open(os.path.join(made_theme, "custom.css"), "w").write("")
    server = subprocess.Popen([a.binary, "serve", "--source", a.corpus, "--port", "0"], stdout=subprocess.PIPE, stderr=open(a.log, "w") if a.log else subprocess.DEVNULL, text=True)
    try:
        port, startup = None, time.monotonic()
        for line in server.stdout:
            m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
            if m: port = int(m.group(1)); break
        print(f"first build and start: {time.monotonic() - startup:.2f} s ({len(trips)} trips)")
        # The server's own lines ("Rebuilt after …: N files made in M ms") go to the log too,
        # and its output never fills the pipe.
        def drain():
            log = open(a.log + ".out", "w") if a.log else None
            for line in server.stdout:
                if log: log.write(line); log.flush()
        threading.Thread(target=drain, daemon=True).start()
        stream = EventStream(port)
        wait_event = stream.wait
        time.sleep(0.5)
        results = {}
        for kind in a.kinds.split(","):
            times, events = [], set()
            if kind == "add":
                added, removed = add_and_remove(a, trips, stream, port)
                results["add"], results["remove"] = added, removed
                for name, values in (("added", added), ("removed", removed)):
                    print(f"trip {name}: median {statistics.median(values):.0f} ms, min {min(values):.0f}, max {max(values):.0f} ({a.reps} reps)")
                continue
            if kind in ("accent", "css"):
                # The theme edits are timed with site.yml choosing the custom theme already: an
                # accent edit then changes the theme's settings alone.
                config = os.path.join(a.corpus, "site.yml")
                config_before = open(config, encoding="utf-8").read()
                if not re.search(r"^theme: custom$", config_before, re.M):
                    put(config, re.sub(r"^theme:.*\n?", "", config_before, flags=re.M).rstrip("\n") + "\ntheme: custom\n")
                    stream.wait()
            for rep in range(a.reps):
                pick = rep * 37 + (0 if kind in ("body", "entry-body") else 11)
                if kind.startswith("entry-"):
                    path = entries[pick % len(entries)]
                else:
                    path = os.path.join(a.corpus, "content/trips", trips[pick % len(trips)])
                while kind == "activity" and not re.search(r"^- \[[ x]\]", open(path, encoding="utf-8").read(), re.M):
                    pick += 1
                    path = os.path.join(a.corpus, "content/trips", trips[pick % len(trips)])
                if kind == "accent": path = os.path.join(a.corpus, "site.yml")
                if kind == "css":
                    path = os.path.join(a.corpus, "themes/custom/custom.css")
                    os.makedirs(os.path.dirname(path), exist_ok=True)
                    if not os.path.exists(path): open(path, "w").write("")
                original = open(path, encoding="utf-8").read()
                if kind == "accent":
                    colour = ["#0a7d4f", "#b42318", "#4338ca"][rep % 3]
                    setting = f'theme: {{name: custom, accent: {{light: "{colour}", dark: "#a5b4fc"}}}}'
                    changed = re.sub(r"^theme:.*$", setting, original, flags=re.M) if re.search(r"^theme:", original, re.M) else original.rstrip("\n") + "\n" + setting + "\n"
                elif kind == "css":
                    changed = original + f".trip-card {{ border-radius: {rep}px; }}\n"
                elif kind in ("body", "entry-body"):
                    changed = original.rstrip("\n") + f"\n\nOne more sentence, edit {rep}.\n"
                elif kind == "activity":
                    changed = re.sub(r"^- \[( |x)\]", lambda m: "- [x]" if m.group(1) == " " else "- [ ]", original, count=1, flags=re.M)
                    assert changed != original, f"{path} has no activity to toggle"
                else:
                    def retitle(m):
                        value = m.group(1)
                        if len(value) > 1 and value[0] in "\"'" and value[-1] == value[0]:
                            return f"title: {value[:-1]} (edited {rep}){value[-1]}"
                        return f"title: {value} (edited {rep})"
                    changed = re.sub(r"^title: (.*)$", retitle, original, count=1, flags=re.M)
                view(port, stream, page_of(path, kind))
                time.sleep(0.3)
                start = time.monotonic()
                put(path, changed)
                try:
                    event = wait_event()
                    times.append((time.monotonic() - start) * 1000)
                    events.add(event)
                finally:  # a run that fails leaves the corpus as it found it
                    put(path, original)
                wait_event()
                assert event in ("reload", "css"), event  # a stylesheet-only change swaps stylesheets
            results[kind] = times
            if kind in ("accent", "css") and open(config, encoding="utf-8").read() != config_before:
                put(config, config_before)
                stream.wait()
            print(f"{kind} edit: median {statistics.median(times):.0f} ms, min {min(times):.0f}, max {max(times):.0f} ({a.reps} reps; event: {'/'.join(sorted(events))})")
    finally:
        server.terminate()
        try: server.wait(10)
        except subprocess.TimeoutExpired: server.kill(); server.wait()
        if made_theme: shutil.rmtree(made_theme)

def page_of(path, kind):
    """The page a browser previewing the edit shows: the home page for a theme edit, the
    entry's page (its name without the date) for an entry's, the trip's otherwise."""
    if kind in ("accent", "css"): return "/"
    name = os.path.basename(path)[:-3]
    if kind.startswith("entry-"):
        return "/trips/" + os.path.basename(os.path.dirname(path)) + "/" + name[11:] + "/"
    return "/trips/" + name + "/"

def put(path, text):
    """Writes a file whole, as an editor that saves by renaming does: the server never sees
    it truncated (a truncation and a write in two batches are two rebuilds and two events,
    and the reps after would each take the event of the one before)."""
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".bench")
    with open(temporary, "w", encoding="utf-8") as f: f.write(text)
    os.replace(temporary, path)

class EventStream:
    """The server's reload events, as a browser's live-reload script opens them: anew on each
    page it shows, saying which (`?page=`)."""
    def __init__(self, port):
        self.port, self.sse, self.buffered = port, None, b""
        self.open(None)

    def open(self, page):
        if self.sse: self.sse.close()
        self.sse = socket.create_connection(("127.0.0.1", self.port), timeout=30)
        target = "/_tripsite/events" + (f"?page={page}" if page else "")
        self.sse.sendall(f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\nAccept: text/event-stream\r\n\r\n".encode())
        self.buffered = b""
        while b": connected" not in self.buffered:
            chunk = self.sse.recv(65536)
            if not chunk: raise ConnectionError(f"the server closed the event stream: {self.buffered[:200]!r}")
            self.buffered += chunk

    def wait(self, deadline=30.0):
        end = time.monotonic() + deadline
        while time.monotonic() < end:
            m = re.search(rb"event: (\w+)\n", self.buffered)
            if m:
                self.buffered = self.buffered[m.end():]
                return m.group(1).decode()
            self.buffered += self.sse.recv(65536)
        raise TimeoutError("no event")

def view(port, events, url):
    """Shows a page, as a browser does: asks for it (the server makes it if it was waiting),
    then opens the event stream from it."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", url)
    response = connection.getresponse()
    response.read()
    connection.close()
    assert response.status == 200, f"{url}: {response.status}"
    events.open(url)

def add_and_remove(a, trips, events, port):
    """Writes a new trip (a copy of an existing one, retitled), then deletes it; times each."""
    added, removed = [], []
    for rep in range(a.reps):
        source = os.path.join(a.corpus, "content/trips", trips[(rep * 53 + 5) % len(trips)])
        text = re.sub(r"^title: .*$", f"title: Added trip {rep}", open(source, encoding="utf-8").read(), count=1, flags=re.M)
        path = os.path.join(a.corpus, "content/trips", f"zz-bench-added-{rep}.md")
        view(port, events, "/")
        time.sleep(0.3)
        start = time.monotonic()
        put(path, text)
        try:
            assert events.wait() == "reload"
        except BaseException:
            os.remove(path)  # a run that fails leaves the corpus as it found it
            raise
        added.append((time.monotonic() - start) * 1000)
        view(port, events, f"/trips/zz-bench-added-{rep}/")
        time.sleep(0.3)
        start = time.monotonic()
        os.remove(path)
        assert events.wait() == "reload"
        removed.append((time.monotonic() - start) * 1000)
    return added, removed

if __name__ == "__main__":
    main()
