/// What reading a file in two halves (`GPXHalves`) adds to `GPXReadState`: the second half
/// keeps the end of the segment and track it continues apart, and the first joins it.
extension GPXReadState {
    /// A second half: the continued segment's or track's end, kept for the join; false for any
    /// other element.
    mutating func endContinued(_ name: UTF8Name) -> Bool {
        guard var joint = halves?.joint else { return false }
        if depth == 3, name == "trkseg", joint.segment == nil, let points = segment {
            joint.segment = points
            segment = nil
        } else if depth == 2, name == "trk", let finished = track {
            joint.segment = joint.segment ?? segment ?? []
            joint.trackSegments = finished.segments
            joint.trackName = finished.name
            track = nil
            segment = nil
            continuing = false
        } else {
            return false
        }
        halves?.joint = joint
        return true
    }

    /// A second half's first point in the continued segment: whether its time goes back is
    /// known only at the join.
    mutating func firstContinued(time: Double, line: Int) {
        guard let joint = halves?.joint, joint.segment == nil, joint.firstPoint == nil else { return }
        halves?.joint.firstPoint = (time, line, file.warnings.count, unlistedWarnings)
    }

    /// Joins `second`, read from the cut this first half ended at; false when the two cannot
    /// be joined into what reading the whole file gives (the file is then read whole).
    mutating func join(_ second: GPXReadState) -> Bool {
        guard let endLine = halves?.endLine, !stopped, depth == GPXHalves.scopeDepth,
            let joint = second.halves?.joint, !second.stopped, !second.skippingHead,
            joint.scope == halves?.scope, let ending = joint.segment, let trackEnd = joint.trackSegments,
            var continued = track, pointCount + second.pointCount <= maxPoints
        else { return false }
        let shift = endLine - joint.headLine
        var points = segment ?? []
        segment = nil
        joinProblems(second, shift: shift, before: points.last)
        points.append(contentsOf: ending)
        if !points.isEmpty { continued.segments.append(points) }
        continued.segments += trackEnd
        if joint.trackNamed { continued.name = joint.trackName }
        if !continued.segments.isEmpty { file.tracks.append(continued) }
        track = nil
        file.tracks += second.file.tracks
        file.waypoints += second.file.waypoints
        pointCount += second.pointCount
        halves = nil
        return true
    }

    /// The second half's problems and warnings after this half's, at their lines in the file,
    /// with the time check at the cut in its place, and listed up to the limit as one reading
    /// would.
    private mutating func joinProblems(_ second: GPXReadState, shift: Int, before last: TrackPoint?) {
        var warnings = second.file.warnings.map { GPXProblem(line: $0.line + shift, message: $0.message) }
        var unlistedWarnings = second.unlistedWarnings
        if let first = second.halves?.joint.firstPoint, let last, last.time.isFinite, first.time.isFinite,
            first.time < last.time
        {
            let warning = GPXProblem(line: first.line + shift, message: Self.timeGoesBack)
            if first.unlisted == 0 {
                warnings.insert(warning, at: first.listed)
            } else {
                unlistedWarnings += 1
            }
        }
        let problems = second.file.problems.map { GPXProblem(line: $0.line + shift, message: $0.message) }
        Self.append(problems, unlisted: second.unlistedProblems, to: &file.problems, unlisted: &unlistedProblems)
        Self.append(warnings, unlisted: unlistedWarnings, to: &file.warnings, unlisted: &self.unlistedWarnings)
    }

    private static func append(
        _ more: [GPXProblem], unlisted: Int, to list: inout [GPXProblem], unlisted count: inout Int
    ) {
        let all = list + more
        list = Array(all.prefix(problemLimit))
        count += unlisted + max(0, all.count - problemLimit)
    }
}
