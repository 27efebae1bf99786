#!/usr/bin/env python3
"""Previews a page of `tripsite serve` in headless Chromium as a writer does: the page's
live-reload script tells the server which page it shows, an edit of the trip's file
reloads the page by itself, and the page then shows the edit.

Usage: live_reload.py BASE_URL PAGE FILE OLD NEW HEADING
(PAGE a path like /trips/kona/; FILE the trip file, in which OLD is replaced by NEW; HEADING
what the page's heading then says.)
Prints one JSON object of what it saw; exits 1 (saying which step failed) on a failure,
2 when selenium or chromedriver is missing.
"""
import json
import sys
import urllib.request

# Exits 2, saying so, when selenium is missing.
from file_browsing import By, drive, wait_for


def status(base):
    with urllib.request.urlopen(base + "/_tripsite/status") as response:
        return json.load(response)


def preview(driver, base, page, path, old, new, heading):
    seen = {}
    driver.get(base + page)
    wait_for(lambda: status(base)["shown"], "the page's event stream to say which page it shows", 60)
    seen["shown"] = status(base)["shown"]
    driver.execute_script("window.tripsiteBeforeEdit = true")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace(old, new))
    wait_for(lambda: driver.execute_script("return window.tripsiteBeforeEdit !== true"), "the page to reload", 60)
    wait_for(lambda: heading in driver.find_element(By.TAG_NAME, "h1").text, "the edit on the reloaded page", 60)
    seen["heading"] = driver.find_element(By.TAG_NAME, "h1").text.strip()
    return seen


def main():
    drive(preview, *sys.argv[1:7])


if __name__ == "__main__":
    main()
