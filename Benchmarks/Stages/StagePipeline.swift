import Foundation
import TripSiteCore

/// The corpus and the stage functions of a full build (`SiteBuilder`'s own), with each
/// stage's output made on request for the benchmarks that start after it.
final class StagePipeline: @unchecked Sendable {
    let options: BuildOptions
    let builder: SiteBuilder
    /// The same build with a cache folder that cannot exist (under `/dev/null`): its parse
    /// stage finds no stored result and stores none, so it times the parsing itself.
    let unstoredBuilder: SiteBuilder
    let loader: SiteLoader
    /// Where `write` and `build` write (replaced each time, as a build replaces `public/`).
    let output: URL

    private static let lock = NSLock()
    nonisolated(unsafe) private static var made: StagePipeline?

    /// The pipeline over the corpus, made once per process.
    static func shared() throws -> StagePipeline {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let site = try StageCorpus.folder()
        let output = FileManager.default.temporaryDirectory.appending(path: "tripsite-stage-bench-output")
        let pipeline = StagePipeline(site: site, output: output)
        made = pipeline
        return pipeline
    }

    private init(site: URL, output: URL) {
        options = BuildOptions(source: site, output: output)
        builder = SiteBuilder(options: options)
        var unstored = options
        unstored.cacheDirectory = URL(fileURLWithPath: "/dev/null/tripsite-no-cache")
        unstoredBuilder = SiteBuilder(options: unstored)
        loader = SiteLoader(root: site)
        self.output = output
    }

    /// Every stage's output up to `step`, as a build makes them.
    func inputs(upTo step: StageInputs.Step) -> StageInputs {
        var inputs = StageInputs()
        guard step >= .loaded else { return inputs }
        inputs.source = loader.load().source
        guard step >= .parsed, let source = inputs.source else { return inputs }
        inputs.parsed = builder.parse(source).0
        guard step >= .assembled, let parsed = inputs.parsed,
            let (assembled, theme) = builder.assemble(parsed, source: source, loader: loader).0
        else { return inputs }
        // The photos stage fills in what pages show of each photo: later stages start from it.
        inputs.site = builder.photos(assembled, source: source).0?.0 ?? assembled
        inputs.theme = theme
        guard step >= .rendered, let site = inputs.site else { return inputs }
        inputs.recipes = builder.render(site, theme: theme).0
        return inputs
    }
}

/// The outputs of the stages before a benchmark's own.
struct StageInputs: @unchecked Sendable {
    enum Step: Int, Comparable {
        case none, loaded, parsed, assembled, rendered
        static func < (a: Step, b: Step) -> Bool { a.rawValue < b.rawValue }
    }

    var source: SiteSource?
    var parsed: SiteBuilder.Parsed?
    var site: Site?
    var theme: SiteTheme?
    var recipes: [OutputRecipe]?
}
