#!/usr/bin/env python3
"""Image bytes a built site's home page transfers on a 390 px wide phone.

  python3 bench/image_bytes.py SITE_DIR [--dpr 1] [--page /]

SITE_DIR is a build made with --base-url /. Serves it on loopback, opens the page in
headless Chromium (selenium, Debian's chromium and chromium-driver) emulating a 390 x 844
mobile screen at the given device pixel ratio, cache disabled, and sums the transfer size
(Network.loadingFinished encodedDataLength: body and headers as sent) of every image
response outside /theme/ (the favicon): once the page has loaded (3 s, no scrolling), then
after scrolling to the bottom and each card row to its end. Prints one JSON line.
"""
import argparse, functools, http.server, json, random, threading, time
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("site")
    ap.add_argument("--dpr", type=float, default=1)
    ap.add_argument("--page", default="/")
    a = ap.parse_args()
    http.server.SimpleHTTPRequestHandler.log_message = lambda *args: None
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=a.site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", random.randint(30000, 50000)), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    options = Options()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu"]:
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    browser = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    try:
        browser.execute_cdp_cmd("Network.enable", {})
        browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        browser.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": a.dpr, "mobile": True})
        images = {}

        def collect():
            for entry in browser.get_log("performance"):
                message = json.loads(entry["message"])["message"]
                params = message.get("params", {})
                if message["method"] == "Network.responseReceived":
                    response = params["response"]
                    if response["mimeType"].startswith("image/") and "/theme/" not in response["url"]:
                        images[params["requestId"]] = [response["mimeType"], 0]
                elif message["method"] == "Network.loadingFinished" and params["requestId"] in images:
                    images[params["requestId"]][1] = params["encodedDataLength"]
            return sum(size for _, size in images.values()), len(images)

        browser.get(f"http://127.0.0.1:{server.server_address[1]}{a.page}")
        time.sleep(3)
        loaded = collect()
        height = browser.execute_script("return document.documentElement.scrollHeight")
        for y in range(0, height + 844, 400):
            browser.execute_script(f"window.scrollTo(0, {y})")
            time.sleep(0.25)
        browser.execute_script("document.querySelectorAll('.card-row').forEach(row => row.scrollLeft = row.scrollWidth)")
        time.sleep(3)
        scrolled = collect()
        by_type = {}
        for mime, size in images.values():
            by_type.setdefault(mime, [0, 0])
            by_type[mime][0] += size
            by_type[mime][1] += 1
        print(json.dumps({"site": a.site, "dpr": a.dpr, "loaded": {"bytes": loaded[0], "images": loaded[1]},
                          "scrolled": {"bytes": scrolled[0], "images": scrolled[1]}, "by_type": by_type}))
    finally:
        browser.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
