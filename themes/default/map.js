/*
 * TripSite default theme — an interactive map on request (`map: {interactive: true}`).
 *
 * Maps are SVG drawn at build time and contact nobody. On a figure that carries
 * `data-interactive-map` (its pins and lines as JSON), this adds a button, a note saying
 * which server the map would contact, and the tiles' attribution; only a click loads Leaflet
 * (from the site's own theme folder) and the tiles (`data-tiles`: OpenStreetMap's, or
 * `map.tiles` in site.yml), and puts the interactive map in the drawing's place. Without
 * this script, or without JavaScript, the drawing stays.
 */
(() => {
  "use strict";

  /** Text as HTML: Leaflet's attribution control takes HTML, the site gives text. */
  function escaped(text) {
    return text.replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
  }

  /** The attribution as HTML for Leaflet: the text, linked when the site gives a link. */
  function attributionHTML(figure) {
    const text = escaped(figure.dataset.attribution || "");
    const url = figure.dataset.attributionUrl;
    return url ? '<a href="' + escaped(url) + '">' + text + "</a>" : text;
  }

  /** The attribution beside the button, as elements: the text, linked when it has a link. */
  function attributionNote(figure) {
    const note = document.createElement("p");
    note.className = "footnote map-interactive-attribution";
    const url = figure.dataset.attributionUrl;
    const text = url ? document.createElement("a") : note;
    if (url) {
      text.href = url;
      note.append(text);
    }
    text.textContent = figure.dataset.attribution || "";
    return note;
  }

  /** Loads a stylesheet or script once; resolves when it has loaded. */
  const loaded = new Map();
  function load(tag, url) {
    if (!loaded.has(url)) {
      loaded.set(url, new Promise((resolve, reject) => {
        const element = document.createElement(tag);
        if (tag === "link") {
          element.rel = "stylesheet";
          element.href = url;
        } else {
          element.src = url;
        }
        element.onload = resolve;
        element.onerror = () => reject(new Error("cannot load " + url));
        document.head.append(element);
      }));
    }
    return loaded.get(url);
  }

  /** The map in place of the drawing: the pins as markers linking to their trips, the lines. */
  function draw(figure, data) {
    const container = document.createElement("div");
    container.className = "map-interactive";
    const drawing = figure.querySelector(".world-map-frame, .route-map-drawing");
    drawing.replaceWith(container);
    const map = L.map(container, { scrollWheelZoom: false });
    const maxZoom = Number(figure.dataset.tilesMaxZoom) || 19;
    L.tileLayer(figure.dataset.tiles, { maxZoom, attribution: attributionHTML(figure) }).addTo(map);
    const bounds = [];
    for (const [lat, lon, title, url] of data.pins) {
      const link = document.createElement("a");
      link.href = url;
      link.textContent = title;
      L.marker([lat, lon], { title, alt: title }).bindPopup(link).addTo(map);
      bounds.push([lat, lon]);
    }
    for (const line of data.lines) {
      L.polyline(line, { color: getComputedStyle(figure).getPropertyValue("--color-accent").trim() || "#4f46e5" })
        .addTo(map);
      bounds.push(...line);
    }
    if (bounds.length > 1) map.fitBounds(bounds, { padding: [24, 24], maxZoom: Math.min(14, maxZoom) });
    else if (bounds.length === 1) map.setView(bounds[0], Math.min(10, maxZoom));
    else map.setView([20, 0], 2);
    container.focus();
  }

  async function open(figure, button) {
    button.disabled = true;
    try {
      await Promise.all([load("link", figure.dataset.leafletCss), load("script", figure.dataset.leafletJs)]);
      draw(figure, JSON.parse(figure.dataset.interactiveMap));
      button.remove();
    } catch (error) {
      button.disabled = false;
    }
  }

  for (const figure of document.querySelectorAll("figure[data-interactive-map]")) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "map-interactive-button";
    button.textContent = figure.dataset.label;
    const note = document.createElement("p");
    note.className = "footnote map-interactive-note";
    note.textContent = figure.dataset.note;
    const caption = figure.querySelector("figcaption");
    figure.insertBefore(button, caption);
    figure.insertBefore(note, caption);
    figure.insertBefore(attributionNote(figure), caption);
    button.addEventListener("click", () => open(figure, button));
  }
})();
