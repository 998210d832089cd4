import PappersCanvas
import PappersTerminal
import Testing

/// The colour depth each environment gets, with its fallbacks.
@Suite struct ColourDetectionTests {
    typealias Facts = ColourDetection.Facts

    @Test func automaticTakesTheBestTheTerminalOffers() {
        #expect(ColourDetection.depth(.automatic, Facts(colours: 0x100_0000, direct: true)) == .truecolor)
        #expect(ColourDetection.depth(.automatic, Facts(colours: 256)) == .palette256)
        #expect(ColourDetection.depth(.automatic, Facts(colours: 8)) == .eight)
        #expect(ColourDetection.depth(.automatic, Facts(colours: 2)) == ColourDepth.none)
        #expect(ColourDetection.depth(.automatic, Facts(colours: 0)) == ColourDepth.none)
    }

    @Test func noColourTurnsColourOffUnlessADepthIsAskedFor() {
        #expect(ColourDetection.depth(.automatic, Facts(noColour: true, colours: 256)) == ColourDepth.none)
        #expect(ColourDetection.depth(.depth(.eight), Facts(noColour: true, colours: 256)) == .eight)
        #expect(!ColourDetection.wantsTrueColour(.automatic, noColour: true, colourTerm: "truecolor"))
    }

    @Test func aDepthAskedForIsCappedByTheTerminal() {
        #expect(ColourDetection.depth(.depth(.truecolor), Facts(colours: 256)) == .palette256)
        #expect(ColourDetection.depth(.depth(.palette256), Facts(colours: 8)) == .eight)
        #expect(ColourDetection.depth(.depth(.eight), Facts(colours: 0x100_0000, direct: true)) == .eight)
        #expect(ColourDetection.depth(.depth(.none), Facts(colours: 256)) == ColourDepth.none)
        #expect(ColourDetection.depth(.depth(.truecolor), Facts(colours: 2)) == ColourDepth.none)
    }

    @Test func colourTermAsksForDirectColour() {
        #expect(ColourDetection.wantsTrueColour(.automatic, noColour: false, colourTerm: "truecolor"))
        #expect(ColourDetection.wantsTrueColour(.automatic, noColour: false, colourTerm: "24bit"))
        #expect(!ColourDetection.wantsTrueColour(.automatic, noColour: false, colourTerm: nil))
        #expect(!ColourDetection.wantsTrueColour(.automatic, noColour: false, colourTerm: "yes"))
        #expect(ColourDetection.wantsTrueColour(.depth(.truecolor), noColour: true, colourTerm: nil))
        #expect(!ColourDetection.wantsTrueColour(.depth(.palette256), noColour: false, colourTerm: "truecolor"))
    }

    @Test func directColourEntriesAreLookedForByName() {
        #expect(ColourDetection.directCandidates(for: "xterm-256color") == ["xterm-direct"])
        #expect(ColourDetection.directCandidates(for: "tmux-256color") == ["tmux-direct"])
        #expect(ColourDetection.directCandidates(for: "xterm-kitty") == ["xterm-kitty-direct", "xterm-direct"])
        #expect(ColourDetection.directCandidates(for: "alacritty") == ["alacritty-direct"])
        #expect(ColourDetection.directCandidates(for: "xterm-direct").isEmpty)
    }

    @Test func theColourOptionReadsItsFiveWords() {
        #expect(ColourChoice("auto") == .automatic)
        #expect(ColourChoice("truecolor") == .depth(.truecolor))
        #expect(ColourChoice("24bit") == .depth(.truecolor))
        #expect(ColourChoice("256") == .depth(.palette256))
        #expect(ColourChoice("8") == .depth(.eight))
        #expect(ColourChoice("none") == .depth(.none))
        #expect(ColourChoice("16") == nil)
        #expect(ColourChoice.depth(.palette256).name == "256")
    }
}
