// Measures the theme's search script on a built site the way a reader uses it, under Node
// (V8, as in Chrome): the search page's manifest (or whole index, for a small journal),
// then one search per keystroke, each showing its first rows (catalog groups and, for text
// matches, passages), loading the parts it needs from the output folder.
//
//   node bench/search_js.js OUTPUT_DIR [query ...]
//
// Prints the index's size (files, raw and gzipped bytes by kind), then for each query: the
// gzipped bytes and files a reader fetches typing it letter by letter (parts are cached
// between keystrokes, as a browser caches them), the same for the query pasted at once
// into a fresh page, and the slowest keystroke's time (median of 5 fresh runs).
"use strict";
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");
const search = require(path.join(__dirname, "..", "themes", "default", "search.js"));

const site = process.argv[2];
if (!site) { console.error("usage: node bench/search_js.js OUTPUT_DIR [query ...]"); process.exit(2); }
const queries = process.argv.length > 3 ? process.argv.slice(3) : ["lisbon", "alfama", "crowded reef", "kyoto tea", "e"];

const decode = (s) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const page = fs.readFileSync(path.join(site, "search", "index.html"), "utf8");
const attribute = (name) => { const m = page.match(new RegExp(" " + name + '="([^"]*)"')); return m ? decode(m[1]) : null; };
const gz = (text) => zlib.gzipSync(text, { level: 9 }).length;
const folder = path.join(site, "search", "index");

// A fresh page: its index, and a log of the parts it loaded.
function open() {
  const log = { files: 0, bytes: 0 };
  const bundle = attribute("data-index");
  if (bundle) return { index: search.bundled(JSON.parse(bundle)), log };
  const index = search.createIndex(JSON.parse(attribute("data-index-manifest")), (name) => {
    const file = fs.readFileSync(path.join(folder, name + ".js"), "utf8");
    log.files += 1;
    log.bytes += gz(file);
    let part;
    new Function("tripsiteSearch", file)((_, data) => { part = data; });
    return Promise.resolve(part);
  });
  return { index, log };
}

// What a keystroke shows: the matches, and the first rows of each group.
async function keystroke(index, query) {
  const found = await search.match(index, query);
  for (const kind of ["trips", "activities", "pages"]) {
    await search.rows(index, kind, found[kind].slice(0, search.LIMIT), found.words);
  }
  return found;
}

function sizes() {
  const pageBytes = Buffer.byteLength(page);
  console.log(`search page: ${(pageBytes / 1024).toFixed(1)} KB, ${(gz(page) / 1024).toFixed(1)} KB gzipped`);
  if (!fs.existsSync(folder)) { console.log("index: inside the page (one file)"); return; }
  const kinds = {};
  for (const name of fs.readdirSync(folder)) {
    const text = fs.readFileSync(path.join(folder, name), "utf8");
    const kind = { w: "word chunks", m: "more chunks", c: "catalog groups", p: "pages", t: "texts" }[name[0]];
    const entry = kinds[kind] = kinds[kind] || { files: 0, raw: 0, gz: 0 };
    entry.files += 1; entry.raw += Buffer.byteLength(text); entry.gz += gz(text);
  }
  for (const [kind, e] of Object.entries(kinds)) {
    console.log(`${kind}: ${e.files} files, ${(e.raw / 1048576).toFixed(1)} MB, ${(e.gz / 1048576).toFixed(2)} MB gzipped, ${(e.gz / e.files / 1024).toFixed(1)} KB gzipped each`);
  }
}

(async () => {
  sizes();
  console.log("query\ttyped KB gz (files)\tpasted KB gz (files)\tslowest keystroke ms\ttrips\tactivities\tpages");
  for (const query of queries) {
    const typed = open();
    const times = [];
    let found;
    for (let n = 1; n <= query.length; n++) {
      const start = process.hrtime.bigint();
      found = await keystroke(typed.index, query.slice(0, n));
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const runs = [];
    let pasted;
    for (let r = 0; r < 5; r++) {
      pasted = open();
      const start = process.hrtime.bigint();
      await keystroke(pasted.index, query);
      runs.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    runs.sort((a, b) => a - b);
    console.log([query, `${(typed.log.bytes / 1024).toFixed(1)} (${typed.log.files})`,
      `${(pasted.log.bytes / 1024).toFixed(1)} (${pasted.log.files})`,
      `${Math.max(...times).toFixed(1)} (pasted ${runs[2].toFixed(1)})`,
      found.trips.length, found.activities.length, found.pages.length].join("\t"));
  }
})();
