// swift-tools-version: 6.1
// Pappers: the hat game (Fishbowl, Time's Up!, Monikers) for one laptop and a terminal.

import PackageDescription

let package = Package(
    name: "Pappers",
    products: [
        .executable(name: "pappers", targets: ["pappers"]),
        // For the fuzz targets in Fuzz/, a package of their own that depends on this one by path.
        .library(name: "PappersPacks", targets: ["PappersPacks", "PappersJSON", "PappersEngine", "PappersText"]),
        .library(name: "PappersStore", targets: ["PappersStore", "PappersJSON", "PappersEngine", "PappersText"]),
        // For fuzz-stored-records: the model and the screens a resumed game goes through.
        .library(name: "PappersUI", targets: ["PappersUI", "PappersApp", "PappersCanvas", "PappersPacks"]),
        // For fuzz-keys and fuzz-screen: the remote seats' key reader and screen writer.
        .library(name: "PappersRemote", targets: ["PappersRemote", "PappersCanvas", "PappersText"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        // The SSH server of `pappers host` (PappersHost only).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssh", from: "0.15.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // Text that is safe to show: display width in columns, unsafe characters, duplicate keys.
        .target(name: "PappersText"),

        // JSON, the one way in and out: a value type and its key-ordered writer, the strict reader with line and
        // column, the Codable bridges to both, and ISO 8601 dates.
        .target(name: "PappersJSON", dependencies: ["PappersText"]),

        // The rules: pure, deterministic, no I/O, no clock.
        .target(name: "PappersEngine", dependencies: ["PappersText"]),

        // Styled cell grids and keys: what the screens draw and the terminal copies.
        .target(name: "PappersCanvas", dependencies: ["PappersText"]),

        // The word-pack format, its validation, and the packs of wordpacks/ built into the program.
        .target(
            name: "PappersPacks",
            dependencies: ["PappersEngine", "PappersJSON", "PappersText"],
            plugins: ["EmbedWordPacks"]
        ),
        .executableTarget(name: "PackEmbedder"),
        .plugin(
            name: "EmbedWordPacks",
            capability: .buildTool(),
            dependencies: ["PackEmbedder"]
        ),

        // The data directory and its SQLite database.
        .target(
            name: "PappersStore",
            dependencies: ["PappersText", "PappersJSON", "PappersEngine", .product(name: "GRDB", package: "GRDB.swift")]
        ),

        // The application's state machine: screens, navigation, keys to actions. Pure.
        .target(name: "PappersApp", dependencies: ["PappersText", "PappersEngine", "PappersCanvas", "PappersPacks"]),

        // What each screen shows, as pure functions to a cell grid.
        .target(name: "PappersUI", dependencies: ["PappersText", "PappersApp", "PappersEngine", "PappersCanvas", "PappersPacks"]),

        // The only code that talks to curses.
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "PappersTerminal", dependencies: ["CNcursesw", "PappersCanvas", "PappersText"]),
        // A small full-screen program that exercises the terminal layer, for the end-to-end tests in tmux.
        .executableTarget(name: "terminal-check", dependencies: ["PappersTerminal", "PappersCanvas"]),
        // Fills a data directory with simulated games, for the records benchmark (scripts/bench).
        .executableTarget(
            name: "records-filler",
            dependencies: ["PappersEngine", "PappersPacks", "PappersStore", .product(name: "GRDB", package: "GRDB.swift")]
        ),

        // The store's own timings (appending, opening, reading the records), printed for scripts/bench.
        .executableTarget(
            name: "store-bench",
            dependencies: ["PappersEngine", "PappersJSON", "PappersStore", .product(name: "GRDB", package: "GRDB.swift")]
        ),

        // The interactive session's run loops, on any `TerminalIO` (PappersCanvas): the real terminal in the
        // program, a scripted one in tests. No curses here.
        .target(
            name: "PappersSession",
            dependencies: ["PappersText", "PappersEngine", "PappersCanvas", "PappersPacks", "PappersStore", "PappersApp", "PappersUI"]
        ),

        // A remote seat's terminal without curses: a grid to ANSI bytes (diffed), bytes to keys. Pure, no I/O.
        .target(name: "PappersRemote", dependencies: ["PappersCanvas", "PappersText"]),

        // The SSH server remote seats join through: the room code, the host key, session channels only; bytes
        // in become (connection, event) on one queue the run loop drains, grids out become bytes. The only
        // module besides the executable that imports NIO.
        .target(
            name: "PappersHost",
            dependencies: [
                "PappersRemote", "PappersCanvas", "PappersText", "PappersStore", "PappersApp",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOSSH", package: "swift-nio-ssh"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),

        // The executable: commands, and the real terminal under the session.
        .executableTarget(
            name: "pappers",
            dependencies: [
                "PappersText", "PappersJSON", "PappersEngine", "PappersCanvas", "PappersPacks", "PappersStore",
                "PappersApp", "PappersUI", "PappersTerminal", "PappersSession", "PappersRemote", "PappersHost",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["hidden-symbols.map"],
            // The network's modules stay out of the dynamic symbol table (hidden-symbols.map): local play's
            // memory is the same with them linked in as without.
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--version-script=\(Context.packageDirectory)/Sources/pappers/hidden-symbols.map"])
            ]
        ),

        // What the test targets share: each test of a suite on a thread of its own (`.onItsOwnThread`), a umask
        // for one thread only, a program in a tmux pane (`TerminalTmux`).
        .target(name: "PappersTestSupport", path: "Tests/PappersTestSupport"),

        .testTarget(name: "PappersTextTests", dependencies: ["PappersText"]),
        .testTarget(name: "PappersJSONTests", dependencies: ["PappersJSON", "PappersText", "PappersEngine"]),
        .testTarget(name: "PappersEngineTests", dependencies: ["PappersEngine"]),
        .testTarget(name: "PappersCanvasTests", dependencies: ["PappersCanvas"]),
        .testTarget(name: "PappersTerminalTests", dependencies: ["PappersTerminal", "PappersCanvas"]),
        .testTarget(name: "PappersRemoteTests", dependencies: ["PappersRemote", "PappersCanvas", "PappersText"]),
        .testTarget(
            name: "PappersHostTests",
            dependencies: [
                "PappersHost", "PappersRemote", "PappersCanvas", "PappersText", "PappersApp", "PappersUI", "PappersSession",
                "PappersEngine", "PappersStore", "PappersTestSupport",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSH", package: "swift-nio-ssh"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "PappersPacksTests",
            dependencies: ["PappersPacks", "PappersJSON", "PappersEngine", "PappersText"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PappersStoreTests",
            dependencies: [
                "PappersStore", "PappersJSON", "PappersEngine", "PappersText", "PappersPacks", "PappersApp", "PappersUI", "PappersCanvas",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(name: "PappersAppTests", dependencies: ["PappersApp", "PappersEngine", "PappersCanvas", "PappersPacks"]),
        .testTarget(
            name: "PappersUITests",
            dependencies: ["PappersUI", "PappersApp", "PappersEngine", "PappersCanvas"],
            resources: [.copy("Golden")]
        ),
        .testTarget(
            name: "PappersSessionTests",
            dependencies: [
                "PappersSession", "PappersStore", "PappersApp", "PappersUI", "PappersCanvas", "PappersEngine", "PappersPacks",
            ]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["pappers", "terminal-check", "PappersStore", "PappersEngine", "PappersPacks", "PappersTestSupport"],
            exclude: ["Golden"]
        ),
    ]
)
