/// What a colour is for, never which hue it is: each screen part of the theme has a role, and each role a hue
/// at each colour depth (`hue`). "Paper" is a background, "Ink" text on it.
///
/// The round roles come in sets of four (paper, ink, title, muted) per round kind, pose and sounds included
/// (PappersUI's `RoundLook` gives each kind its set).
public enum ColourRole: String, CaseIterable, Codable, Sendable {
    /// The menu screens' background.
    case menuPaper
    /// Body text on the menus.
    case menuInk
    /// Titles on the menus.
    case menuTitle
    /// Secondary lines on the menus (taglines, hints).
    case menuHint
    /// The chosen row of a list.
    case selectionPaper
    /// Text of the chosen row.
    case selectionInk
    /// A placeholder (a dimmed default name) on the chosen row.
    case selectionHint
    /// A problem to read now.
    case warningPaper
    /// Text of a problem.
    case warningInk
    /// The describe round's background.
    case describePaper
    /// Text in the describe round.
    case describeInk
    /// Headings in the describe round.
    case describeTitle
    /// Struck words in the describe round.
    case describeMuted
    /// The one-word round's background.
    case oneWordPaper
    /// Text in the one-word round.
    case oneWordInk
    /// Headings in the one-word round.
    case oneWordTitle
    /// Struck words in the one-word round.
    case oneWordMuted
    /// The mime round's background.
    case mimePaper
    /// Text in the mime round.
    case mimeInk
    /// Headings in the mime round.
    case mimeTitle
    /// Struck words in the mime round.
    case mimeMuted
    /// The sounds round's background.
    case soundsPaper
    /// Text in the sounds round.
    case soundsInk
    /// Headings in the sounds round.
    case soundsTitle
    /// Struck words in the sounds round.
    case soundsMuted
    /// The pose round's background.
    case posePaper
    /// Text in the pose round.
    case poseInk
    /// Headings in the pose round.
    case poseTitle
    /// Struck words in the pose round.
    case poseMuted
    /// The paper card the word is written on.
    case cardPaper
    /// The word on the card.
    case cardInk
    /// Small text on the card.
    case cardNote
    /// The countdown.
    case countdownInk
    /// The countdown in its last ten seconds.
    case urgentInk
    /// The time bar's fill.
    case timeBar
    /// The time bar's fill in the last ten seconds.
    case timeBarUrgent
    /// The time bar's empty part.
    case timeTrack
    /// The status bar of a turn.
    case statusPaper
    /// Text of the status bar.
    case statusInk
    /// The keys footer.
    case footerPaper
    /// Text of the footer.
    case footerInk
    /// The keys in the footer.
    case footerKey
    /// The final screen's background.
    case finalPaper
    /// Text on the final screen.
    case finalInk
    /// Headings and the trophy on the final screen.
    case finalTitle
    /// The podium's steps.
    case podiumPaper
    /// Names on the podium.
    case podiumInk
    /// The screen flashed at time up.
    case flashPaper
    /// Text on the flash.
    case flashInk
}
