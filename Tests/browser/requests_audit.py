#!/usr/bin/env python3
"""Records every request a built TripSite site's pages make in headless Chromium, to prove
that a site without `map.interactive` asks nothing of any other host.

Serves SITE_DIR (built with --base-url /) on loopback and, in one browser session, opens
every PATH (or, with none, every index.html under SITE_DIR), waits for the page to settle,
scrolls to its end (so lazy images load) and records each request the browser sent, from
Chromium's own network log (`Network.requestWillBeSent`: it lists requests that fail too,
such as one to a host this machine cannot reach). With --click SELECTOR, it also clicks
that element on each page that has it and records what the click requested.

Usage: requests_audit.py SITE_DIR [PATH...] [--click SELECTOR]
Prints one JSON object: {"pages": {path: {"before": [url...], "after": [url...]}}} with every
URL that is not the served site's own (data: and blob: URLs are the page's own); exits 2 when
selenium or chromedriver is missing.
"""
import functools
import http.server
import json
import os
import sys
import threading
import time
from urllib.parse import urlsplit

try:
    from selenium import webdriver
except ImportError as missing:
    print("%s (pip install selenium)" % missing, file=sys.stderr)
    sys.exit(2)

from file_browsing import start as start_chromium  # retries a slow chromedriver start


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def serve(site):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def start():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    return start_chromium(options)


def foreign(driver, origin):
    """The URLs requested since the last call that are not the site's own."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") != "Network.requestWillBeSent":
            continue
        url = message["params"]["request"]["url"]
        parts = urlsplit(url)
        if parts.scheme in ("data", "blob", "about") or parts.netloc == origin:
            continue
        urls.append(url)
    return sorted(set(urls))


def settle(driver):
    """Waits for the page's load, scrolls to its end and back, and lets lazy loads start."""
    driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
    time.sleep(0.3)
    driver.execute_script("window.scrollTo(0, 0)")
    time.sleep(0.2)


def pages_of(site):
    found = []
    for folder, _, files in os.walk(site):
        for name in files:
            if name == "index.html":
                relative = os.path.relpath(os.path.join(folder, name), site)
                found.append("/" + relative[: -len("index.html")].replace(os.sep, "/").lstrip("./"))
    return sorted(set(found))


def main():
    arguments = sys.argv[1:]
    click = None
    if "--click" in arguments:
        at = arguments.index("--click")
        click = arguments[at + 1]
        del arguments[at : at + 2]
    site, paths = arguments[0], arguments[1:] or pages_of(arguments[0])
    server = serve(site)
    origin = "127.0.0.1:%d" % server.server_address[1]
    driver = start()
    report = {}
    try:
        for path in paths:
            driver.get("http://%s%s" % (origin, path))
            settle(driver)
            entry = {"before": foreign(driver, origin), "after": []}
            if click and driver.execute_script("return !!document.querySelector(arguments[0])", click):
                driver.execute_script("document.querySelector(arguments[0]).click()", click)
                time.sleep(1.5)
                entry["after"] = foreign(driver, origin)
            report[path] = entry
    finally:
        driver.quit()
        server.shutdown()
    print(json.dumps({"pages": report}))


if __name__ == "__main__":
    main()
