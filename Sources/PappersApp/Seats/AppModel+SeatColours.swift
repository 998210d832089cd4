import PappersCanvas

extension AppModel {
    /// The colour depth the seat served chose in its own menu (automatic: its terminal's).
    public var seatColourChoice: ColourChoice { served.colourChoice }
    /// The colour depth the seat served's terminal said it has when it joined.
    public var seatTerminalDepth: ColourDepth { served.terminalDepth }

    /// The seat served's menu goes to its next colour depth: automatic, 24-bit, 256, 8, none, and round again.
    /// Only that seat's frames change (`AppCommand.seatColourDepth`).
    mutating func nextSeatColours() -> [AppCommand] {
        let choices: [ColourChoice] = [.automatic] + ColourDepth.allCases.reversed().map { .depth($0) }
        let next = choices[((choices.firstIndex(of: served.colourChoice) ?? 0) + 1) % choices.count]
        served.colourChoice = next
        if case .depth(let depth) = next { served.colourDepth = depth } else { served.colourDepth = served.terminalDepth }
        return [.seatColourDepth(seat, served.colourDepth)]
    }
}
