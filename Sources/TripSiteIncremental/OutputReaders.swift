import TripSiteCore

/// The inputs each output of the last build was made from, and the other way round: the
/// outputs that read each input, kept in step. A rebuild finds the outputs that read a
/// changed input by looking them up, not by a pass over every output (a large journal has
/// tens of thousands, and `serve` rebuilds on every edit).
package struct OutputReaders {
    package private(set) var inputs: [String: Set<BuildInput>] = [:]
    private var readers: [BuildInput: Set<String>] = [:]

    init() {}

    package init(_ inputs: [String: Set<BuildInput>]) {
        for (path, read) in inputs {
            for input in read { readers[input, default: []].insert(path) }
        }
        self.inputs = inputs
    }

    /// The inputs the output at `path` was made from; nil for an output the build has not.
    package subscript(path: String) -> Set<BuildInput>? {
        get { inputs[path] }
        set {
            let old = inputs[path] ?? []
            let new = newValue ?? []
            // Most outputs a rebuild lists read what they read before.
            if old == new, (newValue == nil) == (inputs[path] == nil) { return }
            if old != new {
                for input in old where !new.contains(input) {
                    readers[input]?.remove(path)
                    if readers[input]?.isEmpty == true { readers[input] = nil }
                }
                for input in new where !old.contains(input) { readers[input, default: []].insert(path) }
            }
            inputs[path] = newValue
        }
    }

    /// Each output of `made` now read what it lists.
    package mutating func merge(_ made: [String: Set<BuildInput>]) {
        for (path, read) in made { self[path] = read }
    }

    /// The outputs that read one of `changed`.
    package func readers(of changed: Set<BuildInput>) -> Set<String> {
        var paths: Set<String> = []
        for input in changed {
            if let read = readers[input] { paths.formUnion(read) }
        }
        return paths
    }
}
