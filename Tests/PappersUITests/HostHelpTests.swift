import PappersApp
@testable import PappersUI
import Testing

/// The help has a page on a hosted game, each player on their own terminal, reachable like the others, in
/// every language.
@Suite struct HostHelpTests {
    @Test func oneHelpPageIsAboutATerminalEach() {
        #expect(HelpOverlayView.pages.contains { $0 == (.helpHostTitle, .keyed(.host)) })
        #expect(HelpOverlayView.pages.count == HelpOverlay.pageCount)
    }

    @Test(arguments: UILanguage.allCases) func theHostPageSaysHowToJoinAndWhatTheTableShows(_ language: UILanguage) {
        let strings = Strings(language)
        let body = KeyedHelpPage.host.text(strings)
        #expect(body.contains("pappers host") && body.contains("ssh -p 2222 NAME@HOST"), "\(language): how to join")
        #expect(body.contains(strings.text(.turnGuess)), "\(language): what a guesser sees")
        #expect(body.contains("Ctrl-C"), "\(language): the key that opens a player's menu, from GameKeys.playersSeat")
        #expect(body.contains(" w "), "\(language): the table's key that seats a watcher, from GameKeys.handOff")
    }
}
