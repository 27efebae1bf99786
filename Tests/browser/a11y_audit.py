#!/usr/bin/env python3
"""Audits the accessibility of a built TripSite site (built with --base-url /) in headless
Chromium: serves it on loopback and, in one browser session, for each PATH:

  axe       axe-core (the copy PyPI's axe-selenium-python bundles) at 390 and 1280 px, in
            light, dark and forced-colors (emulated through CDP `Emulation.setEmulatedMedia`):
            every violation of any impact;
  keyboard  a Tab walk of the page at 1280 px: the first stop is the skip link, which is
            visible when focused and moves focus into <main>; every stop is a visible element
            showing a focus indicator (outline or box-shadow); stops follow document order
            (no positive tabindex) and reach every tabbable element once;
  motion    with prefers-reduced-motion: reduce, no running animation
            (`document.getAnimations()`) and no element, pseudo-element included, with an
            animation or transition lasting over 10 ms; scroll-behavior is auto;
  overflow  at 390 and 1280 px (light), the page does not scroll sideways;
  zoom      at 390 px with the reader's font size at 200 % (CDP `Page.setFontSizes`, the
            browser's "font size" setting, which the theme's rem type follows): the page
            does not scroll sideways, and no text is cut by an ancestor that clips
            (overflow hidden/clip, not a scroller the reader can scroll) or by an ellipsis.

Usage: a11y_audit.py SITE_DIR PATH... [--only axe,keyboard,motion,zoom]
Prints one JSON object: {"failures": [{check, page, width, mode, rule, impact, selector,
detail}], "runs": {check: count}, "axeVersion": v, "seconds": s}; exits 1 if there is any failure, 2 when
selenium, axe-selenium-python or chromedriver is missing.
"""
import functools
import http.server
import json
import os
import sys
import threading
import time

try:
    import axe_selenium_python
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
except ImportError as missing:
    print("%s (pip install selenium axe-selenium-python)" % missing, file=sys.stderr)
    sys.exit(2)

WIDTHS = (390, 1280)
MODES = {
    "light": [{"name": "prefers-color-scheme", "value": "light"}],
    "dark": [{"name": "prefers-color-scheme", "value": "dark"}],
    "forced-colors": [{"name": "forced-colors", "value": "active"}],
}
HEIGHT = 900

# Whether the page scrolls sideways, and the widest element sticking out if so.
OVERFLOW_STATE = """
const doc = document.documentElement;
if (doc.scrollWidth <= doc.clientWidth + 1) return null;
let widest = null;
for (const e of document.body.querySelectorAll('*')) {
  const r = e.getBoundingClientRect();
  if (r.right > doc.clientWidth + 1 && (!widest || r.right > widest.right)) widest = {e, right: r.right};
}
const name = widest ? widest.e.tagName.toLowerCase() + (widest.e.className ? '.' + String(widest.e.className).split(' ')[0] : '') : '';
return 'scrolls sideways: ' + doc.scrollWidth + ' px wide in ' + doc.clientWidth + (name ? ' (' + name + ')' : '');
"""

AXE_RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations.map(v => ({
  rule: v.id, impact: v.impact, help: v.help,
  nodes: v.nodes.map(n => ({selector: n.target.join(' '), summary: (n.failureSummary || '').split('\\n').slice(0, 2).join(' ')}))
})))).catch(e => done([{rule: 'axe-error', impact: 'critical', help: String(e), nodes: [{selector: 'document', summary: ''}]}]));
"""

# The element focused now, described; called after each Tab.
FOCUS_STATE = """
const e = document.activeElement;
if (!e || e === document.body || e === document.documentElement) return null;
const path = el => { const parts = []; for (let n = el; n && n.nodeType === 1 && parts.length < 4; n = n.parentElement) {
  parts.unshift(n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (n.classList.length ? '.' + [...n.classList].join('.') : '')); }
  return parts.join(' > '); };
const r = e.getBoundingClientRect();
const s = getComputedStyle(e);
// The ring may be drawn by the element or, through :has(:focus-visible), by a row around it.
const ringed = n => { const t = getComputedStyle(n); return t.outlineStyle !== 'none' && parseFloat(t.outlineWidth) >= 1; };
let outline = false;
for (let n = e, level = 0; n && n.nodeType === 1 && level < 4 && !outline; n = n.parentElement, level++) outline = ringed(n);
const shadow = s.boxShadow && s.boxShadow !== 'none';
const visible = r.width >= 1 && r.height >= 1 && s.visibility !== 'hidden' && r.bottom > 0 && r.right > 0
  && r.top < innerHeight && r.left < innerWidth;
