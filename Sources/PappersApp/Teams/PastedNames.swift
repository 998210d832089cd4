import PappersEngine

/// The names in a pasted (or comma-typed) text: split at commas, semicolons, tabs and line breaks, trimmed,
/// empty ones dropped.
enum PastedNames {
    static func split(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == "\t" || $0.isNewline })
            .map { $0.trimmingCharacters() }
            .filter { !$0.isEmpty }
    }

    /// Where pasted names went in a list of players (a team's, or the pairs list), and which were left out
    /// and why.
    struct Placement: Equatable {
        var players: [String]
        /// The place of the last name placed, if any.
        var last: Int?
        /// Names left out because the list was full.
        var overLimit: [String] = []
        /// Names left out because they cannot be names or are taken.
        var refused: [String] = []
    }

    /// Places `names` into `players` from `position` on: a name takes the place of `ownSlot` (the field it was
    /// pasted into) and of the default names after it (`isDefault`), else is inserted, while the list has
    /// fewer than `limit`. A name taken by another player (`takenElsewhere`, or another place of this list) or
    /// that cannot be a name is refused.
    static func place(
        _ names: [String], into players: [String], from position: Int, ownSlot: Int?, limit: Int,
        isDefault: (String) -> Bool, takenElsewhere: (String) -> Bool
    ) -> Placement {
        var placement = Placement(players: players)
        var position = position
        for name in names {
            guard case .success(let clean) = Names.clean(name) else {
                placement.refused.append(name)
                continue
            }
            let current = placement.players
            let replaces = position < current.count && (position == ownSlot || isDefault(current[position]))
            if !replaces && current.count >= limit {
                placement.overLimit.append(clean)
                continue
            }
            let takenHere = current.indices.contains { (!replaces || $0 != position) && Names.same(current[$0], clean) }
            if takenHere || takenElsewhere(clean) {
                placement.refused.append(clean)
                continue
            }
            if replaces {
                placement.players[position] = clean
            } else {
                placement.players.insert(clean, at: min(position, current.count))
            }
            placement.last = position
            position += 1
        }
        return placement
    }
}

private extension Substring {
    func trimmingCharacters() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
