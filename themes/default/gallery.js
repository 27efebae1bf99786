// TripSite default theme: opens a trip's galleries in a lightbox. Each thumbnail links to its
// full-size photo, which is what a click opens without JavaScript. With it, the photo opens
// in a modal <dialog> with its caption, a counter, and previous, next and close buttons; the
// arrow keys and swipes move, Escape (the dialog's own) or a click beside the photo closes,
// and focus goes back to the thumbnail that opened it. The strings come from the gallery's
// data-text-* attributes, localised by the build.
(function () {
  "use strict";

  if (typeof HTMLDialogElement !== "function") return;
  // Each gallery of the page (a trip's own section, and the figures in its text) opens its
  // own photos.
  Array.prototype.forEach.call(document.querySelectorAll("section.gallery, figure.gallery"), setUp);

  function setUp(gallery) {
  var links = Array.prototype.slice.call(gallery.querySelectorAll("a.gallery-link"));
  if (links.length === 0) return;

  function text(name, fallback) { return gallery.getAttribute("data-text-" + name) || fallback; }

  // "%d of %d": each %d takes the next number (%2$d the second), written for the page's
  // locale (data-locale) as the build writes numbers.
  var locale = gallery.getAttribute("data-locale") || undefined;
  var number = String;
  try { number = new Intl.NumberFormat(locale).format; } catch (e) { /* plain digits */ }
  function fill(template, numbers) {
    var i = 0;
    return template.replace(/%(?:(\d+)\$)?d/g, function (placeholder, position) {
      var at = position ? Number(position) - 1 : i++;
      return at >= 0 && at < numbers.length ? number(numbers[at]) : placeholder;
    });
  }

  function element(tag, className) {
    var node = document.createElement(tag);
    node.className = className;
    return node;
  }

  // The theme's line icons (Icon.swift): 24 × 24, currentColor, hidden from assistive technology.
  var PATHS = { previous: "M15 5l-7 7 7 7", next: "M9 5l7 7-7 7", close: "M6 6l12 12M18 6L6 18" };
  function icon(name) {
    var svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    var attributes = { "class": "icon", viewBox: "0 0 24 24", width: "24", height: "24", fill: "none", stroke: "currentColor",
      "stroke-width": "2", "stroke-linecap": "round", "stroke-linejoin": "round", "aria-hidden": "true", focusable: "false" };
    Object.keys(attributes).forEach(function (key) { svg.setAttribute(key, attributes[key]); });
    var path = document.createElementNS("http://www.w3.org/2000/svg", "path");
    path.setAttribute("d", PATHS[name]);
    svg.appendChild(path);
    return svg;
  }

  function button(name, label) {
    var node = element("button", "lightbox-button lightbox-" + name);
    node.type = "button";
    node.setAttribute("aria-label", label);
    node.appendChild(icon(name));
    return node;
  }

  // The dialog, made once: a bar with the counter and the close button, the photo between
  // the previous and next buttons, and the caption (counter and caption are read out as
  // the photo changes).
  var dialog = element("dialog", "lightbox");
  var bar = element("div", "lightbox-bar");
  var counter = element("p", "lightbox-counter");
  var close = button("close", text("close", "Close"));
  var stage = element("div", "lightbox-stage");
  var image = element("img", "lightbox-image");
  var previous = button("previous", text("previous", "Previous photo"));
  var next = button("next", text("next", "Next photo"));
  var caption = element("p", "lightbox-caption");
  counter.setAttribute("aria-live", "polite");
  caption.setAttribute("aria-live", "polite");
  image.decoding = "async";
  bar.append(counter, close);
  stage.append(image, previous, next);
  dialog.append(bar, stage, caption);
  // In the gallery, so inside the page's main landmark (the top layer shows it over all).
  gallery.appendChild(dialog);
  var single = links.length === 1;
  counter.hidden = previous.hidden = next.hidden = single;

  var current = 0;
  var opener = null;

  // Shows photo `index`: the full-size file, drawn over the thumbnail the browser already
  // has (the same picture, so the same shape) until it arrives.
  function show(index) {
    current = (index + links.length) % links.length;
    var link = links[current];
    var thumbnail = link.querySelector("img");
    var figcaption = link.parentNode.querySelector("figcaption");
    var width = Number(link.getAttribute("data-width")) || 0;
    var height = Number(link.getAttribute("data-height")) || 0;
    var alt = thumbnail ? thumbnail.alt : "";
    image.removeAttribute("src");
    image.alt = alt;
    if (width && height) {
      image.width = width;
      image.height = height;
      image.style.setProperty("--lightbox-ratio", String(width / height));
      image.style.setProperty("--lightbox-width", width + "px");
    }
    image.style.backgroundColor = thumbnail ? thumbnail.style.backgroundColor : "";
    image.style.backgroundImage = thumbnail && thumbnail.currentSrc ? "url(\"" + thumbnail.currentSrc.replace(/"/g, "%22") + "\")" : "";
    image.src = link.href;
    dialog.setAttribute("aria-label", alt || (figcaption ? figcaption.textContent.trim() : ""));
    counter.textContent = fill(text("counter", "%d of %d"), [current + 1, links.length]);
    caption.textContent = figcaption ? figcaption.textContent.replace(/\s+/g, " ").trim() : "";
    caption.hidden = caption.textContent === "";
  }

  image.addEventListener("load", function () { image.style.backgroundImage = ""; });

  // The thumbnail is focused first (a click does not focus a link in every browser), so the
  // dialog gives focus back to it however it closes; the close handler makes sure.
  function open(index) {
    opener = links[index];
    opener.focus({ preventScroll: true });
    show(index);
    dialog.showModal();
    close.focus();
  }

  links.forEach(function (link, index) {
    link.addEventListener("click", function (event) {
      // A new tab or window, or a download, stays the browser's.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open(index);
    });
  });

  // The photo after the current one in reading order: to the left in right-to-left pages.
  function rightToLeft() { return window.getComputedStyle(dialog).direction === "rtl"; }

  previous.addEventListener("click", function () { show(current - 1); });
  next.addEventListener("click", function () { show(current + 1); });
  close.addEventListener("click", function () { dialog.close(); });

  dialog.addEventListener("keydown", function (event) {
    if (single || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    var step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step) return;
    show(current + (rightToLeft() ? -step : step));
    event.preventDefault();
  });

  // A horizontal swipe on the photo moves to the next or previous one (and is not a click).
  var start = null, swiped = false;
  stage.addEventListener("pointerdown", function (event) {
    start = event.isPrimary && event.pointerType !== "mouse" ? { x: event.clientX, y: event.clientY } : null;
    swiped = false;
  });
  stage.addEventListener("pointerup", function (event) {
    if (!start || single) return;
    var dx = event.clientX - start.x, dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) < 48 || Math.abs(dx) < 2 * Math.abs(dy)) return;
    swiped = true;
    show(current + ((dx < 0) !== rightToLeft() ? 1 : -1));
  });

  // A click beside the photo and the controls closes, as a click on a backdrop would.
  dialog.addEventListener("click", function (event) {
    if (swiped) { swiped = false; return; }
    if (event.target === dialog || event.target === stage || event.target === bar) dialog.close();
  });

  // Closed by the button, Escape or a click outside: the download stops, and focus goes
  // back to the thumbnail that opened the dialog.
  dialog.addEventListener("close", function () {
    image.removeAttribute("src");
    if (opener) opener.focus();
    opener = null;
  });
  }
})();
