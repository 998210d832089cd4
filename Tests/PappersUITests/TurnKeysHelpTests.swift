import PappersApp
@testable import PappersUI
import Testing

/// The help page on a turn's keys is made from the turn's key map, and says what it said when it was written
/// by hand, in every language.
@Suite struct TurnKeysHelpTests {
    static let written: [UILanguage: String] = [
        .en: """
            Space or Enter: guessed! One point, a sound, the next word.
            s: pass (the word goes to the bottom of the bowl). u: undo the last guess.
            p: pause (the word hides and the clock stops). v: peek at a hidden word.
            Esc or q: menu (resume, end the turn, save and quit, abandon). In the last 10 seconds the clock turns red.
            """,
        .ca: """
            Espai o Retorn: endevinada! Un punt, un so i la paraula següent.
            s: passa (la paraula va al fons del barret). u: desfés l'última.
            p: pausa (la paraula s'amaga i el rellotge s'atura). v: mira una paraula amagada.
            Esc o q: menú (continua, acaba el torn, desa i surt, abandona). Els últims 10 segons el rellotge es posa vermell.
            """,
        .es: """
            Espacio o Intro: ¡acertada! Un punto, un sonido y la palabra siguiente.
            s: pasar (la palabra va al fondo del sombrero). u: deshacer la última.
            p: pausa (la palabra se esconde y el reloj se para). v: mirar una palabra escondida.
            Esc o q: menú (seguir, acabar el turno, guardar y salir, abandonar). En los últimos 10 segundos el reloj se pone rojo.
            """,
    ]

    @Test(arguments: UILanguage.allCases) func thePageSaysWhatItSaid(_ language: UILanguage) {
        #expect(TurnKeysHelp.text(Strings(language)) == Self.written[language])
    }

    @Test func thePageTellsEveryActionOfTheTurnOnce() {
        let told = TurnKeysHelp.lines.flatMap { $0 }
        #expect(told.count == GameKeys.turn.bindings.count)
        for binding in GameKeys.turn.bindings {
            #expect(told.filter { $0 == binding.action }.count == 1, "\(binding.action)")
        }
    }
}
