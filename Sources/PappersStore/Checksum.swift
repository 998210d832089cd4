import PappersEngine
import PappersJSON

/// Checksums that seal a finished game's record, so that a replay notices an edited setup or journal even
/// where the edit changes no score (the time of an action, the text of a word).
///
/// FNV-1a (64 bits) over a canonical text, written as 16 lowercase hex digits. This catches accidental and
/// casual edits; it is not a signature, since anybody can compute it again. The canonical texts, one item per
/// line, fields separated by tabs (names and words never hold control characters):
/// - setup: `seed`, then `team<TAB>name<TAB>player…` per team, then the rules as JSON with sorted keys and no
///   spaces (the bytes 1.0.0 gave through Foundation: `RecordJSON.rules`, `JSONValueEncoder`), then
///   `word<TAB>text` per word of the bowl, then, only in a game that scores by level, `levels<TAB>1<TAB>3…`,
///   then `mode<TAB>pairs` in a pairs game (nothing in a team game);
/// - journal: `t<TAB>action name[<TAB>word]` per action (a seated player: `t<TAB>seat-player<TAB>name<TAB>team`,
///   the columns of its `JournalRow`).
enum Checksum {
    static func setup(_ setup: GameSetup) -> String {
        var text = "\(setup.seed)\n"
        for team in setup.teams {
            text += (["team", team.name] + team.players).joined(separator: "\t") + "\n"
        }
        text += RecordJSON.rules(setup.rules).compactText + "\n"
        for word in setup.words { text += "word\t\(word)\n" }
        if let levels = setup.levels { text += (["levels"] + levels.map(String.init)).joined(separator: "\t") + "\n" }
        if setup.mode == .pairs { text += "mode\tpairs\n" }
        return fnv1a(text)
    }

    static func journal(_ journal: [TimedAction]) -> String {
        var text = ""
        text.reserveCapacity(journal.count * 16)
        for timed in journal {
            let row = JournalRow(timed)
            text += "\(timed.at)\t\(row.action)"
            if let number = row.number { text += "\t\(number)" }
            text += "\n"
        }
        return fnv1a(text)
    }

    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
