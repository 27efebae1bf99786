import Foundation
import TripSiteStore

extension PageStore {
    /// The store of `cacheFolder` for builds in this mode, with this `SOURCE_DATE_EPOCH` and
    /// drafts or not: what every page depends on besides its reads.
    package init?(
        cacheFolder: URL, mode: RenderMode, sourceDateEpoch: Int?, includeDrafts: Bool, lock: CacheLock? = nil
    ) {
        struct Settings: Encodable {
            var mode: RenderMode
            var sourceDateEpoch: Int?
            var includeDrafts: Bool
        }
        self.init(
            cacheFolder: cacheFolder,
            settings: Settings(mode: mode, sourceDateEpoch: sourceDateEpoch, includeDrafts: includeDrafts), lock: lock)
    }

    /// The key of the page at `path` had it read `inputs`.
    package func key(path: String, inputs: some Sequence<BuildInput>, values: ReadValues) -> UInt64? {
        key(page: Self.pageID(path), reads: inputs.map(ReadValues.id).sorted(), values: values)
    }

    /// The store with what each recipe may take from it, for one build's `write` stage.
    package struct Plan: Sendable {
        let store: PageStore
        /// This build's fingerprints, by `ReadValues.id`.
        let values: ReadValues
        /// By recipe: the key of its kept page, when none of what that page read has changed.
        let unchanged: [UInt64?]
        /// The search index's parts this build made, to record once they are written.
        var searchParts: KeptSearchParts?

        /// Keeps the output just made from `recipe` and written at `written`, under the key
        /// of what it read; nil for a copied file, or one that read an input without a
        /// fingerprint.
        func keep(_ written: String, recipe: OutputRecipe, file: OutputFile) -> Kept? {
            guard !recipe.isCopied, let checksum = PageStore.checksum(of: file.contents) else { return nil }
            let page = PageStore.pageID(recipe.path)
            let reads = file.inputs.map(ReadValues.id).sorted()
            guard let key = store.key(page: page, reads: reads, values: values) else { return nil }
            return store.keep(written, key: key, page: page, reads: reads, checksum: checksum) { path in
                PageStore.write(file.contents, to: path)
            }
        }
    }

    /// What each recipe may take from the store, on every core: the key of the page kept at
    /// its path, when every input that page read has the fingerprint it had.
    func plan(_ recipes: [OutputRecipe], values: ReadValues) -> Plan {
        let unchanged = parallelMap(recipes, minimumCount: 256) { recipe -> UInt64? in
            recipe.isCopied ? nil : self.unchanged(recipe.path, values: values)
        }
        return Plan(store: self, values: values, unchanged: unchanged)
    }

    /// XXH64 of what a page holds.
    static func checksum(of contents: OutputFile.Contents) -> UInt64? {
        switch contents {
        case .text(var text): text.withUTF8 { XXH64.hash(buffer: UnsafeRawBufferPointer($0)) }
        case .bytes(let bytes): bytes.withUnsafeBytes { XXH64.hash(buffer: $0) }
        case .copy, .link: nil
        }
    }

    /// A copy of a page's bytes, for a store on another file system than the output.
    private static func write(_ contents: OutputFile.Contents, to path: String) -> Bool {
        let written: Void? =
            switch contents {
            case .text(var text): try? text.withUTF8 { try FileSystem.write(UnsafeRawBufferPointer($0), to: path) }
            case .bytes(let bytes): try? bytes.withUnsafeBytes { try FileSystem.write($0, to: path) }
            case .copy, .link: nil
            }
        return written != nil
    }
}

extension ReadValues {
    /// The fingerprints of `fingerprints`, each input hashed once, on every core.
    package init(_ fingerprints: InputFingerprints) {
        let pairs = Array(fingerprints.values)
        self.init(
            ids: parallelMap(pairs, minimumCount: 4096) { Self.id($0.key) }, fingerprints: pairs.lazy.map(\.value))
    }

    /// An input's id: its `StableHasher` hash, the same in every process.
    package static func id(_ input: BuildInput) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(input)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }
}
