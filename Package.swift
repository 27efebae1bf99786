// swift-tools-version: 6.1
import PackageDescription

// The layers, each a target that may use only the ones below it (docs/architecture.md):
//
//   tripsite (TripSite)          argument parsing and exit codes
//     ├── TripSiteAllocator      jemalloc: the process's malloc
//     ├── TripSitePreview        `serve`: Hummingbird, file watching, live reload
//     │     └── TripSiteIncremental  `serve`'s rebuilds: only what a change needs
//     └── TripSiteCore           model, content, Markdown, goals, the build pipeline, writers
//           ├── TripSiteHTML     typed HTML nodes, escaping by construction, components
//           ├── TripSiteImaging  photos decoded once, resized, stripped, encoded
//           │     └── CVips      libvips from the system
//           ├── TripSiteStore    what builds keep between them: parse and page stores, photo
//           │     │              and route caches (of TripSiteImaging's and TripSiteGeo's
//           │     │              values), the cache lock, the encoding all is kept and
//           │     │              hashed in, the file system calls under them
//           │     └── CBuildID   the running program's build ID (which program kept a store)
//           ├── TripSiteGeo      GPX tracks read, measured and simplified; map projections
//           │     └── CXML2      libxml2 from the system
//           ├── CMarkThreads     cmark-gfm made safe to parse on every core
//           ├── CZlibInflate     zlib from the system (a gzip file's first bytes, sniffed)
//           └── CMark            cmark-gfm from the system
let package = Package(
    name: "TripSite",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tripsite", targets: ["TripSite"]),
        .library(name: "TripSiteCore", targets: ["TripSiteCore"]),
        .library(name: "TripSiteHTML", targets: ["TripSiteHTML"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        // TOML front matter (`+++`, as Hugo sites write it), read in place (TOMLFrontMatter).
        .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.0.0"),
        // Already in the graph through Hummingbird; named because the server uses them directly.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.60.0"),
        // Theme slots: a site's HTML at named places of every page, from Mustache templates
        // (logic-less, escaping by default; docs/theming.md).
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        // `tripsite import dayone`: reads Day One's JSON export as the .zip it downloads as.
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
        // Test-only: generators and shrinking for the property-based fuzz suite
        // (Tests/TripSiteCoreTests/Fuzz/).
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // Bench-only: the stage benchmark (Benchmarks/Stages, `swift package benchmark`). Its
        // malloc counts come from the interposer trait; the default traits would also pull in
        // a Swift runtime interposer that is not needed here.
        .package(
            url: "https://github.com/ordo-one/package-benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // cmark-gfm from the system (Debian: libcmark-gfm-dev, libcmark-gfm-extensions-dev).
        .systemLibrary(
            name: "CMark",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Interposes cmark-gfm's cmark_manage_extensions_special_characters so that parsers on
        // several threads no longer race on its global tables (cmark_threads.c explains how).
        .target(name: "CMarkThreads", dependencies: ["CMark"], linkerSettings: [.linkedLibrary("dl")]),
        // The running executable's GNU build ID: parse results kept between builds belong to
        // the program that made them (ParseStore).
        .target(name: "CBuildID"),
        // zlib from the system (Debian: zlib1g-dev): `FileContent` inflates the first kilobytes
        // of a gzip file to see whether it is a compressed track. (ZIPFoundation links the same
        // library under its own module, CZlib, which a target of this package cannot import.)
        .systemLibrary(name: "CZlibInflate", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // libvips from the system (Debian: libvips-dev), with fixed-argument wrappers of the
        // variadic calls TripSite makes (Swift cannot call C variadics).
        .systemLibrary(name: "CVips", pkgConfig: "vips", providers: [.apt(["libvips-dev"])]),
        // Photos in, variants out: the one module that holds libvips pointers (`VipsCodec`).
        .target(name: "TripSiteImaging", dependencies: ["CVips"]),
        // libxml2 from the system (Debian: libxml2-dev): the streaming XML parser under GPX.
        .systemLibrary(name: "CXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // Places and routes: GPX read as a stream, distances, climbs, simplification and map
        // projections. Knows nothing of trips or pages.
        .target(name: "TripSiteGeo", dependencies: ["CXML2"]),
        // The HTML component library: typed nodes, escaping by construction, the theme's
        // components. Knows nothing of files, trips or Markdown. (Its folder keeps the
        // project's original name, Sources/Templates.)
        .target(name: "TripSiteHTML", path: "Sources/Templates"),
        // What builds keep between them, and the one encoding it is kept and hashed in: the
        // parse and page stores, the photo and route caches, the cache folder's lock, and the
        // file system calls they stand on. Knows nothing of trips, pages or Markdown.
        .target(name: "TripSiteStore", dependencies: ["CBuildID", "TripSiteImaging", "TripSiteGeo"]),
        // Everything a build does, as a library: no server, no argument parsing.
        .target(
            name: "TripSiteCore",
            dependencies: [
                "CMark",
                "CMarkThreads",
                "CZlibInflate",
                // Raw HTML in Markdown, read for its images (`HTMLImageReader`).
                "CXML2",
                "TripSiteHTML",
                "TripSiteImaging",
                "TripSiteGeo",
                "TripSiteStore",
                .product(name: "Yams", package: "Yams"),
                .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            plugins: ["EmbedFiles"]
        ),
        // `tripsite import`: Hugo and Jekyll sites, Polarsteps and Day One exports written
        // as a TripSite journal. A build never needs it; the core reads a Hugo or Jekyll
        // site in place with its own `Content/OtherGenerators`.
        .target(
            name: "TripSiteImport",
            dependencies: [
                "TripSiteCore",
                "TripSiteGeo",
                "TripSiteHTML",
                "TripSiteImaging",
                "TripSiteStore",
                .product(name: "Yams", package: "Yams"),
                // Day One exports are zip files (`DayOneSource`).
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        // Rebuilds in memory that make only what a change needs: the routes `serve` takes
        // for an edit, over the core's stages. Rendering knows nothing of them.
        .target(name: "TripSiteIncremental", dependencies: ["TripSiteCore", "TripSiteStore"]),
        // `tripsite book`: a trip's book page with photos made from the originals for
        // print, and the print engine (WeasyPrint or Chromium) that makes its PDF.
        .target(name: "TripSiteBook", dependencies: ["TripSiteCore", "TripSiteImaging", "TripSiteStore"]),
        // `tripsite serve`: the preview server over the incremental rebuilds.
        .target(
            name: "TripSitePreview",
            dependencies: [
                "TripSiteCore",
                "TripSiteIncremental",
                "TripSiteHTML",
                "TripSiteStore",
                .product(name: "Hummingbird", package: "hummingbird"),
                // Its HTTP/1 channel, wrapped to put `RequestHeadLimiter` before NIO's decoder.
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // jemalloc (Debian: libjemalloc-dev; at run time libjemalloc2) linked into the
        // executable ahead of libc: malloc for the whole process. A build makes and frees
        // millions of small blocks, and glibc's malloc was a tenth of its CPU time
        // (docs/architecture.md, "The allocator").
        .target(
            name: "TripSiteAllocator", linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]),
        // The `tripsite` executable: commands, options and exit codes.
        .executableTarget(
            name: "TripSite",
            dependencies: [
                "TripSiteAllocator",
                "TripSiteBook",
                "TripSiteCore",
                "TripSiteImport",
                "TripSitePreview",
                "TripSiteStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["GitCommit"]
        ),
        // Build-time tool and plugin that embed themes/default/ and samples/new-site/ into the core.
        .executableTarget(name: "FileEmbedder"),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["FileEmbedder"]),
        // Prebuild plugin that writes the git commit (or nil, outside a checkout) for
        // `tripsite --version` into the build directory.
        .plugin(name: "GitCommit", capability: .buildTool()),

        // Each stage of a full build timed apart on the shared synthetic corpus
        // (docs/performance.md, "Stage benchmark").
        .executableTarget(
            name: "Stages",
            dependencies: ["TripSiteCore", .product(name: "Benchmark", package: "package-benchmark")],
            path: "Benchmarks/Stages",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),

        // Helpers the test targets share: fixture sites in temp folders, a headless
        // browser, raw HTTP.
        .target(
            name: "TripSiteTestSupport",
            dependencies: ["TripSiteCore", "TripSiteHTML", "TripSiteIncremental", "TripSiteStore"],
            path: "Tests/TripSiteTestSupport",
            exclude: ["Photos"]
        ),
        .testTarget(name: "TripSiteImagingTests", dependencies: ["TripSiteImaging", "TripSiteTestSupport"]),
        .testTarget(name: "TripSiteHTMLTests", dependencies: ["TripSiteHTML"]),
        .testTarget(name: "TripSiteGeoTests", dependencies: ["TripSiteGeo"]),
        .testTarget(name: "TripSiteStoreTests", dependencies: ["TripSiteStore"]),
        .testTarget(
            name: "TripSiteBookTests",
            dependencies: ["TripSiteBook", "TripSiteCore", "TripSiteImaging", "TripSiteTestSupport"]
        ),
        .testTarget(
            name: "TripSiteCoreTests",
            dependencies: [
                "TripSiteCore",
                "TripSiteHTML",
                // Tests of photos, routes, search and the loader check `serve`'s rebuilds too.
                "TripSiteIncremental",
                // The GPX fuzz target reads files with TripSiteGeo's reader.
                "TripSiteGeo",
                // The stores' tests read what builds kept.
                "TripSiteStore",
                "TripSiteTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                // Position files in a zip (a KMZ, a zip of tracks) are made by the tests.
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "TripSiteImportTests",
            dependencies: [
                "TripSiteImport",
                "TripSiteCore",
                "TripSiteTestSupport",
                // The Day One importer's tests zip their export.
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .testTarget(
            name: "TripSiteIncrementalTests",
            dependencies: ["TripSiteIncremental", "TripSiteCore", "TripSiteHTML", "TripSiteTestSupport"]
        ),
        .testTarget(
            name: "TripSitePreviewTests",
            dependencies: [
                "TripSitePreview",
                "TripSiteCore",
                "TripSiteTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        // End to end: runs the built `tripsite` binary as a user or CI would.
        // Yams reads the CI files `new site` writes, and the YAML in docs/publishing.md.
        .testTarget(
            name: "TripSiteTests",
            dependencies: ["TripSite", "TripSiteCore", "TripSiteTestSupport", .product(name: "Yams", package: "Yams")]
        ),
    ]
)
