/// The route map's print colours, put inside the drawing (`RouteMap.stylesheet`): a print
/// engine may style an SVG only from within it (WeasyPrint 57 does), and a book is printed
/// in one light scheme whatever the screen's.
enum BookMapStyle {
    static let css = """
        .route-line { fill: none; stroke: #4f46e5; stroke-width: 4; stroke-linejoin: round; stroke-linecap: round; }
        .route-line-2 { stroke: #1d1d1f; }
        .route-line-3, .route-line-4 { stroke: #5e5e66; }
        .route-line-alternative { stroke-dasharray: 10 8; }
        .route-start, .route-end, .route-stop > circle, .route-stop > rect, .route-inset-here { stroke: #ffffff; stroke-width: 3; }
        .route-start, .route-stop > circle, .route-stop > rect, .route-stop-leaders > circle, .route-inset-here { fill: #4f46e5; }
        .route-end { fill: #1d1d1f; }
        .route-stop > text { fill: #ffffff; font: 700 13px/1 "DejaVu Sans", sans-serif; text-anchor: middle; }
        .route-stop-leaders > path { stroke: #4f46e5; stroke-width: 2; }
        .route-waypoint, .route-stop-dot, .route-part-number > circle { fill: #ffffff; stroke: #1d1d1f; stroke-width: 2; }
        .route-part-number > text { fill: #1d1d1f; font: 700 14px/1 "DejaVu Sans", sans-serif; text-anchor: middle; }
        .route-scale { fill: #5e5e66; stroke: #5e5e66; font: 600 14px/1 "DejaVu Sans", sans-serif; }
        .route-scale > path { stroke-width: 2; }
        .route-scale > text { stroke: none; }
        .basemap-sea, .basemap-lake { fill: #d3e4f1; }
        .basemap-land, .route-inset-country { fill: #f3f1ec; fill-rule: evenodd; }
        .basemap-river { fill: none; stroke: #93bde0; stroke-width: 2; }
        .basemap-country-border, .basemap-region-border { fill: none; stroke: #8a8a92; stroke-width: 2; stroke-dasharray: 8 3 2 3; }
        .basemap-region-border { stroke: #b4b4bc; stroke-width: 1.2; stroke-dasharray: 4 3; }
        .basemap-place > circle { fill: #1d1d1f; }
        .basemap-place > text { fill: #1d1d1f; stroke: #f3f1ec; stroke-width: 4px; stroke-linejoin: round; paint-order: stroke; font: 600 16px/1 "DejaVu Sans", sans-serif; dominant-baseline: central; }
        .route-inset-frame { fill: #ffffff; stroke: #d8d8de; stroke-width: 1.5; }
        """
}
