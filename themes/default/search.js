// TripSite default theme: searches the journal as the reader types, over the build-time
// index (SearchShards): a manifest the page carries, and parts (chunks of tokens, catalog
// groups, texts) loaded only when a query needs them, or all inside the page for a small
// journal. Trips, activities, entries (a trip's days) and pages match in separate groups,
// an entry shown with its trip and date; the status line
// (aria-live) says how many. Without JavaScript the search field stays hidden and the page
// lists every trip.
//
// The matching functions are exported under Node (module.exports), where the test suite
// runs them; in a browser the script attaches itself to the page.
(function (factory) {
  "use strict";
  var api = factory();
  if (typeof module === "object" && module.exports) module.exports = api;
  else if (typeof document !== "undefined") api.attach(document, window);
}(function () {
  "use strict";

  // How many results each group shows at first, and how many more each "Show more" adds;
  // the status line gives the full counts.
  var LIMIT = 10;
  // How long the reader pauses before the rows of a query that needs new parts load (ms).
  var PAUSE = 150;
  // The index's format (SearchShards), and the longest token it keeps, in code points.
  var VERSION = 3;
  var MAX_TOKEN = 24;

  // Letters that do not decompose into a base letter and a mark, folded the way a reader
  // types them on a keyboard without them. Final sigma folds to sigma.
  var EXTRA = { "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ς": "σ" };
  var EXTRA_PATTERN = /[ßæœøłđðþıς]/g;
  // Marks a reader leaves out when typing: accents on Latin, Greek and Cyrillic letters (the
  // combining diacritics blocks), Hebrew points, Arabic vowel marks. Marks that make another
  // letter (the kana voicing marks: バ is not ハ) or a vowel (Indic, Thai scripts) stay.
  var MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u0591-\u05c7\u064b-\u065f\u0670\u06d6-\u06ed]+/g;
  // Characters inside words that readers leave out: apostrophes and the ʻokina (O’Hare,
  // Hawaiʻi), the middle dot (Col·legi), the soft hyphen, invisible joiners.
  var SILENT = /['’‘ʼʻ`´·\u00ad\u200b-\u200d\u2060\ufeff]/g;
  // Scripts written without spaces between words (Han, kana): one character may be a whole
  // word (山). The same ranges as the build's (SearchFolding.isSpaceless).
  var SPACELESS_RANGES = "\u2E80-\u2FDF\u3005-\u3007\u3021-\u3029\u3038-\u303B\u3040-\u30FF\u31F0-\u31FF" +
    "\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF66-\uFF9F\u{1B000}-\u{1B16F}\u{20000}-\u{323AF}";
  var SPACELESS = new RegExp("[" + SPACELESS_RANGES + "]", "u");
  var SCRIPT_RUNS = new RegExp("[" + SPACELESS_RANGES + "]+|[^" + SPACELESS_RANGES + "]+", "gu");
  var SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;
  var ALL_SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;

  // Folds one piece of text for matching: silent characters dropped, lower case,
  // compatibility decomposition (full-width letters, ligatures), accents dropped, then
  // composed again (kana, Hangul), a few letters spelled out. "Zürich" → "zurich".
  function foldText(text) {
    return String(text).replace(SILENT, "").toLowerCase().normalize("NFKD").replace(MARKS, "").normalize("NFC")
      .toLowerCase().replace(EXTRA_PATTERN, function (c) { return EXTRA[c]; });
  }

  // Folds text into its words, separated by single spaces: "Hike: Joshua Tree!" → "hike joshua tree".
  function fold(text) {
    return foldText(text).split(SEPARATORS).filter(Boolean).join(" ");
  }

  // The query's words, each once. Every one must match.
  function terms(query) {
    var folded = fold(query);
    return folded ? folded.split(" ").filter(function (word, at, all) { return all.indexOf(word) === at; }) : [];
  }

  // A term that only counts at the start of a word: one letter, except in scripts written
  // without spaces.
  function isShort(term) {
    return Array.from(term).length === 1 && !SPACELESS.test(term);
  }

  // The tokens a term is looked up by, each as a prefix: the term clipped to MAX_TOKEN,
  // or, where it holds a script written without spaces, each run of that script by its
  // pairs of characters ("東京都" → "東京", "京都") and the other runs whole, as the build
  // indexes text (SearchTokens).
  function keys(term) {
    if (!SPACELESS.test(term)) return [clip(term)];
    var out = [];
    (term.match(SCRIPT_RUNS) || []).forEach(function (run) {
      var chars = Array.from(run);
      if (!SPACELESS.test(chars[0]) || chars.length <= 2) { out.push(clip(run)); return; }
      for (var i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
    });
    return out;
  }

  function clip(word) {
    var chars = Array.from(word);
    return chars.length > MAX_TOKEN ? chars.slice(0, MAX_TOKEN).join("") : word;
  }

  // A query, compiled once per keystroke.
  function compile(query) {
    var words = terms(query);
    return { words: words, short: words.map(isShort), keys: words.map(keys) };
  }

  // ---- The index ----------------------------------------------------------------------

  // How a token occurs in a document (SearchTokens.Flags).
  var TITLE_START = 1, FIELD_START = 2, TITLE_INSIDE = 4, FIELD_INSIDE = 8, TEXT = 16, TITLE_WORD = 32;
  // An activity's id: its trip's position × ACTIVITIES + its own in the trip (the build
  // allows 2^20 activities a trip, more than a 1 MB journal can hold).
  var ACTIVITIES = 1048576;

  // Code point order, the order of the manifest's chunk starts (the build sorts UTF-8 bytes).
  function compare(a, b) {
    var n = Math.min(a.length, b.length);
    for (var i = 0; i < n; i++) {
      var x = a.charCodeAt(i), y = b.charCodeAt(i);
      if (x === y) continue;
      if (x >= 0xd800 && x <= 0xdfff) x += 0x2000; else if (x >= 0xe000) x -= 0x800;
      if (y >= 0xd800 && y <= 0xdfff) y += 0x2000; else if (y >= 0xe000) y -= 0x800;
      return x - y;
    }
    return a.length - b.length;
  }

  // An index over a manifest and a way to load parts by name (a promise of the part).
  // Parts are loaded once and kept; `has` says whether a part is at hand (all of them are,
  // for an index inside the page).
  function createIndex(manifest, load, local) {
    if (!manifest || manifest.version !== VERSION) return null;
    var cache = {};
    function part(name) {
      if (!cache[name]) cache[name] = load(name);
      return cache[name];
    }
    function has(name) { return local || name in cache; }
    return { manifest: manifest, part: part, has: has };
  }

  // The index of a bundle: the manifest and every part, in one value.
  function bundled(bundle) {
    if (!bundle || !bundle.parts) return null;
    return createIndex(bundle.manifest, function (name) {
      return name in bundle.parts ? Promise.resolve(bundle.parts[name]) : Promise.reject(new Error(name));
    }, true);
  }

  // The names of the chunks of a table ("w" or "m") that may hold tokens starting with key:
  // the last chunk starting at or before it, and every later one that starts with it.
  function chunksFor(manifest, table, key) {
    var list = manifest[table] || [];
    var low = 0, high = list.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (compare(list[middle][0], key) <= 0) low = middle + 1; else high = middle;
    }
    var names = [];
    for (var i = Math.max(0, low - 1); i < list.length; i++) {
      if (i >= low && list[i][0].lastIndexOf(key, 0) !== 0) break;
      names.push(list[i][1]);
    }
    return names;
  }

  // Where one key occurs: flags by trip, by activity (trip × ACTIVITIES + position) and by
  // page, and the flags of the tokens equal to the key (for "the title starts with").
  // A chunk's entry is [token, trips, activities, pages] (SearchShards.entry): trips in
  // groups by flags, each a list of gaps or a base64 bitmap.
  function postings(chunks, key) {
    var found = { trips: new Map(), activities: new Map(), pages: new Map(), exact: new Map() };
    chunks.forEach(function (chunk) {
      chunk.forEach(function (entry) {
        var token = entry[0];
        if (token.lastIndexOf(key, 0) !== 0) return;
        var exact = token === key;
        var groups = entry[1] || [], activities = entry[2] || [], pages = entry[3] || [];
        for (var g = 0; g < groups.length; g += 2) {
          var flags = groups[g];
          eachTrip(groups[g + 1], function (trip) {
            or(found.trips, trip, flags);
            if (exact) or(found.exact, trip, flags);
          });
        }
        for (var j = 0, owner = 0; j < activities.length; j += 3) {
          owner += activities[j];
          var id = owner * ACTIVITIES + activities[j + 1];
          or(found.activities, id, activities[j + 2]);
          if (exact) or(found.exact, -1 - id, activities[j + 2]);
        }
        for (var k = 0; k < pages.length; k += 2) or(found.pages, pages[k], pages[k + 1]);
      });
    });
    return found;
  }

  // Calls back with each trip of a list: gaps from the previous trip, or a base64 bitmap
  // (bit n % 8 of byte n / 8 for trip n).
  function eachTrip(list, callback) {
    if (typeof list === "string") {
      var bytes = atob(list);
      for (var b = 0; b < bytes.length; b++) {
        var byte = bytes.charCodeAt(b);
        for (var bit = 0; byte; bit++, byte >>= 1) if (byte & 1) callback(b * 8 + bit);
      }
      return;
    }
    for (var i = 0, trip = 0; i < list.length; i++) callback(trip += list[i]);
  }

  function or(map, id, flags) { map.set(id, (map.get(id) || 0) | flags); }

  // Where a term occurs: its first key's postings, kept where every other key occurs too.
  // A short term only counts at the start of a word: it looks in the words table alone.
  function termPostings(index, q, i) {
    var tables = q.short[i] ? ["w"] : ["w", "m"];
    return Promise.all(q.keys[i].map(function (key) {
      var names = [];
      tables.forEach(function (table) { names = names.concat(chunksFor(index.manifest, table, key)); });
      return Promise.all(names.map(index.part)).then(function (chunks) { return postings(chunks, key); });
    })).then(function (found) {
      var first = found[0];
      for (var k = 1; k < found.length; k++) {
        ["trips", "activities", "pages"].forEach(function (kind) {
          first[kind].forEach(function (flags, id) { if (!found[k][kind].has(id)) first[kind].delete(id); });
        });
        first.exact = new Map();
      }
      return first;
    });
  }

  // ---- Ranking ------------------------------------------------------------------------

  // Where a term occurs in a title (1 at the start of a word, 0 inside one, -1 not at all)
  // and in the other fields.
  function inTitle(flags) { return flags & TITLE_START ? 1 : flags & TITLE_INSIDE ? 0 : -1; }
  function inFields(flags) { return flags & FIELD_START ? 1 : flags & FIELD_INSIDE ? 0 : -1; }

  // Whether the title starts with the query: each term but the last is the title's word at
  // its place, and the last starts the next word (the first three words are known).
  function startsTitle(found, id, exactId) {
    var n = Math.min(found.length, 3);
    for (var i = 0; i < n; i++) {
      var flags = i < found.length - 1 ? found[i].exact.get(exactId) : (id < 0 ? found[i].activities.get(-1 - id) : found[i].trips.get(id));
      if (!((flags || 0) & (TITLE_WORD << i))) return false;
    }
    return true;
  }

  // Rank of a document for the terms, or -1 when it does not match. Lower is better:
  // 0 the title starts with the query, 1 every term starts a word of the title, 2 every
  // term starts a word of some field, 3 some term is inside a word, 4 some term is only
  // in the text. `flagsOf(i)` gives the document's flags for term i.
  function rank(count, flagsOf, startsWithQuery) {
    var allTitle = true, allStarts = true, textOnly = false;
    for (var i = 0; i < count; i++) {
      var flags = flagsOf(i);
      var title = inTitle(flags), anywhere = Math.max(title, inFields(flags));
      if (anywhere < 0) {
        if (!(flags & TEXT)) return -1;
        textOnly = true;
      }
      if (title < 1) allTitle = false;
      if (anywhere < 1) allStarts = false;
    }
    if (allTitle && startsWithQuery()) return 0;
    return allTitle ? 1 : allStarts ? 2 : textOnly ? 4 : 3;
  }

  // Rank of an activity: every term is in its name or its trip's title, and at least one is
  // in its name ("kyoto tea" finds the tea ceremony on the Kyoto trip; "kyoto" alone finds
  // the trip, not each of its activities). Same scale, on the name.
  function rankActivity(found, id) {
    var trip = Math.floor(id / ACTIVITIES);
    var allName = true, allStarts = true, anyName = false;
    for (var i = 0; i < found.length; i++) {
      var name = inTitle(found[i].activities.get(id) || 0);
      var anywhere = Math.max(name, inTitle(found[i].trips.get(trip) || 0));
      if (anywhere < 0) return -1;
      if (name >= 0) anyName = true;
      if (name < 1) allName = false;
      if (anywhere < 1) allStarts = false;
    }
    if (!anyName) return -1;
    if (allName && startsTitle(found, -1 - id, -1 - id)) return 0;
    return allName ? 1 : allStarts ? 2 : 3;
  }

  // Every document in some term's postings of a kind, in index order.
  function candidates(found, kind) {
    var ids = new Set();
    found.forEach(function (term) { term[kind].forEach(function (flags, id) { ids.add(id); }); });
    return Array.from(ids).sort(function (a, b) { return a - b; });
  }

  // Sorts matches by rank, then by their place in the index (trips by title, activities by
  // trip and file order, pages in the site's order), so a query always gives the same list.
  function ranked(matches) {
    return matches.sort(function (a, b) { return a.rank - b.rank || a.id - b.id; });
  }

  // Every trip, activity, entry and page matching the query, best first, as { id, rank }: a
  // promise. Entries are the index's pages from `manifest.entries` on (the site's own pages
  // come first); an entry's id is its position among the pages. An empty query matches
  // nothing.
  function match(index, query) {
    var q = compile(query);
    if (q.words.length === 0) return Promise.resolve({ trips: [], activities: [], entries: [], pages: [], words: [] });
    return Promise.all(q.words.map(function (word, i) { return termPostings(index, q, i); })).then(function (found) {
      var trips = [], activities = [], pages = [], entries = [];
      var firstEntry = index.manifest.entries;
      found[0].trips.forEach(function (flags, id) {
        var r = rank(found.length, function (i) { return found[i].trips.get(id) || 0; },
          function () { return startsTitle(found, id, id); });
        if (r >= 0) trips.push({ id: id, rank: r });
      });
      candidates(found, "activities").forEach(function (id) {
        var r = rankActivity(found, id);
        if (r >= 0) activities.push({ id: id, rank: r });
      });
      found[0].pages.forEach(function (flags, id) {
        var r = rank(found.length, function (i) { return found[i].pages.get(id) || 0; }, function () { return false; });
        if (r >= 0) (id >= firstEntry ? entries : pages).push({ id: id, rank: r });
      });
      return {
        trips: ranked(trips), activities: ranked(activities), entries: ranked(entries), pages: ranked(pages),
        words: q.words, found: found
      };
    });
  }

  // ---- Rows ---------------------------------------------------------------------------

  // Whether the catalog groups these matches' rows need are at hand.
  function rowsAtHand(index, kind, matches) {
    var manifest = index.manifest;
    return matches.every(function (m) {
      if (kind === "pages" || kind === "entries") return index.has(manifest.p);
      var trip = kind === "trips" ? m.id : Math.floor(m.id / ACTIVITIES);
      return index.has(manifest.c[Math.floor(trip / manifest.group)]);
    });
  }

  // What the rows of these matches show, loading the catalog groups (and, for trips, entries
  // and pages, the texts) they need: { kind, title, detail, url, done, passage }. An entry's
  // detail is its trip, date and place.
  function rows(index, kind, matches, words) {
    var manifest = index.manifest;
    return Promise.all(matches.map(function (m) {
      var entry;
      if (kind === "pages" || kind === "entries") {
        entry = index.part(manifest.p).then(function (pages) {
          var page = pages[m.id];
          return { title: page[0], detail: page[1] || "", url: page[2], text: page[3] };
        });
      } else {
        var trip = kind === "trips" ? m.id : Math.floor(m.id / ACTIVITIES);
        entry = index.part(manifest.c[Math.floor(trip / manifest.group)]).then(function (group) {
          var row = group[trip % manifest.group];
          if (kind === "trips") return { title: row[0], detail: row[1], url: row[2], text: row[3] };
          var activity = row[4][m.id % ACTIVITIES];
          return { title: activity[0], detail: row[0], url: activity[2], done: activity[1] === 1 };
        });
      }
      return entry.then(function (row) {
        // The passage, for a match the text made (the fields show the others).
        if (!row.text || m.rank < 4) return row;
        return index.part(row.text).then(function (text) { row.passage = passage(text, words); return row; },
          function () { return row; });
      });
    }));
  }

  // The part of a text around the first place a term starts a word, about `size` characters,
  // cut at spaces, with an ellipsis where it was cut; "" when no term starts a word in it.
  // The text is folded once to find the place, and only a window around it is mapped back
  // character by character (folding changes lengths a little: "ß" → "ss").
  function passage(text, words, size) {
    size = size || 160;
    var folded = foldText(text), near = -1;
    words.forEach(function (word) {
      var at = folded.search(new RegExp("(^|[^\\p{L}\\p{N}\\p{M}])" + escapeRegExp(word), "u"));
      if (at >= 0 && (near < 0 || at < near)) near = at;
    });
    if (near < 0) return "";
    var from = Math.max(0, near - size), to = Math.min(text.length, near + 2 * size);
    var first = firstWordStart(text.slice(from, to), words);
    first = first < 0 ? firstWordStart(text, words) : first + from;
    if (first < 0) return "";
    var start = Math.max(0, first - Math.floor(size / 3));
    if (start > 0) {
      var space = text.indexOf(" ", start);
      if (space >= 0 && space < first) start = space + 1;
    }
    var end = Math.min(text.length, start + size);
    if (end < text.length) {
      var last = text.lastIndexOf(" ", end);
      if (last > first) end = last;
    }
    return (start > 0 ? "… " : "") + flatten(text.slice(start, end)) + (end < text.length ? " …" : "");
  }

  // A passage on one line. Blocks (one to a line in the text) are joined by a space after a
  // sentence's end, and by " · " after a heading or a list item, which end without one.
  function flatten(text) {
    return text.trim().replace(/([^.!?…:;。！？])[ \t]*\n\s*/g, "$1 · ").replace(/\s+/g, " ");
  }

  // Where the first match of a term at the start of a word is in a text; -1 if none.
  function firstWordStart(text, words) {
    var ranges = highlights(text, words);
    for (var i = 0; i < ranges.length; i++) {
      if (ranges[i][0] === 0 || !WORD_CHARACTER.test(text[ranges[i][0] - 1])) return ranges[i][0];
    }
    return -1;
  }

  function escapeRegExp(text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }
  var WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;

  // Widens [start, end) to whole user-perceived characters, so a mark never separates a
  // letter from its vowel sign (काठमांडू) or an emoji from its modifier.
  var graphemes = typeof Intl !== "undefined" && Intl.Segmenter ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;
  function whole(text, start, end) {
    if (!graphemes) return [start, end];
    var from = 0, to = text.length;
    for (var part of graphemes.segment(text)) {
      if (part.index <= start) from = part.index;
      if (part.index >= end) { to = part.index; break; }
    }
    return [from, to];
  }

  // The parts of `text` that match the terms, as [start, end) ranges of UTF-16 indices into
  // the original text, for <mark>. Folding changes lengths ("ß" → "ss", "ü" → "u"), so each
  // character is folded on its own and every folded letter remembers where it came from.
  function highlights(text, words) {
    var folded = "", origin = [], ends = [];
    var index = 0;
    Array.from(text).forEach(function (character) {
      var piece = foldText(character).replace(ALL_SEPARATORS, " ");
      for (var k = 0; k < piece.length; k++) { folded += piece[k]; origin.push(index); }
      index += character.length;
      // A combining mark folds to nothing: it belongs with the letter before it.
      if (piece.length === 0 && ends.length) ends[ends.length - 1] = index;
      for (var j = 0; j < piece.length; j++) ends.push(index);
    });
    var ranges = [];
    words.forEach(function (word) {
      var from = 0, at;
      while ((at = folded.indexOf(word, from)) >= 0) {
        if (!isShort(word) || at === 0 || folded[at - 1] === " ") {
          ranges.push(whole(text, origin[at], ends[at + word.length - 1]));
        }
        from = at + 1;
      }
    });
    // Sorted and merged, so overlapping terms give one mark.
    ranges.sort(function (a, b) { return a[0] - b[0]; });
    var merged = [];
    ranges.forEach(function (range) {
      var last = merged[merged.length - 1];
      if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
      else merged.push(range.slice());
    });
    return merged;
  }

  // "Found %@ and %@.": each %@ or %d takes the next value, %2$d the second (a language may
  // put them in its own order). Numbers go through `number` (the page's locale), as the
  // build writes them (Strings.fill).
  function fill(template, values, number) {
    var i = 0;
    return String(template).replace(/%(?:(\d+)\$)?([@d])/g, function (placeholder, position, kind) {
      var at = position ? Number(position) - 1 : i++;
      if (at < 0 || at >= values.length) return placeholder;
      return kind === "d" && number && typeof values[at] === "number" ? number(values[at]) : String(values[at]);
    });
  }

  // A counted phrase in its CLDR plural form ("zero", "one", "two", "few", "many", "other")
  // for n in the locale, the way the build picks it (PluralRule); "other" when the page
  // has no text for the form or the browser no Intl.
  function counted(text, kind, n, locale) {
    var category = "other";
    try { category = new Intl.PluralRules(locale).select(n); } catch (e) { /* no Intl: other */ }
    return text(kind + "-" + category) || text(kind + "-other");
  }

  // Writes numbers for the locale ("1 234", "١٬٢٣٤"); plain digits without Intl.
  function numberFormat(locale) {
    try {
      var format = new Intl.NumberFormat(locale);
      return function (n) { return format.format(n); };
    } catch (e) {
      return String;
    }
  }

  // ---- The page ----------------------------------------------------------------------

  // Loads parts as scripts (`<script src>` loads from file:// too, where fetch is refused):
  // each part's file calls window.tripsiteSearch(name, part).
  function scriptLoader(document, window, base) {
    var waiting = {};
    window.tripsiteSearch = function (name, part) {
      if (waiting[name]) { waiting[name].resolve(part); delete waiting[name]; }
    };
    return function (name) {
      return new Promise(function (resolve, reject) {
        waiting[name] = { resolve: resolve };
        var script = document.createElement("script");
        script.src = base + name + ".js";
        script.async = true;
        script.onerror = function () { delete waiting[name]; reject(new Error(name)); };
        script.onload = function () { script.remove(); };
        document.head.appendChild(script);
      });
    };
  }

  function attach(document, window) {
    var root = document.getElementById("search");
    if (!root) return;
    var form = root.querySelector("form.search-form");
    var input = document.getElementById("search-input");
    var status = document.getElementById("search-status");
    // The result groups, in the page's order.
    var kinds = ["trips", "activities", "entries", "pages"];
    var groups = {
      trips: document.getElementById("search-trips"),
      activities: document.getElementById("search-activities"),
      entries: document.getElementById("search-entries"),
      pages: document.getElementById("search-pages"),
      all: document.getElementById("search-all")
    };
    var rowTemplates = {
      trips: document.getElementById("search-trip-row"),
      activities: document.getElementById("search-activity-row"),
      entries: document.getElementById("search-entry-row"),
      pages: document.getElementById("search-page-row")
    };
    if (!form || !input || !status || !groups.all ||
      kinds.some(function (kind) { return !groups[kind] || !rowTemplates[kind]; })) return;
    var text = function (name) { return root.getAttribute("data-text-" + name) || ""; };
    var locale = root.getAttribute("data-locale") || undefined;
    var number = numberFormat(locale);
    var count = function (kind, n) { return fill(counted(text, kind, n, locale), [n], number); };
    var index = null;
    var announce = null;
    // The query being shown: answers to older keystrokes are dropped.
    var current = 0;
    var result = null;

    // Sets a slot's text, marking the matched parts; text nodes only, never HTML.
    function setText(element, value, words) {
      element.textContent = "";
      var at = 0;
      (words ? highlights(value, words) : []).forEach(function (range) {
        if (range[0] > at) element.appendChild(document.createTextNode(value.slice(at, range[0])));
        var mark = document.createElement("mark");
        mark.textContent = value.slice(range[0], range[1]);
        element.appendChild(mark);
        at = range[1];
      });
      if (at < value.length) element.appendChild(document.createTextNode(value.slice(at)));
    }

    function row(kind, entry, words) {
      var li = rowTemplates[kind].content.firstElementChild.cloneNode(true);
      li.querySelector("[data-slot=link]").setAttribute("href", entry.url);
      setText(li.querySelector("[data-slot=title]"), entry.title, words);
      setText(li.querySelector("[data-slot=detail]"), entry.detail, words);
      var passageSlot = li.querySelector("[data-slot=passage]");
      if (passageSlot && entry.passage) {
        setText(passageSlot, entry.passage, words);
        passageSlot.hidden = false;
      }
      if (kind === "activities") {
        li.setAttribute("data-done", entry.done ? "1" : "0");
        li.querySelector("[data-slot=state]").textContent = text(entry.done ? "done" : "not-done");
      }
      return li;
    }

    // Shows the first `shown` matches of a group, loading the rows it has not shown yet.
    function fillGroup(kind, shown, query) {
      var group = groups[kind];
      var list = group.querySelector("ul");
      var more = group.querySelector(".search-more");
      var button = group.querySelector(".search-show-more");
      var matches = result[kind];
      var from = list.children.length;
      var to = Math.min(shown, matches.length);
      return rows(index, kind, matches.slice(from, to), result.words).then(function (entries) {
        if (query !== current) return;
        entries.forEach(function (entry) { list.appendChild(row(kind, entry, result.words)); });
        group.hidden = matches.length === 0;
        more.hidden = matches.length <= to;
        more.textContent = matches.length > to ? fill(text("more"), [to, matches.length], number) : "";
        if (button) button.hidden = matches.length <= to;
      });
    }

    function show(query) {
      var asked = ++current;
      var active = terms(query).length > 0;
      if (!active) {
        // The full list stands while the field is empty, as it does without JavaScript.
        // A query of punctuation alone matches nothing, and says so.
        result = { trips: [], activities: [], entries: [], pages: [], words: [] };
        kinds.forEach(function (kind) {
          groups[kind].querySelector("ul").replaceChildren();
          groups[kind].hidden = true;
        });
        groups.all.hidden = query.trim() !== "";
        announceCounts(query, query.trim() !== "");
        return;
      }
      match(index, query).then(function (found) {
        if (asked !== current) return;
        // Rows that need parts not yet loaded wait until the reader pauses, so the prefixes
        // of a word typed quickly load no rows of their own.
        var atHand = kinds.every(function (kind) {
          return rowsAtHand(index, kind, found[kind].slice(0, LIMIT));
        });
        return atHand ? found : new Promise(function (resolve) { window.setTimeout(resolve, PAUSE, found); });
      }).then(function (found) {
        if (!found || asked !== current) return;
        result = found;
        kinds.forEach(function (kind) { groups[kind].querySelector("ul").replaceChildren(); });
        return Promise.all(kinds.map(function (kind) {
          return fillGroup(kind, LIMIT, asked);
        })).then(function () {
          if (asked !== current) return;
          groups.all.hidden = true;
          announceCounts(query, true);
        });
      }, function () {
        if (asked === current) status.textContent = text("unavailable");
      });
    }

    // "Found 2 trips and 5 activities.", "Found 5 activities.", or "Nothing matches …",
    // once the reader pauses, not on every keystroke.
    function announceCounts(query, active) {
      var message = "";
      if (active) {
        var found = [];
        if (result.trips.length) found.push(count("trip", result.trips.length));
        if (result.activities.length) found.push(count("activity", result.activities.length));
        if (result.entries.length) found.push(count("entry", result.entries.length));
        if (result.pages.length) found.push(count("page", result.pages.length));
        message = found.length === 0 ? fill(text("none"), [query.trim()])
          : found.length === 1 ? fill(text("found-one"), found)
          : found.length === 2 ? fill(text("found"), found)
          : fill(text("found-one"), [list(found)]);
      }
      window.clearTimeout(announce);
      announce = window.setTimeout(function () { status.textContent = message; }, active ? 400 : 0);
    }

    // "2 trips, 3 activities and 1 page" in the page's language.
    function list(items) {
      try { return new Intl.ListFormat(locale, { type: "conjunction" }).format(items); } catch (e) { return items.join(", "); }
    }

    kinds.forEach(function (kind) {
      var button = groups[kind].querySelector(".search-show-more");
      if (!button) return;
      button.addEventListener("click", function () {
        if (!result) return;
        var list = groups[kind].querySelector("ul");
        var first = list.children.length;
        fillGroup(kind, first + LIMIT, current).then(function () {
          // Focus moves to the first new result, so a keyboard reader carries on from there.
          var added = list.children[first];
          var link = added && added.querySelector("a");
          if (link) link.focus();
        });
      });
    });

    function remember(query) {
      try {
        var url = new window.URL(window.location.href);
        if (query) url.searchParams.set("q", query); else url.searchParams.delete("q");
        window.history.replaceState(null, "", url.href);
      } catch (e) { /* file:// in some browsers: the address is not essential */ }
    }

    // Arrow keys move between the field and the results (or the list of all trips while the
    // field is empty); Escape goes back to the field.
    function links() {
      return Array.prototype.filter.call(root.querySelectorAll("a.search-result-link"), function (a) {
        return a.offsetParent !== null;
      });
    }
    root.addEventListener("keydown", function (event) {
      // Modified keys keep their meaning (Shift+Arrow selects text), as do keys that end an
      // input method's composition.
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.isComposing) return;
      var list = links();
      var at = list.indexOf(document.activeElement);
      var onInput = document.activeElement === input;
      if (event.key === "ArrowDown" && (onInput || at >= 0)) {
        if (list.length === 0) return;
        list[Math.min(at + 1, list.length - 1)].focus();
        event.preventDefault();
      } else if (event.key === "ArrowUp" && at >= 0) {
        (at === 0 ? input : list[at - 1]).focus();
        event.preventDefault();
      } else if (event.key === "Escape" && at >= 0) {
        input.focus();
        event.preventDefault();
      }
    });

    // Enter opens the first result (with an empty field it does nothing: the list of all
    // trips is not a result).
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (terms(input.value).length === 0) return;
      var first = links()[0];
      if (first) window.location.href = first.href;
    });

    function start(loaded) {
      if (!loaded) {
        status.textContent = text("unavailable");
        return;
      }
      index = loaded;
      form.hidden = false;
      input.addEventListener("input", function () { show(input.value); remember(input.value.trim()); });
      var query = new window.URLSearchParams(window.location.search).get("q") || "";
      if (query) { input.value = query; show(query); }
    }

    function parse(json) {
      try { return JSON.parse(json); } catch (e) { return null; }
    }
    var embedded = root.getAttribute("data-index");
    var manifest = root.getAttribute("data-index-manifest");
    var base = root.getAttribute("data-index-base");
    if (embedded) start(bundled(parse(embedded)));
    else if (manifest && base !== null) start(createIndex(parse(manifest), scriptLoader(document, window, base)));
    else start(null);
  }

  return {
    fold: fold, foldText: foldText, terms: terms, keys: keys, compare: compare, createIndex: createIndex,
    bundled: bundled, match: match, rows: rows, passage: passage, highlights: highlights, fill: fill,
    counted: counted, numberFormat: numberFormat, attach: attach, LIMIT: LIMIT
  };
}));
