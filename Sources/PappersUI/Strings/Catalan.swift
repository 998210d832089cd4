import PappersApp

/// La interfície en català.
enum Catalan: Language {
    static let language = UILanguage.ca

    static func text(_ key: StringKey) -> String {
        switch key {
        case .keySpace: "Espai"
        case .keyEnter: "Retorn"
        case .keyEsc: "Esc"
        case .keyArrows: "↑↓"
        case .actionStart: "comença"
        case .actionNewGame: "partida nova"
        case .actionContinue: "continua"
        case .actionSettings: "configuració"
        case .actionHelp: "ajuda"
        case .actionQuit: "surt"
        case .actionBack: "enrere"
        case .actionChange: "canvia"
        case .actionChoose: "tria"
        case .actionRename: "canvia el nom"
        case .actionAddPlayer: "afegeix jugador"
        case .actionAddTeam: "afegeix equip"
        case .actionRemove: "treu"
        case .actionRandomTeams: "equips a l'atzar"
        case .actionEarlierTeams: "equips anteriors"
        case .actionGuessed: "endevinat!"
        case .actionPass: "passa"
        case .actionUndo: "desfés"
        case .actionPause: "pausa"
        case .actionResume: "continua"
        case .actionContinueHere: "continua aquí"
        case .actionPeek: "mira"
        case .actionMenu: "menú"
        case .actionStrike: "ratlla"
        case .actionConfirm: "confirma"
        case .actionPage: "pàgina"
        case .actionClose: "tanca"
        case .actionRematch: "revenja"
        case .actionHome: "inici"
        case .actionMove: "mou"
        case .actionTick: "marca"
        case .actionKeep: "desa"
        case .actionCancel: "cancel·la"
        case .actionReady: "a punt"
        case .actionPlay: "juga"
        case .actionFresh: "base de dades nova"
        case .actionNoSave: "juga sense desar"
        case .actionYes: "sí"
        case .actionNo: "no"
        case .homeTagline: "El joc del barret: descriure, una paraula, mímica"
        case .homeTaglineShort: "descriure · una paraula · mímica"
        case .homeNewGame: "Partida nova"
        case .homeContinue: "Continua la partida desada"
        case .homeSettings: "Configuració"
        case .homeHelp: "Ajuda"
        case .homeQuit: "Surt"
        case .homeSavedGame: "Hi ha una partida a mitges: prem c per continuar-la."
        case .settingsTitle: "Configuració"
        case .settingsSaved: "Es desa a mesura que canvies"
        case .settingsTurnLength: "Durada del torn"
        case .settingsWords: "Paraules al barret"
        case .settingsWordLanguage: "Llengua de les paraules"
        case .settingsPacks: "Paquets"
        case .settingsDifficulty: "Dificultat"
        case .settingsFamilyFriendly: "Només aptes per a tothom"
        case .settingsPreset: "Regles"
        case .settingsPassing: "Passar"
        case .settingsPenalty: "Penalització per passar"
        case .settingsCarryOver: "El temps sobrant es conserva"
        case .settingsPlayerWords: "Paraules de cada jugador"
        case .settingsSound: "So"
        case .settingsInterfaceLanguage: "Llengua de la interfície"
        case .valueYes: "sí"
        case .valueNo: "no"
        case .valueAllPacks: "tots"
        case .valueNone: "cap"
        case .difficultyEasy: "fàcil"
        case .difficultyMedium: "mitjana"
        case .difficultyHard: "difícil"
        case .difficultyAny: "qualsevol"
        case .settingsWordRegion: "Regió"
        case .regionAny: "totes"
        case .regionUS: "EUA"
        case .regionGB: "Regne Unit"
        case .regionIE: "Irlanda"
        case .regionAU: "Austràlia"
        case .regionCA: "Canadà"
        case .presetPappers: "Pappers"
        case .presetTimesup: "Time's Up"
        case .presetMonikers: "Monikers"
        case .passingPreset: "segons les regles"
        case .passingAllowed: "permès"
        case .passingForbidden: "no permès"
        case .soundOn: "activat"
        case .soundBell: "només campaneta"
        case .soundOff: "desactivat"
        case .packsHint: "Si no en marques cap, hi van tots menys els d'adults."
        case .packAdultsOnly: "només adults"
        case .packsNone: "No hi ha paquets en aquesta llengua."
        case .helpTitle: "Ajuda"
        case .help1Title: "El joc"
        case .help1Body:
            """
            Els equips corren contra rellotge perquè els companys endevinin paraules. Un sol barret de paraules serveix per a tres rondes.
            A cada torn, un jugador, el que descriu, té l'ordinador i veu les paraules d'una en una; la resta de l'equip endevina.
            Cada paraula endevinada val un punt i la següent surt de seguida. Quan s'acaba el temps, l'ordinador passa al següent equip.
            Quan el barret queda buit, s'acaba la ronda i les mateixes paraules tornen per a la següent.
            """
        case .help2Title: "Les tres rondes"
        case .help3Title: "Durant el torn"
        case .helpKeyOr: "o"
        case .helpTurnGuessed: "endevinada! Un punt, un so i la paraula següent."
        case .helpTurnPass: "passa (la paraula va al fons del barret)."
        case .helpTurnUndo: "desfés l'última."
        case .helpTurnPause: "pausa (la paraula s'amaga i el rellotge s'atura)."
        case .helpTurnPeek: "mira una paraula amagada."
        case .helpTurnMenu: "menú (continua, acaba el torn, desa i surt, abandona)."
        case .helpTurnClock: "Els últims 10 segons el rellotge es posa vermell."
        case .help4Title: "Després del torn"
        case .help5Title: "Desar i més"
        case .help5Body:
            """
            Cada acció es desa quan passa. Si l'ordinador s'apaga, torna a obrir Pappers i continua on éreu.
            Configuració: durada, paraules, llengües, paquets, dificultat, regles. Canviar les regles només canvia els valors que no heu triat vosaltres: la durada del torn que heu triat es manté.
            La revenja tria paraules que no heu jugat.
            """
        case .teamsTitle: "Equips"
        case .teamsAddPlayer: "+ afegeix un jugador"
        case .teamsAddTeam: "+ afegeix un equip"
        case .teamsStart: "Comença la partida"
        case .teamsEditing: "Escriu el nom: Retorn el desa, Esc cancel·la"
        case .teamsHint: "De 2 a 10 equips de 2 a 8 jugadors"
        case .teamsTooFewPlayers: "Un equip necessita almenys 2 jugadors: algú ha d'endevinar"
        case .teamsTooManyPlayers: "Un equip té com a màxim 8 jugadors"
        case .teamsTooFewTeams: "Calen almenys 2 equips"
        case .teamsTooManyTeams: "Hi pot haver com a màxim 10 equips"
        case .wordsTitle: "Paraules dels jugadors"
        case .wordsLookAway: "Els altres, no mireu!"
        case .wordsEmpty: "Primer escriu una paraula"
        case .wordsTooWide: "Massa llarga: com a màxim 60 columnes"
        case .wordsUnsafe: "Aquesta paraula té un caràcter que no es pot mostrar"
        case .wordsDuplicate: "Aquesta paraula no hi pot anar: tria-ne una altra"
        case .shortageTitle: "No hi ha prou paraules"
        case .shortageNone: "Cap paraula compleix la configuració: canvia la llengua, els paquets o la dificultat."
        case .problemTitle: "No es poden fer servir les partides desades"
        case .problemFresh: "comença una base de dades nova (la vella es conserva)"
        case .problemNoSave: "juga sense desar"
        case .problemQuit: "surt"
        case .roundDescribe: "Descriure"
        case .roundOneWord: "Una paraula"
        case .roundMime: "Mímica"
        case .ruleDescribe: "Digues qualsevol cosa menys la paraula"
        case .ruleOneWord: "Només una paraula com a pista"
        case .ruleMime: "Només gestos i sons: cap paraula"
        case .handoffPassTo: "Passa l'ordinador a"
        case .handoffNextToDescribe: "Ara descriu"
        case .handoffStart: "Espai o Retorn engega el rellotge"
        case .handoffYourTurn: "Et toca: Espai quan estiguis a punt"
        case .handoffNoPassing: "En aquesta ronda no es pot passar"
        case .handoffPassFreely: "Passa sense por: salta el que no surti de seguida"
        case .turnHidden: "amagada: v per mirar"
        case .turnGuess: "ENDEVINA!"
        case .turnPaused: "En pausa"
        case .turnPausedHint: "La paraula està amagada. p o Espai per continuar."
        case .turnPausedForSize: "En pausa: el terminal és massa petit"
        case .turnWelcomeBack: "Benvinguts de nou! La partida estava desada."
        case .refusedNoPassing: "En aquesta ronda no es pot passar"
        case .refusedLastWord: "L'última paraula no es pot passar"
        case .refusedNothingToUndo: "No hi ha res a desfer en aquest torn"
        case .refusedAlwaysVisible: "En aquesta ronda la paraula sempre es veu"
        case .refusedTimeUp: "S'ha acabat el temps"
        case .refusedNotNow: "Ara no"
        case .menuTitle: "Menú"
        case .menuResume: "Continua"
        case .menuEndTurn: "Acaba el torn ara"
        case .menuPause: "Pausa"
        case .menuSaveAndQuit: "Desa i surt"
        case .menuAbandon: "Abandona la partida"
        case .menuLeaveRoom: "Surt de la sala"
        case .menuConfirmAbandon: "Abandonar la partida per sempre?"
        case .reviewTimeUp: "Temps!"
        case .reviewEndedEarly: "Torn acabat"
        case .reviewBowlEmpty: "El barret és buit!"
        case .reviewNoWords: "Cap paraula endevinada en aquest torn"
        case .reviewStrikeHint: "No s'ha endevinat de debò? Tria-la i prem x."
        case .reviewStruck: "ratllada"
        case .reviewToStandings: "Següent: la classificació"
        case .reviewToFinal: "Següent: la classificació final"
        case .standingsTotal: "Total"
        case .standingsContinue: "ronda següent"
        case .finalTitle: "Classificació final"
        case .finalAbandoned: "Partida abandonada"
        case .smallTitle: "Terminal massa petit"
        case .smallTurnPaused: "El torn està en pausa fins que sigui més gran."
        case .defaultTeam: "Equip"
        case .defaultPlayer: "Jugador"
        case .replayPaused: "en pausa"
        case .replayEnded: "final de la repetició"
        case .actionNext: "següent"
        case .actionSpeed: "velocitat"
        case .unsavedDiskFull: "No es desa: el disc és ple."
        case .unsavedReadOnly: "No es desa: no es pot escriure al disc."
        case .unsavedDiskError: "No es desa: el disc dona un error."
        case .unsavedFileMoved: "No es desa: el fitxer de partides s'ha esborrat o substituït."
        case .unsavedLocked: "No es desa: un altre programa té les partides desades."
        case .unsavedGoesOn: "La partida continua i es tornarà a desar tan aviat com pugui."
        case .unsavedGoesOnShort: "La partida continua."
        case .unsavedQuitTitle: "La partida no està desada"
        case .unsavedQuitBody: "El Pappers no pot desar a la seva carpeta de dades. Continua jugant (ho va provant) o escriu tota la partida en un fitxer a part i surt: «pappers import FITXER» la recupera."
        case .unsavedQuitFailed: "Tampoc no s'ha pogut escriure cap fitxer enlloc. Si surts ara, la partida es perd."
        case .actionWriteAndQuit: "escriu-la en un fitxer i surt"
        case .actionKeepPlaying: "continua jugant"
        case .actionQuitUnsaved: "surt i perd la partida"
        case .homeContinueChoose: "Continua una partida desada"
        case .savedTitle: "Partides a mitges"
        case .questionOne: "Hi ha una partida a mitges:"
        case .questionContinue: "Continua-la"
        case .settingsHints: "Pistes"
        case .hintsOn: "activades"
        case .hintsOff: "desactivades"
        case .startNoWords: "el barret és buit"
        case .startRules: "les regles de la configuració estan fora de límits"
        case .startPacksNotLoaded: "els paquets de paraules encara no s'han carregat"
        case .nameEmpty: "és buit"
        case .nameUnsafe: "té un caràcter que no es pot mostrar"
        case .nameNotTrimmed: "té espais en un extrem o diversos seguits"
        case .decimalSeparator: ","
        case .scoreLabel: "Punts"
        case .help6Title: "Equips"
        case .problemBusyUnknown: "Una altra còpia de Pappers fa servir aquesta carpeta de dades."
        case .problemChooseFolder: "Tria una carpeta teva amb --data-dir o PAPPERS_HOME."
        case .problemSavedGame: "La partida desada no es pot continuar: el seu registre no es pot reproduir."
        case .problemUnreadable: "No es poden llegir ni escriure les partides desades."
        case .problemSavedGameDamaged: "La partida desada no es pot continuar: el seu registre a la base de dades està malmès."
        case .recordFoundTitle: "S'ha trobat més d'aquesta partida"
        case .recordFoundAdvice: "Incorpora-les per continuar des d'on la partida es va aturar de debò."
        case .actionTakeIn: "incorpora-les i continua"
        case .actionContinueWithout: "continua sense"
        case .turnWelcomeBackWithoutRecord: "Benvinguts de nou! Les accions del fitxer de registre s'han deixat fora."
        case .reviewStrikeHintShort: "No s'ha endevinat? x la ratlla."
        case .actionKeepNext: "desa i segueix"
        case .actionNextName: "següent"
        case .actionClearName: "esborra"
        case .teamsNewPlayerTyping: "Escriu un nom, o Retorn per acabar aquest equip"
        case .homeEscapeAgain: "Torna a prémer Esc per sortir"
        case .wordsPastedLeftOut: "Algunes paraules s'han deixat fora: ja són al barret, o en sobren"
        case .homeRecords: "Rècords"
        case .recordsTitle: "Rècords"
        case .recordsLoading: "Llegint els rècords…"
        case .recordsEmpty: "Encara no hi ha partides: els rècords comencen amb la primera."
        case .recordsNote: "Les victòries només compten les partides acabades. Els noms que només canvien en majúscules o accents són el mateix jugador."
        case .recordsPlayersTeams: "Jugadors en equips"
        case .recordsPlayersPairs: "Jugadors en parelles"
        case .recordsHardest: "Paraules més difícils"
        case .recordsFastest: "Paraules més ràpides"
        case .recordsPacks: "Paquets"
        case .recordsColumnGames: "partides"
        case .recordsColumnWins: "victòries"
        case .recordsColumnWords: "paraules descrites"
        case .recordsColumnPace: "millor paraules/min"
        case .recordsColumnPasses: "passades"
        case .recordsColumnLongest: "la més lenta"
        case .recordsColumnTime: "temps"
        case .recordsColumnGuessed: "endevinades"
        case .recordsColumnPerWord: "s per paraula"
        case .actionScroll: "desplaça"
        case .roundSounds: "Sons"
        case .roundPose: "Estàtua"
        case .ruleSounds: "Només sorolls: ni paraules ni gestos"
        case .rulePose: "Una postura immòbil: ni moure's ni fer cap so"
        case .help7Title: "Rondes i punts"
        case .settingsRounds: "Rondes"
        case .settingsPoints: "Punts"
        case .pointsPerWord: "1 per paraula"
        case .pointsByLevel: "per nivell"
        case .roundsTitle: "Rondes, per ordre"
        case .roundsAdd: "+ afegeix una ronda"
        case .roundsHint: "D'1 a 6 rondes; un tipus es pot repetir."
        case .actionLevel: "punts"
        case .settingsMotion: "Moviment"
        case .motionFull: "complet"
        case .motionCalm: "tranquil (sense animacions)"
        case .settingsColour: "Color"
        case .colourTrue: "24 bits"
        case .colour256: "256 colors"
        case .colour8: "8 colors"
        case .colourNone: "cap"
        case .helpPairsTitle: "Parelles (el barret)"
        case .helpHostTitle: "Un terminal cadascú"
        case .actionTeamsMode: "equips"
        case .pairsTitle: "Parelles (sense equips)"
        case .pairsHint: "De 3 a 20 jugadors: a cada torn un ho descriu a un altre"
        case .pairsTooFewPlayers: "Una partida per parelles necessita almenys 3 jugadors"
        case .pairsTooManyPlayers: "Una partida per parelles té com a màxim 20 jugadors"
        case .settingsGetReady: "Prepara't: 3-2-1"
        case .getReadyTitle: "Preparats!"
        case .actionStop: "atura"
        case .teamsNoEarlierRoster: "Encara no hi ha equips anteriors: cada partida guarda els seus"
        case .teamsNamesCleared: "Tots els noms tornen a ser exemples: escriu els nous"
        case .actionClearNames: "esborra els noms"
        case .actionEarlierPlayers: "jugadors anteriors"
        case .actionDone: "fet"
        case .actionChangeLast: "canvia l'última"
        case .keyBackspace: "Retrocés"
        case .keyShiftTab: "Maj-Tab"
        case .keyHome: "Inici"
        case .keyEnd: "Fi"
        case .recordsColumnWordsGuessed: "paraules endevinades"
        case .recordsPaceNote: "Millor paraules/min: el torn més ràpid de 10 s o més; – si encara no n'hi ha cap."
        case .actionReorder: "mou-la"
        case .actionCarryRound: "porta-la"
        case .actionPutDown: "deixa-la"
        case .lobbyTitle: "Pappers: entreu des del vostre terminal"
        case .lobbyRoomCode: "Codi de la sala"
        case .lobbyTypeThis: "Escriviu en qualsevol terminal:"
        case .lobbyPassword: "la contrasenya és el codi de la sala"
        case .lobbyHostKey: "Clau de l'amfitrió"
        case .lobbyPlayers: "Jugadors"
        case .lobbyNobodyYet: "Encara no hi ha ningú."
        case .lobbyAway: "fora"
        case .lobbyChoosingName: "tria un nom…"
        case .lobbyPairs: "parelles: sense equips"
        case .lobbyWaiting: "Esperant que l'amfitrió comenci"
        case .lobbyYourName: "El vostre nom:"
        case .lobbyNameTaken: "Algú d'aquí ja té aquest nom"
        case .lobbyLeaveQuestion: "Sortir de la sala?"
        case .actionLeave: "surt"
        case .actionStay: "queda't"
        case .actionTeam: "equip"
        case .actionTeamsOrPairs: "equips o parelles"
        case .farewellLeft: "Heu sortit de la sala. Adéu!"
        case .farewellRemoved: "L'amfitrió us ha tret de la sala."
        case .farewellRoomClosed: "L'amfitrió ha tancat la sala. Adéu!"
        case .farewellGameOver: "La partida ha acabat. Gràcies per jugar!"
        case .actionSeatWatcher: "asseu un espectador"
        case .actionSeat: "asseu"
        case .seatingTitle: "Asseu un espectador"
        case .seatingTeam: "Equip"
        }
    }

