import PappersCanvas

/// The keys of the teams screen's list, in teams mode and in pairs mode, each a table in the order its footer
/// shows them. While a name is typed, its field takes the keys (`TextField`); a paste is text, not a key, and
/// goes into the name under the cursor.
public enum TeamsKeys {
    public enum Teams: Equatable, Sendable {
        case choose, start, addPlayer, addTeam, remove, randomTeams, earlierTeams, clearNames, back
        case move(ListMove)
        case pairsMode
    }

    public static let teams = KeyMap<Teams, Void>(
        [
            KeyBinding(.choose, Key.enterOrSpace, footer: FooterHint([.enter])),
            KeyBinding(.start, [.letter("s")], footer: FooterHint([.letter("s")])),
            KeyBinding(.addPlayer, [.letter("a")], footer: FooterHint([.letter("a")])),
            KeyBinding(.addTeam, [.letter("t")], footer: FooterHint([.letter("t")])),
            KeyBinding(.remove, [.letter("x"), .delete], footer: FooterHint([.letter("x")])),
            KeyBinding(.randomTeams, [.letter("r")], footer: FooterHint([.letter("r")])),
            KeyBinding(.earlierTeams, [.letter("o")], footer: FooterHint([.letter("o")])),
            KeyBinding(.clearNames, [.letter("c")], footer: FooterHint([.letter("c")])),
            KeyBinding(.back, [.escape, .letter("q")], footer: FooterHint([.escape])),
            KeyBinding(.pairsMode, [.letter("m")]),
        ] + ListMove.bindings(Teams.move, footer: false))

    public enum Pairs: Equatable, Sendable {
        case choose, start, addPlayer, remove, earlierPlayers, clearNames, teamsMode, back
        case move(ListMove)
    }

    public static let pairs = KeyMap<Pairs, Void>(
        [
            KeyBinding(.choose, Key.enterOrSpace, footer: FooterHint([.enter])),
            KeyBinding(.start, [.letter("s")], footer: FooterHint([.letter("s")])),
            KeyBinding(.addPlayer, [.letter("a")], footer: FooterHint([.letter("a")])),
            KeyBinding(.remove, [.letter("x"), .delete], footer: FooterHint([.letter("x")])),
            KeyBinding(.earlierPlayers, [.letter("o")], footer: FooterHint([.letter("o")])),
            KeyBinding(.clearNames, [.letter("c")], footer: FooterHint([.letter("c")])),
            KeyBinding(.teamsMode, [.letter("m")], footer: FooterHint([.letter("m")])),
            KeyBinding(.back, [.escape, .letter("q")], footer: FooterHint([.escape])),
        ] + ListMove.bindings(Pairs.move, footer: false))
}