const main = document.querySelector('main');
return {selector: path(e), index: (window.__tabbables || []).indexOf(e), focusVisible: e.matches(':focus-visible'),
  indicator: outline || shadow, visible: visible, inMain: !!(main && main.contains(e)) || e === main,
  isSkip: e.matches('a[href^="#"]') && /skip/i.test(e.className + ' ' + e.textContent)};
"""

# Every element the Tab key should reach, in document order.
TABBABLES = """
const candidates = document.querySelectorAll('a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable=""], [contenteditable="true"]');
const rendered = e => { for (let n = e; n; n = n.parentElement) { if (n.hidden || n.inert) return false; }
  const s = getComputedStyle(e); return e.getClientRects().length > 0 && s.visibility !== 'hidden'; };
window.__tabbables = [...candidates].filter(e => !e.disabled && e.tabIndex >= 0 && rendered(e)
  && !(e.tagName === 'INPUT' && e.type === 'hidden') && !e.closest('details:not([open]) > :not(summary)'));
return {count: window.__tabbables.length, positive: [...document.querySelectorAll('[tabindex]')].filter(e => e.tabIndex > 0).length};
"""

MOTION_STATE = """
const long = v => v.split(',').some(d => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000) > 10);
const found = [];
const running = document.getAnimations().filter(a => a.playState === 'running');
for (const a of running) { found.push({selector: (a.effect && a.effect.target ? a.effect.target.tagName.toLowerCase() + '.' + a.effect.target.className : '?'), detail: 'running ' + a.constructor.name + ' ' + (a.animationName || a.transitionProperty || '')}); }
for (const e of document.querySelectorAll('*')) {
  for (const pseudo of [null, '::before', '::after']) {
    const s = getComputedStyle(e, pseudo);
    if (s.animationName !== 'none' && long(s.animationDuration)) found.push({selector: e.tagName.toLowerCase() + (e.className && e.className.baseVal === undefined ? '.' + e.className.split(' ').join('.') : '') + (pseudo || ''), detail: 'animation ' + s.animationName + ' ' + s.animationDuration});
    if (s.transitionProperty !== 'none' && long(s.transitionDuration) ) found.push({selector: e.tagName.toLowerCase() + (e.className && e.className.baseVal === undefined ? '.' + e.className.split(' ').join('.') : '') + (pseudo || ''), detail: 'transition ' + s.transitionProperty + ' ' + s.transitionDuration});
  }
  if (found.length > 20) break;
}
const html = getComputedStyle(document.documentElement).scrollBehavior;
if (html !== 'auto') found.push({selector: 'html', detail: 'scroll-behavior ' + html});
return found;
"""

ZOOM_STATE = """
const found = [];
const doc = document.documentElement;
if (doc.scrollWidth > doc.clientWidth + 1) found.push({selector: 'html', detail: 'scrolls sideways: ' + doc.scrollWidth + ' px wide in ' + doc.clientWidth});
const clips = s => ['hidden', 'clip'].includes(s.overflowX) || ['hidden', 'clip'].includes(s.overflowY);
const hiddenOnPurpose = e => { for (let n = e; n; n = n.parentElement) { const r = n.getBoundingClientRect();
  if (r.width <= 1 || r.height <= 1) return true; if (n.getAttribute('aria-hidden') === 'true') return true; } return false; };
const name = e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (typeof e.className === 'string' && e.className ? '.' + e.className.trim().split(/\\s+/).join('.') : '');
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const range = document.createRange();
for (let t = walker.nextNode(); t && found.length < 20; t = walker.nextNode()) {
  if (!t.textContent.trim()) continue;
  const parent = t.parentElement;
  if (!parent || parent.closest('script, style, template, noscript') || parent.getClientRects().length === 0) continue;
  const ps = getComputedStyle(parent);
  if (ps.visibility === 'hidden' || hiddenOnPurpose(parent)) continue;
  if (ps.textOverflow === 'ellipsis' && parent.scrollWidth > parent.clientWidth + 1) { found.push({selector: name(parent), detail: 'text cut by an ellipsis: ' + t.textContent.trim().slice(0, 40)}); continue; }
  range.selectNodeContents(t);
  const r = range.getBoundingClientRect();
  let block = parent;
  while (block.parentElement && ['inline', 'contents'].includes(getComputedStyle(block).display)) block = block.parentElement;
  const own = block.getBoundingClientRect();
  const scrolled = () => { for (let a = block; a && a !== document.body; a = a.parentElement) {
    if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) return true; } return false; };
  if (r.width > 0 && (r.right > own.right + 1 || r.left < own.left - 1) && !scrolled()) {
    found.push({selector: name(block), detail: 'text sticks out of its box: ' + t.textContent.trim().slice(0, 40)});
    continue;
  }
  for (let a = parent; a && a !== document.body; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (!clips(s)) continue;
    const box = a.getBoundingClientRect();
    if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) {
      found.push({selector: name(parent), detail: 'text clipped by ' + name(a) + ': ' + t.textContent.trim().slice(0, 40)});
      break;
    }
  }
}
return found;
"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


