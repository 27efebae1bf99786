// TripSite default theme: filters the search page's build-time index as the reader types.
// Trips and activities match in separate groups; the status line (aria-live) says how many.
// Without JavaScript the search field stays hidden and the page lists every trip.
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

  // How many results each group shows; the status line gives the full counts.
  var LIMIT = 50;

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
  // Scripts written without spaces between words: one character may be a whole word (山).
  var SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  // Another name a reader may type for a season.
  var SEASON_ALIASES = { fall: "autumn" };
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

  // A query, compiled once per keystroke.
  function compile(query) {
    var words = terms(query);
    return { words: words, short: words.map(isShort), phrase: words.join(" ") };
  }

  // Where term i occurs in a folded text: -1 nowhere, 1 at the start of a word, 0 inside
  // one. Short terms only count at the start of a word ("j" finds "Joshua", not "Fuji").
  // Most keys do not contain the term at all, so that is found with one indexOf.
  function place(key, q, i) {
    var term = q.words[i];
    var at = key.indexOf(term);
    if (at < 0) return -1;
    if (at === 0 || key.charCodeAt(at - 1) === 32 || key.indexOf(" " + term, at) >= 0) return 1;
    return q.short[i] ? -1 : 0;
  }

  // The places of every term in one key.
  function places(key, q) {
    var result = new Array(q.words.length);
    for (var i = 0; i < q.words.length; i++) result[i] = place(key, q, i);
    return result;
  }

  // Rank of a trip for the terms, or -1 when it does not match. Lower is better:
  // 0 the title starts with the query, 1 every term starts a word of the title,
  // 2 every term starts a word of some field, 3 some term is inside a word.
  // `inTitle` holds the terms' places in the title.
  function rankTrip(trip, q, inTitle) {
    var allTitle = true, allStarts = true;
    for (var i = 0; i < q.words.length; i++) {
      var anywhere = inTitle[i] === 1 ? 1 : Math.max(inTitle[i], place(trip.otherKey, q, i));
      if (anywhere < 0) return -1;
      if (inTitle[i] < 1) allTitle = false;
      if (anywhere < 1) allStarts = false;
    }
    if (trip.titleKey.lastIndexOf(q.phrase, 0) === 0) return 0;
    return allTitle ? 1 : allStarts ? 2 : 3;
  }

  // Rank of an activity: every term is in its name or its trip's title, and at least one is
  // in its name ("kyoto tea" finds the tea ceremony on the Kyoto trip; "kyoto" alone finds
  // the trip, not each of its activities). Same scale as trips, on the name. `inTrip` holds
  // the terms' places in the trip's title, worked out once per trip.
  function rankActivity(activity, q, inTrip) {
    var allName = true, allStarts = true, anyName = false;
    for (var i = 0; i < q.words.length; i++) {
      var inName = place(activity.nameKey, q, i);
      var anywhere = Math.max(inName, inTrip[i]);
      if (anywhere < 0) return -1;
      if (inName >= 0) anyName = true;
      if (inName < 1) allName = false;
      if (anywhere < 1) allStarts = false;
    }
    if (!anyName) return -1;
    if (activity.nameKey.lastIndexOf(q.phrase, 0) === 0) return 0;
    return allName ? 1 : allStarts ? 2 : 3;
  }

  // Adds folded keys to an index (once) so each keystroke only compares strings.
  function prepare(index) {
    if (index.prepared) return index;
    index.trips.forEach(function (trip) {
      trip.titleKey = fold(trip.title);
      var season = trip.season ? fold(trip.season) : "";
      trip.otherKey = fold([trip.subtitle, trip.country, (trip.tags || []).join(" "), season, SEASON_ALIASES[season]].filter(Boolean).join(" "));
    });
    index.activities.forEach(function (activity) { activity.nameKey = fold(activity.name); });
    index.prepared = true;
    return index;
  }

  // Sorts matches by rank, then by their place in the index (trips by title, activities by
  // trip and file order), so the same query always gives the same list.
  function ranked(matches) {
    return matches.sort(function (a, b) { return a.rank - b.rank || a.position - b.position; })
      .map(function (match) { return match.entry; });
  }

  // Every trip and activity matching the query, best first. An empty query matches nothing.
  function search(index, query) {
    prepare(index);
    var q = compile(query);
    var trips = [], activities = [];
    if (q.words.length === 0) return { trips: trips, activities: activities };
    var inTitles = new Array(index.trips.length);
    index.trips.forEach(function (trip, position) {
      var inTitle = inTitles[position] = places(trip.titleKey, q);
      var rank = rankTrip(trip, q, inTitle);
      if (rank >= 0) trips.push({ entry: trip, rank: rank, position: position });
    });
    index.activities.forEach(function (activity, position) {
      var inTrip = inTitles[activity.trip];
      if (!inTrip) return;
      var rank = rankActivity(activity, q, inTrip);
      if (rank >= 0) activities.push({ entry: activity, rank: rank, position: position });
    });
    return { trips: ranked(trips), activities: ranked(activities) };
  }

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

  // The second line of a trip result: the same rule as the build's (SearchIndex.detail).
  function tripDetail(trip) {
    return [trip.subtitle || trip.country, trip.season].filter(Boolean).join(" · ");
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

  function attach(document, window) {
    var root = document.getElementById("search");
    if (!root) return;
    var form = root.querySelector("form.search-form");
    var input = document.getElementById("search-input");
    var status = document.getElementById("search-status");
    var groups = {
      trips: document.getElementById("search-trips"),
      activities: document.getElementById("search-activities"),
      all: document.getElementById("search-all")
    };
    var rows = {
      trip: document.getElementById("search-trip-row"),
      activity: document.getElementById("search-activity-row")
    };
    if (!form || !input || !status || !groups.trips || !groups.activities || !groups.all || !rows.trip || !rows.activity) return;
    var text = function (name) { return root.getAttribute("data-text-" + name) || ""; };
    var locale = root.getAttribute("data-locale") || undefined;
    var number = numberFormat(locale);
    var count = function (kind, n) { return fill(counted(text, kind, n, locale), [n], number); };
    var index = null;
    var announce = null;

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

    function row(template, href, title, detail, words) {
      var li = template.content.firstElementChild.cloneNode(true);
      li.querySelector("[data-slot=link]").setAttribute("href", href);
      setText(li.querySelector("[data-slot=title]"), title, words);
      setText(li.querySelector("[data-slot=detail]"), detail, words);
      return li;
    }

    function fillGroup(group, entries, make) {
      var list = group.querySelector("ul");
      var more = group.querySelector(".search-more");
      var shown = entries.slice(0, LIMIT);
      list.replaceChildren.apply(list, shown.map(make));
      group.hidden = entries.length === 0;
      more.hidden = entries.length <= LIMIT;
      more.textContent = entries.length > LIMIT ? fill(text("more"), [LIMIT, entries.length], number) : "";
    }

    function show(query) {
      var words = terms(query);
      var active = query.trim() !== "";
      var result = search(index, query);
      fillGroup(groups.trips, result.trips, function (trip) {
        return row(rows.trip, trip.url, trip.title, tripDetail(trip), words);
      });
      fillGroup(groups.activities, result.activities, function (activity) {
        var li = row(rows.activity, activity.url, activity.name, index.trips[activity.trip].title, words);
        li.setAttribute("data-done", activity.done ? "1" : "0");
        li.querySelector("[data-slot=state]").textContent = text(activity.done ? "done" : "not-done");
        return li;
      });
      // The full list stands while the field is empty, as it does without JavaScript.
      // A query of punctuation alone matches nothing, and says so.
      groups.all.hidden = active;
      var message = "";
      if (active) {
        var found = [];
        if (result.trips.length) found.push(count("trip", result.trips.length));
        if (result.activities.length) found.push(count("activity", result.activities.length));
        // "Found 2 trips and 5 activities.", "Found 5 activities.", or "Nothing matches …".
        message = found.length === 0 ? fill(text("none"), [query.trim()])
          : fill(text(found.length === 2 ? "found" : "found-one"), found);
      }
      // Announced once the reader pauses, not on every keystroke.
      window.clearTimeout(announce);
      announce = window.setTimeout(function () { status.textContent = message; }, active ? 400 : 0);
    }

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
      if (!loaded || loaded.version !== 1 || !Array.isArray(loaded.trips) || !Array.isArray(loaded.activities)) {
        status.textContent = text("unavailable");
        return;
      }
      index = prepare(loaded);
      form.hidden = false;
      input.addEventListener("input", function () { show(input.value); remember(input.value.trim()); });
      var query = new window.URLSearchParams(window.location.search).get("q") || "";
      if (query) { input.value = query; show(query); }
    }

    var embedded = root.getAttribute("data-index");
    var url = root.getAttribute("data-index-url");
    if (embedded) {
      var parsed = null;
      try { parsed = JSON.parse(embedded); } catch (e) { parsed = null; }
      start(parsed);
    } else if (url && window.fetch) {
      window.fetch(url).then(function (response) {
        if (!response.ok) throw new Error(response.status);
        return response.json();
      }).then(start, function () { start(null); });
    } else {
      start(null);
    }
  }

  return { fold: fold, terms: terms, search: search, highlights: highlights, tripDetail: tripDetail, fill: fill, counted: counted, numberFormat: numberFormat, attach: attach, LIMIT: LIMIT };
}));
