import PappersApp
import PappersCanvas
import PappersEngine
import PappersUI
import Testing

/// Saving that fails: the line on the game screens and the question when leaving unsaved.
extension ScreenGoldenTests {
    @Test func unsaved() {
        check("turn-unsaved") { size in
            var scene = Self.turn(size: size, showing: "elephant")
            scene.send(.saveFailed(.diskFull))
            return scene
        }
        check("turn-unsaved-refused") { size in
            var scene = Self.turn(size: size, showing: "elephant")
            scene.send(.saveFailed(.fileMoved))
            scene.press(.character("u"), after: 100)
            return scene
        }
        check("hand-off-unsaved") { size in
            var scene = Scene.handOff(size: size)
            scene.send(.saveFailed(.diskError))
            return scene
        }
        check("unsaved-quit") { size in
            var scene = Self.turn(size: size, showing: "elephant")
            scene.send(.saveFailed(.diskFull))
            scene.press(.escape, .up, .up, .enter)
            scene.send(.unsavedAtQuit)
            return scene
        }
        check("unsaved-quit-failed") { size in
            var scene = Scene.handOff(size: size)
            scene.send(.saveFailed(.readOnly))
            scene.press(.escape, .up, .up, .enter)
            scene.send(.unsavedAtQuit)
            scene.press(.character("w"))
            scene.send(.recordNotWrittenElsewhere)
            return scene
        }
        check("record-found") { size in
            var scene = Scene(size: size, savedGames: [SavedGame(id: 3, teams: [.init(name: "Reds", score: 4)])])
            scene.send(.recordFoundElsewhere(RecordFound(
                path: "/home/ana/.local/share/pappers-game-3-20261124-003000.json", gameID: 3, actions: 17)))
            return scene
        }
    }

    @Test(arguments: [UILanguage.en, .ca, .es])
    func theUnsavedLineIsInTheInterfaceLanguage(language: UILanguage) {
        var preferences = Scene.preferences
        preferences.interfaceLanguage = language
        var scene = Scene.handOff(preferences: preferences)
        scene.startTurn()
        scene.send(.saveFailed(.diskFull))
        let text = ScreenRenderer(theme: .colour).render(scene.model, at: scene.now).lines.joined(separator: "\n")
        let expected = switch language {
        case .en: "Not saved: the disk is full."
        case .ca: "No es desa: el disc és ple."
        case .es: "No se guarda: el disco está lleno."
        }
        #expect(text.contains(expected))
        scene.send(.saved)
        let after = ScreenRenderer(theme: .colour).render(scene.model, at: scene.now).lines.joined(separator: "\n")
        #expect(!after.contains(expected))
    }
}