    static func text(_ template: StringTemplate) -> String {
        switch template {
        case .valueSeconds(let n): "\(n) s"
        case .valueSomePacks(let n):
            counted(n, one: "\(n) triat",
                    other: "\(n) triats")
        case .valueAutomatic(let language): "automàtica (\(language))"
        case .regionAutomatic(let region): "auto (\(region))"
        case .passingLimited(let n): "\(n) per torn"
        case .packsTitle(let language): "Paquets en \(language)"
        case .packWords(let n):
            counted(n, one: "\(n) paraula",
                    other: "\(n) paraules")
        case .helpPage(let n, let total): "pàgina \(n) de \(total)"
        case .help6Body(
            let nextName, let previousName, let moveCursor, let ends, let eraseToStart, let eraseWord, let addPlayer,
            let addTeam, let remove, let randomTeams, let earlierTeams, let clearNames, let start):
            """
            Partida nova obre els equips. Els noms comencen com a exemples en gris: escriu-hi al damunt. Retorn desa un nom i obre el següent: el nom de l'equip i després els jugadors un per un. Retorn en un jugador nou buit tanca l'equip i obre el següent. \(nextName) i \(previousName) passen d'un nom a l'altre; \(moveCursor), \(ends), \(eraseToStart) i \(eraseWord) editen; una llista enganxada com "Ana, Bru, Carla" afegeix un jugador per nom.
            \(addPlayer) afegeix un jugador a aquell equip, \(addTeam) afegeix un equip, \(remove) treu la fila del cursor. \(randomTeams) reparteix els jugadors en equips a l'atzar; \(earlierTeams) recupera els equips d'una partida anterior; \(clearNames) torna tots els noms a exemples.
            De 2 a 10 equips de 2 a 8 jugadors. \(start) comença la partida.
            """
        case .helpHostBody(let menu, let seatWatcher):
            """
            pappers host obre una sala on els jugadors entren des dels seus terminals, sense instal·lar res: cadascú escriu ssh -p 2222 NAME@HOST (la pantalla de l'amfitrió en mostra la línia exacta) amb el seu nom, i el codi de la sala com a contrasenya. La pantalla de l'amfitrió els llista; l'amfitrió els posa en equips o parelles i comença la partida.
            La pantalla de l'amfitrió és la taula, per a la sala o la videotrucada: qui descriu a qui, el rellotge i el marcador, mai la paraula. Qui descriu llegeix la paraula al seu terminal i hi prem endevinat i passa; els qui endevinen veuen ENDEVINA!.
            \(menu) al terminal d'un jugador obre el seu menú: continuar, els seus colors (automàtics, del seu terminal; 24 bits, 256, 8 o cap), o sortir de la sala.
            Qui entra quan la partida ja ha començat la mira. Entre torns, \(seatWatcher) a la pantalla de l'amfitrió l'asseu en un equip amb lloc (no en una partida per parelles): endevina amb l'equip des del seu torn següent, i descriu quan li arriba l'ordre.
            """
        case .helpPairsBody(let switchMode):
            """
            El mode per parelles es juga sense equips: una sola llista de 3 a 20 jugadors. A cada torn un jugador ho descriu a un altre, i només aquest endevina.
            Cada paraula endevinada dona un punt a tots dos; la penalització per passar la paguen tots dos. La classificació i el podi són per jugadors.
            L'ordre és just i se sap d'entrada: a cada volta tothom descriu un cop i endevina un cop, i al llarg de les voltes tothom ho descriu a tothom. A la pantalla d'equips, \(switchMode) canvia entre equips i parelles.
            """
        case .help7Body(let peek, let pickUp, let carry, let level):
            """
            Sons: només sorolls, ni paraules ni gestos: brunzir, rugir, taral·lejar una cançó. La paraula s'amaga sola al cap de 2 segons, com a la mímica: prem \(peek) per tornar-la a veure.
            Estàtua: fes una postura i queda't quiet; ni moure's ni fer cap so. La paraula també s'amaga.
            A la configuració, Rondes tria d'1 a 6 rondes entre descriure, una paraula, mímica, sons i estàtua, en qualsevol ordre; un tipus es pot repetir. A la llista, \(pickUp) agafa una ronda i \(carry) la porten al seu lloc.
            Punts: un per paraula, o el nivell de la paraula, de l'1 (fàcil) al 3 (difícil), com a les regles monikers. Una paraula que escriviu vosaltres val 2 si no premeu \(level) per canviar-ho.
            """
        case .help4Body(let strike):
            """
            Surten les paraules del torn. N'hi ha alguna que no s'ha endevinat de debò? Tria-la amb les fletxes i prem \(strike) per ratllar-la: torna al barret.
            Al final de la ronda veureu la classificació. Qui ha buidat el barret comença la ronda següent amb el temps que li quedava.
            Després de l'última ronda guanya l'equip amb més punts. Els empats comparteixen lloc.
            """
        case .help2Body(let peek):
            """
            Ronda 1, Descriure: pots dir qualsevol cosa menys la paraula o paraules derivades.
            Ronda 2, Una paraula: només una paraula com a pista. Ara ja les coneixeu totes!
            Ronda 3, Mímica: només gestos i sons; res de paraules ni de lletres. La paraula s'amaga al cap de 2 segons: prem \(peek) per mirar-la.
            """
        case .teamsNameTaken(let name): "Aquest nom ja hi és o no és vàlid: \(name)"
        case .teamsCannotStart(let reason): "No es pot començar: \(reason)"
        case .teamsPlayers(let n):
            counted(n, one: "\(n) jugador",
                    other: "\(n) jugadors")
        case .wordsHandOver(let player, let team): "Passa l'ordinador a \(player) (\(team))"
        case .wordsPrompt(let player, let n, let k): "\(player), escriu la paraula \(n) de \(k):"
        case .wordsProgress(let n, let k): "Jugador \(n) de \(k)"
        case .shortageBody(let n, let k):
            counted(n, one: "Només \(n) paraula compleix la configuració; n'has demanat \(k).",
                    other: "Només \(n) paraules compleixen la configuració; n'has demanat \(k).")
        case .shortagePlay(let n):
            counted(n, one: "juga amb \(n) paraula",
                    other: "juga amb \(n) paraules")
        case .roundOf(let n, let total): "Ronda \(n) de \(total)"
        case .handoffGuessers(let n, let names):
            counted(n, one: "Endevina: \(names)",
                    other: "Endevinen: \(names)")
        case .handoffTime(let n):
            counted(n, one: "\(n) segon",
                    other: "\(n) segons")
        case .handoffCarried(let n):
            counted(n, one: "Continua amb \(n) segon restant",
                    other: "Continua amb \(n) segons restants")
        case .handoffWordsLeft(let n):
            counted(n, one: "\(n) paraula al barret",
                    other: "\(n) paraules al barret")
        case .handoffPassLimit(let n):
            counted(n, one: "\(n) passada per torn",
                    other: "\(n) passades per torn")
        case .statusRound(let n, let name): "Ronda \(n) \(name)"
        case .statusLeft(let n): "en queden \(n)"
        case .statusSeconds(let n): "\(n) s"
        case .statusPoints(let points): "\(points) aquest torn"
        case .turnDescribes(let describer, let team): "\(describer) (\(team)) descriu"
        case .handoffWaitingFor(let describer): "Esperant que \(describer) comenci"
        case .refusedPassLimit(let n):
            counted(n, one: "Només \(n) passada per torn en aquesta ronda",
                    other: "Només \(n) passades per torn en aquesta ronda")
        case .reviewGuessed(let team, let n):
            counted(n, one: "\(team): \(n) endevinada",
                    other: "\(team): \(n) endevinades")
        case .reviewNext(let describer, let team): "Següent: \(describer) (\(team))"
        case .reviewPoints(let n, let points):
            counted(n, one: "\(points) punt",
                    other: "\(points) punts")
        case .standingsTitle(let n, let name): "Final de la ronda \(n): \(name)"
        case .standingsLeads(let team, let n):
            counted(n, one: "\(team): \(n) punt d'avantatge",
                    other: "\(team): \(n) punts d'avantatge")
        case .standingsLevel(let teams): "Empat al capdamunt: \(teams)"
        case .standingsRoundShort(let n): "R\(n)"
        case .standingsNext(let n, let name): "Següent: ronda \(n), \(name)"
        case .standingsCarry(let describer, let team, let n): "\(describer) (\(team)) comença amb \(n) s"
        case .finalWinner(let team): "Primer lloc: \(team)!"
        case .finalTie(let teams): "Empat: \(teams)!"
        case .awardBestDescriber(let player, let team, let n):
            counted(n, one: "Qui descriu millor: \(player) (\(team)), \(n) paraula",
                    other: "Qui descriu millor: \(player) (\(team)), \(n) paraules")
        case .awardFastest(let word, let s): "Paraula més ràpida: \(word), \(s) s"
        case .awardHardest(let word, let s): "Paraula més difícil: \(word), \(s) s en pantalla"
        case .finalGame(let id, let seed): "Partida \(id) · llavor \(seed)"
        case .finalPoints(let n):
            counted(n, one: "\(n) punt",
                    other: "\(n) punts")
        case .smallBody(let w, let h, let cw, let ch): "Pappers necessita \(w)×\(h); aquest fa \(cw)×\(ch)."
        case .replayBar(let speed, let n, let total): "Repetició ×\(speed) · acció \(n) de \(total)"
        case .homeSavedGames(let n): "Hi ha \(n) partides a mitges: prem c per triar-ne una."
        case .savedGame(let id): "Partida \(id)"
        case .questionSeveral(let n): "Hi ha \(n) partides a mitges; la més recent:"
        case .startTeamCount(let min, let max, let n): "una partida necessita de \(min) a \(max) equips, no \(n)"
        case .startPlayerCount(let team, let n, let min, let max):
            counted(n, one: "\(team): \(n) jugador; un equip en necessita de \(min) a \(max)",
                    other: "\(team): \(n) jugadors; un equip en necessita de \(min) a \(max)")
        case .startName(let name): "el nom «\(name)» no és vàlid"
        case .startDuplicateTeam(let name): "hi ha dos equips que es diuen «\(name)»"
        case .startDuplicatePlayer(let name): "hi ha dos jugadors que es diuen «\(name)»"
        case .startTooManyWords(let n, let max): "el barret té \(n) paraules; com a màxim \(max)"
        case .startBadWord(let word): "la paraula «\(word)» no es pot mostrar amb seguretat"
        case .startDuplicateWord(let word): "la paraula «\(word)» és dues vegades al barret"
        case .teamsNameInvalid(let reason): "Aquest nom no es pot fer servir: \(reason)"
        case .nameTooWide(let n, let max): "fa \(n) columnes d'ample; com a màxim \(max)"
        case .statusLeadOne(let team): "\(team): 1 punt d'avantatge"
        case .statusLeadOther(let team, let n): "\(team): \(n) punts d'avantatge"
        case .statusLevel(let n): "empat a \(n)"
        case .problemDamaged(let path): "El fitxer de partides desades \(path) està malmès. S'ha deixat tal com era."
        case .problemNewer(let path): "El fitxer de partides desades \(path) ve d'un Pappers més nou. S'ha deixat tal com era."
        case .problemNotPappers(let path): "\(path) no és un fitxer de Pappers. S'ha deixat tal com era."
        case .problemNotWritable(let path): "Pappers no pot escriure a \(path)."
        case .problemNotAFile(let path): "\(path) no és un fitxer normal teu: Pappers no l'obre mai i l'ha deixat tal com era."
        case .problemBusy(let pid): "Una altra còpia de Pappers (procés \(pid)) està jugant en aquesta carpeta de dades."
        case .problemLocked(let path): "Un altre programa té \(path) bloquejat."
        case .problemDiskFull(let path): "El disc és ple: Pappers no pot escriure a \(path)."
        case .problemDeleted(let path): "\(path) s'ha esborrat mentre es jugava."
        case .problemReplaced(let path): "\(path) s'ha substituït per un altre fitxer mentre es jugava."
        case .problemFolderIsAFile(let path): "La carpeta de dades \(path) és un fitxer, no una carpeta."
        case .problemFolderCannotCreate(let path): "No es pot crear la carpeta de dades \(path)."
        case .problemFolderCannotRead(let path): "No es pot llegir la carpeta de dades \(path)."
        case .problemFolderNotPrivate(let path): "La carpeta de dades \(path) no es pot mantenir privada."
        case .problemSystemFolder(let path, let filesystem): "La carpeta de dades \(path) és en el sistema de fitxers \(filesystem), que no guarda fitxers."
        case .problemSavedGameSetup(let reason): "La partida desada no es pot continuar: \(reason)."
        case .recordFoundBody(let file, let n, let id):
            counted(n, one: "\(file) té \(n) acció més de la partida \(id), escrita quan no es podia desar.",
                    other: "\(file) té \(n) accions més de la partida \(id), escrites quan no es podia desar.")
        case .teamsPastedOverLimit(let max, let names): "Fora, no hi caben més de \(max) jugadors: \(names)"
        case .teamsPastedLeftOut(let names): "Fora, repetits o no vàlids: \(names)"
        case .recordsFailed(let reason): "No es poden llegir les partides: \(reason)"
        case .recordsGames(let n, let finished, let playing, let abandoned): "Partides: \(n) · acabades \(finished) · en curs \(playing) · abandonades \(abandoned)"
        case .recordsUnreadable(let n): "No compten perquè no es poden llegir: \(n)"
        case .wordsLevel(let n): "Punts si l'endevinen: \(n)"
        case .colourAuto(let depth): "automàtic (\(depth))"
        case .menuColours(let value): "Colors: \(value)"
        case .pairDescribesTo(let describer, let guesser): "\(describer) ho descriu a \(guesser)"
        case .reviewPairGuessed(let describer, let guesser, let n): "\(describer) i \(guesser) n'han endevinat \(n)"
        case .reviewNextPair(let describer, let guesser): "Següent: \(describer) ho descriu a \(guesser)"
        case .standingsCarryPair(let describer, let guesser, let n): "\(describer) i \(guesser) comencen amb \(n) s"
        case .awardBestDescriberPair(let player, let n):
            counted(n, one: "Qui descriu millor: \(player), \(n) paraula",
                    other: "Qui descriu millor: \(player), \(n) paraules")
        case .wordsHandOverPair(let player): "Passa l'ordinador a \(player)"
        case .startPairsPlayerCount(let min, let max, let n): "una partida per parelles necessita de \(min) a \(max) jugadors, no \(n)"
        case .statusPlayerLeads(let player, let n):
            counted(n, one: "\(player): \(n) punt d'avantatge",
                    other: "\(player): \(n) punts d'avantatge")
        case .listMoreAbove(let n): "▲ \(n) més"
        case .listMoreBelow(let n): "▼ \(n) més"
        case .reviewWordPoints(let n, let points):
            counted(n, one: "\(points) punt",
                    other: "\(points) punts")
        case .teamsEarlierRoster(let n, let k): "Equips anteriors, \(n) de \(k): o per als següents"
        case .wordsAllTyped(let player): "\(player), ja hi són totes. Retorn passa l'ordinador."
        case .cardPoints(let n):
            counted(n, one: "\(n) punt",
                    other: "\(n) punts")
        case .lobbyMore(let n): "\(n) més"
        case .lobbyUnseated(let n):
            counted(n, one: "\(n) jugador encara no té equip o nom", other: "\(n) jugadors encara no tenen equip o nom")
        }
    }
}
