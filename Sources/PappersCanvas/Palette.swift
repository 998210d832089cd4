/// A role's hue at each colour depth.
public struct Hue: Equatable, Sendable {
    /// 24-bit colour, 0xRRGGBB.
    public let rgb: UInt32
    /// The xterm 256-colour palette's number (16 to 255: the colour cube and the greys).
    public let xterm: UInt8
    /// One of the eight basic colours.
    public let basic: Colour

    init(_ rgb: UInt32, xterm: UInt8, basic: Colour) {
        self.rgb = rgb
        self.xterm = xterm
        self.basic = basic
    }
}

extension ColourRole {
    /// The theme, once: the hue of each role at each depth. The 24-bit hues are the 256-colour palette's own
    /// (so both depths look alike), chosen so that every text role reaches 4.5:1 on its paper, the round papers
    /// stay apart for protanopia, deuteranopia and tritanopia, and in eight colours every pair reaches 3:1 on
    /// xterm's default palette (checked by PappersUITests' ThemeContrastTests).
    public var hue: Hue {
        switch self {
        case .menuPaper: Hue(0x5F005F, xterm: 53, basic: .magenta)
        case .menuInk: Hue(0xFFFFFF, xterm: 231, basic: .white)
        case .menuTitle: Hue(0xFFD75F, xterm: 221, basic: .white)
        case .menuHint: Hue(0xD7AFFF, xterm: 183, basic: .black)
        case .selectionPaper: Hue(0xFFD75F, xterm: 221, basic: .yellow)
        case .selectionHint: Hue(0x870087, xterm: 90, basic: .blue)
        case .selectionInk: Hue(0x1C1C1C, xterm: 234, basic: .black)
        case .warningPaper: Hue(0x870000, xterm: 88, basic: .red)
        case .warningInk: Hue(0xFFFFD7, xterm: 230, basic: .white)
        case .describePaper: Hue(0x005F87, xterm: 24, basic: .blue)
        case .describeInk: Hue(0xFFFFFF, xterm: 231, basic: .white)
        case .describeTitle: Hue(0xFFD75F, xterm: 221, basic: .yellow)
        case .describeMuted: Hue(0xAFD7D7, xterm: 152, basic: .cyan)
        case .oneWordPaper: Hue(0x87D7AF, xterm: 115, basic: .green)
        case .oneWordInk: Hue(0x1C1C1C, xterm: 234, basic: .black)
        case .oneWordTitle: Hue(0x005F00, xterm: 22, basic: .black)
        case .oneWordMuted: Hue(0x444444, xterm: 238, basic: .blue)
        case .mimePaper: Hue(0xAF0000, xterm: 124, basic: .red)
        case .mimeInk: Hue(0xFFFFFF, xterm: 231, basic: .white)
        case .mimeTitle: Hue(0xFFD75F, xterm: 221, basic: .yellow)
        case .mimeMuted: Hue(0xFFD7D7, xterm: 224, basic: .black)
        case .soundsPaper: Hue(0xFFAF00, xterm: 214, basic: .magenta)
        case .soundsInk: Hue(0x1C1C1C, xterm: 234, basic: .white)
        case .soundsTitle: Hue(0x5F0000, xterm: 52, basic: .black)
        case .soundsMuted: Hue(0x444444, xterm: 238, basic: .black)
        case .posePaper: Hue(0x8700D7, xterm: 92, basic: .black)
        case .poseInk: Hue(0xFFFFFF, xterm: 231, basic: .white)
        case .poseTitle: Hue(0xFFFFAF, xterm: 229, basic: .yellow)
        case .poseMuted: Hue(0xD7D7FF, xterm: 189, basic: .cyan)
        case .cardPaper: Hue(0xEEEEEE, xterm: 255, basic: .white)
        case .cardInk: Hue(0x1C1C1C, xterm: 234, basic: .black)
        case .cardNote: Hue(0x005F87, xterm: 24, basic: .blue)
        case .countdownInk: Hue(0x1C1C1C, xterm: 234, basic: .black)
        case .urgentInk: Hue(0xAF0000, xterm: 124, basic: .red)
        case .timeBar: Hue(0x005FAF, xterm: 25, basic: .blue)
        case .timeBarUrgent: Hue(0xD70000, xterm: 160, basic: .red)
        case .timeTrack: Hue(0xD0D0D0, xterm: 252, basic: .white)
        case .statusPaper: Hue(0xAFD7FF, xterm: 153, basic: .cyan)
        case .statusInk: Hue(0x1C1C1C, xterm: 234, basic: .black)
        case .footerPaper: Hue(0x1C1C1C, xterm: 234, basic: .black)
        case .footerInk: Hue(0xE4E4E4, xterm: 254, basic: .white)
        case .footerKey: Hue(0xFFD75F, xterm: 221, basic: .yellow)
        case .finalPaper: Hue(0xFFD75F, xterm: 221, basic: .yellow)
        case .finalInk: Hue(0x1C1C1C, xterm: 234, basic: .black)
        case .finalTitle: Hue(0x870000, xterm: 88, basic: .red)
        case .podiumPaper: Hue(0x005F87, xterm: 24, basic: .blue)
        case .podiumInk: Hue(0xFFFFFF, xterm: 231, basic: .white)
        case .flashPaper: Hue(0xD70000, xterm: 160, basic: .red)
        case .flashInk: Hue(0xFFFFFF, xterm: 231, basic: .white)
        }
    }
}
