import TripSiteCore

/// What the preview server tells open browsers after a rebuild, over Server-Sent Events.
package enum ReloadEvent: Equatable, Sendable {
    /// Reload the page.
    case reload
    /// Only stylesheets changed: swap them in place.
    case stylesheets
    /// The last rebuild failed: show the errors (the last good site stays served).
    case failed
    /// Nothing happened: a comment line, so a closed connection is noticed and dropped.
    case heartbeat

    var name: String {
        switch self {
        case .reload: "reload"
        case .stylesheets: "css"
        case .failed: "failed"
        case .heartbeat: "heartbeat"
        }
    }
}

/// The client side of live reload, served at `/_tripsite/live-reload.js` and added to pages
/// only in serve mode. It listens for events, reloads or swaps stylesheets, and shows the
/// build's errors in an overlay built with `textContent` (never parsed as HTML).
package enum LiveReloadScript {
    package static let path = "/_tripsite/live-reload.js"
    package static let eventsPath = "/_tripsite/events"
    package static let statusPath = "/_tripsite/status"

    static let source = """
        // TripSite preview: live reload. Served only by `tripsite serve`.
        (function () {
          "use strict";
          if (!window.EventSource) return;
          var events = new EventSource("\(eventsPath)");
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
            fetch("\(statusPath)", { cache: "no-store" }).then(function (r) { return r.json(); }).then(showErrors, function () {});
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

        """
}
