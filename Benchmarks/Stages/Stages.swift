import Benchmark
import Foundation
import TripSiteCore

// The stage benchmark: each stage of `tripsite build` timed apart on the shared synthetic
// corpus, so a change's effect on one stage is visible without the noise of the others
// (docs/performance.md, "Stage benchmark"). Run it with
//
//     swift package --allow-writing-to-package-directory benchmark --target Stages
//     TRIPSITE_BENCH_TRIPS=10000 swift package benchmark --target Stages --filter parse
//
// The corpus is `../shared/bench/gen_corpus.py --trips N --seed 42` (N from
// TRIPSITE_BENCH_TRIPS, 1,000 by default), made once into the temporary folder, or the
// site folder in TRIPSITE_BENCH_CORPUS. Each benchmark's input is the previous stages'
// output, made in its setup and not timed.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .instructions, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 5)

    stage("load", needs: .none) { pipeline, _ in blackHole(pipeline.loader.load()) }
    // What a rebuild does (every trip read back from the parse store), and what a first
    // build does (every trip parsed).
    stage("parse", needs: .loaded) { pipeline, inputs in blackHole(pipeline.builder.parse(inputs.source!)) }
    stage("parse-unstored", needs: .loaded) { pipeline, inputs in
        blackHole(pipeline.unstoredBuilder.parse(inputs.source!))
    }
    stage("model", needs: .parsed) { pipeline, inputs in
        blackHole(pipeline.builder.assemble(inputs.parsed!, source: inputs.source!, loader: pipeline.loader))
    }
    stage("photos", needs: .assembled) { pipeline, inputs in
        blackHole(pipeline.builder.photos(inputs.site!, source: inputs.source!))
    }
    stage("render", needs: .assembled) { pipeline, inputs in
        blackHole(pipeline.builder.render(inputs.site!, theme: inputs.theme!))
    }
    stage("make", needs: .rendered) { _, inputs in
        var memory = MemoryOutput()
        try? memory.write(inputs.recipes!)
        blackHole(memory)
    }
    stage("write", needs: .rendered) { pipeline, inputs in
        var disk = DiskOutput(output: pipeline.output, force: true)
        try? disk.write(inputs.recipes!)
    }
    stage("build", needs: .none) { pipeline, _ in
        var disk = DiskOutput(output: pipeline.output, force: true)
        blackHole(try? SiteBuilder(options: pipeline.options).build(into: &disk))
    }
}

/// One benchmark: `body` timed once per iteration, on the inputs `needs` names, made in setup.
func stage(
    _ name: String, needs: StageInputs.Step,
    _ body: @escaping @Sendable (StagePipeline, StageInputs) -> Void
) {
    let holder = StageHolder()
    Benchmark(name) { benchmark in
        let (pipeline, inputs) = holder.value!
        for _ in benchmark.scaledIterations { body(pipeline, inputs) }
    } setup: {
        let pipeline = try StagePipeline.shared()
        holder.value = (pipeline, pipeline.inputs(upTo: needs))
    }
}

/// What a benchmark's setup made, for its body (setup and body run one after the other).
final class StageHolder: @unchecked Sendable {
    var value: (StagePipeline, StageInputs)?
}
