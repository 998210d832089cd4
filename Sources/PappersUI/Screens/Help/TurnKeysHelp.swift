import PappersApp

/// The help page on a turn's keys, made from the turn's key map (`GameKeys.turn`): each line tells one or two
/// actions, each as its keys with "or" between them and what it does; the clock's sentence ends the last line.
enum TurnKeysHelp {
    /// The actions each line tells, in order: every action of the turn's table, once.
    static let lines: [[GameKeys.Turn]] = [[.guessed], [.pass, .undo], [.pause, .peek], [.menu]]

    static func text(_ strings: Strings) -> String {
        let or = " \(strings.text(.helpKeyOr)) "
        var told = lines.map { line in
            line.map { action in
                GameKeys.turn.keys(for: action).map(strings.keyName).joined(separator: or) + ": "
                    + strings.text(GameKeyLabels.help(action))
            }.joined(separator: " ")
        }
        told[told.count - 1] += " " + strings.text(.helpTurnClock)
        return told.joined(separator: "\n")
    }
}
