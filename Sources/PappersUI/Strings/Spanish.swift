import PappersApp

/// La interfaz en español.
enum Spanish: Language {
    static let language = UILanguage.es

    static func text(_ key: StringKey) -> String {
        switch key {
        case .keySpace: "Espacio"
        case .keyEnter: "Intro"
        case .keyEsc: "Esc"
        case .keyArrows: "↑↓"
        case .actionStart: "empezar"
        case .actionNewGame: "partida nueva"
        case .actionContinue: "continuar"
        case .actionSettings: "ajustes"
        case .actionHelp: "ayuda"
        case .actionQuit: "salir"
        case .actionBack: "atrás"
        case .actionChange: "cambiar"
        case .actionChoose: "elegir"
        case .actionRename: "cambiar nombre"
        case .actionAddPlayer: "añadir jugador"
        case .actionAddTeam: "añadir equipo"
        case .actionRemove: "quitar"
        case .actionRandomTeams: "equipos al azar"
        case .actionEarlierTeams: "equipos anteriores"
        case .actionGuessed: "¡acertada!"
        case .actionPass: "pasar"
        case .actionUndo: "deshacer"
        case .actionPause: "pausa"
        case .actionResume: "seguir"
        case .actionContinueHere: "seguir aquí"
        case .actionPeek: "mirar"
        case .actionMenu: "menú"
        case .actionStrike: "tachar"
        case .actionConfirm: "confirmar"
        case .actionPage: "página"
        case .actionClose: "cerrar"
        case .actionRematch: "revancha"
        case .actionHome: "inicio"
        case .actionMove: "mover"
        case .actionTick: "marcar"
        case .actionKeep: "guardar"
        case .actionCancel: "cancelar"
        case .actionReady: "listo"
        case .actionPlay: "jugar"
        case .actionFresh: "base de datos nueva"
        case .actionNoSave: "jugar sin guardar"
        case .actionYes: "sí"
        case .actionNo: "no"
        case .homeTagline: "El juego del sombrero: describir, una palabra, mímica"
        case .homeTaglineShort: "describir · una palabra · mímica"
        case .homeNewGame: "Partida nueva"
        case .homeContinue: "Continuar la partida guardada"
        case .homeSettings: "Ajustes"
        case .homeHelp: "Ayuda"
        case .homeQuit: "Salir"
        case .homeSavedGame: "Hay una partida a medias: pulsa c para continuarla."
        case .settingsTitle: "Ajustes"
        case .settingsSaved: "Se guardan al cambiarlos"
        case .settingsTurnLength: "Duración del turno"
        case .settingsWords: "Palabras en el sombrero"
        case .settingsWordLanguage: "Idioma de las palabras"
        case .settingsPacks: "Paquetes"
        case .settingsDifficulty: "Dificultad"
        case .settingsFamilyFriendly: "Solo aptas para todos"
        case .settingsPreset: "Reglas"
        case .settingsPassing: "Pasar"
        case .settingsPenalty: "Penalización por pasar"
        case .settingsCarryOver: "El tiempo sobrante se conserva"
        case .settingsPlayerWords: "Palabras de cada jugador"
        case .settingsSound: "Sonido"
        case .settingsInterfaceLanguage: "Idioma de la interfaz"
        case .valueYes: "sí"
        case .valueNo: "no"
        case .valueAllPacks: "todos"
        case .valueNone: "ninguna"
        case .difficultyEasy: "fácil"
        case .difficultyMedium: "media"
        case .difficultyHard: "difícil"
        case .difficultyAny: "cualquiera"
        case .settingsWordRegion: "Región"
        case .regionAny: "todas"
        case .regionUS: "EE. UU."
        case .regionGB: "Reino Unido"
        case .regionIE: "Irlanda"
        case .regionAU: "Australia"
        case .regionCA: "Canadá"
        case .presetPappers: "Pappers"
        case .presetTimesup: "Time's Up"
        case .presetMonikers: "Monikers"
        case .passingPreset: "según las reglas"
        case .passingAllowed: "permitido"
        case .passingForbidden: "no permitido"
        case .soundOn: "activado"
        case .soundBell: "solo campanilla"
        case .soundOff: "desactivado"
        case .packsHint: "Si no marcas ninguno, van todos menos los de adultos."
        case .packAdultsOnly: "solo adultos"
        case .packsNone: "No hay paquetes en este idioma."
        case .helpTitle: "Ayuda"
        case .help1Title: "El juego"
        case .help1Body:
            """
            Los equipos corren contra el reloj para que sus compañeros adivinen palabras. Un solo sombrero de palabras sirve para tres rondas.
            En cada turno un jugador, el que describe, tiene el ordenador y ve las palabras de una en una; el resto del equipo adivina.
            Cada palabra acertada vale un punto y la siguiente sale enseguida. Cuando se acaba el tiempo, el ordenador pasa al siguiente equipo.
            Cuando el sombrero queda vacío, termina la ronda y las mismas palabras vuelven para la siguiente.
            """
        case .help2Title: "Las tres rondas"
        case .help3Title: "Durante el turno"
        case .helpKeyOr: "o"
        case .helpTurnGuessed: "¡acertada! Un punto, un sonido y la palabra siguiente."
        case .helpTurnPass: "pasar (la palabra va al fondo del sombrero)."
        case .helpTurnUndo: "deshacer la última."
        case .helpTurnPause: "pausa (la palabra se esconde y el reloj se para)."
        case .helpTurnPeek: "mirar una palabra escondida."
        case .helpTurnMenu: "menú (seguir, acabar el turno, guardar y salir, abandonar)."
        case .helpTurnClock: "En los últimos 10 segundos el reloj se pone rojo."
        case .help4Title: "Después del turno"
        case .help5Title: "Guardar y más"
        case .help5Body:
            """
            Cada acción se guarda al momento. Si el ordenador se apaga, vuelve a abrir Pappers y continúa donde estabais.
            Ajustes: duración, palabras, idiomas, paquetes, dificultad, reglas. Cambiar las reglas solo cambia los valores que no habéis elegido vosotros: la duración del turno que elegisteis se mantiene.
            La revancha elige palabras que no habéis jugado.
            """
        case .teamsTitle: "Equipos"
        case .teamsAddPlayer: "+ añadir un jugador"
        case .teamsAddTeam: "+ añadir un equipo"
        case .teamsStart: "Empezar la partida"
        case .teamsEditing: "Escribe el nombre: Intro lo guarda, Esc cancela"
        case .teamsHint: "De 2 a 10 equipos de 2 a 8 jugadores"
        case .teamsTooFewPlayers: "Un equipo necesita al menos 2 jugadores: alguien tiene que adivinar"
        case .teamsTooManyPlayers: "Un equipo tiene como máximo 8 jugadores"
        case .teamsTooFewTeams: "Hacen falta al menos 2 equipos"
        case .teamsTooManyTeams: "Puede haber como máximo 10 equipos"
        case .wordsTitle: "Palabras de los jugadores"
        case .wordsLookAway: "¡Los demás, no miréis!"
        case .wordsEmpty: "Primero escribe una palabra"
        case .wordsTooWide: "Demasiado larga: como máximo 60 columnas"
        case .wordsUnsafe: "Esa palabra tiene un carácter que no se puede mostrar"
        case .wordsDuplicate: "Esa palabra no puede entrar: elige otra"
        case .shortageTitle: "No hay bastantes palabras"
        case .shortageNone: "Ninguna palabra cumple los ajustes: cambia el idioma, los paquetes o la dificultad."
        case .problemTitle: "No se pueden usar las partidas guardadas"
        case .problemFresh: "empezar una base de datos nueva (la vieja se conserva)"
        case .problemNoSave: "jugar sin guardar"
        case .problemQuit: "salir"
        case .roundDescribe: "Describir"
        case .roundOneWord: "Una palabra"
        case .roundMime: "Mímica"
        case .ruleDescribe: "Di cualquier cosa menos la palabra"
        case .ruleOneWord: "Solo una palabra como pista"
        case .ruleMime: "Solo gestos y sonidos: nada de palabras"
        case .handoffPassTo: "Pasa el ordenador a"
        case .handoffNextToDescribe: "Ahora describe"
        case .handoffStart: "Espacio o Intro arranca el reloj"
        case .handoffYourTurn: "Te toca: Espacio cuando estés listo"
        case .handoffNoPassing: "En esta ronda no se puede pasar"
        case .handoffPassFreely: "Pasa sin miedo: salta lo que no salga enseguida"
        case .turnHidden: "escondida: v para mirar"
        case .turnGuess: "¡ADIVINA!"
        case .turnPaused: "En pausa"
        case .turnPausedHint: "La palabra está escondida. p o Espacio para seguir."
        case .turnPausedForSize: "En pausa: el terminal es demasiado pequeño"
        case .turnWelcomeBack: "¡Bienvenidos de nuevo! La partida estaba guardada."
        case .refusedNoPassing: "En esta ronda no se puede pasar"
        case .refusedLastWord: "La última palabra no se puede pasar"
        case .refusedNothingToUndo: "No hay nada que deshacer en este turno"
        case .refusedAlwaysVisible: "En esta ronda la palabra siempre se ve"
        case .refusedTimeUp: "Se acabó el tiempo"
        case .refusedNotNow: "Ahora no"
        case .menuTitle: "Menú"
        case .menuResume: "Seguir"
        case .menuEndTurn: "Acabar el turno ahora"
        case .menuPause: "Pausa"
        case .menuSaveAndQuit: "Guardar y salir"
        case .menuAbandon: "Abandonar la partida"
        case .menuLeaveRoom: "Salir de la sala"
        case .menuConfirmAbandon: "¿Abandonar la partida para siempre?"
        case .reviewTimeUp: "¡Tiempo!"
        case .reviewEndedEarly: "Turno terminado"
        case .reviewBowlEmpty: "¡El sombrero está vacío!"
        case .reviewNoWords: "Ninguna palabra acertada en este turno"
        case .reviewStrikeHint: "¿No se acertó de verdad? Elígela y pulsa x."
        case .reviewStruck: "tachada"
        case .reviewToStandings: "Siguiente: la clasificación"
        case .reviewToFinal: "Siguiente: la clasificación final"
        case .standingsTotal: "Total"
        case .standingsContinue: "ronda siguiente"
        case .finalTitle: "Clasificación final"
        case .finalAbandoned: "Partida abandonada"
        case .smallTitle: "Terminal demasiado pequeño"
        case .smallTurnPaused: "El turno está en pausa hasta que sea más grande."
        case .defaultTeam: "Equipo"
        case .defaultPlayer: "Jugador"
        case .replayPaused: "en pausa"
        case .replayEnded: "fin de la repetición"
        case .actionNext: "siguiente"
        case .actionSpeed: "velocidad"
        case .unsavedDiskFull: "No se guarda: el disco está lleno."
        case .unsavedReadOnly: "No se guarda: no se puede escribir en el disco."
        case .unsavedDiskError: "No se guarda: el disco da un error."
        case .unsavedFileMoved: "No se guarda: el archivo de partidas se ha borrado o sustituido."
        case .unsavedLocked: "No se guarda: otro programa tiene las partidas guardadas."
        case .unsavedGoesOn: "La partida sigue y se volverá a guardar en cuanto pueda."
        case .unsavedGoesOnShort: "La partida sigue."
        case .unsavedQuitTitle: "La partida no está guardada"
        case .unsavedQuitBody: "Pappers no puede guardar en su carpeta de datos. Sigue jugando (lo va intentando) o escribe la partida entera en un archivo aparte y sal: «pappers import ARCHIVO» la recupera."
        case .unsavedQuitFailed: "Tampoco se ha podido escribir ningún archivo. Si sales ahora, la partida se pierde."
        case .actionWriteAndQuit: "escríbela en un archivo y sal"
        case .actionKeepPlaying: "sigue jugando"
        case .actionQuitUnsaved: "sal y pierde la partida"
        case .homeContinueChoose: "Continuar una partida guardada"
        case .savedTitle: "Partidas a medias"
        case .questionOne: "Hay una partida a medias:"
        case .questionContinue: "Continuarla"
        case .settingsHints: "Pistas"
        case .hintsOn: "activadas"
        case .hintsOff: "desactivadas"
        case .startNoWords: "el sombrero está vacío"
        case .startRules: "las reglas de los ajustes están fuera de límites"
        case .startPacksNotLoaded: "los paquetes de palabras aún no se han cargado"
        case .nameEmpty: "está vacío"
        case .nameUnsafe: "tiene un carácter que no se puede mostrar"
        case .nameNotTrimmed: "tiene espacios en un extremo o varios seguidos"
        case .decimalSeparator: ","
        case .scoreLabel: "Puntos"
        case .help6Title: "Equipos"
        case .problemBusyUnknown: "Otra copia de Pappers está usando esta carpeta de datos."
        case .problemChooseFolder: "Elige una carpeta tuya con --data-dir o PAPPERS_HOME."
        case .problemSavedGame: "La partida guardada no se puede continuar: su registro no se puede reproducir."
        case .problemUnreadable: "No se pueden leer ni escribir las partidas guardadas."
        case .problemSavedGameDamaged: "La partida guardada no se puede continuar: su registro en la base de datos está dañado."
        case .recordFoundTitle: "Se ha encontrado más de esta partida"
        case .recordFoundAdvice: "Incorpóralas para seguir desde donde la partida se paró de verdad."
        case .actionTakeIn: "incorpóralas y continúa"
        case .actionContinueWithout: "continúa sin ellas"
        case .turnWelcomeBackWithoutRecord: "¡Bienvenidos de nuevo! Las acciones del archivo de registro se han dejado fuera."
        case .reviewStrikeHintShort: "¿No se acertó? x la tacha."
        case .actionKeepNext: "guardar y seguir"
        case .actionNextName: "siguiente"
        case .actionClearName: "borrar"
        case .teamsNewPlayerTyping: "Escribe un nombre, o Intro para terminar este equipo"
        case .homeEscapeAgain: "Pulsa Esc otra vez para salir"
        case .wordsPastedLeftOut: "Algunas palabras se han quedado fuera: ya están en el sombrero, o sobran"
        case .homeRecords: "Récords"
        case .recordsTitle: "Récords"
        case .recordsLoading: "Leyendo los récords…"
        case .recordsEmpty: "Aún no hay partidas: los récords empiezan con la primera."
        case .recordsNote: "Las victorias solo cuentan las partidas terminadas. Los nombres que solo cambian en mayúsculas o acentos son el mismo jugador."
        case .recordsPlayersTeams: "Jugadores en equipos"
        case .recordsPlayersPairs: "Jugadores en parejas"
        case .recordsHardest: "Palabras más difíciles"
        case .recordsFastest: "Palabras más rápidas"
        case .recordsPacks: "Paquetes"
        case .recordsColumnGames: "partidas"
        case .recordsColumnWins: "victorias"
        case .recordsColumnWords: "palabras descritas"
        case .recordsColumnPace: "mejor palabras/min"
        case .recordsColumnPasses: "pases"
        case .recordsColumnLongest: "la más lenta"
        case .recordsColumnTime: "tiempo"
        case .recordsColumnGuessed: "acertadas"
        case .recordsColumnPerWord: "s por palabra"
        case .actionScroll: "desplazar"
        case .roundSounds: "Sonidos"
        case .roundPose: "Estatua"
        case .ruleSounds: "Solo ruidos: ni palabras ni gestos"
        case .rulePose: "Una postura inmóvil: ni moverse ni hacer ruido"
        case .help7Title: "Rondas y puntos"
        case .settingsRounds: "Rondas"
        case .settingsPoints: "Puntos"
        case .pointsPerWord: "1 por palabra"
        case .pointsByLevel: "por nivel"
        case .roundsTitle: "Rondas, por orden"
        case .roundsAdd: "+ añadir una ronda"
        case .roundsHint: "De 1 a 6 rondas; un tipo puede repetirse."
        case .actionLevel: "puntos"
        case .settingsMotion: "Movimiento"
        case .motionFull: "completo"
        case .motionCalm: "tranquilo (sin animaciones)"
        case .settingsColour: "Color"
        case .colourTrue: "24 bits"
        case .colour256: "256 colores"
        case .colour8: "8 colores"
        case .colourNone: "ninguno"
        case .helpPairsTitle: "Parejas (el sombrero)"
        case .helpHostTitle: "Un terminal cada uno"
        case .actionTeamsMode: "equipos"
        case .pairsTitle: "Parejas (sin equipos)"
        case .pairsHint: "De 3 a 20 jugadores: en cada turno uno se lo describe a otro"
        case .pairsTooFewPlayers: "Una partida por parejas necesita al menos 3 jugadores"
        case .pairsTooManyPlayers: "Una partida por parejas tiene como máximo 20 jugadores"
        case .settingsGetReady: "Preparados: 3-2-1"
        case .getReadyTitle: "¡Preparados!"
        case .actionStop: "para"
        case .teamsNoEarlierRoster: "Aún no hay equipos anteriores: cada partida guarda los suyos"
        case .teamsNamesCleared: "Todos los nombres vuelven a ser ejemplos: escribe los nuevos"
        case .actionClearNames: "borra los nombres"
        case .actionEarlierPlayers: "jugadores anteriores"
        case .actionDone: "hecho"
        case .actionChangeLast: "cambia la última"
        case .keyBackspace: "Retroceso"
        case .keyShiftTab: "Mayús-Tab"
        case .keyHome: "Inicio"
        case .keyEnd: "Fin"
        case .recordsColumnWordsGuessed: "palabras acertadas"
        case .recordsPaceNote: "Mejor palabras/min: el turno más rápido de 10 s o más; – si aún no hay ninguno."
        case .actionReorder: "muévela"
        case .actionCarryRound: "llévala"
        case .actionPutDown: "suéltala"
        case .lobbyTitle: "Pappers: entrad desde vuestro terminal"
        case .lobbyRoomCode: "Código de la sala"
        case .lobbyTypeThis: "Escribid en cualquier terminal:"
        case .lobbyPassword: "la contraseña es el código de la sala"
        case .lobbyHostKey: "Clave del anfitrión"
        case .lobbyPlayers: "Jugadores"
        case .lobbyNobodyYet: "Aún no hay nadie."
        case .lobbyAway: "fuera"
        case .lobbyChoosingName: "elige un nombre…"
        case .lobbyPairs: "parejas: sin equipos"
        case .lobbyWaiting: "Esperando a que el anfitrión empiece"
        case .lobbyYourName: "Tu nombre:"
        case .lobbyNameTaken: "Alguien de aquí ya tiene ese nombre"
        case .lobbyLeaveQuestion: "¿Salir de la sala?"
        case .actionLeave: "sal"
        case .actionStay: "quédate"
        case .actionTeam: "equipo"
        case .actionTeamsOrPairs: "equipos o parejas"
        case .farewellLeft: "Has salido de la sala. ¡Adiós!"
        case .farewellRemoved: "El anfitrión te ha sacado de la sala."
        case .farewellRoomClosed: "El anfitrión ha cerrado la sala. ¡Adiós!"
        case .farewellGameOver: "La partida ha terminado. ¡Gracias por jugar!"
        case .actionSeatWatcher: "sentar a un espectador"
        case .actionSeat: "sentar"
        case .seatingTitle: "Sentar a un espectador"
        case .seatingTeam: "Equipo"
        }
    }

