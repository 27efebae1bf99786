import Foundation
import Testing
import TripSiteStore

/// `ShardedStore` on values of its own: what is saved loads back, for the same program and
/// dependencies only; a damaged shard loses its own entries and no others; a save writes only
/// the shards whose entries changed.
@Suite struct ShardedStoreTests {
    struct Note: ShardedStoreEntry, Equatable {
        var path: String
        var key: ContentKey
        var words: [String]

        var keys: [(String, ContentKey)] { [(path, key)] }

        init(_ number: Int, text: String = "text") {
            path = "notes/\(number).md"
            key = ContentKey(text + "\(number)")
            words = [text, String(number)]
        }
    }

    private func folder() -> String {
        FileManager.default.temporaryDirectory.appending(path: "sharded-\(UUID().uuidString)").path
    }

    private func store(_ folder: String, dependencies: String = "a") throws -> ShardedStore<Note> {
        try #require(
            ShardedStore<Note>(folder: folder, prefix: "notes", magic: "notes\n", format: 1, dependencies: dependencies)
        )
    }

    private func shardFiles(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("notes-") }
            .sorted()
    }

    @Test func whatIsSavedLoadsBackForTheSameDependenciesOnly() throws {
        let folder = folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let notes = (0..<300).map { Note($0) }
        try store(folder).save(notes, loaded: .init())
        #expect(shardFiles(folder).count == ShardedStore<Note>.shardCount(for: 300))
        let loaded = try store(folder).load()
        #expect(loaded.entries.count == 300)
        #expect(loaded.entries["notes/7.md"] == Note(7))
        #expect(try store(folder).isLaidOut(loaded))
        #expect(try store(folder, dependencies: "b").load().entries.isEmpty)
    }

    @Test func aDamagedShardLosesOnlyItsOwnEntries() throws {
        let folder = folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let notes = (0..<300).map { Note($0) }
        try store(folder).save(notes, loaded: .init())
        let damaged = try #require(shardFiles(folder).first)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + damaged))
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: folder + "/" + damaged))
        let count = ShardedStore<Note>.shardCount(for: 300)
        let lost = notes.filter {
            "notes-\(count)-\(ShardedStore<Note>.shard(of: $0.path, count: count)).bin" == damaged
        }
        let loaded = try store(folder).load()
        #expect(!lost.isEmpty && loaded.entries.count == 300 - lost.count)
        #expect(lost.allSatisfy { loaded.entries[$0.path] == nil })
        #expect(try !store(folder).isLaidOut(loaded))
    }

    @Test func aSaveRewritesOnlyTheShardsThatChanged() throws {
        let folder = folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var notes = (0..<300).map { Note($0) }
        try store(folder).save(notes, loaded: .init())
        func modified() -> [String: Date] {
            Dictionary(
                uniqueKeysWithValues: shardFiles(folder).map { name in
                    let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)
                    return (name, attributes?[.modificationDate] as? Date ?? .distantPast)
                })
        }
        let before = modified()
        Thread.sleep(forTimeInterval: 0.02)
        notes[5] = Note(5, text: "edited")
        try store(folder).save(notes, loaded: try store(folder).load())
        let after = modified()
        #expect(before.keys.sorted() == after.keys.sorted())
        #expect(after.filter { before[$0.key] != $0.value }.count == 1)
        #expect(try store(folder).load().entries["notes/5.md"] == Note(5, text: "edited"))
    }
}
