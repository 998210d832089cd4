import PappersApp
@testable import PappersUI
import Testing

/// The help has a page on pairs mode, reachable like the others, in every language.
@Suite struct PairsHelpTests {
    @Test func everyHelpPageIsReachableAndOneIsAboutPairs() {
        #expect(HelpOverlayView.pages.count == HelpOverlay.pageCount)
        #expect(HelpOverlayView.pages.contains { $0 == (.helpPairsTitle, .text(.helpPairsBody)) })
    }

    @Test(arguments: UILanguage.allCases) func thePairsPageSaysHowItPlays(_ language: UILanguage) {
        let body = Strings(language).text(.helpPairsBody)
        #expect(body.contains("3") && body.contains("20"), "\(language): the number of players")
        #expect(body.contains("m "), "\(language): the key that switches")
    }
}