    static func text(_ template: StringTemplate) -> String {
        switch template {
        case .valueSeconds(let n): "\(n) s"
        case .valueSomePacks(let n):
            counted(n, one: "\(n) elegido",
                    other: "\(n) elegidos")
        case .valueAutomatic(let language): "automático (\(language))"
        case .regionAutomatic(let region): "auto (\(region))"
        case .passingLimited(let n): "\(n) por turno"
        case .packsTitle(let language): "Paquetes en \(language)"
        case .packWords(let n):
            counted(n, one: "\(n) palabra",
                    other: "\(n) palabras")
        case .helpPage(let n, let total): "página \(n) de \(total)"
        case .help6Body(
            let nextName, let previousName, let moveCursor, let ends, let eraseToStart, let eraseWord, let addPlayer,
            let addTeam, let remove, let randomTeams, let earlierTeams, let clearNames, let start):
            """
            Partida nueva abre los equipos. Los nombres empiezan como ejemplos en gris: escribe encima. Intro guarda un nombre y abre el siguiente: el nombre del equipo y luego sus jugadores uno a uno. Intro en un jugador nuevo vacío cierra el equipo y abre el siguiente. \(nextName) y \(previousName) pasan de un nombre a otro; \(moveCursor), \(ends), \(eraseToStart) y \(eraseWord) editan; una lista pegada como "Ana, Bru, Carla" añade un jugador por nombre.
            \(addPlayer) añade un jugador a ese equipo, \(addTeam) añade un equipo, \(remove) quita la fila del cursor. \(randomTeams) reparte a los jugadores en equipos al azar; \(earlierTeams) recupera los equipos de una partida anterior; \(clearNames) vuelve todos los nombres a ejemplos.
            De 2 a 10 equipos de 2 a 8 jugadores. \(start) empieza la partida.
            """
        case .helpHostBody(let menu, let seatWatcher):
            """
            pappers host abre una sala a la que los jugadores entran desde sus propios terminales, sin instalar nada: cada uno escribe ssh -p 2222 NAME@HOST (la pantalla del anfitrión muestra la línea exacta) con su nombre, y el código de la sala como contraseña. La pantalla del anfitrión los lista; el anfitrión los sienta en equipos o parejas y empieza la partida.
            La pantalla del anfitrión es la mesa, para la sala o la videollamada: quién describe a quién, el reloj y el marcador, nunca la palabra. Quien describe lee la palabra en su terminal y pulsa allí acertada y pasar; los que adivinan ven ¡ADIVINA!.
            \(menu) en el terminal de un jugador abre su menú: seguir, sus colores (automáticos, de su terminal; 24 bits, 256, 8 o ninguno), o salir de la sala.
            Quien entra cuando la partida ya ha empezado la mira. Entre turnos, \(seatWatcher) en la pantalla del anfitrión lo sienta en un equipo con sitio (no en una partida por parejas): adivina con el equipo desde su turno siguiente, y describe cuando le llega el orden.
            """
        case .helpPairsBody(let switchMode):
            """
            El modo por parejas se juega sin equipos: una sola lista de 3 a 20 jugadores. En cada turno un jugador se lo describe a otro, y solo ese adivina.
            Cada palabra acertada da un punto a los dos; la penalización por pasar la pagan los dos. La clasificación y el podio son por jugadores.
            El orden es justo y se sabe de antemano: en cada vuelta todos describen una vez y adivinan una vez, y a lo largo de las vueltas todos se lo describen a todos. En la pantalla de equipos, \(switchMode) cambia entre equipos y parejas.
            """
        case .help7Body(let peek, let pickUp, let carry, let level):
            """
            Sonidos: solo ruidos, ni palabras ni gestos: zumbar, rugir, tararear una canción. La palabra se esconde sola a los 2 segundos, como en la mímica: pulsa \(peek) para volver a verla.
            Estatua: adopta una postura y quédate quieto; ni moverse ni hacer ruido. La palabra también se esconde.
            En Ajustes, Rondas elige de 1 a 6 rondas entre describir, una palabra, mímica, sonidos y estatua, en cualquier orden; un tipo puede repetirse. En la lista, \(pickUp) coge una ronda y \(carry) la llevan a su sitio.
            Puntos: uno por palabra, o el nivel de la palabra, del 1 (fácil) al 3 (difícil), como en las reglas monikers. Una palabra que escribáis vosotros vale 2 si no pulsáis \(level) para cambiarlo.
            """
        case .help4Body(let strike):
            """
            Salen las palabras del turno. ¿Alguna no se acertó de verdad? Elígela con las flechas y pulsa \(strike) para tacharla: vuelve al sombrero.
            Al final de la ronda veréis la clasificación. Quien vació el sombrero empieza la ronda siguiente con el tiempo que le quedaba.
            Tras la última ronda gana el equipo con más puntos. Los empates comparten puesto.
            """
        case .help2Body(let peek):
            """
            Ronda 1, Describir: puedes decir cualquier cosa menos la palabra o palabras derivadas.
            Ronda 2, Una palabra: solo una palabra como pista. ¡Ya las conocéis todas!
            Ronda 3, Mímica: solo gestos y sonidos; nada de palabras ni letras. La palabra se esconde a los 2 segundos: pulsa \(peek) para mirarla.
            """
        case .teamsNameTaken(let name): "Ese nombre ya está o no es válido: \(name)"
        case .teamsCannotStart(let reason): "No se puede empezar: \(reason)"
        case .teamsPlayers(let n):
            counted(n, one: "\(n) jugador",
                    other: "\(n) jugadores")
        case .wordsHandOver(let player, let team): "Pasa el ordenador a \(player) (\(team))"
        case .wordsPrompt(let player, let n, let k): "\(player), escribe la palabra \(n) de \(k):"
        case .wordsProgress(let n, let k): "Jugador \(n) de \(k)"
        case .shortageBody(let n, let k):
            counted(n, one: "Solo \(n) palabra cumple los ajustes; has pedido \(k).",
                    other: "Solo \(n) palabras cumplen los ajustes; has pedido \(k).")
        case .shortagePlay(let n):
            counted(n, one: "jugar con \(n) palabra",
                    other: "jugar con \(n) palabras")
        case .roundOf(let n, let total): "Ronda \(n) de \(total)"
        case .handoffGuessers(let n, let names):
            counted(n, one: "Adivina: \(names)",
                    other: "Adivinan: \(names)")
        case .handoffTime(let n):
            counted(n, one: "\(n) segundo",
                    other: "\(n) segundos")
        case .handoffCarried(let n):
            counted(n, one: "Sigue con \(n) segundo restante",
                    other: "Sigue con \(n) segundos restantes")
        case .handoffWordsLeft(let n):
            counted(n, one: "\(n) palabra en el sombrero",
                    other: "\(n) palabras en el sombrero")
        case .handoffPassLimit(let n):
            counted(n, one: "\(n) pase por turno",
                    other: "\(n) pases por turno")
        case .statusRound(let n, let name): "Ronda \(n) \(name)"
        case .statusLeft(let n): "quedan \(n)"
        case .statusSeconds(let n): "\(n) s"
        case .statusPoints(let points): "\(points) este turno"
        case .turnDescribes(let describer, let team): "\(describer) (\(team)) describe"
        case .handoffWaitingFor(let describer): "Esperando a que \(describer) empiece"
        case .refusedPassLimit(let n):
            counted(n, one: "Solo \(n) pase por turno en esta ronda",
                    other: "Solo \(n) pases por turno en esta ronda")
        case .reviewGuessed(let team, let n):
            counted(n, one: "\(team): \(n) acertada",
                    other: "\(team): \(n) acertadas")
        case .reviewNext(let describer, let team): "Siguiente: \(describer) (\(team))"
        case .reviewPoints(let n, let points):
            counted(n, one: "\(points) punto",
                    other: "\(points) puntos")
        case .standingsTitle(let n, let name): "Final de la ronda \(n): \(name)"
        case .standingsLeads(let team, let n):
            counted(n, one: "\(team): \(n) punto de ventaja",
                    other: "\(team): \(n) puntos de ventaja")
        case .standingsLevel(let teams): "Empate arriba: \(teams)"
        case .standingsRoundShort(let n): "R\(n)"
        case .standingsNext(let n, let name): "Siguiente: ronda \(n), \(name)"
        case .standingsCarry(let describer, let team, let n): "\(describer) (\(team)) empieza con \(n) s"
        case .finalWinner(let team): "¡Primer puesto: \(team)!"
        case .finalTie(let teams): "¡Empate: \(teams)!"
        case .awardBestDescriber(let player, let team, let n):
            counted(n, one: "Quien mejor describe: \(player) (\(team)), \(n) palabra",
                    other: "Quien mejor describe: \(player) (\(team)), \(n) palabras")
        case .awardFastest(let word, let s): "Palabra más rápida: \(word), \(s) s"
        case .awardHardest(let word, let s): "Palabra más difícil: \(word), \(s) s en pantalla"
        case .finalGame(let id, let seed): "Partida \(id) · semilla \(seed)"
        case .finalPoints(let n):
            counted(n, one: "\(n) punto",
                    other: "\(n) puntos")
        case .smallBody(let w, let h, let cw, let ch): "Pappers necesita \(w)×\(h); este mide \(cw)×\(ch)."
        case .replayBar(let speed, let n, let total): "Repetición ×\(speed) · acción \(n) de \(total)"
        case .homeSavedGames(let n): "Hay \(n) partidas a medias: pulsa c para elegir una."
        case .savedGame(let id): "Partida \(id)"
        case .questionSeveral(let n): "Hay \(n) partidas a medias; la más reciente:"
        case .startTeamCount(let min, let max, let n): "una partida necesita de \(min) a \(max) equipos, no \(n)"
        case .startPlayerCount(let team, let n, let min, let max):
            counted(n, one: "\(team): \(n) jugador; un equipo necesita de \(min) a \(max)",
                    other: "\(team): \(n) jugadores; un equipo necesita de \(min) a \(max)")
        case .startName(let name): "el nombre «\(name)» no es válido"
        case .startDuplicateTeam(let name): "hay dos equipos que se llaman «\(name)»"
        case .startDuplicatePlayer(let name): "hay dos jugadores que se llaman «\(name)»"
        case .startTooManyWords(let n, let max): "el sombrero tiene \(n) palabras; como máximo \(max)"
        case .startBadWord(let word): "la palabra «\(word)» no se puede mostrar con seguridad"
        case .startDuplicateWord(let word): "la palabra «\(word)» está dos veces en el sombrero"
        case .teamsNameInvalid(let reason): "Ese nombre no se puede usar: \(reason)"
        case .nameTooWide(let n, let max): "ocupa \(n) columnas; como máximo \(max)"
        case .statusLeadOne(let team): "\(team): 1 punto de ventaja"
        case .statusLeadOther(let team, let n): "\(team): \(n) puntos de ventaja"
        case .statusLevel(let n): "empate a \(n)"
        case .problemDamaged(let path): "El archivo de partidas guardadas \(path) está dañado. Se ha dejado tal como estaba."
        case .problemNewer(let path): "El archivo de partidas guardadas \(path) viene de un Pappers más nuevo. Se ha dejado tal como estaba."
        case .problemNotPappers(let path): "\(path) no es un archivo de Pappers. Se ha dejado tal como estaba."
        case .problemNotWritable(let path): "Pappers no puede escribir en \(path)."
        case .problemNotAFile(let path): "\(path) no es un archivo normal tuyo: Pappers nunca lo abre y lo ha dejado tal como estaba."
        case .problemBusy(let pid): "Otra copia de Pappers (proceso \(pid)) está jugando en esta carpeta de datos."
        case .problemLocked(let path): "Otro programa tiene \(path) bloqueado."
        case .problemDiskFull(let path): "El disco está lleno: Pappers no puede escribir en \(path)."
        case .problemDeleted(let path): "\(path) se ha borrado durante la partida."
        case .problemReplaced(let path): "\(path) se ha sustituido por otro archivo durante la partida."
        case .problemFolderIsAFile(let path): "La carpeta de datos \(path) es un archivo, no una carpeta."
        case .problemFolderCannotCreate(let path): "No se puede crear la carpeta de datos \(path)."
        case .problemFolderCannotRead(let path): "No se puede leer la carpeta de datos \(path)."
        case .problemFolderNotPrivate(let path): "La carpeta de datos \(path) no se puede mantener privada."
        case .problemSystemFolder(let path, let filesystem): "La carpeta de datos \(path) está en el sistema de archivos \(filesystem), que no guarda archivos."
        case .problemSavedGameSetup(let reason): "La partida guardada no se puede continuar: \(reason)."
        case .recordFoundBody(let file, let n, let id):
            counted(n, one: "\(file) tiene \(n) acción más de la partida \(id), escrita cuando no se podía guardar.",
                    other: "\(file) tiene \(n) acciones más de la partida \(id), escritas cuando no se podía guardar.")
        case .teamsPastedOverLimit(let max, let names): "Fuera, no caben más de \(max) jugadores: \(names)"
        case .teamsPastedLeftOut(let names): "Fuera, repetidos o no válidos: \(names)"
        case .recordsFailed(let reason): "No se pueden leer las partidas: \(reason)"
        case .recordsGames(let n, let finished, let playing, let abandoned): "Partidas: \(n) · terminadas \(finished) · en curso \(playing) · abandonadas \(abandoned)"
        case .recordsUnreadable(let n): "No cuentan porque no se pueden leer: \(n)"
        case .wordsLevel(let n): "Puntos si la aciertan: \(n)"
        case .colourAuto(let depth): "automático (\(depth))"
        case .menuColours(let value): "Colores: \(value)"
        case .pairDescribesTo(let describer, let guesser): "\(describer) se lo describe a \(guesser)"
        case .reviewPairGuessed(let describer, let guesser, let n): "\(describer) y \(guesser) han acertado \(n)"
        case .reviewNextPair(let describer, let guesser): "Siguiente: \(describer) se lo describe a \(guesser)"
        case .standingsCarryPair(let describer, let guesser, let n): "\(describer) y \(guesser) empiezan con \(n) s"
        case .awardBestDescriberPair(let player, let n):
            counted(n, one: "Quien mejor describe: \(player), \(n) palabra",
                    other: "Quien mejor describe: \(player), \(n) palabras")
        case .wordsHandOverPair(let player): "Pasa el ordenador a \(player)"
        case .startPairsPlayerCount(let min, let max, let n): "una partida por parejas necesita de \(min) a \(max) jugadores, no \(n)"
        case .statusPlayerLeads(let player, let n):
            counted(n, one: "\(player): \(n) punto de ventaja",
                    other: "\(player): \(n) puntos de ventaja")
        case .listMoreAbove(let n): "▲ \(n) más"
        case .listMoreBelow(let n): "▼ \(n) más"
        case .reviewWordPoints(let n, let points):
            counted(n, one: "\(points) punto",
                    other: "\(points) puntos")
        case .teamsEarlierRoster(let n, let k): "Equipos anteriores, \(n) de \(k): o para los siguientes"
        case .wordsAllTyped(let player): "\(player), ya están todas. Intro pasa el ordenador."
        case .cardPoints(let n):
            counted(n, one: "\(n) punto",
                    other: "\(n) puntos")
        case .lobbyMore(let n): "\(n) más"
        case .lobbyUnseated(let n):
            counted(n, one: "\(n) jugador aún no tiene equipo o nombre", other: "\(n) jugadores aún no tienen equipo o nombre")
        }
    }
}
