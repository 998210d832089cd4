import PappersCanvas
import PappersEngine

extension HostRoom {
    /// The host's keys in the lobby: ↑ ↓ choose a player, ← → move them along the teams, t teams or pairs,
    /// x (or Delete) removes the player, Enter or s starts the game, Esc or q closes the room.
    mutating func hostPressed(_ key: Key) -> [RoomCommand] {
        startRefusal = nil
        switch key {
        case .up:
            selected = max(0, selected - 1)
        case .down:
            selected = min(max(0, lobby.players.count - 1), selected + 1)
        case .left, .right:
            if lobby.mode == .teams, let seat = selectedSeat { lobby.move(seat: seat, by: key == .left ? -1 : 1) }
        case .character("t"), .character("T"):
            lobby.mode = lobby.mode == .teams ? .pairs : .teams
        case .character("x"), .character("X"), .delete:
            guard let seat = selectedSeat else { return [] }
            let wasHere = guests.removeValue(forKey: seat) != nil
            lobby.remove(seat: seat)
            clampSelection()
            return wasHere ? [.close(seat: seat, farewell: .removed)] : []
        case .enter, .character("s"), .character("S"):
            return start()
        case .escape, .character("q"), .character("Q"):
            return closeRoom()
        default:
            break
        }
        return []
    }

    /// Starts the game with the lobby's seating, unless a player here has no team or name yet, or the roster
    /// does not make a game (`GameSetup`'s checks of teams and players): then says why and stays.
    private mutating func start() -> [RoomCommand] {
        let seating = lobby.seating
        if !seating.unseated.isEmpty {
            startRefusal = .unseated(seating.unseated.count)
            return []
        }
        let setup = GameSetup(teams: seating.teams, rules: Rules(), words: ["-"], seed: 0, mode: seating.mode)
        if case .failure(let errors) = setup.validated() {
            startRefusal = .setup(errors.problems)
            return []
        }
        started = seating
        return [.start(seating)]
    }

    /// Closes every seat and ends the room.
    public mutating func closeRoom() -> [RoomCommand] {
        guard !isOver else { return [] }
        let seats = guests.keys.sorted()
        guests = [:]
        isOver = true
        return seats.map { .close(seat: $0, farewell: .roomClosed) } + [.end]
    }
}
