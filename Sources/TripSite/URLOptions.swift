import ArgumentParser
import TripSiteCore

/// Where the site will be published, shared by `build` and `check` so that both read the
/// same journals with the same links.
struct URLOptions: ParsableArguments {
    @Option(
        name: .customLong("base-url"), help: "Override baseURL from site.yml (e.g. https://user.github.io/journal/).")
    var baseURL: String?

    @Flag(
        name: .customLong("relative-urls"),
        help: "Write every link relative to its page, so the site also opens from disk (relativeURLs in site.yml).")
    var relativeURLs = false

    func validate() throws {
        if let baseURL, !SiteConfig.isValidBaseURL(baseURL) {
            throw ValidationError(
                "--base-url must be an http(s) URL with a host or a path starting with /, got '\(baseURL)'")
        }
    }

    /// These options applied to a build's options.
    func apply(to options: inout BuildOptions) {
        options.baseURL = baseURL
        if relativeURLs { options.relativeURLs = true }
    }
}
