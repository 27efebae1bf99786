import Foundation
import Testing

/// What `Tests/browser/a11y_audit.py` found on one site.
package struct AuditReport: Decodable, Sendable {
    package struct Failure: Decodable, Sendable, CustomStringConvertible {
        package var check: String
        package var page: String
        package var width: Int
        package var mode: String
        package var rule: String
        package var impact: String?
        package var selector: String
        package var detail: String

        package var description: String {
            "\(page) at \(width) px, \(mode): \(rule)\(impact.map { " (\($0))" } ?? "") on \(selector): \(detail)"
        }
    }

    package var failures: [Failure]
    package var runs: [String: Int]
    package var seconds: Double
    package var axeVersion: String

    package func failures(_ check: String) -> [Failure] { failures.filter { $0.check == check } }

    /// Runs the audit on `site` (one headless Chromium for every page, width and mode).
    package static func run(_ site: URL, pages: [String], only: String? = nil) throws -> AuditReport {
        let python = try #require(ExternalTool.python, "python3 is needed to drive the browser")
        let script = SharedFixtures.repositoryRoot.appending(path: "Tests/browser/a11y_audit.py")
        let run = try python.run([script.path, site.path] + pages + (only.map { ["--only", $0] } ?? []))
        try #require(run.status == 0 || run.status == 1, "the audit did not run (\(run.status)): \(run.stderr)")
        return try JSONDecoder().decode(AuditReport.self, from: Data(run.stdout.utf8))
    }
}
