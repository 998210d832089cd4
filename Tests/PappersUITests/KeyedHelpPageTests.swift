import PappersApp
@testable import PappersUI
import Testing

/// The help pages whose sentences name keys are made from the key maps, and say what they said when their keys
/// were written by hand, in every language.
@Suite struct KeyedHelpPageTests {
    static let written: [KeyedHelpPage: [UILanguage: String]] = [
        .rounds: [
            .en: """
                Round 1, Describe: say anything except the word itself or words made from it.
                Round 2, One word: give exactly one word as a clue. Everyone knows the words by now!
                Round 3, Mime: gestures and sounds only; no words, no spelling, no pointing at letters. The word hides itself after 2 seconds: press v to peek.
                """,
            .ca: """
                Ronda 1, Descriure: pots dir qualsevol cosa menys la paraula o paraules derivades.
                Ronda 2, Una paraula: només una paraula com a pista. Ara ja les coneixeu totes!
                Ronda 3, Mímica: només gestos i sons; res de paraules ni de lletres. La paraula s'amaga al cap de 2 segons: prem v per mirar-la.
                """,
            .es: """
                Ronda 1, Describir: puedes decir cualquier cosa menos la palabra o palabras derivadas.
                Ronda 2, Una palabra: solo una palabra como pista. ¡Ya las conocéis todas!
                Ronda 3, Mímica: solo gestos y sonidos; nada de palabras ni letras. La palabra se esconde a los 2 segundos: pulsa v para mirarla.
                """,
        ],
        .afterTurn: [
            .en: """
                The words of the turn are listed. Was one not really guessed? Select it with the arrows and press x to strike it: it goes back into the bowl.
                At the end of a round you see the standings. The describer who emptied the bowl starts the next round with the time that was left.
                After the last round the team with the most points wins. Ties share the place.
                """,
            .ca: """
                Surten les paraules del torn. N'hi ha alguna que no s'ha endevinat de debò? Tria-la amb les fletxes i prem x per ratllar-la: torna al barret.
                Al final de la ronda veureu la classificació. Qui ha buidat el barret comença la ronda següent amb el temps que li quedava.
                Després de l'última ronda guanya l'equip amb més punts. Els empats comparteixen lloc.
                """,
            .es: """
                Salen las palabras del turno. ¿Alguna no se acertó de verdad? Elígela con las flechas y pulsa x para tacharla: vuelve al sombrero.
                Al final de la ronda veréis la clasificación. Quien vació el sombrero empieza la ronda siguiente con el tiempo que le quedaba.
                Tras la última ronda gana el equipo con más puntos. Los empates comparten puesto.
                """,
        ],
        .teams: [
            .en: """
                New game opens the teams. Their names start as dimmed placeholders: just type over them. Enter keeps a name and opens the next one: the team's name, then its players one by one. Enter on an empty new player ends that team and opens the next. Tab and Shift-Tab move between names; ←/→, Home/End, Ctrl-U and Ctrl-W edit; a pasted list such as "Ana, Bru, Carla" adds one player per name.
                a adds a player to that team, t adds a team, x removes the row under the cursor. r deals the players into random teams; o brings back the teams of an earlier game; c makes every name a placeholder again.
                2 to 10 teams of 2 to 8 players. s starts the game.
                """,
            .ca: """
                Partida nova obre els equips. Els noms comencen com a exemples en gris: escriu-hi al damunt. Retorn desa un nom i obre el següent: el nom de l'equip i després els jugadors un per un. Retorn en un jugador nou buit tanca l'equip i obre el següent. Tab i Maj-Tab passen d'un nom a l'altre; ←/→, Inici/Fi, Ctrl-U i Ctrl-W editen; una llista enganxada com "Ana, Bru, Carla" afegeix un jugador per nom.
                a afegeix un jugador a aquell equip, t afegeix un equip, x treu la fila del cursor. r reparteix els jugadors en equips a l'atzar; o recupera els equips d'una partida anterior; c torna tots els noms a exemples.
                De 2 a 10 equips de 2 a 8 jugadors. s comença la partida.
                """,
            .es: """
                Partida nueva abre los equipos. Los nombres empiezan como ejemplos en gris: escribe encima. Intro guarda un nombre y abre el siguiente: el nombre del equipo y luego sus jugadores uno a uno. Intro en un jugador nuevo vacío cierra el equipo y abre el siguiente. Tab y Mayús-Tab pasan de un nombre a otro; ←/→, Inicio/Fin, Ctrl-U y Ctrl-W editan; una lista pegada como "Ana, Bru, Carla" añade un jugador por nombre.
                a añade un jugador a ese equipo, t añade un equipo, x quita la fila del cursor. r reparte a los jugadores en equipos al azar; o recupera los equipos de una partida anterior; c vuelve todos los nombres a ejemplos.
                De 2 a 10 equipos de 2 a 8 jugadores. s empieza la partida.
                """,
        ],
        .roundsAndPoints: [
            .en: """
                Sounds: noises only, no words and no gestures: buzz, roar, hum a tune. The word hides itself after 2 seconds, as in mime: press v to peek.
                Pose: strike one frozen pose and hold it; no movement, no sound. The word hides itself too.
                In the settings, Rounds chooses 1 to 6 rounds from describe, one word, mime, sounds and pose, in any order; a kind may come back. In the list, m picks a round up and ↑ ↓ carry it to its place.
                Points: one per word, or the word's level, 1 (easy) to 3 (hard), as in the monikers rules. A word you type yourselves counts 2 unless you press Tab to change it.
                """,
            .ca: """
                Sons: només sorolls, ni paraules ni gestos: brunzir, rugir, taral·lejar una cançó. La paraula s'amaga sola al cap de 2 segons, com a la mímica: prem v per tornar-la a veure.
                Estàtua: fes una postura i queda't quiet; ni moure's ni fer cap so. La paraula també s'amaga.
                A la configuració, Rondes tria d'1 a 6 rondes entre descriure, una paraula, mímica, sons i estàtua, en qualsevol ordre; un tipus es pot repetir. A la llista, m agafa una ronda i ↑ ↓ la porten al seu lloc.
                Punts: un per paraula, o el nivell de la paraula, de l'1 (fàcil) al 3 (difícil), com a les regles monikers. Una paraula que escriviu vosaltres val 2 si no premeu Tab per canviar-ho.
                """,
            .es: """
                Sonidos: solo ruidos, ni palabras ni gestos: zumbar, rugir, tararear una canción. La palabra se esconde sola a los 2 segundos, como en la mímica: pulsa v para volver a verla.
                Estatua: adopta una postura y quédate quieto; ni moverse ni hacer ruido. La palabra también se esconde.
                En Ajustes, Rondas elige de 1 a 6 rondas entre describir, una palabra, mímica, sonidos y estatua, en cualquier orden; un tipo puede repetirse. En la lista, m coge una ronda y ↑ ↓ la llevan a su sitio.
                Puntos: uno por palabra, o el nivel de la palabra, del 1 (fácil) al 3 (difícil), como en las reglas monikers. Una palabra que escribáis vosotros vale 2 si no pulsáis Tab para cambiarlo.
                """,
        ],
        .pairs: [
            .en: """
                Pairs mode plays without teams: one list of 3 to 20 players. In each turn one player describes to one other player, and only that player guesses.
                A word guessed scores a point for both of them; a pass penalty costs both. The standings and the podium rank players.
                The order is fair and known in advance: in each lap everyone describes once and guesses once, and over the laps everyone describes to everyone. On the teams screen, m switches between teams and pairs.
                """,
            .ca: """
                El mode per parelles es juga sense equips: una sola llista de 3 a 20 jugadors. A cada torn un jugador ho descriu a un altre, i només aquest endevina.
                Cada paraula endevinada dona un punt a tots dos; la penalització per passar la paguen tots dos. La classificació i el podi són per jugadors.
                L'ordre és just i se sap d'entrada: a cada volta tothom descriu un cop i endevina un cop, i al llarg de les voltes tothom ho descriu a tothom. A la pantalla d'equips, m canvia entre equips i parelles.
                """,
            .es: """
                El modo por parejas se juega sin equipos: una sola lista de 3 a 20 jugadores. En cada turno un jugador se lo describe a otro, y solo ese adivina.
                Cada palabra acertada da un punto a los dos; la penalización por pasar la pagan los dos. La clasificación y el podio son por jugadores.
                El orden es justo y se sabe de antemano: en cada vuelta todos describen una vez y adivinan una vez, y a lo largo de las vueltas todos se lo describen a todos. En la pantalla de equipos, m cambia entre equipos y parejas.
                """,
        ],
        .host: [
            .en: """
                pappers host opens a room that players join from their own terminals, with nothing to install: each types ssh -p 2222 NAME@HOST (the host's screen shows the exact line) with their name, and the room code as the password. The host's screen lists them; the host seats them in teams or pairs and starts the game.
                The host's screen is the table, for the room or the video call: who describes to whom, the clock and the score, never the word. The describer reads the word on their own terminal and presses guessed and pass there; the guessers see GUESS!.
                Ctrl-C on a player's terminal opens their menu: resume, their own colours (automatic, from their terminal; 24-bit, 256, 8 or none), or leave the room.
                Someone who joins after the game started watches. Between turns, w on the host's screen seats them in a team with room (not in a pairs game): they guess with it from its next turn, and describe when its order comes to them.
                """,
            .ca: """
                pappers host obre una sala on els jugadors entren des dels seus terminals, sense instal·lar res: cadascú escriu ssh -p 2222 NAME@HOST (la pantalla de l'amfitrió en mostra la línia exacta) amb el seu nom, i el codi de la sala com a contrasenya. La pantalla de l'amfitrió els llista; l'amfitrió els posa en equips o parelles i comença la partida.
                La pantalla de l'amfitrió és la taula, per a la sala o la videotrucada: qui descriu a qui, el rellotge i el marcador, mai la paraula. Qui descriu llegeix la paraula al seu terminal i hi prem endevinat i passa; els qui endevinen veuen ENDEVINA!.
                Ctrl-C al terminal d'un jugador obre el seu menú: continuar, els seus colors (automàtics, del seu terminal; 24 bits, 256, 8 o cap), o sortir de la sala.
                Qui entra quan la partida ja ha començat la mira. Entre torns, w a la pantalla de l'amfitrió l'asseu en un equip amb lloc (no en una partida per parelles): endevina amb l'equip des del seu torn següent, i descriu quan li arriba l'ordre.
                """,
            .es: """
                pappers host abre una sala a la que los jugadores entran desde sus propios terminales, sin instalar nada: cada uno escribe ssh -p 2222 NAME@HOST (la pantalla del anfitrión muestra la línea exacta) con su nombre, y el código de la sala como contraseña. La pantalla del anfitrión los lista; el anfitrión los sienta en equipos o parejas y empieza la partida.
                La pantalla del anfitrión es la mesa, para la sala o la videollamada: quién describe a quién, el reloj y el marcador, nunca la palabra. Quien describe lee la palabra en su terminal y pulsa allí acertada y pasar; los que adivinan ven ¡ADIVINA!.
                Ctrl-C en el terminal de un jugador abre su menú: seguir, sus colores (automáticos, de su terminal; 24 bits, 256, 8 o ninguno), o salir de la sala.
                Quien entra cuando la partida ya ha empezado la mira. Entre turnos, w en la pantalla del anfitrión lo sienta en un equipo con sitio (no en una partida por parejas): adivina con el equipo desde su turno siguiente, y describe cuando le llega el orden.
                """,
        ],
    ]

    @Test(arguments: KeyedHelpPage.allCases) func eachPageSaysWhatItSaid(_ page: KeyedHelpPage) {
        for language in UILanguage.allCases {
            #expect(page.text(Strings(language)) == Self.written[page]?[language], "\(page) in \(language)")
        }
    }

    @Test func everyKeyedPageIsAPageOfTheHelp() {
        for page in KeyedHelpPage.allCases {
            #expect(HelpOverlayView.pages.contains { $0.1 == .keyed(page) }, "\(page)")
        }
    }
}
