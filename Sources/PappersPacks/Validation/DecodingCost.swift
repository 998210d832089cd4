/// What decoding one pack cost, counted rather than timed, so that a test can hold it proportional to the
/// file whatever else the machine is doing (speed itself is the benchmarks' business).
struct DecodingCost: Equatable {
    /// Lookups and bytes walked to turn byte offsets into lines and columns (`SourceLocator.steps`).
    var locating = 0
    /// Slots of the repeated-words table looked at (`FirstWords.probes`).
    var repeatProbes = 0
    /// Problem messages built; problems past the listed ones are only counted.
    var messagesBuilt = 0
}
