import PappersCanvas
import PappersText
@testable import PappersRemote

/// What a grid should look like on a terminal, checked cell by cell against `VirtualTerminal`.
enum Emulation {
    /// The pen a style shows with at a depth, worked out here apart from the writer's own `Pen`: the hue of a
    /// role at each depth is `ColourRole.hue`'s.
    static func expectedPen(_ style: Style, depth: ColourDepth) -> VirtualTerminal.Pen {
        func ink(_ colour: Colour) -> VirtualTerminal.Ink {
            if depth == .none { return .terminal }
            switch colour {
            case .terminal: return .terminal
            case .role(let role):
                switch depth {
                case .truecolor:
                    let rgb = role.hue.rgb
                    return .rgb(Int(rgb >> 16), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF))
                case .palette256: return .palette(Int(role.hue.xterm))
                default: return .basic(role.hue.basic.ansiNumber!)
                }
            default: return .basic(colour.ansiNumber!)
            }
        }
        return VirtualTerminal.Pen(
            bold: style.bold, underline: style.underline, blink: style.blink, reverse: style.reverse,
            foreground: ink(style.foreground), background: ink(style.background))
    }

    /// The differences between a drawn grid and the emulated screen (empty when the screen shows the grid).
    ///
    /// A drawn grid is well formed but for what `Grid.fill` leaves when it paints over half of a wide
    /// character: a wide character without its continuation cell shows the placeholder, and a continuation cell
    /// without its wide character a space in its own style.
    static func differences(_ screen: VirtualTerminal, _ grid: Grid, depth: ColourDepth) -> [String] {
        var found: [String] = []
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let cell = grid[x, y], shown = screen[x, y]
                let isWide = TextWidth.columns(of: cell.character) == 2
                let headBefore = x > 0 && !grid[x - 1, y].isContinuation && TextWidth.columns(of: grid[x - 1, y].character) == 2
                if cell.isContinuation && headBefore {
                    if !shown.covered { found.append("(\(x),\(y)) should be the right half of a wide character") }
                    continue
                }
                var expected = cell.isContinuation ? " " : String(cell.character)
                if isWide && !cell.isContinuation && (x + 1 == grid.width || !grid[x + 1, y].isContinuation) {
                    expected = String(ScreenWriter.placeholder)
                }
                let pen = expectedPen(cell.style, depth: depth)
                if shown.text != expected || shown.pen != pen || shown.covered {
                    found.append("(\(x),\(y)) shows \(shown.text.debugDescription) \(shown.pen), expected \(expected.debugDescription) \(pen)")
                }
            }
        }
        return found
    }

    /// A fresh terminal that has had the seat's enter sequence.
    static func enteredTerminal(width: Int, height: Int) -> VirtualTerminal {
        var terminal = VirtualTerminal(width: width, height: height)
        terminal.feed(ScreenWriter.enter)
        return terminal
    }
}
