import Testing
import TripSiteCore
import TripSiteIncremental

/// The outputs that read each input, kept in step with the inputs each output read, answer
/// as a pass over every output would.
@Suite struct OutputReadersTests {
    static func scan(_ inputs: [String: Set<BuildInput>], _ changed: Set<BuildInput>) -> Set<String> {
        Set(inputs.filter { !$0.value.isDisjoint(with: changed) }.keys)
    }

    @Test func readersMatchAPassOverEveryOutputThroughEdits() {
        var generator = SystemRandomNumberGenerator()
        let all: [BuildInput] =
            [.config, .theme, .goals, .places, .tripList]
            + (0..<12).map { BuildInput.trip(slug: "t\($0)") } + (0..<4).map { .yearInTravel(year: "20\($0)") }
        func someInputs() -> Set<BuildInput> {
            Set((0..<Int.random(in: 0...5, using: &generator)).map { _ in all.randomElement(using: &generator)! })
        }
        var plain: [String: Set<BuildInput>] = [:]
        for index in 0..<40 { plain["p\(index)/index.html"] = someInputs() }
        var readers = OutputReaders(plain)
        for round in 0..<300 {
            let path = "p\(Int.random(in: 0..<50, using: &generator))/index.html"
            switch round % 3 {
            case 0:
                let read = someInputs()
                plain[path] = read
                readers[path] = read
            case 1:
                plain[path] = nil
                readers[path] = nil
            default:
                let made = Dictionary(uniqueKeysWithValues: [(path, someInputs()), ("extra\(round % 7)", someInputs())])
                plain.merge(made) { $1 }
                readers.merge(made)
            }
            let changed = Set((0..<3).map { _ in all.randomElement(using: &generator)! })
            #expect(readers.readers(of: changed) == Self.scan(plain, changed))
            #expect(readers.inputs == plain)
        }
    }

    @Test func anOutputNoLongerReadingAnInputIsNotItsReader() {
        var readers = OutputReaders(["a.html": [.config, .goals], "b.html": [.goals]])
        #expect(readers.readers(of: [.goals]) == ["a.html", "b.html"])
        readers["a.html"] = [.config]
        #expect(readers.readers(of: [.goals]) == ["b.html"])
        readers["b.html"] = nil
        #expect(readers.readers(of: [.goals]).isEmpty)
        #expect(readers.readers(of: [.config]) == ["a.html"])
        #expect(readers["b.html"] == nil)
    }
}
