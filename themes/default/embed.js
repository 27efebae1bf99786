// TripSite default theme: embed cards. A video or map link alone in its paragraph is built
// as a card that links to the video or map, and nothing is loaded from the provider with the
// page. A click on the card (or Enter on it) puts the provider's player in its place, from
// the privacy-minded address the build wrote in data-embed-src (youtube-nocookie.com for
// YouTube, Vimeo with dnt=1), and moves focus into it. A click with a modifier key, or a
// middle click, still opens the link itself.
(function () {
  "use strict";

  function play(link) {
    var frame = document.createElement("iframe");
    frame.className = "embed-frame";
    frame.src = link.getAttribute("data-embed-src");
    frame.title = link.getAttribute("data-embed-title") || link.textContent;
    frame.setAttribute("allow", "autoplay; encrypted-media; fullscreen; picture-in-picture");
    frame.setAttribute("allowfullscreen", "");
    frame.setAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    link.replaceWith(frame);
    frame.focus();
  }

  document.addEventListener("click", function (event) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var link = event.target instanceof Element ? event.target.closest("a.embed-facade[data-embed-src]") : null;
    if (!link) return;
    event.preventDefault();
    play(link);
  });
})();
