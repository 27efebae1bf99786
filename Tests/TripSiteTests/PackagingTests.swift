import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Cheap checks of the packaging files, so they cannot drift apart between runs of the slow
/// `scripts/package` and `scripts/test-package`: the names and the version they read agree
/// with `TripSiteVersion`, and the container image installs the runtime packages the same
/// way the chroot test proves them.
@Suite struct PackagingTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: SharedFixtures.repositoryRoot.appending(path: path), encoding: .utf8)
    }

    /// The shell scripts read the number with sed from this exact line.
    @Test func scriptsCanReadTheVersionNumber() throws {
        let source = try Self.text("Sources/TripSiteCore/Support/TripSiteVersion.swift")
        #expect(source.contains("    package static let number = \"\(TripSiteVersion.number)\"\n"))
        #expect(source.contains("    package static let releases = \"\(TripSiteVersion.releases)\"\n"))
        for script in ["scripts/package", "scripts/test-package"] {
            #expect(
                try Self.text(script).contains(#"s/^ *package static let number = "\([^"]*\)".*/\1/p"#), "\(script)")
        }
    }

    /// The .deb is named as `TripSiteVersion.debFile` names it (what `tripsite new site`'s CI
    /// recipes download).
    @Test func debFileNameMatchesTripSiteVersion() throws {
        let template = TripSiteVersion.debFile(architecture: "${debarch}")
            .replacingOccurrences(of: TripSiteVersion.number, with: "${version}")
        #expect(template == "tripsite_${version}_${debarch}.deb")
        for script in ["scripts/package", "scripts/test-package"] {
            #expect(try Self.text(script).contains(template), "\(script) names the .deb differently")
        }
    }

    /// Both the image and the chroot test install the .deb with packaging/install-deb, and
    /// the image installs no other package: its runtime packages are the ones proven.
    @Test func runtimeImageInstallsTheDebLikeTheChrootTest() throws {
        let dockerfile = try Self.text("Dockerfile")
        let stages = dockerfile.components(separatedBy: "\nFROM ")
        let runtime = try #require(stages.last)
        #expect(stages.count >= 3, "a build stage and a runtime stage")
        #expect(runtime.hasPrefix("debian:bookworm-slim"))
        #expect(runtime.contains("install-deb /tmp/tripsite_"))
        #expect(!runtime.contains("apt-get install") && !runtime.contains("apt install"))
        #expect(runtime.contains("ENTRYPOINT [\"tripsite\"]"))
        #expect(runtime.contains("WORKDIR /site"))
        #expect(try Self.text("scripts/test-package").contains("in_chroot /tmp/install-deb"))
        let install = try Self.text("packaging/install-deb")
        #expect(install.contains("apt-get install -y -qq --no-install-recommends \"$deb\""))
    }

    /// The renamed libraries of Ubuntu 24.04 (the t64 transition) are alternatives.
    @Test func dependsAllowUbuntuT64Names() throws {
        let lines = try Self.text("packaging/depends").split(separator: "\n").filter { !$0.hasPrefix("#") }
        let vips = try #require(lines.first { $0.hasPrefix("libvips42 ") })
        #expect(vips.contains("| libvips42t64"))
        let glib = try #require(lines.first { $0.hasPrefix("libglib2.0-0 ") })
        #expect(glib.contains("| libglib2.0-0t64"))
        #expect(!lines.contains { $0.contains("cmark") }, "cmark-gfm is linked statically")
    }
}
