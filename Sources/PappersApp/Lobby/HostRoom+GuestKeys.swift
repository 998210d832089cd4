import PappersCanvas
import PappersEngine

extension HostRoom {
    /// A remote seat's keys in the lobby. Ctrl-C, Ctrl-Z and Esc open the seat's menu (leave, or go back), never
    /// a signal to the host; in the menu Enter or y leaves. A player without a name types one (Enter takes it).
    mutating func guestPressed(_ key: Key, seat: UInt64) -> [RoomCommand] {
        guard let step = guests[seat]?.step else { return [] }
        switch (step, key) {
        case (.leaving, .enter), (.leaving, .character("y")), (.leaving, .character("Y")):
            guests[seat] = nil
            lobby.remove(seat: seat)
            clampSelection()
            return [.close(seat: seat, farewell: .left)]
        case (.leaving(let then), .escape), (.leaving(let then), .character("n")), (.leaving(let then), .character("N")):
            guests[seat]?.step = then
        case (.leaving, _):
            break
        case (_, .control("c")), (_, .control("z")), (_, .escape):
            guests[seat]?.step = .leaving(then: step)
        case (.naming(let typed, _), _):
            return naming(typed, key, seat: seat)
        case (.waiting, _):
            break
        }
        return []
    }

    private mutating func naming(_ typed: String, _ key: Key, seat: UInt64) -> [RoomCommand] {
        var typed = typed
        switch key {
        case .character(let character):
            typed.append(character)
        case .paste(let text):
            typed += text.prefix(Names.maximumColumns * 2)
        case .backspace:
            if !typed.isEmpty { typed.removeLast() }
        case .enter:
            switch lobby.name(seat: seat, typed) {
            case .success(let name):
                guests[seat]?.step = .waiting
                return [.named(seat: seat, name: name)]
            case .failure(let refusal):
                guests[seat]?.step = .naming(typed, refused: refusal)
                return []
            }
        default:
            return []
        }
        // What is typed stays short enough to show; the checks say the rest at Enter.
        guests[seat]?.step = .naming(String(typed.prefix(Names.maximumColumns * 2)), refused: nil)
        return []
    }
}
