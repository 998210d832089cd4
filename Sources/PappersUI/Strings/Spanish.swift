/// La interfaz en español.
enum Spanish {
    static let table: [StringKey: String] = [
        .keySpace: "Espacio", .keyEnter: "Intro", .keyEsc: "Esc", .keyArrows: "↑↓",
        .actionStart: "empezar", .actionNewGame: "partida nueva", .actionContinue: "continuar",
        .actionSettings: "ajustes", .actionHelp: "ayuda", .actionQuit: "salir", .actionBack: "atrás",
        .actionChange: "cambiar", .actionChoose: "elegir", .actionRename: "cambiar nombre",
        .actionAddPlayer: "añadir jugador", .actionAddTeam: "añadir equipo", .actionRemove: "quitar",
        .actionRandomTeams: "equipos al azar", .actionEarlierTeams: "equipos anteriores", .actionGuessed: "¡acertada!",
        .actionPass: "pasar", .actionUndo: "deshacer", .actionPause: "pausa", .actionResume: "seguir",
        .actionPeek: "mirar", .actionMenu: "menú", .actionStrike: "tachar", .actionConfirm: "confirmar",
        .actionPage: "página", .actionClose: "cerrar", .actionRematch: "revancha", .actionHome: "inicio",
        .actionTick: "marcar", .actionKeep: "guardar", .actionCancel: "cancelar", .actionReady: "listo",
        .actionPlay: "jugar", .actionFresh: "base de datos nueva", .actionNoSave: "jugar sin guardar",
        .actionYes: "sí", .actionNo: "no",

        .homeTagline: "El juego del sombrero: describir, una palabra, mímica",
        .homeTaglineShort: "describir · una palabra · mímica",
        .homeNewGame: "Partida nueva", .homeContinue: "Continuar la partida guardada", .homeSettings: "Ajustes",
        .homeHelp: "Ayuda", .homeQuit: "Salir", .homeSavedGame: "Hay una partida a medias: pulsa c para continuarla.",

        .settingsTitle: "Ajustes", .settingsSaved: "Se guardan al cambiarlos",
        .settingsTurnLength: "Duración del turno", .settingsWords: "Palabras en el sombrero",
        .settingsWordLanguage: "Idioma de las palabras", .settingsPacks: "Paquetes", .settingsDifficulty: "Dificultad",
        .settingsFamilyFriendly: "Solo aptas para todos", .settingsPreset: "Reglas", .settingsPassing: "Pasar",
        .settingsPenalty: "Penalización por pasar", .settingsCarryOver: "El tiempo sobrante se conserva",
        .settingsPlayerWords: "Palabras de cada jugador", .settingsSound: "Sonido",
        .settingsInterfaceLanguage: "Idioma de la interfaz",
        .valueSeconds: "{n} s", .valueYes: "sí", .valueNo: "no", .valueAllPacks: "todos", .valueSomePacks: "{n} elegidos",
        .valueNone: "ninguna", .valueAutomatic: "automático ({language})",
        .difficultyEasy: "fácil", .difficultyMedium: "media", .difficultyHard: "difícil", .difficultyAny: "cualquiera",
        .settingsWordRegion: "Región", .regionAutomatic: "auto ({region})", .regionAny: "todas", .regionUS: "EE. UU.",
        .regionGB: "Reino Unido", .regionIE: "Irlanda", .regionAU: "Australia", .regionCA: "Canadá",
        .presetPappers: "Pappers", .presetTimesup: "Time's Up", .presetMonikers: "Monikers",
        .passingPreset: "según las reglas", .passingAllowed: "permitido", .passingForbidden: "no permitido",
        .passingLimited: "{n} por turno",
        .soundOn: "activado", .soundBell: "solo campanilla", .soundOff: "desactivado",
        .packsTitle: "Paquetes en {language}", .packsHint: "Si no marcas ninguno, van todos menos los de adultos.",
        .packWords: "{n} palabras", .packAdultsOnly: "solo adultos", .packsNone: "No hay paquetes en este idioma.",

        .helpTitle: "Ayuda", .helpPage: "página {n} de {total}",
        .help1Title: "El juego",
        .help1Body: """
            Los equipos corren contra el reloj para que sus compañeros adivinen palabras. Un solo sombrero de palabras sirve para tres rondas.
            En cada turno un jugador, el que describe, tiene el ordenador y ve las palabras de una en una; el resto del equipo adivina.
            Cada palabra acertada vale un punto y la siguiente sale enseguida. Cuando se acaba el tiempo, el ordenador pasa al siguiente equipo.
            Cuando el sombrero queda vacío, termina la ronda y las mismas palabras vuelven para la siguiente.
            """,
        .help2Title: "Las tres rondas",
        .help2Body: """
            Ronda 1, Describir: puedes decir cualquier cosa menos la palabra o palabras derivadas.
            Ronda 2, Una palabra: solo una palabra como pista. ¡Ya las conocéis todas!
            Ronda 3, Mímica: solo gestos y sonidos; nada de palabras ni letras. La palabra se esconde a los 2 segundos: pulsa v para mirarla.
            """,
        .help3Title: "Durante el turno",
        .help3Body: """
            Espacio o Intro: ¡acertada! Un punto, un sonido y la palabra siguiente.
            s: pasar (la palabra va al fondo del sombrero). u: deshacer la última.
            p: pausa (la palabra se esconde y el reloj se para). v: mirar una palabra escondida.
            Esc o q: menú (seguir, acabar el turno, guardar y salir, abandonar). En los últimos 10 segundos el reloj se pone rojo.
            """,
        .help4Title: "Después del turno",
        .help4Body: """
            Salen las palabras del turno. ¿Alguna no se acertó de verdad? Elígela con las flechas y pulsa x para tacharla: vuelve al sombrero.
            Al final de la ronda veréis la clasificación. Quien vació el sombrero empieza la ronda siguiente con el tiempo que le quedaba.
            Tras la última ronda gana el equipo con más puntos. Los empates comparten puesto.
            """,
        .help5Title: "Guardar y más",
        .help5Body: """
            Cada acción se guarda al momento. Si el ordenador se apaga, vuelve a abrir Pappers y continúa donde estabais.
            Ajustes: duración, palabras, idiomas, paquetes, dificultad, reglas. Cambiar las reglas solo cambia los valores que no habéis elegido vosotros: la duración del turno que elegisteis se mantiene.
            La revancha elige palabras que no habéis jugado.
            """,

        .teamsTitle: "Equipos", .teamsAddPlayer: "+ añadir un jugador", .teamsAddTeam: "+ añadir un equipo",
        .teamsStart: "Empezar la partida", .teamsEditing: "Escribe el nombre: Intro lo guarda, Esc cancela",
        .teamsHint: "De 2 a 10 equipos de 2 a 8 jugadores", .teamsNameTaken: "Ese nombre ya está o no es válido: {name}",
        .teamsTooFewPlayers: "Un equipo necesita al menos 2 jugadores: alguien tiene que adivinar",
        .teamsTooManyPlayers: "Un equipo tiene como máximo 8 jugadores", .teamsTooFewTeams: "Hacen falta al menos 2 equipos",
        .teamsTooManyTeams: "Puede haber como máximo 10 equipos", .teamsCannotStart: "No se puede empezar: {reason}",
        .teamsPlayers: "{n} jugadores",

        .wordsTitle: "Palabras de los jugadores", .wordsHandOver: "Pasa el ordenador a {player} ({team})",
        .wordsLookAway: "¡Los demás, no miréis!", .wordsPrompt: "{player}, escribe la palabra {n} de {k}:",
        .wordsEmpty: "Primero escribe una palabra", .wordsTooWide: "Demasiado larga: como máximo 60 columnas",
        .wordsUnsafe: "Esa palabra tiene un carácter que no se puede mostrar",
        .wordsDuplicate: "Esa palabra no puede entrar: elige otra", .wordsProgress: "Jugador {n} de {k}",

        .shortageTitle: "No hay bastantes palabras",
        .shortageBody: "Solo {n} palabras cumplen los ajustes; has pedido {k}.",
        .shortageNone: "Ninguna palabra cumple los ajustes: cambia el idioma, los paquetes o la dificultad.",
        .shortagePlay: "jugar con {n} palabras",

        .problemTitle: "No se pueden usar las partidas guardadas",
        .problemFresh: "empezar una base de datos nueva (la vieja se conserva)", .problemNoSave: "jugar sin guardar",
        .problemQuit: "salir",

        .roundDescribe: "Describir", .roundOneWord: "Una palabra", .roundMime: "Mímica",
        .ruleDescribe: "Di cualquier cosa menos la palabra", .ruleOneWord: "Solo una palabra como pista",
        .ruleMime: "Solo gestos y sonidos: nada de palabras", .roundOf: "Ronda {n} de {total}",

        .handoffPassTo: "Pasa el ordenador a", .handoffGuessers: "Adivinan: {names}", .handoffTime: "{n} segundos",
        .handoffCarried: "Sigue con {n} segundos restantes", .handoffWordsLeft: "{n} palabras en el sombrero",
        .handoffStart: "Espacio o Intro arranca el reloj", .handoffNoPassing: "En esta ronda no se puede pasar",
        .handoffPassFreely: "Pasa sin miedo: salta lo que no salga enseguida", .handoffPassLimit: "{n} pases por turno",

        .statusRound: "Ronda {n} {name}", .statusLeft: "quedan {n}", .statusSeconds: "{n} s",
        .statusPoints: "{points} este turno",
        .turnHidden: "escondida: v para mirar", .turnPaused: "En pausa",
        .turnPausedHint: "La palabra está escondida. p o Espacio para seguir.",
        .turnPausedForSize: "En pausa: el terminal es demasiado pequeño", .turnWelcomeBack: "¡Bienvenidos de nuevo! La partida estaba guardada.",
        .refusedNoPassing: "En esta ronda no se puede pasar", .refusedPassLimit: "Solo {n} pases por turno en esta ronda",
        .refusedLastWord: "La última palabra no se puede pasar", .refusedNothingToUndo: "No hay nada que deshacer en este turno",
        .refusedAlwaysVisible: "En esta ronda la palabra siempre se ve", .refusedTimeUp: "Se acabó el tiempo",
        .refusedNotNow: "Ahora no",

        .menuTitle: "Menú", .menuResume: "Seguir", .menuEndTurn: "Acabar el turno ahora", .menuPause: "Pausa",
        .menuSaveAndQuit: "Guardar y salir", .menuAbandon: "Abandonar la partida",
        .menuConfirmAbandon: "¿Abandonar la partida para siempre?",

        .reviewTimeUp: "¡Tiempo!", .reviewEndedEarly: "Turno terminado", .reviewBowlEmpty: "¡El sombrero está vacío!",
        .reviewGuessed: "{team}: {n} acertadas", .reviewNoWords: "Ninguna palabra acertada en este turno",
        .reviewStrikeHint: "¿No se acertó de verdad? Elígela y pulsa x.", .reviewStruck: "tachada",
        .reviewNext: "Siguiente: {describer} ({team})", .reviewToStandings: "Siguiente: la clasificación",
        .reviewPoints: "{points} puntos",

        .standingsTitle: "Final de la ronda {n}: {name}", .standingsLeads: "{team}: {n} puntos de ventaja",
        .standingsLevel: "Empate arriba: {teams}", .standingsTotal: "Total", .standingsRoundShort: "R{n}",
        .standingsNext: "Siguiente: ronda {n}, {name}", .standingsCarry: "{describer} ({team}) empieza con {n} s",
        .standingsContinue: "ronda siguiente",

        .finalTitle: "Clasificación final", .finalWinner: "¡Primer puesto: {team}!", .finalTie: "¡Empate: {teams}!",
        .finalAbandoned: "Partida abandonada", .awardBestDescriber: "Quien mejor describe: {player} ({team}), {n} palabras",
        .awardFastest: "Palabra más rápida: {word}, {s} s", .awardHardest: "Palabra más difícil: {word}, {s} s en pantalla",
        .finalGame: "Partida {id} · semilla {seed}", .finalPoints: "{n} puntos",

        .smallTitle: "Terminal demasiado pequeño", .smallBody: "Pappers necesita {w}×{h}; este mide {cw}×{ch}.",
        .smallTurnPaused: "El turno está en pausa hasta que sea más grande.",

        .defaultTeam: "Equipo", .defaultPlayer: "Jugador",
        .actionMove: "mover", .turnDescribes: "{describer} ({team}) describe",
        .replayBar: "Repetición ×{speed} · acción {n} de {total}", .replayPaused: "en pausa", .replayEnded: "fin de la repetición", .actionNext: "siguiente", .actionSpeed: "velocidad",
        .reviewToFinal: "Siguiente: la clasificación final",

        // MARK: journal
        .unsavedDiskFull: "No se guarda: el disco está lleno.", .unsavedReadOnly: "No se guarda: no se puede escribir en el disco.",
        .unsavedDiskError: "No se guarda: el disco da un error.",
        .unsavedFileMoved: "No se guarda: el archivo de partidas se ha borrado o sustituido.",
        .unsavedLocked: "No se guarda: otro programa tiene las partidas guardadas.",
        .unsavedGoesOn: "La partida sigue y se volverá a guardar en cuanto pueda.",
        .unsavedGoesOnShort: "La partida sigue.",
        .unsavedQuitTitle: "La partida no está guardada",
        .unsavedQuitBody: "Pappers no puede guardar en su carpeta de datos. Sigue jugando (lo va intentando) o escribe la partida entera en un archivo aparte y sal: «pappers import ARCHIVO» la recupera.",
        .unsavedQuitFailed: "Tampoco se ha podido escribir ningún archivo. Si sales ahora, la partida se pierde.",
        .actionWriteAndQuit: "escríbela en un archivo y sal", .actionKeepPlaying: "sigue jugando",
        .actionQuitUnsaved: "sal y pierde la partida",
        // MARK: datadir
        .homeContinueChoose: "Continuar una partida guardada",
        .homeSavedGames: "Hay {n} partidas a medias: pulsa c para elegir una.",
        .savedTitle: "Partidas a medias", .savedGame: "Partida {id}",
        .questionOne: "Hay una partida a medias:", .questionSeveral: "Hay {n} partidas a medias; la más reciente:",
        .questionContinue: "Continuarla",
        // MARK: packsmech
        .settingsHints: "Pistas", .hintsOn: "activadas", .hintsOff: "desactivadas",
        // MARK: door
        .startTeamCount: "una partida necesita de {min} a {max} equipos, no {n}",
        .startPlayerCount: "{team}: {n} jugadores; un equipo necesita de {min} a {max}",
        .startName: "el nombre «{name}» no es válido", .startDuplicateTeam: "hay dos equipos que se llaman «{name}»",
        .startDuplicatePlayer: "hay dos jugadores que se llaman «{name}»", .startNoWords: "el sombrero está vacío",
        .startTooManyWords: "el sombrero tiene {n} palabras; como máximo {max}",
        .startBadWord: "la palabra «{word}» no se puede mostrar con seguridad",
        .startDuplicateWord: "la palabra «{word}» está dos veces en el sombrero",
        .startRules: "las reglas de los ajustes están fuera de límites",
        .startPacksNotLoaded: "los paquetes de palabras aún no se han cargado",
        // MARK: words3
        .teamsNameInvalid: "Ese nombre no se puede usar: {reason}", .nameEmpty: "está vacío",
        .nameTooWide: "ocupa {n} columnas; como máximo {max}", .nameUnsafe: "tiene un carácter que no se puede mostrar",
        .nameNotTrimmed: "tiene espacios en un extremo o varios seguidos",
        .decimalSeparator: ",",
        // MARK: party
        .scoreLabel: "Puntos", .statusLeadOne: "{team}: 1 punto de ventaja",
        .statusLeadOther: "{team}: {n} puntos de ventaja", .statusLevel: "empate a {n}",
        // MARK: honest
        .help6Title: "Equipos",
        .help6Body: """
            Partida nueva abre los equipos. Los nombres empiezan como ejemplos en gris: escribe encima. Intro guarda un nombre y abre el siguiente: el nombre del equipo y luego sus jugadores uno a uno. Intro en un jugador nuevo vacío cierra el equipo y abre el siguiente. Tab y Mayús-Tab pasan de un nombre a otro; ←/→, Inicio/Fin, Ctrl-U y Ctrl-W editan; una lista pegada como "Ana, Bru, Carla" añade un jugador por nombre.
            a añade un jugador a ese equipo, t añade un equipo, x quita la fila del cursor. r reparte a los jugadores en equipos al azar; o recupera los equipos de una partida anterior; c vuelve todos los nombres a ejemplos.
            De 2 a 10 equipos de 2 a 8 jugadores. s empieza la partida.
            """,
        // MARK: screen-truths
        .problemDamaged: "El archivo de partidas guardadas {path} está dañado. Se ha dejado tal como estaba.",
        .problemNewer: "El archivo de partidas guardadas {path} viene de un Pappers más nuevo. Se ha dejado tal como estaba.",
        .problemNotPappers: "{path} no es un archivo de Pappers. Se ha dejado tal como estaba.",
        .problemNotWritable: "Pappers no puede escribir en {path}.",
        .problemNotAFile: "{path} no es un archivo normal tuyo: Pappers nunca lo abre y lo ha dejado tal como estaba.",
        .problemBusy: "Otra copia de Pappers (proceso {pid}) está jugando en esta carpeta de datos.",
        .problemBusyUnknown: "Otra copia de Pappers está usando esta carpeta de datos.",
        .problemLocked: "Otro programa tiene {path} bloqueado.",
        .problemDiskFull: "El disco está lleno: Pappers no puede escribir en {path}.",
        .problemDeleted: "{path} se ha borrado durante la partida.",
        .problemReplaced: "{path} se ha sustituido por otro archivo durante la partida.",
        .problemFolderIsAFile: "La carpeta de datos {path} es un archivo, no una carpeta.",
        .problemFolderCannotCreate: "No se puede crear la carpeta de datos {path}.",
        .problemFolderCannotRead: "No se puede leer la carpeta de datos {path}.",
        .problemFolderNotPrivate: "La carpeta de datos {path} no se puede mantener privada.",
        .problemSystemFolder: "La carpeta de datos {path} está en el sistema de archivos {filesystem}, que no guarda archivos.",
        .problemChooseFolder: "Elige una carpeta tuya con --data-dir o PAPPERS_HOME.",
        .problemSavedGame: "La partida guardada no se puede continuar: su registro no se puede reproducir.",
        .problemUnreadable: "No se pueden leer ni escribir las partidas guardadas.",
        .problemSavedGameSetup: "La partida guardada no se puede continuar: {reason}.",
        .problemSavedGameDamaged: "La partida guardada no se puede continuar: su registro en la base de datos está dañado.",
        .recordFoundTitle: "Se ha encontrado más de esta partida",
        .recordFoundBody: "{file} tiene {n} acciones más de la partida {id}, escritas cuando no se podía guardar.",
        .recordFoundAdvice: "Incorpóralas para seguir desde donde la partida se paró de verdad.",
        .actionTakeIn: "incorpóralas y continúa", .actionContinueWithout: "continúa sin ellas",
        .turnWelcomeBackWithoutRecord: "¡Bienvenidos de nuevo! Las acciones del archivo de registro se han dejado fuera.",
        .reviewStrikeHintShort: "¿No se acertó? x la tacha.",
        // MARK: teams-typing
        .actionKeepNext: "guardar y seguir", .actionNextName: "siguiente", .actionClearName: "borrar",
        .teamsNewPlayerTyping: "Escribe un nombre, o Intro para terminar este equipo",
        .teamsPastedOverLimit: "Fuera, no caben más de {max} jugadores: {names}",
        .teamsPastedLeftOut: "Fuera, repetidos o no válidos: {names}",
        .homeEscapeAgain: "Pulsa Esc otra vez para salir",
        .wordsPastedLeftOut: "Algunas palabras se han quedado fuera: ya están en el sombrero, o sobran",
        // MARK: records
        .homeRecords: "Récords", .recordsTitle: "Récords", .recordsLoading: "Leyendo los récords…",
        .recordsEmpty: "Aún no hay partidas: los récords empiezan con la primera.",
        .recordsFailed: "No se pueden leer las partidas: {reason}",
        .recordsGames: "Partidas: {n} · terminadas {finished} · en curso {playing} · abandonadas {abandoned}",
        .recordsNote: "Las victorias solo cuentan las partidas terminadas. Los nombres que solo cambian en mayúsculas o acentos son el mismo jugador.",
        .recordsUnreadable: "No cuentan porque no se pueden leer: {n}",
        .recordsPlayersTeams: "Jugadores en equipos", .recordsPlayersPairs: "Jugadores en parejas",
        .recordsHardest: "Palabras más difíciles", .recordsFastest: "Palabras más rápidas", .recordsPacks: "Paquetes",
        .recordsColumnGames: "partidas", .recordsColumnWins: "victorias", .recordsColumnWords: "palabras descritas",
        .recordsColumnPace: "mejor palabras/min", .recordsColumnPasses: "pases", .recordsColumnLongest: "la más lenta",
        .recordsColumnTime: "tiempo", .recordsColumnGuessed: "acertadas", .recordsColumnPerWord: "s por palabra",
        .actionScroll: "desplazar",
        // MARK: rounds-points
        .roundSounds: "Sonidos", .roundPose: "Estatua",
        .ruleSounds: "Solo ruidos: ni palabras ni gestos", .rulePose: "Una postura inmóvil: ni moverse ni hacer ruido",
        .help7Title: "Rondas y puntos",
        .help7Body: """
            Sonidos: solo ruidos, ni palabras ni gestos: zumbar, rugir, tararear una canción. La palabra se esconde sola a los 2 segundos, como en la mímica: pulsa v para volver a verla.
            Estatua: adopta una postura y quédate quieto; ni moverse ni hacer ruido. La palabra también se esconde.
            En Ajustes, Rondas elige de 1 a 6 rondas entre describir, una palabra, mímica, sonidos y estatua, en cualquier orden; un tipo puede repetirse. En la lista, m coge una ronda y ↑ ↓ la llevan a su sitio.
            Puntos: uno por palabra, o el nivel de la palabra, del 1 (fácil) al 3 (difícil), como en las reglas monikers. Una palabra que escribáis vosotros vale 2 si no pulsáis Tab para cambiarlo.
            """,
        .settingsRounds: "Rondas", .settingsPoints: "Puntos", .pointsPerWord: "1 por palabra",
        .pointsByLevel: "por nivel", .roundsTitle: "Rondas, por orden", .roundsAdd: "+ añadir una ronda",
        .roundsHint: "De 1 a 6 rondas; un tipo puede repetirse.",
        .wordsLevel: "Puntos si la aciertan: {n}", .actionLevel: "puntos",
        // MARK: look-feel
        .settingsMotion: "Movimiento", .motionFull: "completo", .motionCalm: "tranquilo (sin animaciones)",
        .settingsColour: "Color", .colourAuto: "automático ({depth})", .colourTrue: "24 bits", .colour256: "256 colores",
        .colour8: "8 colores", .colourNone: "ninguno",
        // MARK: pairs-mode
        .pairDescribesTo: "{describer} se lo describe a {guesser}",
        .reviewPairGuessed: "{describer} y {guesser} han acertado {n}", .reviewNextPair: "Siguiente: {describer} se lo describe a {guesser}",
        .standingsCarryPair: "{describer} y {guesser} empiezan con {n} s",
        .awardBestDescriberPair: "Quien mejor describe: {player}, {n} palabras", .wordsHandOverPair: "Pasa el ordenador a {player}",
        .startPairsPlayerCount: "una partida por parejas necesita de {min} a {max} jugadores, no {n}",
        .helpPairsTitle: "Parejas (el sombrero)",
        .helpPairsBody: """
            El modo por parejas se juega sin equipos: una sola lista de 3 a 20 jugadores. En cada turno un jugador se lo describe a otro, y solo ese adivina.
            Cada palabra acertada da un punto a los dos; la penalización por pasar la pagan los dos. La clasificación y el podio son por jugadores.
            El orden es justo y se sabe de antemano: en cada vuelta todos describen una vez y adivinan una vez, y a lo largo de las vueltas todos se lo describen a todos. En la pantalla de equipos, m cambia entre equipos y parejas.
            """,
        .actionTeamsMode: "equipos", .pairsTitle: "Parejas (sin equipos)",
        .pairsHint: "De 3 a 20 jugadores: en cada turno uno se lo describe a otro",
        .pairsTooFewPlayers: "Una partida por parejas necesita al menos 3 jugadores",
        .pairsTooManyPlayers: "Una partida por parejas tiene como máximo 20 jugadores",
        .statusPlayerLeads: "{player}: {n} puntos de ventaja",
        .settingsGetReady: "Preparados: 3-2-1",
        .getReadyTitle: "¡Preparados!",
        .actionStop: "para",
        .listMoreAbove: "▲ {n} más",
        .listMoreBelow: "▼ {n} más",
        .reviewWordPoints: "{points} puntos",
        .teamsEarlierRoster: "Equipos anteriores, {n} de {k}: o para los siguientes",
        .teamsNoEarlierRoster: "Aún no hay equipos anteriores: cada partida guarda los suyos",
        .teamsNamesCleared: "Todos los nombres vuelven a ser ejemplos: escribe los nuevos",
        .actionClearNames: "borra los nombres",
        .actionEarlierPlayers: "jugadores anteriores",
        .wordsAllTyped: "{player}, ya están todas. Intro pasa el ordenador.",
        .actionDone: "hecho",
        .actionChangeLast: "cambia la última",
        .keyBackspace: "Retroceso",
        .recordsColumnWordsGuessed: "palabras acertadas",
        .recordsPaceNote: "Mejor palabras/min: el turno más rápido de 10 s o más; – si aún no hay ninguno.",
        .cardPoints: "{n} puntos",
        .actionReorder: "muévela",
        .actionCarryRound: "llévala",
        .actionPutDown: "suéltala",
    ]

