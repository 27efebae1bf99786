#!/usr/bin/env python3
"""Times search as a reader meets it, in headless Chromium: a built site served on loopback,
its search page opened, each query typed a letter at a time. For each keystroke, the time
from the input event to the last change the script made to the results (the page is left
quiet for 400 ms after each), and the search parts the page loaded, with their gzipped size.

    python3 bench/search_browser.py OUTPUT_DIR [--gap MS] [query ...]

--gap is the time between keys (400 ms: a reader pausing on each letter; 120 ms: typing).
At short gaps a keystroke's time is cut off by the next key; read the parts and bytes.

Needs chromium, chromium-driver and selenium (scripts/ensure-deps.sh --tests installs them).
"""
import functools
import gzip
import http.server
import os
import statistics
import sys
import threading

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

TYPE = """
const [query, gap, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
const input = document.getElementById("search-input");
const watched = [document.getElementById("search-results"), document.getElementById("search-all"),
  document.getElementById("search-status")];
let last = 0;
const observer = new MutationObserver(() => { last = performance.now(); });
watched.forEach((node) => observer.observe(node, { subtree: true, childList: true, attributes: true, characterData: true }));
const times = [];
(async () => {
  for (let n = 1; n <= query.length; n++) {
    last = 0;
    const start = performance.now();
    input.value = query.slice(0, n);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, gap));
    times.push(last ? last - start : 0);
  }
  await new Promise((resolve) => setTimeout(resolve, 600));
  observer.disconnect();
  const parts = performance.getEntriesByType("resource").map((e) => e.name)
    .filter((name) => name.includes("/search/index/")).map((name) => name.split("/").pop());
  done({ times, parts });
})();
"""


def main():
    site = sys.argv[1]
    arguments = sys.argv[2:]
    gap = 400
    if arguments[:1] == ["--gap"]:
        gap, arguments = int(arguments[1]), arguments[2:]
    queries = arguments or ["lisbon", "crowded reef", "kyoto tea", "sunrise before breakfast"]
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=site)
    http.server.SimpleHTTPRequestHandler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    driver.set_script_timeout(120)
    print("query\tkeystrokes\tmedian ms\tslowest ms\tparts\tKB gzipped")
    for query in queries:
        driver.get(f"http://127.0.0.1:{server.server_address[1]}/search/")
        result = driver.execute_async_script(TYPE, query, gap)
        folder = os.path.join(site, "search", "index")
        size = sum(len(gzip.compress(open(os.path.join(folder, p), "rb").read(), 9)) for p in result["parts"])
        times = result["times"]
        print(f"{query}\t{len(times)}\t{statistics.median(times):.1f}\t{max(times):.1f}\t"
              f"{len(result['parts'])}\t{size / 1024:.1f}")
    driver.quit()


if __name__ == "__main__":
    main()
