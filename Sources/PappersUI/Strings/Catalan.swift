/// La interfície en català.
enum Catalan {
    static let table: [StringKey: String] = [
        .keySpace: "Espai", .keyEnter: "Retorn", .keyEsc: "Esc", .keyArrows: "↑↓",
        .actionStart: "comença", .actionNewGame: "partida nova", .actionContinue: "continua",
        .actionSettings: "configuració", .actionHelp: "ajuda", .actionQuit: "surt", .actionBack: "enrere",
        .actionChange: "canvia", .actionChoose: "tria", .actionRename: "canvia el nom",
        .actionAddPlayer: "afegeix jugador", .actionAddTeam: "afegeix equip", .actionRemove: "treu",
        .actionRandomTeams: "equips a l'atzar", .actionEarlierTeams: "equips anteriors", .actionGuessed: "endevinat!",
        .actionPass: "passa", .actionUndo: "desfés", .actionPause: "pausa", .actionResume: "continua",
        .actionPeek: "mira", .actionMenu: "menú", .actionStrike: "ratlla", .actionConfirm: "confirma",
        .actionPage: "pàgina", .actionClose: "tanca", .actionRematch: "revenja", .actionHome: "inici",
        .actionTick: "marca", .actionKeep: "desa", .actionCancel: "cancel·la", .actionReady: "a punt",
        .actionPlay: "juga", .actionFresh: "base de dades nova", .actionNoSave: "juga sense desar",
        .actionYes: "sí", .actionNo: "no",

        .homeTagline: "El joc del barret: descriure, una paraula, mímica",
        .homeTaglineShort: "descriure · una paraula · mímica",
        .homeNewGame: "Partida nova", .homeContinue: "Continua la partida desada", .homeSettings: "Configuració",
        .homeHelp: "Ajuda", .homeQuit: "Surt", .homeSavedGame: "Hi ha una partida a mitges: prem c per continuar-la.",

        .settingsTitle: "Configuració", .settingsSaved: "Es desa a mesura que canvies",
        .settingsTurnLength: "Durada del torn", .settingsWords: "Paraules al barret",
        .settingsWordLanguage: "Llengua de les paraules", .settingsPacks: "Paquets", .settingsDifficulty: "Dificultat",
        .settingsFamilyFriendly: "Només aptes per a tothom", .settingsPreset: "Regles", .settingsPassing: "Passar",
        .settingsPenalty: "Penalització per passar", .settingsCarryOver: "El temps sobrant es conserva",
        .settingsPlayerWords: "Paraules de cada jugador", .settingsSound: "So",
        .settingsInterfaceLanguage: "Llengua de la interfície",
        .valueSeconds: "{n} s", .valueYes: "sí", .valueNo: "no", .valueAllPacks: "tots", .valueSomePacks: "{n} triats",
        .valueNone: "cap", .valueAutomatic: "automàtica ({language})",
        .difficultyEasy: "fàcil", .difficultyMedium: "mitjana", .difficultyHard: "difícil", .difficultyAny: "qualsevol",
        .settingsWordRegion: "Regió", .regionAutomatic: "auto ({region})", .regionAny: "totes", .regionUS: "EUA",
        .regionGB: "Regne Unit", .regionIE: "Irlanda", .regionAU: "Austràlia", .regionCA: "Canadà",
        .presetPappers: "Pappers", .presetTimesup: "Time's Up", .presetMonikers: "Monikers",
        .passingPreset: "segons les regles", .passingAllowed: "permès", .passingForbidden: "no permès",
        .passingLimited: "{n} per torn",
        .soundOn: "activat", .soundBell: "només campaneta", .soundOff: "desactivat",
        .packsTitle: "Paquets en {language}", .packsHint: "Si no en marques cap, hi van tots menys els d'adults.",
        .packWords: "{n} paraules", .packAdultsOnly: "només adults", .packsNone: "No hi ha paquets en aquesta llengua.",

        .helpTitle: "Ajuda", .helpPage: "pàgina {n} de {total}",
        .help1Title: "El joc",
        .help1Body: """
            Els equips corren contra rellotge perquè els companys endevinin paraules. Un sol barret de paraules serveix per a tres rondes.
            A cada torn, un jugador, el que descriu, té l'ordinador i veu les paraules d'una en una; la resta de l'equip endevina.
            Cada paraula endevinada val un punt i la següent surt de seguida. Quan s'acaba el temps, l'ordinador passa al següent equip.
            Quan el barret queda buit, s'acaba la ronda i les mateixes paraules tornen per a la següent.
            """,
        .help2Title: "Les tres rondes",
        .help2Body: """
            Ronda 1, Descriure: pots dir qualsevol cosa menys la paraula o paraules derivades.
            Ronda 2, Una paraula: només una paraula com a pista. Ara ja les coneixeu totes!
            Ronda 3, Mímica: només gestos i sons; res de paraules ni de lletres. La paraula s'amaga al cap de 2 segons: prem v per mirar-la.
            """,
        .help3Title: "Durant el torn",
        .help3Body: """
            Espai o Retorn: endevinada! Un punt, un so i la paraula següent.
            s: passa (la paraula va al fons del barret). u: desfés l'última.
            p: pausa (la paraula s'amaga i el rellotge s'atura). v: mira una paraula amagada.
            Esc o q: menú (continua, acaba el torn, desa i surt, abandona). Els últims 10 segons el rellotge es posa vermell.
            """,
        .help4Title: "Després del torn",
        .help4Body: """
            Surten les paraules del torn. N'hi ha alguna que no s'ha endevinat de debò? Tria-la amb les fletxes i prem x per ratllar-la: torna al barret.
            Al final de la ronda veureu la classificació. Qui ha buidat el barret comença la ronda següent amb el temps que li quedava.
            Després de l'última ronda guanya l'equip amb més punts. Els empats comparteixen lloc.
            """,
        .help5Title: "Desar i més",
        .help5Body: """
            Cada acció es desa quan passa. Si l'ordinador s'apaga, torna a obrir Pappers i continua on éreu.
            Configuració: durada, paraules, llengües, paquets, dificultat, regles. Canviar les regles només canvia els valors que no heu triat vosaltres: la durada del torn que heu triat es manté.
            La revenja tria paraules que no heu jugat.
            """,

        .teamsTitle: "Equips", .teamsAddPlayer: "+ afegeix un jugador", .teamsAddTeam: "+ afegeix un equip",
        .teamsStart: "Comença la partida", .teamsEditing: "Escriu el nom: Retorn el desa, Esc cancel·la",
        .teamsHint: "De 2 a 10 equips de 2 a 8 jugadors", .teamsNameTaken: "Aquest nom ja hi és o no és vàlid: {name}",
        .teamsTooFewPlayers: "Un equip necessita almenys 2 jugadors: algú ha d'endevinar",
        .teamsTooManyPlayers: "Un equip té com a màxim 8 jugadors", .teamsTooFewTeams: "Calen almenys 2 equips",
        .teamsTooManyTeams: "Hi pot haver com a màxim 10 equips", .teamsCannotStart: "No es pot començar: {reason}",
        .teamsPlayers: "{n} jugadors",

        .wordsTitle: "Paraules dels jugadors", .wordsHandOver: "Passa l'ordinador a {player} ({team})",
        .wordsLookAway: "Els altres, no mireu!", .wordsPrompt: "{player}, escriu la paraula {n} de {k}:",
        .wordsEmpty: "Primer escriu una paraula", .wordsTooWide: "Massa llarga: com a màxim 60 columnes",
        .wordsUnsafe: "Aquesta paraula té un caràcter que no es pot mostrar",
        .wordsDuplicate: "Aquesta paraula no hi pot anar: tria-ne una altra", .wordsProgress: "Jugador {n} de {k}",

        .shortageTitle: "No hi ha prou paraules",
        .shortageBody: "Només {n} paraules compleixen la configuració; n'has demanat {k}.",
        .shortageNone: "Cap paraula compleix la configuració: canvia la llengua, els paquets o la dificultat.",
        .shortagePlay: "juga amb {n} paraules",

        .problemTitle: "No es poden fer servir les partides desades",
        .problemFresh: "comença una base de dades nova (la vella es conserva)", .problemNoSave: "juga sense desar",
        .problemQuit: "surt",

        .roundDescribe: "Descriure", .roundOneWord: "Una paraula", .roundMime: "Mímica",
        .ruleDescribe: "Digues qualsevol cosa menys la paraula", .ruleOneWord: "Només una paraula com a pista",
        .ruleMime: "Només gestos i sons: cap paraula", .roundOf: "Ronda {n} de {total}",

        .handoffPassTo: "Passa l'ordinador a", .handoffGuessers: "Endevinen: {names}", .handoffTime: "{n} segons",
        .handoffCarried: "Continua amb {n} segons restants", .handoffWordsLeft: "{n} paraules al barret",
        .handoffStart: "Espai o Retorn engega el rellotge", .handoffNoPassing: "En aquesta ronda no es pot passar",
        .handoffPassFreely: "Passa sense por: salta el que no surti de seguida", .handoffPassLimit: "{n} passades per torn",

        .statusRound: "Ronda {n} {name}", .statusLeft: "en queden {n}", .statusSeconds: "{n} s",
        .statusPoints: "{points} aquest torn",
        .turnHidden: "amagada: v per mirar", .turnPaused: "En pausa",
        .turnPausedHint: "La paraula està amagada. p o Espai per continuar.",
        .turnPausedForSize: "En pausa: el terminal és massa petit", .turnWelcomeBack: "Benvinguts de nou! La partida estava desada.",
        .refusedNoPassing: "En aquesta ronda no es pot passar", .refusedPassLimit: "Només {n} passades per torn en aquesta ronda",
        .refusedLastWord: "L'última paraula no es pot passar", .refusedNothingToUndo: "No hi ha res a desfer en aquest torn",
        .refusedAlwaysVisible: "En aquesta ronda la paraula sempre es veu", .refusedTimeUp: "S'ha acabat el temps",
        .refusedNotNow: "Ara no",

        .menuTitle: "Menú", .menuResume: "Continua", .menuEndTurn: "Acaba el torn ara", .menuPause: "Pausa",
        .menuSaveAndQuit: "Desa i surt", .menuAbandon: "Abandona la partida",
        .menuConfirmAbandon: "Abandonar la partida per sempre?",

        .reviewTimeUp: "Temps!", .reviewEndedEarly: "Torn acabat", .reviewBowlEmpty: "El barret és buit!",
        .reviewGuessed: "{team}: {n} endevinades", .reviewNoWords: "Cap paraula endevinada en aquest torn",
        .reviewStrikeHint: "No s'ha endevinat de debò? Tria-la i prem x.", .reviewStruck: "ratllada",
        .reviewNext: "Següent: {describer} ({team})", .reviewToStandings: "Següent: la classificació",
        .reviewPoints: "{points} punts",

        .standingsTitle: "Final de la ronda {n}: {name}", .standingsLeads: "{team}: {n} punts d'avantatge",
        .standingsLevel: "Empat al capdamunt: {teams}", .standingsTotal: "Total", .standingsRoundShort: "R{n}",
        .standingsNext: "Següent: ronda {n}, {name}", .standingsCarry: "{describer} ({team}) comença amb {n} s",
        .standingsContinue: "ronda següent",

        .finalTitle: "Classificació final", .finalWinner: "Primer lloc: {team}!", .finalTie: "Empat: {teams}!",
        .finalAbandoned: "Partida abandonada", .awardBestDescriber: "Qui descriu millor: {player} ({team}), {n} paraules",
        .awardFastest: "Paraula més ràpida: {word}, {s} s", .awardHardest: "Paraula més difícil: {word}, {s} s en pantalla",
        .finalGame: "Partida {id} · llavor {seed}", .finalPoints: "{n} punts",

        .smallTitle: "Terminal massa petit", .smallBody: "Pappers necessita {w}×{h}; aquest fa {cw}×{ch}.",
        .smallTurnPaused: "El torn està en pausa fins que sigui més gran.",

        .defaultTeam: "Equip", .defaultPlayer: "Jugador",
        .actionMove: "mou", .turnDescribes: "{describer} ({team}) descriu",
        .replayBar: "Repetició ×{speed} · acció {n} de {total}", .replayPaused: "en pausa", .replayEnded: "final de la repetició", .actionNext: "següent", .actionSpeed: "velocitat",
        .reviewToFinal: "Següent: la classificació final",

        // MARK: journal
        .unsavedDiskFull: "No es desa: el disc és ple.", .unsavedReadOnly: "No es desa: no es pot escriure al disc.",
        .unsavedDiskError: "No es desa: el disc dona un error.",
        .unsavedFileMoved: "No es desa: el fitxer de partides s'ha esborrat o substituït.",
        .unsavedLocked: "No es desa: un altre programa té les partides desades.",
        .unsavedGoesOn: "La partida continua i es tornarà a desar tan aviat com pugui.",
        .unsavedGoesOnShort: "La partida continua.",
        .unsavedQuitTitle: "La partida no està desada",
        .unsavedQuitBody: "El Pappers no pot desar a la seva carpeta de dades. Continua jugant (ho va provant) o escriu tota la partida en un fitxer a part i surt: «pappers import FITXER» la recupera.",
        .unsavedQuitFailed: "Tampoc no s'ha pogut escriure cap fitxer enlloc. Si surts ara, la partida es perd.",
        .actionWriteAndQuit: "escriu-la en un fitxer i surt", .actionKeepPlaying: "continua jugant",
        .actionQuitUnsaved: "surt i perd la partida",
        // MARK: datadir
        .homeContinueChoose: "Continua una partida desada",
        .homeSavedGames: "Hi ha {n} partides a mitges: prem c per triar-ne una.",
        .savedTitle: "Partides a mitges", .savedGame: "Partida {id}",
        .questionOne: "Hi ha una partida a mitges:", .questionSeveral: "Hi ha {n} partides a mitges; la més recent:",
        .questionContinue: "Continua-la",
        // MARK: packsmech
        .settingsHints: "Pistes", .hintsOn: "activades", .hintsOff: "desactivades",
        // MARK: door
        .startTeamCount: "una partida necessita de {min} a {max} equips, no {n}",
        .startPlayerCount: "{team}: {n} jugadors; un equip en necessita de {min} a {max}",
        .startName: "el nom «{name}» no és vàlid", .startDuplicateTeam: "hi ha dos equips que es diuen «{name}»",
        .startDuplicatePlayer: "hi ha dos jugadors que es diuen «{name}»", .startNoWords: "el barret és buit",
        .startTooManyWords: "el barret té {n} paraules; com a màxim {max}",
        .startBadWord: "la paraula «{word}» no es pot mostrar amb seguretat",
        .startDuplicateWord: "la paraula «{word}» és dues vegades al barret",
        .startRules: "les regles de la configuració estan fora de límits",
        .startPacksNotLoaded: "els paquets de paraules encara no s'han carregat",
        // MARK: words3
        .teamsNameInvalid: "Aquest nom no es pot fer servir: {reason}", .nameEmpty: "és buit",
        .nameTooWide: "fa {n} columnes d'ample; com a màxim {max}", .nameUnsafe: "té un caràcter que no es pot mostrar",
        .nameNotTrimmed: "té espais en un extrem o diversos seguits",
        .decimalSeparator: ",",
        // MARK: party
        .scoreLabel: "Punts", .statusLeadOne: "{team}: 1 punt d'avantatge",
        .statusLeadOther: "{team}: {n} punts d'avantatge", .statusLevel: "empat a {n}",
        // MARK: honest
        .help6Title: "Equips",
        .help6Body: """
            Partida nova obre els equips. Els noms comencen com a exemples en gris: escriu-hi al damunt. Retorn desa un nom i obre el següent: el nom de l'equip i després els jugadors un per un. Retorn en un jugador nou buit tanca l'equip i obre el següent. Tab i Maj-Tab passen d'un nom a l'altre; ←/→, Inici/Fi, Ctrl-U i Ctrl-W editen; una llista enganxada com "Ana, Bru, Carla" afegeix un jugador per nom.
            a afegeix un jugador a aquell equip, t afegeix un equip, x treu la fila del cursor. r reparteix els jugadors en equips a l'atzar; o recupera els equips d'una partida anterior; c torna tots els noms a exemples.
            De 2 a 10 equips de 2 a 8 jugadors. s comença la partida.
            """,
        // MARK: screen-truths
        .problemDamaged: "El fitxer de partides desades {path} està malmès. S'ha deixat tal com era.",
        .problemNewer: "El fitxer de partides desades {path} ve d'un Pappers més nou. S'ha deixat tal com era.",
        .problemNotPappers: "{path} no és un fitxer de Pappers. S'ha deixat tal com era.",
        .problemNotWritable: "Pappers no pot escriure a {path}.",
        .problemNotAFile: "{path} no és un fitxer normal teu: Pappers no l'obre mai i l'ha deixat tal com era.",
        .problemBusy: "Una altra còpia de Pappers (procés {pid}) està jugant en aquesta carpeta de dades.",
        .problemBusyUnknown: "Una altra còpia de Pappers fa servir aquesta carpeta de dades.",
        .problemLocked: "Un altre programa té {path} bloquejat.",
        .problemDiskFull: "El disc és ple: Pappers no pot escriure a {path}.",
        .problemDeleted: "{path} s'ha esborrat mentre es jugava.",
        .problemReplaced: "{path} s'ha substituït per un altre fitxer mentre es jugava.",
        .problemFolderIsAFile: "La carpeta de dades {path} és un fitxer, no una carpeta.",
        .problemFolderCannotCreate: "No es pot crear la carpeta de dades {path}.",
        .problemFolderCannotRead: "No es pot llegir la carpeta de dades {path}.",
        .problemFolderNotPrivate: "La carpeta de dades {path} no es pot mantenir privada.",
        .problemSystemFolder: "La carpeta de dades {path} és en el sistema de fitxers {filesystem}, que no guarda fitxers.",
        .problemChooseFolder: "Tria una carpeta teva amb --data-dir o PAPPERS_HOME.",
        .problemSavedGame: "La partida desada no es pot continuar: el seu registre no es pot reproduir.",
        .problemUnreadable: "No es poden llegir ni escriure les partides desades.",
        .problemSavedGameSetup: "La partida desada no es pot continuar: {reason}.",
        .problemSavedGameDamaged: "La partida desada no es pot continuar: el seu registre a la base de dades està malmès.",
        .recordFoundTitle: "S'ha trobat més d'aquesta partida",
        .recordFoundBody: "{file} té {n} accions més de la partida {id}, escrites quan no es podia desar.",
        .recordFoundAdvice: "Incorpora-les per continuar des d'on la partida es va aturar de debò.",
        .actionTakeIn: "incorpora-les i continua", .actionContinueWithout: "continua sense",
        .turnWelcomeBackWithoutRecord: "Benvinguts de nou! Les accions del fitxer de registre s'han deixat fora.",
        .reviewStrikeHintShort: "No s'ha endevinat? x la ratlla.",
        // MARK: teams-typing
        .actionKeepNext: "desa i segueix", .actionNextName: "següent", .actionClearName: "esborra",
        .teamsNewPlayerTyping: "Escriu un nom, o Retorn per acabar aquest equip",
        .teamsPastedOverLimit: "Fora, no hi caben més de {max} jugadors: {names}",
        .teamsPastedLeftOut: "Fora, repetits o no vàlids: {names}",
        .homeEscapeAgain: "Torna a prémer Esc per sortir",
        .wordsPastedLeftOut: "Algunes paraules s'han deixat fora: ja són al barret, o en sobren",
        // MARK: records
        .homeRecords: "Rècords", .recordsTitle: "Rècords", .recordsLoading: "Llegint els rècords…",
        .recordsEmpty: "Encara no hi ha partides: els rècords comencen amb la primera.",
        .recordsFailed: "No es poden llegir les partides: {reason}",
        .recordsGames: "Partides: {n} · acabades {finished} · en curs {playing} · abandonades {abandoned}",
        .recordsNote: "Les victòries només compten les partides acabades. Els noms que només canvien en majúscules o accents són el mateix jugador.",
        .recordsUnreadable: "No compten perquè no es poden llegir: {n}",
        .recordsPlayersTeams: "Jugadors en equips", .recordsPlayersPairs: "Jugadors en parelles",
        .recordsHardest: "Paraules més difícils", .recordsFastest: "Paraules més ràpides", .recordsPacks: "Paquets",
        .recordsColumnGames: "partides", .recordsColumnWins: "victòries", .recordsColumnWords: "paraules descrites",
        .recordsColumnPace: "millor paraules/min", .recordsColumnPasses: "passades", .recordsColumnLongest: "la més lenta",
        .recordsColumnTime: "temps", .recordsColumnGuessed: "endevinades", .recordsColumnPerWord: "s per paraula",
        .actionScroll: "desplaça",
        // MARK: rounds-points
        .roundSounds: "Sons", .roundPose: "Estàtua",
        .ruleSounds: "Només sorolls: ni paraules ni gestos", .rulePose: "Una postura immòbil: ni moure's ni fer cap so",
        .help7Title: "Rondes i punts",
        .help7Body: """
            Sons: només sorolls, ni paraules ni gestos: brunzir, rugir, taral·lejar una cançó. La paraula s'amaga sola al cap de 2 segons, com a la mímica: prem v per tornar-la a veure.
            Estàtua: fes una postura i queda't quiet; ni moure's ni fer cap so. La paraula també s'amaga.
            A la configuració, Rondes tria d'1 a 6 rondes entre descriure, una paraula, mímica, sons i estàtua, en qualsevol ordre; un tipus es pot repetir. A la llista, m agafa una ronda i ↑ ↓ la porten al seu lloc.
            Punts: un per paraula, o el nivell de la paraula, de l'1 (fàcil) al 3 (difícil), com a les regles monikers. Una paraula que escriviu vosaltres val 2 si no premeu Tab per canviar-ho.
            """,
        .settingsRounds: "Rondes", .settingsPoints: "Punts", .pointsPerWord: "1 per paraula",
        .pointsByLevel: "per nivell", .roundsTitle: "Rondes, per ordre", .roundsAdd: "+ afegeix una ronda",
        .roundsHint: "D'1 a 6 rondes; un tipus es pot repetir.",
        .wordsLevel: "Punts si l'endevinen: {n}", .actionLevel: "punts",
        // MARK: look-feel
        .settingsMotion: "Moviment", .motionFull: "complet", .motionCalm: "tranquil (sense animacions)",
        .settingsColour: "Color", .colourAuto: "automàtic ({depth})", .colourTrue: "24 bits", .colour256: "256 colors",
        .colour8: "8 colors", .colourNone: "cap",
        // MARK: pairs-mode
        .pairDescribesTo: "{describer} ho descriu a {guesser}",
        .reviewPairGuessed: "{describer} i {guesser} n'han endevinat {n}", .reviewNextPair: "Següent: {describer} ho descriu a {guesser}",
        .standingsCarryPair: "{describer} i {guesser} comencen amb {n} s",
        .awardBestDescriberPair: "Qui descriu millor: {player}, {n} paraules", .wordsHandOverPair: "Passa l'ordinador a {player}",
        .startPairsPlayerCount: "una partida per parelles necessita de {min} a {max} jugadors, no {n}",
        .helpPairsTitle: "Parelles (el barret)",
        .helpPairsBody: """
            El mode per parelles es juga sense equips: una sola llista de 3 a 20 jugadors. A cada torn un jugador ho descriu a un altre, i només aquest endevina.
            Cada paraula endevinada dona un punt a tots dos; la penalització per passar la paguen tots dos. La classificació i el podi són per jugadors.
            L'ordre és just i se sap d'entrada: a cada volta tothom descriu un cop i endevina un cop, i al llarg de les voltes tothom ho descriu a tothom. A la pantalla d'equips, m canvia entre equips i parelles.
            """,
        .actionTeamsMode: "equips", .pairsTitle: "Parelles (sense equips)",
        .pairsHint: "De 3 a 20 jugadors: a cada torn un ho descriu a un altre",
        .pairsTooFewPlayers: "Una partida per parelles necessita almenys 3 jugadors",
        .pairsTooManyPlayers: "Una partida per parelles té com a màxim 20 jugadors",
        .statusPlayerLeads: "{player}: {n} punts d'avantatge",
        .settingsGetReady: "Prepara't: 3-2-1",
        .getReadyTitle: "Preparats!",
        .actionStop: "atura",
        .listMoreAbove: "▲ {n} més",
        .listMoreBelow: "▼ {n} més",
        .reviewWordPoints: "{points} punts",
        .teamsEarlierRoster: "Equips anteriors, {n} de {k}: o per als següents",
        .teamsNoEarlierRoster: "Encara no hi ha equips anteriors: cada partida guarda els seus",
        .teamsNamesCleared: "Tots els noms tornen a ser exemples: escriu els nous",
        .actionClearNames: "esborra els noms",
        .actionEarlierPlayers: "jugadors anteriors",
        .wordsAllTyped: "{player}, ja hi són totes. Retorn passa l'ordinador.",
        .actionDone: "fet",
        .actionChangeLast: "canvia l'última",
        .keyBackspace: "Retrocés",
        .recordsColumnWordsGuessed: "paraules endevinades",
        .recordsPaceNote: "Millor paraules/min: el torn més ràpid de 10 s o més; – si encara no n'hi ha cap.",
        .cardPoints: "{n} punts",
        .actionReorder: "mou-la",
        .actionCarryRound: "porta-la",
        .actionPutDown: "deixa-la",
    ]

