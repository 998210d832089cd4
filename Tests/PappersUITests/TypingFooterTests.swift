import PappersApp
import PappersCanvas
@testable import PappersUI
import Testing

/// The footer of a name being typed is made from the typing table (`TeamsKeys.typing`, the field's keys and
/// Tab): it lists exactly the table's offered lines, and says what it said when it was written by hand.
@Suite struct TypingFooterTests {
    static let written: [UILanguage: String] = [
        .en: "Enter keep, next · Tab next · Esc cancel · ^U clear · ←→ move",
        .ca: "Retorn desa i segueix · Tab següent · Esc cancel·la · ^U esborra · ←→ mou",
    ]

    private static func hints(_ language: UILanguage) -> [KeyHint] {
        let model = AppModel(
            preferences: Scene.preferences, roster: nil, size: Size(width: 80, height: 24), environmentLanguage: language,
            names: DefaultNames(team: "Team", player: "Player"), entropy: 3)
        let context = ScreenContext(model: model, now: 0, strings: Strings(language), theme: .monochrome)
        return TeamsScreenView.typingHints(context)
    }

    @Test(arguments: UILanguage.allCases) func theFooterListsTheTablesOfferedLines(_ language: UILanguage) {
        let strings = Strings(language)
        let offered = TeamsKeys.typing.offered(()).compactMap { $0.footer.map { strings.keyNames($0.keys) } }
        #expect(Self.hints(language).map(\.key) == offered)
        #expect(offered.count == 5)
    }

    @Test(arguments: [UILanguage.en, .ca]) func theFooterSaysWhatItSaid(_ language: UILanguage) {
        let said = Self.hints(language).map { "\($0.key) \($0.action)" }.joined(separator: " · ")
        #expect(said == Self.written[language])
    }
}
