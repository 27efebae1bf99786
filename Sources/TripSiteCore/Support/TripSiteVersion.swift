/// TripSite's version, in one place: `tripsite --version`, the release archives
/// (`scripts/package` reads it from this file), and the CI recipes `tripsite new site`
/// writes (which install this release) all take it from here.
package enum TripSiteVersion {
    /// The release's version number (semantic versioning).
    package static let number = "0.12.0"

    /// Where the release archives are published: `<releases>/download/v<number>/<file>`.
    package static let releases = "https://github.com/tripsite/tripsite/releases"

    /// The Debian package of this release for a Debian architecture (`amd64`, `arm64`).
    package static func debFile(architecture: String) -> String {
        "tripsite_\(number)_\(architecture).deb"
    }

    /// The download URL of one of this release's files.
    package static func downloadURL(_ file: String) -> String {
        "\(releases)/download/v\(number)/\(file)"
    }
}
