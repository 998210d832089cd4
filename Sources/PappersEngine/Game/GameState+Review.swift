extension GameState {
    /// Marks a word of the reviewed turn as not really guessed: its points go at once; the word returns to
    /// the bowl when the review is confirmed.
    mutating func strike(_ word: WordID, at now: Int) throws(Refusal) -> Events {
        var review = try currentReview(for: .strike(word))
        guard review.guessed.contains(word) else { throw .notGuessedThisTurn(word) }
        if review.struck.contains(word) { throw .alreadyStruck(word) }
        review.struck.append(word)
        scores[review.team][review.round] -= setup.points(for: word)
        if let guesser = review.guesser { scores[guesser][review.round] -= setup.points(for: word) }
        stage = .review(review)
        return .struck
    }

    mutating func restore(_ word: WordID, at now: Int) throws(Refusal) -> Events {
        var review = try currentReview(for: .restore(word))
        guard let index = review.struck.firstIndex(of: word) else { throw .notStruck(word) }
        review.struck.remove(at: index)
        scores[review.team][review.round] += setup.points(for: word)
        if let guesser = review.guesser { scores[guesser][review.round] += setup.points(for: word) }
        stage = .review(review)
        return .restored
    }

    /// Ends the review. Struck words go back into the bowl; a refilled bowl keeps the round going with the
    /// next team, an empty one ends the round (or the game).
    mutating func confirmReview(at now: Int) throws(Refusal) -> Events {
        let review = try currentReview(for: .confirmReview)
        if !review.struck.isEmpty {
            bowl.append(contentsOf: review.struck)
            let last = history.count - 1
            for word in review.struck {
                if let index = history[last].events.lastIndex(where: { $0.word == word && $0.outcome == .guessed }) {
                    history[last].events[index].outcome = .struck
                }
            }
        }
        if !bowl.isEmpty {
            planNextTeam()
            return .reviewConfirmed
        }
        if isLastRound {
            stage = .finished
            return [.reviewConfirmed, .roundEnded, .gameFinished]
        }
        var carry: TurnPlan?
        if setup.rules.carryOver, review.timeLeft >= Rules.minimumCarryMillis {
            carry = TurnPlan(
                team: review.team, describer: review.describer, millis: review.timeLeft, carriedOver: true,
                guesser: review.guesser)
        }
        stage = .roundOver(carry: carry)
        return [.reviewConfirmed, .roundEnded]
    }

    /// The review under way; refuses `action` at any other stage.
    private func currentReview(for action: Action) throws(Refusal) -> Review {
        guard case .review(let review) = stage else { throw .notNow(action, phase) }
        return review
    }
}
