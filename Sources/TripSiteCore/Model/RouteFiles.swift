/// GPX files in trip bundles.
package enum RouteFiles {
    /// The file a bundle's route is read from when front matter names none.
    package static let defaultName = "route.gpx"

    /// Whether a bundle file is a GPX track (never published as it is).
    package static func isGPX(_ file: String) -> Bool { file.lowercased().hasSuffix(".gpx") }
}
