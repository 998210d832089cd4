import Foundation
import LibFuzzer
import PappersCanvas
import PappersRemote

/// One input: a size, a colour depth and two grids whose cells hold anything (controls, lone marks, wide
/// characters with or without their continuation, continuation cells anywhere, any style). The writer's bytes
/// for the first grid then the second, replayed through a terminal emulator (`VirtualTerminal`, the suite's),
/// must hold nothing the writer never sends (a control, invalid UTF-8, an unknown sequence), never scroll,
/// and leave the screen as a redraw of the second grid alone does.
func fuzzScreen(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = (count > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: count)) : [])[...]
    guard input.count >= 3 else { return 0 }
    let width = 1 + Int(input.removeFirst() % 24)
    let height = 1 + Int(input.removeFirst() % 8)
    let depth = ColourDepth.allCases[Int(input.removeFirst()) % ColourDepth.allCases.count]
    let first = grid(width: width, height: height, from: &input)
    let second = grid(width: width, height: height, from: &input)

    var writer = ScreenWriter(depth: depth)
    var diffed = VirtualTerminal(width: width, height: height)
    diffed.feed(ScreenWriter.enter)
    diffed.feed(writer.frame(first))
    diffed.feed(writer.frame(second))
    var redrawn = VirtualTerminal(width: width, height: height)
    redrawn.feed(ScreenWriter.enter)
    redrawn.feed(ScreenWriter.bytes(from: nil, to: second, depth: depth))
    if let finding = diffed.findings.first ?? redrawn.findings.first { fatalError("fuzz-screen: sent \(finding)") }
    if diffed.scrolls + redrawn.scrolls > 0 { fatalError("fuzz-screen: the screen scrolled") }
    if diffed.cells != redrawn.cells { fatalError("fuzz-screen: the diff shows another screen than a redraw") }
    return 0
}

/// Characters a cell may hold, besides a scalar taken from the input itself.
private let characters: [Character] = [
    " ", "a", "é", "e\u{301}", "漢", "😀", "👍\u{FE0F}", "☺\u{FE0F}", "█", "\u{1B}", "\u{07}", "\u{9B}", "\u{7F}",
    "\r\n", "\u{202E}", "\u{200D}", "\u{301}", "\u{FEFF}", "\u{1160}", "🇫🇷", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}",
]

private func grid(width: Int, height: Int, from input: inout ArraySlice<UInt8>) -> Grid {
    var grid = Grid(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            guard input.count >= 2 else { return grid }
            let what = input.removeFirst(), how = input.removeFirst()
            let character: Character
            if what < 0xC0 {
                character = characters[Int(what) % characters.count]
            } else {
                let value = UInt32(what & 0x3F) << 10 | UInt32(how) << 2
                character = Unicode.Scalar(value).map(Character.init) ?? "?"
            }
            grid[x, y] = Cell(character, style: style(how), isContinuation: what & 0x30 == 0x30 && what < 0xC0)
        }
    }
    return grid
}

private func style(_ bits: UInt8) -> Style {
    let colours: [Colour] = [.terminal, .red, .role(.menuPaper), .role(.cardInk), .role(.urgentInk), .blue, .role(.flashPaper), .white]
    return Style(
        foreground: colours[Int(bits & 7)], background: colours[Int(bits >> 3 & 7)], bold: bits & 0x40 != 0,
        reverse: bits & 0x80 != 0, underline: bits & 0x41 == 0x41, blink: bits & 0x82 == 0x82)
}

@main
enum FuzzScreen {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzScreen(data, count) })
    }
}
