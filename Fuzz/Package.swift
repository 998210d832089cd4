// swift-tools-version: 6.1
// Fuzz targets for Pappers' readers of untrusted files, kept apart from the main package so that its build
// never meets the fuzzer's flags. Build and run them with scripts/fuzz-packs and scripts/fuzz-records.

import PackageDescription

let package = Package(
    name: "PappersFuzz",
    dependencies: [
        .package(name: "Pappers", path: ".."),
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
    ]
)