    // MARK: words3
    /// Las formas de singular de los textos con un número (`StringKey.counted`): "1 palabra", no "1 palabras".
    static let one: [StringKey: String] = [
        .recordFoundBody: "{file} tiene {n} acción más de la partida {id}, escrita cuando no se podía guardar.",
        .handoffTime: "{n} segundo", .handoffCarried: "Sigue con {n} segundo restante",
        .handoffWordsLeft: "{n} palabra en el sombrero", .handoffPassLimit: "{n} pase por turno",
        .awardBestDescriber: "Quien mejor describe: {player} ({team}), {n} palabra", .reviewPoints: "{points} punto",
        .teamsPlayers: "{n} jugador", .packWords: "{n} palabra", .valueSomePacks: "{n} elegido",
        .shortageBody: "Solo {n} palabra cumple los ajustes; has pedido {k}.", .shortagePlay: "jugar con {n} palabra",
        .refusedPassLimit: "Solo {n} pase por turno en esta ronda", .finalPoints: "{n} punto",
        .startPlayerCount: "{team}: {n} jugador; un equipo necesita de {min} a {max}",
        // MARK: pairs-mode
        .awardBestDescriberPair: "Quien mejor describe: {player}, {n} palabra",
        .statusPlayerLeads: "{player}: {n} punto de ventaja",
        .reviewWordPoints: "{points} punto",
        .reviewGuessed: "{team}: {n} acertada",
        .standingsLeads: "{team}: {n} punto de ventaja",
        .handoffGuessers: "Adivina: {names}",
        .cardPoints: "{n} punto",
    ]
}
