import PappersEngine

extension AppModel {
    /// What `seat`'s screen is drawn from: the model as that seat reads it, without any other seat's state,
    /// and with the game on its screen projected so that the only word texts it holds are those the seat may
    /// read at `now` (`wordsShown`), and without the word packs. Nil for a seat that is not there.
    ///
    /// The views draw from this value alone, so a screen drawn for a seat cannot show a word it may not read:
    /// the text is not in what they are given.
    public func seen(by seat: Seat, at now: Int) -> AppModel? {
        guard let own = seats[seat] else { return nil }
        var model = self
        model.seats = [seat: own]
        model.seat = seat
        if case .game(var game) = own.screen {
            let shown = model.wordsShown(in: game.state, at: now)
            game.state = game.state.revealing(shown)
            game.hints = game.hints.indices.map { shown.contains($0) ? game.hints[$0] : nil }
            model.seats[seat]?.screen = .game(game)
            // The packs and the words played before hold the bowl's texts too; no game screen reads them.
            model.words = nil
        }
        return model
    }

    /// The words of `state` the seat served may read at `now`: those the whole room reads (a review, a game
    /// over), and the word on the card for the describer's seat while it is shown (`isWordVisible`).
    func wordsShown(in state: GameState, at now: Int) -> Set<WordID> {
        var shown = state.wordsShownToAll
        if isWordVisible(at: now), let word = state.wordOnScreen { shown.insert(word) }
        return shown
    }

    /// What the seat served does in the turn on screen or about to start: nil for the laptop passed around
    /// (every part at once, drawn as ever) and off a turn.
    public var turnPart: TurnPart? {
        guard role != .everyRole, let plan = session?.state.stage.turnPlan else { return nil }
        if role.describes(plan) { return .describes }
        guard case .player(let team, _) = role else { return .watches }
        if let guesser = plan.guesser { return guesser == team ? .guesses : .watches }
        return team == plan.team ? .guesses : .watches
    }
}

/// A seat's part in a turn: what its own screen shows of it.
public enum TurnPart: Equatable, Sendable {
    /// The describer's own seat: the word, the clock, the keys.
    case describes
    /// A guesser's seat: "Guess!" with the clock.
    case guesses
    /// Another team's seat, the table's, a watcher's: the clock and who describes for whom.
    case watches
}
