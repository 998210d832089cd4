/// The named sets of rules players choose from.
///
/// | preset | turn | passing | penalty | rounds | points |
/// | --- | --- | --- | --- | --- | --- |
/// | `pappers` | 60 s | allowed in every round | none | describe, one word, mime | one per word |
/// | `timesup` | 30 s | forbidden in round 1, allowed after | none | describe, one word, mime | one per word |
/// | `monikers` | 60 s | allowed, encouraged | none | describe, one word, mime | the word's level |
public enum RulesPreset: String, Codable, CaseIterable, Sendable {
    case pappers
    case timesup
    case monikers
}
