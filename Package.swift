// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TripSite",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tripsite", targets: ["TripSite"]),
        .library(name: "Templates", targets: ["Templates"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.0.0"),
        // Already in the graph through Hummingbird; named because the server uses them directly.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.60.0"),
        // Test-only: generators and shrinking for the property-based fuzz suite (Tests/TripSiteTests/Fuzz/).
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // cmark-gfm from the system (Debian: libcmark-gfm-dev, libcmark-gfm-extensions-dev).
        .systemLibrary(
            name: "CMark",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // The HTML component library: typed nodes, escaping, components. No knowledge of files.
        .target(name: "Templates"),
        // The `tripsite` executable: model, content loading, Markdown, build pipeline, CLI.
        .executableTarget(
            name: "TripSite",
            dependencies: [
                "CMark",
                "Templates",
                .product(name: "Yams", package: "Yams"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            plugins: ["EmbedTheme"]
        ),
        // Build-time tool and plugin that embed themes/default/ into the binary.
        .executableTarget(name: "ThemeEmbedder"),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["ThemeEmbedder"]),
        .testTarget(
            name: "TripSiteTests",
            dependencies: [
                "TripSite",
                "Templates",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures"]
        ),
    ]
)
