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

    /// What `tripsite --version` prints: `tripsite 0.12.0 (git 95af79b)` for a build from a
    /// git checkout, `tripsite 0.12.0` for one from a source tarball (no commit known).
    package static func versionLine(commit: String?) -> String {
        guard let commit, !commit.isEmpty else { return "tripsite \(number)" }
        return "tripsite \(number) (git \(commit))"
    }

    /// The download URL of one of this release's files.
    package static func downloadURL(_ file: String) -> String {
        "\(releases)/download/v\(number)/\(file)"
    }
}
