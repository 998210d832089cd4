import PappersApp
import PappersCanvas

/// Confetti falling over the final screen for a few frames (`Flourish`), then gone: pieces in the round
/// colours, drawn only on the page's own empty cells (never on a plinth or the trophy), so no name or number is
/// ever covered and no hole is punched into a coloured block. They start above the screen, so
/// the first frame is the still podium and the pieces fall in from the top, two or three rows a frame.
enum ConfettiView {
    static let pieces: [Character] = ["*", "•", "+", "◆", "▪"]

    static func draw(frame: Int, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        guard !area.isEmpty else { return }
        let count = max(6, area.width / 3)
        for index in 0..<count {
            // A fixed scatter (the same every game), each piece a row lower each frame.
            var seed = UInt64(index) &* 0x9E37_79B9_7F4A_7C15
            seed ^= seed >> 29
            let x = area.x + Int(seed % UInt64(area.width))
            let start = -1 - Int((seed >> 17) % UInt64(max(1, area.height / 2)))
            let y = area.y + start + frame * (2 + Int(seed >> 40) % 2)
            guard y >= area.y, y < area.y + area.height, grid[x, y].character == " ", !grid[x, y].isContinuation,
                  grid[x, y].style == context.theme.final else { continue }
            grid.text(String(pieces[index % pieces.count]), x: x, y: y, style: context.theme.confetti(index))
        }
    }
}
