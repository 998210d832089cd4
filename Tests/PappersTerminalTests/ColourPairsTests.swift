import CNcursesw
import PappersCanvas
@testable import PappersTerminal
import Testing

/// Records the `init_pair` calls a `ColourPairs` makes.
final class PairRecorder {
    var calls: [[Int32]] = []
    var accepts = true

    func initPair(_ pair: Int16, _ foreground: Int32, _ background: Int32) -> Bool {
        calls.append([Int32(pair), foreground, background])
        return accepts
    }
}

@Suite struct ColourPairsTests {
    @Test func pairsAreAllocatedOnFirstUseInOrder() {
        var pairs = ColourPairs(mode: .colour(depth: .eight, pairs: 64, defaultColours: true))
        let recorder = PairRecorder()
        let blueOnWhite = Style(foreground: .blue, background: .white)
        let redOnTerminal = Style(foreground: .red)
        #expect(pairs.appearance(of: blueOnWhite, initPair: recorder.initPair).pair == 1)
        #expect(pairs.appearance(of: redOnTerminal, initPair: recorder.initPair).pair == 2)
        #expect(pairs.appearance(of: blueOnWhite.bolded(), initPair: recorder.initPair).pair == 1)
        // Blue is curses colour 4, white 7, red 1; the terminal's own colour is -1.
        #expect(recorder.calls == [[1, 4, 7], [2, 1, -1]])
    }

    @Test func theTerminalsOwnColoursArePairZeroWithoutAllocation() {
        var pairs = ColourPairs(mode: .colour(depth: .eight, pairs: 64, defaultColours: true))
        let recorder = PairRecorder()
        #expect(pairs.appearance(of: .plain, initPair: recorder.initPair) == CellAppearance(
            attributes: pappers_attr_normal(), pair: 0))
        #expect(pairs.appearance(of: Style(reverse: true), initPair: recorder.initPair).pair == 0)
        #expect(recorder.calls.isEmpty)
    }

    @Test func withoutDefaultColoursTheTerminalColourIsWhiteOnBlack() {
        var pairs = ColourPairs(mode: .colour(depth: .eight, pairs: 64, defaultColours: false))
        let recorder = PairRecorder()
        _ = pairs.appearance(of: Style(foreground: .terminal, background: .red), initPair: recorder.initPair)
        _ = pairs.appearance(of: Style(foreground: .green, background: .terminal), initPair: recorder.initPair)
        #expect(recorder.calls == [[1, 7, 1], [2, 2, 0]])
    }

    @Test func everyCombinationFitsWhenThereAreEnoughPairs() {
        var pairs = ColourPairs(mode: .colour(depth: .eight, pairs: 256, defaultColours: true))
        let recorder = PairRecorder()
        var seen = Set<Int16>()
        let all: [Colour] = [.terminal] + Colour.basic
        for foreground in all {
            for background in all {
                seen.insert(pairs.appearance(of: Style(foreground: foreground, background: background),
                                             initPair: recorder.initPair).pair)
            }
        }
        #expect(seen == Set(0...80))
        #expect(recorder.calls.count == 80)
    }

    @Test func whenPairsRunOutLaterCombinationsUsePairZero() {
        var pairs = ColourPairs(mode: .colour(depth: .eight, pairs: 3, defaultColours: true))
        let recorder = PairRecorder()
        #expect(pairs.appearance(of: Style(foreground: .red), initPair: recorder.initPair).pair == 1)
        #expect(pairs.appearance(of: Style(foreground: .green), initPair: recorder.initPair).pair == 2)
        let third = pairs.appearance(of: Style(foreground: .blue, bold: true), initPair: recorder.initPair)
        #expect(third == CellAppearance(attributes: pappers_attr_bold(), pair: 0))
        #expect(recorder.calls.count == 2)
    }

    @Test func aPairCursesRefusesFallsBackToZeroOnce() {
        var pairs = ColourPairs(mode: .colour(depth: .eight, pairs: 64, defaultColours: true))
        let recorder = PairRecorder()
        recorder.accepts = false
        #expect(pairs.appearance(of: Style(foreground: .cyan), initPair: recorder.initPair).pair == 0)
        #expect(pairs.appearance(of: Style(foreground: .cyan), initPair: recorder.initPair).pair == 0)
        recorder.accepts = true
        #expect(pairs.appearance(of: Style(foreground: .magenta), initPair: recorder.initPair).pair == 1)
        #expect(recorder.calls == [[1, 6, -1], [1, 5, -1]])
    }

    @Test func monochromeKeepsOnlyTheAttributes() {
        var pairs = ColourPairs(mode: .monochrome)
        let recorder = PairRecorder()
        let style = Style(foreground: .red, background: .blue, bold: true, underline: true)
        let appearance = pairs.appearance(of: style, initPair: recorder.initPair)
        #expect(appearance == CellAppearance(attributes: pappers_attr_bold() | pappers_attr_underline(), pair: 0))
        #expect(recorder.calls.isEmpty)
    }

    @Test func eachAttributeHasItsOwnBit() {
        let bits = [pappers_attr_bold(), pappers_attr_reverse(), pappers_attr_underline(), pappers_attr_blink()]
        #expect(Set(bits).count == 4)
        #expect(bits.allSatisfy { $0 != 0 && $0 & pappers_attr_normal() == 0 })
        let all = Style(bold: true, reverse: true, underline: true, blink: true)
        #expect(ColourPairs.attributes(of: all) == bits.reduce(0, |))
        #expect(ColourPairs.attributes(of: .plain) == pappers_attr_normal())
    }

    @Test func aRoleTakesItsHueAtTheTerminalsDepth() {
        let style = Style(foreground: .role(.describeInk), background: .role(.describePaper))
        for (mode, expected) in [
            (ColourPairs.Mode.colour(depth: .eight, pairs: 64, defaultColours: true), [1, 7, 4]),
            (.colour(depth: .palette256, pairs: 256, defaultColours: true), [1, 231, 24]),
            (.colour(depth: .truecolor, direct: true, pairs: 65536, defaultColours: true), [1, 0xFFFFFF, 0x005F87]),
            (.colour(depth: .palette256, direct: true, pairs: 65536, defaultColours: true), [1, 0xFFFFFF, 0x005F87]),
            (.colour(depth: .truecolor, direct: false, pairs: 256, defaultColours: true), [1, 231, 24]),
        ] as [(ColourPairs.Mode, [Int32])] {
            var pairs = ColourPairs(mode: mode)
            let recorder = PairRecorder()
            #expect(pairs.appearance(of: style, initPair: recorder.initPair).pair == 1)
            #expect(pairs.appearance(of: style.bolded(), initPair: recorder.initPair).pair == 1, "cached")
            #expect(recorder.calls == [expected], "\(mode)")
        }
    }

    @Test func theWholeThemeFitsTheSixtyFourPairsOfAnEightColourTerminal() {
        var pairs = ColourPairs(mode: .colour(depth: .truecolor, direct: true, pairs: 64, defaultColours: true))
        let recorder = PairRecorder()
        for ink in ColourRole.allCases {
            for paper in ColourRole.allCases where paper.rawValue.hasSuffix("Paper") && ink.rawValue.prefix(4) == paper.rawValue.prefix(4) {
                _ = pairs.appearance(of: Style(foreground: .role(ink), background: .role(paper)), initPair: recorder.initPair)
            }
        }
        #expect(pairs.allocated < 63)
    }
}
