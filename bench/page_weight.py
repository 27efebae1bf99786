#!/usr/bin/env python3
"""Page weight of a built site: each page's HTML plus the stylesheets and scripts it links,
gzipped (level 9, as a static host would serve them), before photos and other images.

  python3 bench/page_weight.py SITE_DIR PATH...      e.g.  public / /trips/x/ /goals/

Prints one line per page: HTML, CSS, JS and the total, in KB (1000 bytes) gzipped.
"""
import gzip, os, re, sys
from urllib.parse import urljoin, urlparse


def gz(data):
    return len(gzip.compress(data, 9))


def local_file(site, url):
    path = urlparse(url).path
    file = os.path.join(site, path.lstrip("/"))
    return os.path.join(file, "index.html") if path.endswith("/") else file


def weigh(site, page):
    html = open(local_file(site, page), "rb").read()
    text = html.decode("utf-8")
    css = [urljoin(page, m) for m in re.findall(r'<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"', text)]
    js = [urljoin(page, m) for m in re.findall(r'<script[^>]*src="([^"]+)"', text)]
    size = lambda urls: sum(gz(open(local_file(site, u), "rb").read()) for u in urls)
    return gz(html), size(css), size(js)


def main():
    site, pages = sys.argv[1], sys.argv[2:]
    print(f"{'page':40} {'HTML':>7} {'CSS':>7} {'JS':>7} {'total':>7}   (KB gzipped)")
    for page in pages:
        h, c, j = weigh(site, page)
        print(f"{page:40} {h/1000:7.1f} {c/1000:7.1f} {j/1000:7.1f} {(h+c+j)/1000:7.1f}")


if __name__ == "__main__":
    main()