    // MARK: words3
    /// Les formes de singular dels textos amb un nombre (`StringKey.counted`): "1 paraula", no "1 paraules".
    static let one: [StringKey: String] = [
        .recordFoundBody: "{file} té {n} acció més de la partida {id}, escrita quan no es podia desar.",
        .handoffTime: "{n} segon", .handoffCarried: "Continua amb {n} segon restant",
        .handoffWordsLeft: "{n} paraula al barret", .handoffPassLimit: "{n} passada per torn",
        .awardBestDescriber: "Qui descriu millor: {player} ({team}), {n} paraula", .reviewPoints: "{points} punt",
        .teamsPlayers: "{n} jugador", .packWords: "{n} paraula", .valueSomePacks: "{n} triat",
        .shortageBody: "Només {n} paraula compleix la configuració; n'has demanat {k}.",
        .shortagePlay: "juga amb {n} paraula",
        .refusedPassLimit: "Només {n} passada per torn en aquesta ronda", .finalPoints: "{n} punt",
        .startPlayerCount: "{team}: {n} jugador; un equip en necessita de {min} a {max}",
        // MARK: pairs-mode
        .awardBestDescriberPair: "Qui descriu millor: {player}, {n} paraula",
        .statusPlayerLeads: "{player}: {n} punt d'avantatge",
        .reviewWordPoints: "{points} punt",
        .reviewGuessed: "{team}: {n} endevinada",
        .standingsLeads: "{team}: {n} punt d'avantatge",
        .handoffGuessers: "Endevina: {names}",
        .cardPoints: "{n} punt",
    ]
}
