import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `SiteBuilder.run`, the one build path: a source's content stages, its `render` stage for
/// the writer's `PageKeeping`, then the writer's `write` stage, for every build.
@Suite struct BuildPathTests {
    /// A source that patches nothing: what it is asked, in order, and the plan it gives.
    struct Patching: BuildSource {
        var declines = false
        var problems: [Diagnostic] = []
        var asked: [String] = []

        mutating func model(_ stages: inout StageRunner, builder: SiteBuilder) -> Int? {
            asked.append("model")
            guard !declines else { return nil }
            return stages.measure(.model) { (7, []) }
        }

        mutating func plan(_ model: Int, keeping: PageKeeping, builder: SiteBuilder) -> (RenderPlan?, [Diagnostic]) {
            asked.append("plan \(model)")
            var plan = RenderPlan(recipes: [])
            plan.patch = RenderPlan.Patch(changedInputs: [.config])
            return (plan, problems)
        }
    }

    /// A writer that notes what it was given.
    struct Noting: OutputWriter {
        var written: [RenderPlan] = []
        var keeping: PageKeeping { .reads(previousSearch: nil) }

        mutating func write(_ plan: RenderPlan) throws(BuildFailure) -> Int {
            written.append(plan)
            return 0
        }
    }

    static var builder: SiteBuilder {
        let nowhere = URL(fileURLWithPath: "/nonexistent")
        return SiteBuilder(options: BuildOptions(source: nowhere, output: nowhere))
    }

    @Test func runsTheSourcesStagesThenRenderThenWrite() throws {
        var source = Patching()
        var writer = Noting()
        let run = try #require(try Self.builder.run(&source, into: &writer))
        #expect(source.asked == ["model", "plan 7"])
        #expect(run.stages.timings.map(\.stage) == [.model, .render, .write])
        #expect(writer.written.map { $0.patch?.changedInputs } == [[.config]], "the plan reaches the writer whole")
    }

    @Test func aSourceThatDeclinesRunsNothing() throws {
        var source = Patching(declines: true)
        var writer = Noting()
        #expect(try Self.builder.run(&source, into: &writer) == nil)
        #expect(source.asked == ["model"])
        #expect(writer.written.isEmpty)
    }

    @Test func anErrorInTheRenderStageStopsBeforeWriting() {
        var source = Patching(problems: [.error("two outputs at one path", file: "a.txt")])
        var writer = Noting()
        #expect {
            _ = try Self.builder.run(&source, into: &writer)
        } throws: { error in
            (error as? BuildFailure)?.stage == .render
        }
        #expect(writer.written.isEmpty)
    }

    @Test func aBuildRunsEveryStageInOrder() throws {
        let site = try FixtureSite(["content/trips/kona.md": SharedFixtures.kona])
        defer { site.remove() }
        let (report, _) = try site.buildInMemory()
        #expect(report.timings.map(\.stage) == BuildStage.allCases)
        #expect(report.built?.listings.order.map(\.slug) == ["kona"])
    }
}
