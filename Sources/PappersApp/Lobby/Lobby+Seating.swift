import PappersEngine

extension Lobby {
    /// Why a name a player typed is not taken.
    public enum NameRefusal: Error, Equatable, Sendable {
        /// The checks of a typed name refused it.
        case problem(NameProblem)
        /// Someone here already has it.
        case taken
    }

    /// The seat's player typed `raw` as their name: taken when it passes the checks of a typed name and nobody
    /// here has it; the name of a player who is away takes that player's place (and team) back.
    public mutating func name(seat: UInt64, _ raw: String) -> Result<String, NameRefusal> {
        let name: String
        switch Names.clean(raw) {
        case .success(let cleaned): name = cleaned
        case .failure(let problem): return .failure(.problem(problem))
        }
        guard let index = players.firstIndex(where: { $0.seat == seat }) else { return .failure(.taken) }
        if let other = players.firstIndex(where: { $0.seat != seat && $0.name.map { Names.same($0, name) } ?? false }) {
            guard players[other].presence == .away else { return .failure(.taken) }
            players[other].seat = seat
            players[other].presence = .here
            if let team = players[index].team { players[other].team = team }
            players.remove(at: index)
            return .success(name)
        }
        players[index].name = name
        return .success(name)
    }

    /// Moves the seat's player `step` places along the teams (-1 the one before, 1 the one after), through
    /// "no team yet" between the last and the first.
    public mutating func move(seat: UInt64, by step: Int) {
        guard let index = players.firstIndex(where: { $0.seat == seat }) else { return }
        let places: [String?] = [nil] + teams.map { $0 }
        let now = places.firstIndex { $0 == players[index].team } ?? 0
        let next = ((now + step) % places.count + places.count) % places.count
        players[index].team = places[next]
    }
}
