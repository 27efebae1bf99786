// TripSite preview: live reload. Served only by `tripsite serve`.
(function () {
  "use strict";
  if (!window.EventSource) return;
  // The page shown: a rebuild makes it before the reload event, and leaves the others for later.
  // (`pathname` is percent-encoded already, and holds no "?" or "#".)
  var events = new EventSource("/_tripsite/events?page=" + location.pathname);
  var overlay = null;
  function clearErrors() { if (overlay) { overlay.remove(); overlay = null; } }
  function showErrors(status) {
    clearErrors();
    if (!status || status.ok) return;
    overlay = document.createElement("div");
    overlay.setAttribute("role", "alert");
    overlay.style.cssText = "position:fixed;inset:auto 1rem 1rem 1rem;z-index:2147483647;max-height:60vh;overflow:auto;" +
      "background:#1c1c1e;color:#fff;border-radius:12px;padding:1rem 1.25rem;font:14px/1.5 ui-monospace,monospace;" +
      "box-shadow:0 10px 30px rgb(0 0 0/.35);border-inline-start:6px solid #ff453a";
    var title = document.createElement("strong");
    title.textContent = "Build failed: the last good version of the site is shown.";
    overlay.appendChild(title);
    status.diagnostics.forEach(function (d) {
      var line = document.createElement("div");
      line.textContent = d.location + ": " + d.severity + ": " + d.message;
      overlay.appendChild(line);
    });
    document.body.appendChild(overlay);
  }
  function checkStatus() {
    fetch("/_tripsite/status", { cache: "no-store" }).then(function (r) { return r.json(); }).then(showErrors, function () {});
  }
  events.addEventListener("reload", function () { window.location.reload(); });
  events.addEventListener("css", function () {
    clearErrors();
    document.querySelectorAll('link[rel="stylesheet"]').forEach(function (link) {
      var url = new URL(link.href);
      url.searchParams.set("tripsite-reload", String(Date.now()));
      link.href = url.toString();
    });
  });
  events.addEventListener("failed", checkStatus);
  checkStatus();
})();
