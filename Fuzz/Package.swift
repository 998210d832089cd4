// swift-tools-version: 6.1
// Fuzz targets for Pappers' readers of untrusted files, kept apart from the main package so that its build
// never meets the fuzzer's flags. Build and run them with scripts/fuzz-packs, scripts/fuzz-records, scripts/fuzz-keys
// and scripts/fuzz-screen.

import PackageDescription

let package = Package(
    name: "PappersFuzz",
    dependencies: [
        .package(name: "Pappers", path: ".."),
        // The same GRDB as Pappers: fuzz-stored-records edits the database as `sqlite3` would.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    ],
    targets: [
        // Declares libFuzzer's driver: SwiftPM gives each executable a main of its own, which hands over to it.
        .target(name: "LibFuzzer"),
        // Word packs: PackDecoder.decode on any bytes.
        .executableTarget(
            name: "fuzz-packs", dependencies: ["LibFuzzer", .product(name: "PappersPacks", package: "Pappers")]),
        // Game records: GameRecord(json:), then the replay and the export of what it accepts.
        .executableTarget(
            name: "fuzz-records", dependencies: ["LibFuzzer", .product(name: "PappersStore", package: "Pappers")]),
        // Game records mutated in the database itself, then read as replay, export, continue and history do.
        // Its StoredRecordLab.swift is a link to Tests/PappersStoreTests/, where the suite runs a sample.
        .executableTarget(
            name: "fuzz-stored-records",
            dependencies: [
                "LibFuzzer", .product(name: "PappersStore", package: "Pappers"),
                .product(name: "PappersUI", package: "Pappers"), .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // A remote seat's key reader: any bytes, cut into reads anywhere, give the same well-formed keys.
        .executableTarget(
            name: "fuzz-keys", dependencies: ["LibFuzzer", .product(name: "PappersRemote", package: "Pappers")]),
        // A remote seat's screen writer: any two grids, replayed through a terminal emulator. Its
        // VirtualTerminal.swift is a link to Tests/PappersRemoteTests/Support/, where the suite uses it.
        .executableTarget(
            name: "fuzz-screen", dependencies: ["LibFuzzer", .product(name: "PappersRemote", package: "Pappers")]),
    ]
)
