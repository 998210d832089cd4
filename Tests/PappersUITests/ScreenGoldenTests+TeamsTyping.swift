import PappersApp
import PappersCanvas
import PappersEngine
import PappersUI
import Testing

/// The teams screen while names are typed, its footer in every language, its scroll marks; Esc once on home.
extension ScreenGoldenTests {
    private static let catalanRoster = [
        Team(name: "Vermells", players: ["Núria", "Jordi"]), Team(name: "Blaus", players: ["Pep", "Aina", "Martí"]),
    ]

    private static let tenTeams = (1...10).map { Team(name: "Colla \($0)", players: ["Anna \($0)", "Biel \($0)"]) }

    @Test func teamsInEveryLanguage() {
        for (language, suffix) in [(UILanguage.ca, "-catalan"), (.es, "-spanish")] {
            check("teams\(suffix)") { size in
                var scene = Scene(size: size, roster: Self.catalanRoster, language: language)
                scene.press(.character("n"))
                return scene
            }
            check("teams-typing\(suffix)") { size in
                var scene = Scene(size: size, roster: Self.catalanRoster, language: language)
                scene.press(.character("n"), .down, .enter, .control("u"))
                scene.type("Joan")
                return scene
            }
        }
    }

    @Test func teamsTyping() {
        // A placeholder open: dimmed, the cursor on its first letter.
        check("teams-placeholder") { size in
            var scene = Scene(size: size)
            scene.press(.character("n"), .enter)
            return scene
        }
        // A name being corrected in the middle, the cursor on the letter after it.
        check("teams-cursor") { size in
            var scene = Scene(size: size)
            scene.press(.character("n"), .enter)
            scene.type("Vermels")
            scene.press(.left, .left)
            scene.type("l")
            return scene
        }
        // After the team's last player, a new player waits for a name or an Enter that ends the team.
        check("teams-new-player") { size in
            var scene = Scene(size: size)
            scene.press(.character("n"), .enter)
            for name in ["Vermells", "Anna", "Biel"] {
                scene.type(name)
                scene.press(.enter)
            }
            return scene
        }
        // Ten teams scrolled to the bottom: ▲ says rows are hidden above.
        check("teams-ten-scrolled") { size in
            var scene = Scene(size: size, roster: Self.tenTeams)
            scene.press(.character("n"), .end)
            return scene
        }
        check("teams-pasted-over-limit") { size in
            var scene = Scene(size: size)
            scene.press(.character("n"), .down, .enter)
            scene.press(.paste((1...10).map { "Nom \($0)" }.joined(separator: ", ")))
            return scene
        }
    }

    @Test func homeAfterOneEsc() {
        check("home-escape") { size in
            var scene = Scene(size: size)
            scene.press(.escape)
            return scene
        }
        check("home-escape-catalan") { size in
            var scene = Scene(size: size, language: .ca)
            scene.press(.escape)
            return scene
        }
        check("home-escape-spanish") { size in
            var scene = Scene(size: size, language: .es)
            scene.press(.escape)
            return scene
        }
    }
}
