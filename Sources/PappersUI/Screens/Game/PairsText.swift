import PappersApp
import PappersCanvas
import PappersEngine
import PappersText

/// The lines of the game screens that name a pair in pairs mode (the describer and the one guesser) where a
/// team game names a team. Each returns nil in a team game, where the team's own line stands.
enum PairsText {
    /// The describer's and the guesser's names, when `guesser` says this is a pair's turn.
    static func names(_ state: GameState, describer seat: Int, guesser: Int?) -> (describer: String, guesser: String)? {
        guard let guesser else { return nil }
        return (state.setup.teams[seat].name, state.setup.teams[guesser].name)
    }

    /// "Ana describes to Bru": the hand-off and the paused card.
    static func describesTo(_ state: GameState, _ plan: TurnPlan, _ context: ScreenContext) -> String? {
        names(state, describer: plan.team, guesser: plan.guesser).map {
            context.text(.pairDescribesTo(describer: $0.describer, guesser: $0.guesser))
        }
    }

    /// "Ana and Bru got 4" at review.
    static func guessed(_ state: GameState, _ review: Review, count: Int, _ context: ScreenContext) -> String? {
        names(state, describer: review.team, guesser: review.guesser).map {
            context.text(.reviewPairGuessed(describer: $0.describer, guesser: $0.guesser, n: count))
        }
    }

    /// "Next: Carla describes to Ana" at review.
    static func next(_ state: GameState, _ plan: TurnPlan, _ context: ScreenContext) -> String? {
        names(state, describer: plan.team, guesser: plan.guesser).map {
            context.text(.reviewNextPair(describer: $0.describer, guesser: $0.guesser))
        }
    }

    /// "Ana and Bru open with 12 s left" on the standings.
    static func carry(_ state: GameState, _ carry: TurnPlan, _ context: ScreenContext) -> String? {
        names(state, describer: carry.team, guesser: carry.guesser).map {
            context.text(.standingsCarryPair(describer: $0.describer, guesser: $0.guesser, n: (carry.millis + 999) / 1000))
        }
    }

    /// The status bar of a pair's turn: round, describer → guesser, words left, seconds, points (and the leader
    /// when it fits); the names cut when the screen is narrow.
    static func statusBar(_ state: GameState, _ who: TurnPlayers, width: Int, _ context: ScreenContext) -> String? {
        guard let pair = names(state, describer: who.team, guesser: who.guesser) else { return nil }
        let round = context.text(.statusRound(n: state.round + 1, name: context.roundName(state.roundRules.kind)))
        let left = context.text(.statusLeft(n: state.wordsLeft))
        let seconds = context.text(.statusSeconds(n: state.secondsLeft(at: context.now) ?? 0))
        let points = context.text(.statusPoints(points: ScreenContext.signed(state.pointsThisTurn)))
        let who = "\(pair.describer) → \(pair.guesser)"
        let full = [round, who, left, seconds, points]
        for pieces in [full + (ScoreStrip.lead(state, context).map { [$0] } ?? []), full] {
            let line = pieces.joined(separator: " · ")
            if TextWidth.columns(of: line) <= width { return line }
        }
        let short = context.text(.standingsRoundShort(n: state.round + 1))
        let signed = ScreenContext.signed(state.pointsThisTurn)
        let fixed = TextWidth.columns(of: [short, left, seconds, signed].joined(separator: " · ")) + 6
        let room = max(2, (width - fixed) / 2)
        let fitted = Grid.fit(pair.describer, columns: room) + "→" + Grid.fit(pair.guesser, columns: room)
        return Grid.fit([short, fitted, left, seconds, signed].joined(separator: " · "), columns: width)
    }
}
