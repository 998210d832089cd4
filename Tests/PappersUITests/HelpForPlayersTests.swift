import PappersApp
@testable import PappersUI
import Testing

/// The help speaks to players: no tester's commands, and a page on setting up and renaming teams
/// (issue #21, item 13).
@Suite struct HelpForPlayersTests {
    private static func helpText(_ language: UILanguage) -> String {
        let strings = Strings(language)
        return HelpOverlayView.pages.map { $0.1.text(strings) }.joined(separator: "\n")
    }

    @Test(arguments: UILanguage.allCases) func noHelpPageGivesTesterCommands(_ language: UILanguage) {
        let text = Self.helpText(language)
        for command in ["pappers play", "--seed", "simulate", "--headless"] {
            #expect(!text.contains(command), "\(language): \(command)")
        }
    }

    @Test func theHelpHasATeamsPage() {
        #expect(HelpOverlay.pageCount >= 6)
        #expect(Strings(.en).text(.help6Title) == "Teams")
        #expect(Strings(.en).text(.help6Body).contains("Enter keeps a name and opens the next one"))
    }

    @Test(arguments: UILanguage.allCases) func theHelpSaysPresetsKeepThePlayersValues(_ language: UILanguage) {
        let strings = Strings(language)
        let fragment = [UILanguage.en: "a turn length you chose stays", .ca: "la durada del torn que heu triat es manté",
                        .es: "la duración del turno que elegisteis se mantiene"]
        #expect(strings.text(.help5Body).contains(fragment[language]!))
    }
}
