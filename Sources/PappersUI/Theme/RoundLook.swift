import PappersEngine

/// How a round kind shows on screen, one line per kind: its name and its one-line rule (in each language's
/// strings), and its four colours. With `RoundKind.traits` in the engine (hides the word, the simulation's
/// pace) and the colour roles of PappersCanvas (`ColourRole`, their hues in `Palette.swift`), this is all a
/// new round kind needs (docs/architecture.md, "Adding a round kind").
struct RoundLook {
    let name: StringKey
    let rule: StringKey
    let palette: RoundPalette

    static func of(_ kind: RoundKind) -> RoundLook {
        switch kind {
        case .describe: RoundLook(name: .roundDescribe, rule: .ruleDescribe, palette: RoundPalette(
            paper: .describePaper, ink: .describeInk, title: .describeTitle, muted: .describeMuted))
        case .oneWord: RoundLook(name: .roundOneWord, rule: .ruleOneWord, palette: RoundPalette(
            paper: .oneWordPaper, ink: .oneWordInk, title: .oneWordTitle, muted: .oneWordMuted))
        case .mime: RoundLook(name: .roundMime, rule: .ruleMime, palette: RoundPalette(
            paper: .mimePaper, ink: .mimeInk, title: .mimeTitle, muted: .mimeMuted))
        case .sounds: RoundLook(name: .roundSounds, rule: .ruleSounds, palette: RoundPalette(
            paper: .soundsPaper, ink: .soundsInk, title: .soundsTitle, muted: .soundsMuted))
        case .pose: RoundLook(name: .roundPose, rule: .rulePose, palette: RoundPalette(
            paper: .posePaper, ink: .poseInk, title: .poseTitle, muted: .poseMuted))
        }
    }
}
