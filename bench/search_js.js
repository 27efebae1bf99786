// Times the theme's search script on a built site's index, the way a reader uses it: the
// index parsed and folded once, then one search per keystroke.
//
//   node bench/search_js.js OUTPUT/search-index.json [query ...]
//
// Prints the index size, the parse and prepare times, and for each prefix of each query
// the median search time over 20 runs and the number of matches.
"use strict";
const fs = require("fs");
const path = require("path");
const search = require(path.join(__dirname, "..", "themes", "default", "search.js"));

const file = process.argv[2];
if (!file) { console.error("usage: node bench/search_js.js search-index.json [query ...]"); process.exit(2); }
const queries = process.argv.length > 3 ? process.argv.slice(3) : ["joshua", "zürich", "hike lake", "e"];

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const text = fs.readFileSync(file, "utf8");
let start = process.hrtime.bigint();
const index = JSON.parse(text);
const parse = ms(start);
start = process.hrtime.bigint();
search.search(index, "");  // folds every entry once
const prepare = ms(start);
console.log(`index: ${(text.length / 1e6).toFixed(1)} MB, ${index.trips.length} trips, ${index.activities.length} activities`);
console.log(`parse: ${parse.toFixed(0)} ms, fold (once): ${prepare.toFixed(0)} ms`);
console.log("query\tmedian ms\ttrips\tactivities");
for (const query of queries) {
  for (let n = 1; n <= query.length; n++) {
    const typed = query.slice(0, n);
    const times = [];
    let result;
    for (let rep = 0; rep < 20; rep++) {
      start = process.hrtime.bigint();
      result = search.search(index, typed);
      times.push(ms(start));
    }
    times.sort((a, b) => a - b);
    console.log(`${typed}\t${times[10].toFixed(2)}\t${result.trips.length}\t${result.activities.length}`);
  }
}
