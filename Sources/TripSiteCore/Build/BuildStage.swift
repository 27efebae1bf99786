/// The stages of a build, in the order they run. Every diagnostic and error carries the stage
/// that found it, and the build log times each one.
///
/// - `load`: read `site.yml` and every content file from disk into `SourceFile` values.
/// - `parse`: split front matter, read YAML fields, render Markdown, extract activities.
/// - `model`: assemble the `Site`: drop drafts, check duplicate slugs, resolve photos, order trips.
/// - `photos`: make each local photo's variants (or take them from the cache) and put them
///   in the model.
/// - `routes`: read each trip's GPX files into route summaries (from the cache in `serve`).
/// - `render`: turn the model into output files (pages are pure functions of the model).
/// - `write`: write the output to a temporary folder and swap it in atomically.
package enum BuildStage: String, CaseIterable, Sendable, Codable {
    case load, parse, model, photos, routes, render, write
}
