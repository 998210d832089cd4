extension GameState {
    /// This game as a viewer who may read only `shown` of the bowl's words sees it: every other word's text is
    /// empty. Everything else (stage, bowl, scores, history) stays, as word numbers, so a screen drawn from the
    /// projection is the one drawn from the game, minus the texts it could not show.
    public func revealing(_ shown: Set<WordID>) -> GameState {
        var seen = self
        for index in seen.setup.words.indices where !shown.contains(index) {
            seen.setup.words[index] = ""
        }
        return seen
    }

    /// The words whose texts the whole room may read now: those of the turn under review (the review lists
    /// them), and every word once the game is over; none while the bowl still hides them (a turn, a hand-off,
    /// between rounds). The word on the card is for the describer alone.
    public var wordsShownToAll: Set<WordID> {
        switch stage {
        case .review(let review): Set(review.guessed).union(review.struck)
        case .finished, .abandoned: Set(setup.words.indices)
        case .notStarted, .handOff, .turn, .roundOver: []
        }
    }
}
