import Foundation
import Testing
import TripSiteBook

/// The print engine is found on the PATH, WeasyPrint first; without one, the error names
/// what to install.
@Suite struct PrintEngineTests {
    /// A folder on a PATH holding empty executables of these names.
    static func path(with programs: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "engines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for program in programs {
            let file = folder.appending(path: program)
            try Data("#!/bin/sh\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        return folder
    }

    @Test func weasyPrintComesFirstAndChromiumAfter() throws {
        let both = try Self.path(with: ["chromium", "weasyprint"])
        let chromium = try Self.path(with: ["google-chrome"])
        defer { for folder in [both, chromium] { try? FileManager.default.removeItem(at: folder) } }
        #expect(try PrintEngine.find(searchPath: both.path).kind == .weasyprint)
        #expect(try PrintEngine.find(.chromium, searchPath: both.path).path == both.path + "/chromium")
        let found = try PrintEngine.find(searchPath: "/nonexistent:" + chromium.path)
        #expect(found.kind == .chromium && found.path == chromium.path + "/google-chrome")
    }

    @Test func withoutAnEngineTheErrorNamesThePackages() throws {
        let empty = try Self.path(with: [])
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect {
            try PrintEngine.find(searchPath: empty.path)
        } throws: { error in
            let message = (error as? PrintEngine.Failure)?.message ?? ""
            return message.contains("neither is on the PATH") && message.contains("sudo apt install weasyprint")
                && message.contains("pip install weasyprint") && message.contains("sudo apt install chromium")
        }
        #expect {
            try PrintEngine.find(.weasyprint, searchPath: try Self.path(with: ["chromium"]).path)
        } throws: { error in
            let message = (error as? PrintEngine.Failure)?.message ?? ""
            return message.hasPrefix("no print engine: 'weasyprint' is not on the PATH")
                && !message.contains("chromium")
        }
    }
}
