import PappersEngine

extension AppModel {
    /// After the interface language changed from `before`: the roster's untouched default names ("Team 1",
    /// "Player 3" in the old language's words) take the new language's words ("Equip 1", "Jugador 3") at once.
    /// Names the players typed stay, and so does a default name whose new form another name already holds.
    mutating func defaultNamesFollowLanguage(from before: UILanguage) {
        guard before != language, let old = namesByLanguage[before] else { return }
        let new = names
        guard old != new else { return }
        var teamNames = Set(roster.map(\.name)), playerNames = Set(roster.flatMap(\.players))
        for t in roster.indices {
            if let renamed = old.teamNumber(roster[t].name).map(new.team), !teamNames.contains(renamed) {
                teamNames.insert(renamed)
                roster[t].name = renamed
            }
            for p in roster[t].players.indices {
                if let renamed = old.playerNumber(roster[t].players[p]).map(new.player), !playerNames.contains(renamed) {
                    playerNames.insert(renamed)
                    roster[t].players[p] = renamed
                }
            }
        }
    }
}
