import Foundation
import TripSiteCore

/// The program that prints a book page to PDF, found on the `PATH` when `tripsite book`
/// runs: TripSite ships none. WeasyPrint first: it implements CSS Paged Media, so the PDF
/// has the paper's bleed box (`bleed:`), the contents' page numbers (`target-counter`) and
/// the chapters as bookmarks. Headless Chromium otherwise: the page numbers at the foot, but
/// no numbers in the contents, and a bleed made by growing each page (`BookLayout.grownPage`).
package struct PrintEngine: Sendable {
    package enum Kind: String, CaseIterable, Sendable {
        case weasyprint, chromium

        /// The program names looked for, in order.
        var programs: [String] {
            switch self {
            case .weasyprint: ["weasyprint"]
            case .chromium: ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
            }
        }

        /// How its PDF gets a bleed.
        package var bleedStyle: BookLayout.BleedStyle { self == .weasyprint ? .bleedBox : .grownPage }

        package var name: String { self == .weasyprint ? "WeasyPrint" : "Chromium" }
    }

    /// Why no PDF was made.
    package struct Failure: Error, Sendable {
        package var message: String
    }

    package var kind: Kind
    /// The program's path.
    package var path: String

    package init(kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }

    /// The engine to use: `kind` when given, else WeasyPrint, else Chromium; `searchPath` is
    /// the `PATH` to look in. The error names the packages to install.
    package static func find(_ kind: Kind? = nil, searchPath: String?) throws(Failure) -> PrintEngine {
        let folders = (searchPath ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for candidate in kind.map({ [$0] }) ?? Kind.allCases {
            for program in candidate.programs {
                for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + program) {
                    return PrintEngine(kind: candidate, path: folder + "/" + program)
                }
            }
        }
        throw Failure(message: missingMessage(kind))
    }

    /// What to install, for the engine asked for or for either.
    static func missingMessage(_ kind: Kind?) -> String {
        let weasyprint =
            "WeasyPrint (Debian and Ubuntu: sudo apt install weasyprint; elsewhere: pip install weasyprint)"
        let chromium = "Chromium (Debian: sudo apt install chromium; Ubuntu: sudo snap install chromium)"
        switch kind {
        case .weasyprint: return "no print engine: 'weasyprint' is not on the PATH. Install \(weasyprint)."
        case .chromium:
            return
                "no print engine: none of chromium, chromium-browser or google-chrome is on the PATH. Install \(chromium)."
        case nil:
            return "no print engine: a book's PDF is made by WeasyPrint or Chromium, and neither is on the PATH. "
                + "Install \(weasyprint), or \(chromium)."
        }
    }

    /// Prints the page at `html` to `pdf`. Its messages are the engine's standard error.
    package func print(_ html: URL, to pdf: URL) throws(Failure) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments(html, pdf)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(message: "\(kind.name) (\(path)) could not be started: \(error.localizedDescription)")
        }
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let exists = FileManager.default.fileExists(atPath: pdf.path)
        guard process.terminationStatus == 0, exists else {
            let text = String(decoding: said, as: UTF8.self).split(separator: "\n").suffix(8).joined(separator: "\n")
            throw Failure(
                message: "\(kind.name) failed (exit \(process.terminationStatus))" + (text.isEmpty ? "" : ":\n" + text))
        }
    }

    private func arguments(_ html: URL, _ pdf: URL) -> [String] {
        switch kind {
        case .weasyprint:
            // Its warnings are about CSS it does not know (screen-only rules), not the book.
            ["--quiet", "--media-type", "print", html.path, pdf.path]
        case .chromium:
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                "--allow-file-access-from-files",
                "--run-all-compositor-stages-before-draw", "--virtual-time-budget=30000",
                "--generate-pdf-document-outline", "--print-to-pdf=" + pdf.path, html.absoluteString,
            ]
        }
    }
}
