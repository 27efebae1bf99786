// TripSite default theme: re-sorts a trip's activity list and remembers the choice.
// Without JavaScript the build-time order stands and the sort control stays hidden.
(function () {
  "use strict";

  var KEY = "tripsite.activitySort";
  var list = document.querySelector("ul.activity-list");
  var control = document.querySelector("div.activity-sort");
  var select = control && control.querySelector("select");
  if (!list || !select) return;

  function order(li) { return Number(li.getAttribute("data-order")) || 0; }
  function date(li) { return li.getAttribute("data-date") || ""; }
  function done(li) { return li.getAttribute("data-done") === "1"; }

  // By date, ascending; activities without a date go last. Ties keep the file order.
  function byDate(a, b) {
    var da = date(a), db = date(b);
    if (da !== db) {
      if (!da) return 1;
      if (!db) return -1;
      return da < db ? -1 : 1;
    }
    return order(a) - order(b);
  }

  var compare = {
    title: function (a, b) {
      // data-title is lower-cased by the build; compare it the way the build does (by
      // character), so the order is the same with and without JavaScript.
      var ta = a.getAttribute("data-title") || "", tb = b.getAttribute("data-title") || "";
      return ta < tb ? -1 : ta > tb ? 1 : order(a) - order(b);
    },
    date: byDate,
    // Completion: done activities first, then the ones still to do, each group in the
    // order of the trip file (data-order), the same order the build uses (ActivitySort).
    completed: function (a, b) {
      if (done(a) !== done(b)) return done(a) ? -1 : 1;
      return order(a) - order(b);
    }
  };

  // localStorage can throw (private browsing, disabled storage, quota): never let it break the page.
  function read() { try { return window.localStorage.getItem(KEY); } catch (e) { return null; } }
  function write(value) { try { window.localStorage.setItem(KEY, value); } catch (e) { /* ignore */ } }

  function reorder(value) {
    var items = Array.prototype.slice.call(list.querySelectorAll(":scope > li.activity"));
    items.sort(compare[value]).forEach(function (li) { list.appendChild(li); });
    list.setAttribute("data-sort", value);
  }

  // Animate the re-ordering with a same-document view transition where available.
  function apply(value, animate) {
    var calm = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (!animate || calm || !document.startViewTransition) return reorder(value);
    var items = list.querySelectorAll(":scope > li.activity");
    items.forEach(function (li) { li.style.viewTransitionName = "activity-" + order(li); });
    var transition = document.startViewTransition(function () { reorder(value); });
    transition.finished.finally(function () {
      items.forEach(function (li) { li.style.viewTransitionName = ""; });
    });
  }

  control.hidden = false;

  var stored = read();
  if (stored && compare.hasOwnProperty(stored)) {
    select.value = stored;
    if (stored !== list.getAttribute("data-sort")) apply(stored, false);
  }

  select.addEventListener("change", function () {
    if (!compare.hasOwnProperty(select.value)) return;
    write(select.value);
    apply(select.value, true);
  });
})();
