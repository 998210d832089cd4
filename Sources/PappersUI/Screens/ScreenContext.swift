import PappersApp
import PappersCanvas
import PappersEngine

/// What every screen draws with: the model, the instant, the strings and the theme.
struct ScreenContext {
    let model: AppModel
    let now: Int
    let strings: Strings
    let theme: Theme

    /// The terminal's size, for what a screen says about it; screens place things in the area they are given.
    var size: Size { model.size }

    func text(_ key: StringKey) -> String { strings.text(key) }
    func text(_ template: StringTemplate) -> String { strings.text(template) }

    /// Common key hints.
    var helpHint: KeyHint { KeyHint("?", text(.actionHelp)) }
    var mainKey: String { "\(text(.keySpace))/\(text(.keyEnter))" }

    /// The hint of a game screen's main key (`key` does `action`): lit when Space and Enter count, else the
    /// key unlit with the fill of its wait (`MainKeyGuard`).
    func mainHint(_ session: GameSession, key: String, _ action: String) -> KeyHint {
        let left = MainKeyGuard.stepsLeft(session.mainKeyWait(at: now))
        return left > 0 ? KeyHint(waiting: key, stepsLeft: left, of: MainKeyGuard.steps) : KeyHint(key, action)
    }

    /// The name of a round kind.
    func roundName(_ kind: RoundKind) -> String { text(RoundLook.of(kind).name) }

    /// The one-line rule of a round kind.
    func roundRule(_ kind: RoundKind) -> String { text(RoundLook.of(kind).rule) }

    /// Points with their sign: +3, 0, −1.
    static func signed(_ points: Int) -> String { points > 0 ? "+\(points)" : points < 0 ? "−\(-points)" : "0" }
}