# Waits (up to 5 s) until the search page shows a result group, or says nothing matched.
SEARCH_SHOWN = """
const done = arguments[arguments.length - 1];
const shown = () => document.querySelector(".search-results .search-group:not([hidden]) li")
  || (document.getElementById("search-status") || {}).textContent;
const started = Date.now();
(function poll() { if (shown() || Date.now() - started > 5000) done(true); else setTimeout(poll, 50); })();
"""


def serve(site):
    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def start():
    """One headless Chromium for the whole audit; a loaded CI machine sometimes misses
    chromedriver's start-up deadline, so it tries again before calling the browser missing."""
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     "--window-size=1280,%d" % HEIGHT]:
        options.add_argument(argument)
    last = None
    for attempt in range(3):
        try:
            driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
            driver.set_page_load_timeout(60)
            driver.set_script_timeout(120)
            return driver
        except Exception as error:  # no chromedriver, or it cannot start the browser
            last = error
            time.sleep(1 + attempt)
    print("cannot start chromedriver: %s" % last, file=sys.stderr)
    sys.exit(2)


class Audit:
    def __init__(self, driver, base):
        self.driver = driver
        self.base = base
        self.failures = []
        self.runs = {}
        self.axe_version = ""
        path = os.path.join(os.path.dirname(axe_selenium_python.__file__), "node_modules/axe-core/axe.min.js")
        with open(path, encoding="utf-8") as file:
            self.axe = file.read()

    def cdp(self, command, arguments):
        return self.driver.execute_cdp_cmd(command, arguments)

    def setup(self, width, features, font_size=16):
        self.cdp("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": width < 600})
        self.cdp("Emulation.setEmulatedMedia", {"media": "", "features": features})
        self.cdp("Page.setFontSizes", {"fontSizes": {"standard": font_size, "fixed": round(font_size * 13 / 16)}})

    def open(self, page):
        self.driver.get(self.base + page)
        self.driver.execute_script("return document.fonts ? document.fonts.ready.then(() => true) : true")
        if "?q=" in page:
            # A search page with a query: audit the results, which the script loads and shows,
            # with its matches highlighted (an audit of results without a <mark> would not
            # measure the highlight's contrast).
            self.driver.execute_async_script(SEARCH_SHOWN)
            if not self.driver.execute_script("return document.querySelectorAll('.search-results mark').length"):
                self.fail("axe", page, 0, "any", "search-no-highlight", ".search-results",
                          "the results show no highlighted match to audit")

    def fail(self, check, page, width, mode, rule, selector, detail="", impact=None):
        self.failures.append({"check": check, "page": page, "width": width, "mode": mode, "rule": rule,
                              "impact": impact, "selector": selector, "detail": detail})

    def count(self, check):
        self.runs[check] = self.runs.get(check, 0) + 1

    def axe_check(self, pages):
        for mode, features in MODES.items():
            for width in WIDTHS:
                self.setup(width, features)
                for page in pages:
                    self.open(page)
                    self.driver.execute_script(self.axe)
                    self.axe_version = self.driver.execute_script("return axe.version")
                    for violation in self.driver.execute_async_script(AXE_RUN):
                        for node in violation["nodes"]:
                            self.fail("axe", page, width, mode, violation["rule"], node["selector"],
                                      node["summary"] or violation["help"], violation["impact"])
                    self.count("axe")
                    if mode == "light":
                        self.overflow_check(page, width)

    def overflow_check(self, page, width):
        """The page does not scroll sideways at `width` (a row of cards scrolls inside itself)."""
        found = self.driver.execute_script(OVERFLOW_STATE)
        if found:
            self.fail("overflow", page, width, "light", "overflow", "html", found)
        self.count("overflow")

    def keyboard_check(self, page):
        width, mode = 1280, "light"
        self.setup(width, MODES[mode])
        self.open(page)
        found = self.driver.execute_script(TABBABLES)
        self.count("keyboard")
        if found["positive"]:
            self.fail("keyboard", page, width, mode, "positive-tabindex", "[tabindex]",
                      "%d elements jump the document order" % found["positive"])
        stops = []
        for _ in range(found["count"] + 2):
            self.press("Tab")
            state = self.driver.execute_script(FOCUS_STATE)
            if state is None or (stops and state["index"] == stops[0]["index"] and state["index"] >= 0):
                break  # focus left the page (to the browser) or came round again
            stops.append(state)
        self.check_stops(page, stops, found["count"])
        self.check_skip_link(page)

    def check_stops(self, page, stops, expected):
        where = lambda rule, state, detail: self.fail("keyboard", page, 1280, "light", rule, state["selector"], detail)
        if not stops or not stops[0]["isSkip"]:
            where("skip-link-first", stops[0] if stops else {"selector": "document"}, "the first Tab stop is not the skip link")
        for number, state in enumerate(stops, 1):
            if not state["visible"]:
                where("focus-offscreen", state, "Tab stop %d is not visible on screen" % number)
            if not (state["focusVisible"] and state["indicator"]):
                where("focus-indicator", state, "Tab stop %d shows no focus outline" % number)
        indices = [state["index"] for state in stops]
        if any(index < 0 for index in indices):
            where("focus-unexpected", stops[indices.index(-1)], "Tab reached an element that is not tabbable")
        if indices != sorted(indices):
            first = next(n for n in range(1, len(indices)) if indices[n] < indices[n - 1])
            where("focus-order", stops[first], "Tab stop %d comes before stop %d in the document" % (first + 1, first))
        if len(set(indices)) != expected:
            where("focus-missed", {"selector": "document"},
                  "Tab reached %d of %d tabbable elements" % (len(set(indices)), expected))

    def check_skip_link(self, page):
        self.open(page)
        self.press("Tab")
        self.press("Enter")
        self.press("Tab")
        state = self.driver.execute_script(FOCUS_STATE)
        moved = self.driver.execute_script(
            "const m = document.querySelector('main'); return !!m && (m.contains(document.activeElement)"
            " || m === document.activeElement || location.hash === '#' + m.id);")
        if not moved or (state is not None and not state["inMain"] and state["index"] >= 0 and
                         self.driver.execute_script("return !!document.querySelector('main a[href], main button, main input')")):
            self.fail("keyboard", page, 1280, "light", "skip-link-target", state["selector"] if state else "document",
                      "after the skip link, focus is not in <main>")

    def press(self, key):
        codes = {"Tab": 9, "Enter": 13}
        for kind in ("rawKeyDown", "keyUp"):
            event = {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": codes[key]}
            if key == "Enter" and kind == "rawKeyDown":
                event["text"] = "\r"
                event["type"] = "keyDown"
            self.cdp("Input.dispatchKeyEvent", event)

    def motion_check(self, pages):
        features = MODES["light"] + [{"name": "prefers-reduced-motion", "value": "reduce"}]
        for width in WIDTHS:
            self.setup(width, features)
            for page in pages:
                self.open(page)
                for found in self.driver.execute_script(MOTION_STATE):
                    self.fail("motion", page, width, "reduced-motion", "motion", found["selector"], found["detail"])
                self.count("motion")

    def zoom_check(self, pages):
        self.setup(390, MODES["light"], font_size=32)
        for page in pages:
            self.open(page)
            for found in self.driver.execute_script(ZOOM_STATE):
                self.fail("zoom", page, 390, "text-200%", "zoom", found["selector"], found["detail"])
            self.count("zoom")


def main():
    arguments = sys.argv[1:]
    only = {"axe", "keyboard", "motion", "zoom"}
    if "--only" in arguments:
        at = arguments.index("--only")
        only = set(arguments[at + 1].split(","))
        del arguments[at:at + 2]
    site, pages = arguments[0], arguments[1:] or ["/"]
    started = time.time()
    server = serve(site)
    driver = start()
    audit = Audit(driver, "http://127.0.0.1:%d" % server.server_address[1])
    try:
        if "axe" in only:
            audit.axe_check(pages)
        if "motion" in only:
            audit.motion_check(pages)
        if "zoom" in only:
            audit.zoom_check(pages)
        if "keyboard" in only:
            for page in pages:
                audit.keyboard_check(page)
    finally:
        driver.quit()
        server.shutdown()
    print(json.dumps({"failures": audit.failures, "runs": audit.runs, "axeVersion": audit.axe_version,
                      "seconds": round(time.time() - started, 1)}))
    sys.exit(1 if audit.failures else 0)


if __name__ == "__main__":
    main()
