/// What a build starts from, and how it comes to its model and its outputs: the site's files,
/// read and assembled whole (`SiteBuilder.Reading`), or the last build's model patched for a
/// change (the preview server's quick rebuilds). `SiteBuilder.run` runs every build the same
/// way: this source's content stages, then its `render` stage, then the writer's `write`.
package protocol BuildSource {
    /// What the content stages made, for the `render` stage.
    associatedtype Model

    /// The content stages (load → parse → model, and photos and routes for a model made
    /// whole), each timed and its diagnostics tagged on `stages`. Nil when this source does
    /// not take the change: nothing was changed, and another source is to build it.
    mutating func model(_ stages: inout StageRunner, builder: SiteBuilder) throws(BuildFailure) -> Model?

    /// The `render` stage: the recipes of the outputs to make or keep, checked, with what a
    /// writer that keeps pages as `keeping` says needs.
    mutating func plan(_ model: Model, keeping: PageKeeping, builder: SiteBuilder) -> (RenderPlan?, [Diagnostic])
}

extension SiteBuilder {
    /// One run of the build path: the model, the plan the writer took, and the stages' times
    /// and diagnostics.
    package struct Run<Model> {
        package var model: Model
        package var plan: RenderPlan
        package var stages: StageRunner
        /// How many outputs the writer kept rather than made.
        package var kept: Int
    }

    /// The build path, every build's: `source`'s content stages, its `render` stage for the
    /// writer's `keeping`, and the writer's `write` stage. Nil when `source` does not take the
    /// change (nothing ran); fails as the stage that failed, with every diagnostic so far.
    package func run<Source: BuildSource>(
        _ source: inout Source, into writer: inout some OutputWriter
    ) throws(BuildFailure) -> Run<Source.Model>? {
        var stages = StageRunner(strict: options.strict)
        try writer.checkLocation(source: options.source)
        guard let model = try source.model(&stages, builder: self) else { return nil }
        let keeping = writer.keeping
        let plan = try stages.run(.render, stopOnErrors: true) { source.plan(model, keeping: keeping, builder: self) }
        let kept = try stages.run(.write, stopOnErrors: true) { () throws(BuildFailure) -> (Int?, [Diagnostic]) in
            (try writer.write(plan), [])
        }
        return Run(model: model, plan: plan, stages: stages, kept: kept)
    }
}
