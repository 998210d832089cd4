import PappersEngine

/// What a seat's screen is drawn from: the model as the seat reads it (`AppModel.seen(by:at:)`), without what
/// tells the seat from another whose screen shows the same. The views draw from this value alone, so two seats
/// with equal views are drawn the same grid (at the same colour depth): a host draws it once for all of them
/// (the guessers of one team, the players of the teams that watch).
///
/// Left out of it: which seat it is, the name its player joined with, and which player a role is when the
/// screen cannot show it (`SeatRole.asDrawn(at:)`). Kept: everything else of the seat's own (its screen with its
/// menu and review cursor, help, size, colours, language) and the words it may read.
public struct SeatView: Equatable, Sendable {
    /// The model the views draw, as one anonymous seat (`seat`) of the role drawn.
    public let model: AppModel

    /// The seat every view is drawn for.
    static let seat = Seat(id: -1)
}

extension AppModel {
    /// `seat`'s view at `now`; nil for a seat that is not there.
    public func view(of seat: Seat, at now: Int) -> SeatView? {
        guard var seen = seen(by: seat, at: now), var own = seen.seats[seat] else { return nil }
        if let stage = seen.session?.state.stage { own.role = own.role.asDrawn(at: stage) }
        // The table seats a watcher under the name it joined with (`watchersWaiting`); no screen draws it.
        own.name = nil
        seen.seats = [SeatView.seat: own]
        seen.seat = SeatView.seat
        return SeatView(model: seen)
    }
}

extension SeatRole {
    /// This role as a game screen at `stage` shows it. A game screen reads a player's role only to know
    /// whether the seat describes (the turn on screen or about to start, or the one reviewed: the word, the
    /// describer's keys) and whether its team guesses or watches the turn (`TurnPart`); so any other player of
    /// a team that plays the turn is drawn as one player of that team, and any player of another team as one of
    /// no team. The describer's role, the table's, the laptop's and a watcher's are kept.
    func asDrawn(at stage: Stage) -> SeatRole {
        guard case .player(let team, _) = self else { return self }
        let plan = stage.turnPlan
        if let plan, describes(plan) { return self }
        if case .review(let review) = stage, describes(team: review.team, describer: review.describer) { return self }
        let plays = plan.map { team == $0.team || team == $0.guesser } ?? false
        return .player(team: plays ? team : Self.noOne, player: Self.noOne)
    }

    /// A team or player number no roster has.
    private static let noOne = -1
}
