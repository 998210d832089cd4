import PappersApp

/// The interface in English.
enum English: Language {
    static let language = UILanguage.en

    static func text(_ key: StringKey) -> String {
        switch key {
        case .keySpace: "Space"
        case .keyEnter: "Enter"
        case .keyEsc: "Esc"
        case .keyArrows: "↑↓"
        case .actionStart: "start"
        case .actionNewGame: "new game"
        case .actionContinue: "continue"
        case .actionSettings: "settings"
        case .actionHelp: "help"
        case .actionQuit: "quit"
        case .actionBack: "back"
        case .actionChange: "change"
        case .actionChoose: "choose"
        case .actionRename: "rename"
        case .actionAddPlayer: "add player"
        case .actionAddTeam: "add team"
        case .actionRemove: "remove"
        case .actionRandomTeams: "random teams"
        case .actionEarlierTeams: "earlier teams"
        case .actionGuessed: "guessed!"
        case .actionPass: "pass"
        case .actionUndo: "undo"
        case .actionPause: "pause"
        case .actionResume: "resume"
        case .actionContinueHere: "continue here"
        case .actionPeek: "peek"
        case .actionMenu: "menu"
        case .actionStrike: "strike"
        case .actionConfirm: "confirm"
        case .actionPage: "page"
        case .actionClose: "close"
        case .actionRematch: "rematch"
        case .actionHome: "home"
        case .actionMove: "move"
        case .actionTick: "tick"
        case .actionKeep: "keep"
        case .actionCancel: "cancel"
        case .actionReady: "ready"
        case .actionPlay: "play"
        case .actionFresh: "fresh database"
        case .actionNoSave: "play without saving"
        case .actionYes: "yes"
        case .actionNo: "no"
        case .homeTagline: "The hat game: describe, one word, mime"
        case .homeTaglineShort: "describe · one word · mime"
        case .homeNewGame: "New game"
        case .homeContinue: "Continue the saved game"
        case .homeSettings: "Settings"
        case .homeHelp: "Help"
        case .homeQuit: "Quit"
        case .homeSavedGame: "A game is waiting for you: press c to continue it."
        case .settingsTitle: "Settings"
        case .settingsSaved: "Saved as you change them"
        case .settingsTurnLength: "Turn length"
        case .settingsWords: "Words in the bowl"
        case .settingsWordLanguage: "Word language"
        case .settingsPacks: "Packs"
        case .settingsDifficulty: "Difficulty"
        case .settingsFamilyFriendly: "Family-friendly only"
        case .settingsPreset: "Rules"
        case .settingsPassing: "Passing"
        case .settingsPenalty: "Penalty per pass"
        case .settingsCarryOver: "Time left carries over"
        case .settingsPlayerWords: "Words typed by each player"
        case .settingsSound: "Sound"
        case .settingsInterfaceLanguage: "Interface language"
        case .valueYes: "yes"
        case .valueNo: "no"
        case .valueAllPacks: "all"
        case .valueNone: "none"
        case .difficultyEasy: "easy"
        case .difficultyMedium: "medium"
        case .difficultyHard: "hard"
        case .difficultyAny: "any"
        case .settingsWordRegion: "Word region"
        case .regionAny: "all"
        case .regionUS: "US"
        case .regionGB: "UK"
        case .regionIE: "Ireland"
        case .regionAU: "Australia"
        case .regionCA: "Canada"
        case .presetPappers: "Pappers"
        case .presetTimesup: "Time's Up"
        case .presetMonikers: "Monikers"
        case .passingPreset: "as the rules say"
        case .passingAllowed: "allowed"
        case .passingForbidden: "not allowed"
        case .soundOn: "on"
        case .soundBell: "bell only"
        case .soundOff: "off"
        case .packsHint: "Nothing ticked means every pack but the adults-only ones."
        case .packAdultsOnly: "adults only"
        case .packsNone: "No pack in this language."
        case .helpTitle: "Help"
        case .help1Title: "The game"
        case .help1Body:
            """
            Teams race the clock to make their partners guess words. One bowl of words is used for three rounds.
            In each turn one player, the describer, holds the laptop and sees one word at a time; the rest of the team guesses.
            Every word guessed scores a point and the next word appears at once. When time runs out, the laptop passes to the next team.
            When the bowl is empty, the round ends and the same words come back for the next round.
            """
        case .help2Title: "The three rounds"
        case .help3Title: "During a turn"
        case .helpKeyOr: "or"
        case .helpTurnGuessed: "guessed! One point, a sound, the next word."
        case .helpTurnPass: "pass (the word goes to the bottom of the bowl)."
        case .helpTurnUndo: "undo the last guess."
        case .helpTurnPause: "pause (the word hides and the clock stops)."
        case .helpTurnPeek: "peek at a hidden word."
        case .helpTurnMenu: "menu (resume, end the turn, save and quit, abandon)."
        case .helpTurnClock: "In the last 10 seconds the clock turns red."
        case .help4Title: "After a turn"
        case .help5Title: "Saving and more"
        case .help5Body:
            """
            Every action is saved as it happens. If the laptop dies, start Pappers again and continue where you were.
            Settings: turn length, words, languages, packs, difficulty, rules. Switching the rules changes only the values you have not set yourselves: a turn length you chose stays.
            A rematch draws words you have not played.
            """
        case .teamsTitle: "Teams"
        case .teamsAddPlayer: "+ add a player"
        case .teamsAddTeam: "+ add a team"
        case .teamsStart: "Start the game"
        case .teamsEditing: "Type the name: Enter keeps it, Esc cancels"
        case .teamsHint: "2 to 10 teams of 2 to 8 players"
        case .teamsTooFewPlayers: "A team needs at least 2 players: someone must guess"
        case .teamsTooManyPlayers: "A team has at most 8 players"
        case .teamsTooFewTeams: "A game needs at least 2 teams"
        case .teamsTooManyTeams: "A game has at most 10 teams"
        case .wordsTitle: "Words by the players"
        case .wordsLookAway: "Everybody else: look away!"
        case .wordsEmpty: "Type a word first"
        case .wordsTooWide: "Too long: at most 60 columns"
        case .wordsUnsafe: "That word holds a character that cannot be shown"
        case .wordsDuplicate: "That word cannot go in: choose another one"
        case .shortageTitle: "Not enough words"
        case .shortageNone: "No word matches your settings: change the language, packs or difficulty."
        case .problemTitle: "The saved games cannot be used"
        case .problemFresh: "start a fresh database (the old one is kept)"
        case .problemNoSave: "play without saving"
        case .problemQuit: "quit"
        case .roundDescribe: "Describe"
        case .roundOneWord: "One word"
        case .roundMime: "Mime"
        case .ruleDescribe: "Say anything except the word itself"
        case .ruleOneWord: "Give exactly one word as a clue"
        case .ruleMime: "Gestures and sounds only: no words"
        case .handoffPassTo: "Pass the laptop to"
        case .handoffNextToDescribe: "Next to describe"
        case .handoffStart: "Space or Enter starts the clock"
        case .handoffYourTurn: "Your turn: Space when ready"
        case .handoffNoPassing: "No passing in this round"
        case .handoffPassFreely: "Pass freely: skip what you cannot do at once"
        case .turnHidden: "hidden: v to peek"
        case .turnGuess: "GUESS!"
        case .turnPaused: "Paused"
        case .turnPausedHint: "The word is hidden. p or Space resumes."
        case .turnPausedForSize: "Paused: the terminal is too small"
        case .turnWelcomeBack: "Welcome back! The game was saved."
        case .refusedNoPassing: "No passing in this round"
        case .refusedLastWord: "The last word cannot be passed"
        case .refusedNothingToUndo: "Nothing to undo in this turn"
        case .refusedAlwaysVisible: "The word is always shown in this round"
        case .refusedTimeUp: "Time is up"
        case .refusedNotNow: "Not now"
        case .menuTitle: "Menu"
        case .menuResume: "Resume"
        case .menuEndTurn: "End this turn now"
        case .menuPause: "Pause"
        case .menuSaveAndQuit: "Save and quit"
        case .menuAbandon: "Abandon the game"
        case .menuLeaveRoom: "Leave the room"
        case .menuConfirmAbandon: "Abandon this game for good?"
        case .reviewTimeUp: "Time's up!"
        case .reviewEndedEarly: "Turn over"
        case .reviewBowlEmpty: "The bowl is empty!"
        case .reviewNoWords: "No word guessed this turn"
        case .reviewStrikeHint: "Not really guessed? Select it and press x."
        case .reviewStruck: "struck"
        case .reviewToStandings: "Next: the standings"
        case .reviewToFinal: "Next: the final standings"
        case .standingsTotal: "Total"
        case .standingsContinue: "next round"
        case .finalTitle: "Final standings"
        case .finalAbandoned: "Game abandoned"
        case .smallTitle: "Terminal too small"
        case .smallTurnPaused: "The turn is paused until it is bigger."
        case .defaultTeam: "Team"
        case .defaultPlayer: "Player"
        case .replayPaused: "paused"
        case .replayEnded: "end of the replay"
        case .actionNext: "next"
        case .actionSpeed: "speed"
        case .unsavedDiskFull: "Not saved: the disk is full."
        case .unsavedReadOnly: "Not saved: the disk cannot be written."
        case .unsavedDiskError: "Not saved: the disk reports an error."
        case .unsavedFileMoved: "Not saved: the saved-games file was deleted or replaced."
        case .unsavedLocked: "Not saved: another program holds the saved games."
        case .unsavedGoesOn: "The game goes on and saves again as soon as it can."
        case .unsavedGoesOnShort: "Playing on."
        case .unsavedQuitTitle: "The game is not saved"
        case .unsavedQuitBody: "Pappers cannot save in its data folder. Keep playing (it keeps trying), or write the whole game to a file elsewhere and quit: `pappers import FILE` brings it back."
        case .unsavedQuitFailed: "No file could be written anywhere either. Quitting now loses the game."
        case .actionWriteAndQuit: "write to a file and quit"
        case .actionKeepPlaying: "keep playing"
        case .actionQuitUnsaved: "quit and lose the game"
        case .homeContinueChoose: "Continue a saved game"
        case .savedTitle: "Games in progress"
        case .questionOne: "A game is not finished yet:"
        case .questionContinue: "Continue it"
        case .settingsHints: "Hints"
        case .hintsOn: "on"
        case .hintsOff: "off"
        case .startNoWords: "the bowl is empty"
        case .startRules: "the rules in the settings are out of range"
        case .startPacksNotLoaded: "the word packs are not loaded yet"
        case .nameEmpty: "it is empty"
        case .nameUnsafe: "it holds a character that cannot be shown"
        case .nameNotTrimmed: "it has spaces at an end or several in a row"
        case .decimalSeparator: "."
        case .scoreLabel: "Score"
        case .help6Title: "Teams"
        case .problemBusyUnknown: "Another copy of Pappers is using this data folder."
        case .problemChooseFolder: "Choose a folder of your own with --data-dir or PAPPERS_HOME."
        case .problemSavedGame: "The saved game cannot be continued: its record does not play back."
        case .problemUnreadable: "The saved games cannot be read or written."
        case .problemSavedGameDamaged: "The saved game cannot be continued: its record in the database is damaged."
        case .recordFoundTitle: "More of this game was found"
        case .recordFoundAdvice: "Take them in to go on from where the game really stopped."
        case .actionTakeIn: "take them in and continue"
        case .actionContinueWithout: "continue without them"
        case .turnWelcomeBackWithoutRecord: "Welcome back! The actions in the record file were left out."
        case .reviewStrikeHintShort: "Not really guessed? x strikes it."
        case .actionKeepNext: "keep, next"
        case .actionNextName: "next"
        case .actionClearName: "clear"
        case .teamsNewPlayerTyping: "Type a name, or Enter to end this team"
        case .homeEscapeAgain: "Press Esc again to quit"
        case .wordsPastedLeftOut: "Some words were left out: already in the bowl, or more than you were asked for"
        case .homeRecords: "Records"
        case .recordsTitle: "Records"
        case .recordsLoading: "Reading the records…"
        case .recordsEmpty: "No games yet: the records start with the first one."
        case .recordsNote: "Wins count finished games only. Names that differ only in case or accents are one player."
        case .recordsPlayersTeams: "Players in teams"
        case .recordsPlayersPairs: "Players in pairs"
        case .recordsHardest: "Hardest words"
        case .recordsFastest: "Fastest words"
        case .recordsPacks: "Packs"
        case .recordsColumnGames: "games"
        case .recordsColumnWins: "wins"
        case .recordsColumnWords: "words described"
        case .recordsColumnPace: "best words/min"
        case .recordsColumnPasses: "passes"
        case .recordsColumnLongest: "longest"
        case .recordsColumnTime: "time"
        case .recordsColumnGuessed: "guessed"
        case .recordsColumnPerWord: "s per word"
        case .actionScroll: "scroll"
        case .roundSounds: "Sounds"
        case .roundPose: "Pose"
        case .ruleSounds: "Noises only: no words, no gestures"
        case .rulePose: "One frozen pose: no movement, no sound"
        case .help7Title: "Rounds and points"
        case .settingsRounds: "Rounds"
        case .settingsPoints: "Points"
        case .pointsPerWord: "1 per word"
        case .pointsByLevel: "by level"
        case .roundsTitle: "Rounds, in order"
        case .roundsAdd: "+ add a round"
        case .roundsHint: "1 to 6 rounds; a kind may repeat."
        case .actionLevel: "points"
        case .settingsMotion: "Motion"
        case .motionFull: "full"
        case .motionCalm: "calm (no animation)"
        case .settingsColour: "Colour"
        case .colourTrue: "24-bit"
        case .colour256: "256 colours"
        case .colour8: "8 colours"
        case .colourNone: "none"
        case .helpPairsTitle: "Pairs (the hat)"
        case .helpHostTitle: "A terminal each"
        case .actionTeamsMode: "teams"
        case .pairsTitle: "Pairs (no teams)"
        case .pairsHint: "3 to 20 players: each turn one describes to another"
        case .pairsTooFewPlayers: "A pairs game needs at least 3 players"
        case .pairsTooManyPlayers: "A pairs game has at most 20 players"
        case .settingsGetReady: "Get ready: 3-2-1"
        case .getReadyTitle: "Get ready!"
        case .actionStop: "stop"
        case .teamsNoEarlierRoster: "No earlier roster yet: each game keeps its own"
        case .teamsNamesCleared: "Every name is a placeholder again: type the new ones"
        case .actionClearNames: "clear names"
        case .actionEarlierPlayers: "earlier players"
        case .actionDone: "done"
        case .actionChangeLast: "change the last"
        case .keyBackspace: "Backspace"
        case .keyShiftTab: "Shift-Tab"
        case .keyHome: "Home"
        case .keyEnd: "End"
        case .recordsColumnWordsGuessed: "words guessed"
        case .recordsPaceNote: "Best words/min: the fastest turn of 10 s or more; – when there is none yet."
        case .actionReorder: "move it"
        case .actionCarryRound: "carry it"
        case .actionPutDown: "put it down"
        case .lobbyTitle: "Pappers: join from your own terminal"
        case .lobbyRoomCode: "Room code"
        case .lobbyTypeThis: "Type in any terminal:"
        case .lobbyPassword: "the password is the room code"
        case .lobbyHostKey: "Host key"
        case .lobbyPlayers: "Players"
        case .lobbyNobodyYet: "Nobody yet."
        case .lobbyAway: "away"
        case .lobbyChoosingName: "choosing a name…"
        case .lobbyPairs: "pairs: no teams"
        case .lobbyWaiting: "Waiting for the host to start"
        case .lobbyYourName: "Your name:"
        case .lobbyNameTaken: "Someone here has that name"
        case .lobbyLeaveQuestion: "Leave the room?"
        case .actionLeave: "leave"
        case .actionStay: "stay"
        case .actionTeam: "team"
        case .actionTeamsOrPairs: "teams or pairs"
        case .farewellLeft: "You left the room. Bye!"
        case .farewellRemoved: "The host took you out of the room."
        case .farewellRoomClosed: "The host closed the room. Bye!"
        case .farewellGameOver: "The game is over. Thanks for playing!"
        case .actionSeatWatcher: "seat a watcher"
        case .actionSeat: "seat"
        case .seatingTitle: "Seat a watcher"
        case .seatingTeam: "Team"
        }
    }

    static func text(_ template: StringTemplate) -> String {
        switch template {
        case .valueSeconds(let n): "\(n) s"
        case .valueSomePacks(let n):
            counted(n, one: "\(n) chosen",
                    other: "\(n) chosen")
        case .valueAutomatic(let language): "automatic (\(language))"
        case .regionAutomatic(let region): "auto (\(region))"
        case .passingLimited(let n): "\(n) per turn"
        case .packsTitle(let language): "Packs in \(language)"
        case .packWords(let n):
            counted(n, one: "\(n) word",
                    other: "\(n) words")
        case .helpPage(let n, let total): "page \(n) of \(total)"
        case .help6Body(
            let nextName, let previousName, let moveCursor, let ends, let eraseToStart, let eraseWord, let addPlayer,
            let addTeam, let remove, let randomTeams, let earlierTeams, let clearNames, let start):
            """
            New game opens the teams. Their names start as dimmed placeholders: just type over them. Enter keeps a name and opens the next one: the team's name, then its players one by one. Enter on an empty new player ends that team and opens the next. \(nextName) and \(previousName) move between names; \(moveCursor), \(ends), \(eraseToStart) and \(eraseWord) edit; a pasted list such as "Ana, Bru, Carla" adds one player per name.
            \(addPlayer) adds a player to that team, \(addTeam) adds a team, \(remove) removes the row under the cursor. \(randomTeams) deals the players into random teams; \(earlierTeams) brings back the teams of an earlier game; \(clearNames) makes every name a placeholder again.
            2 to 10 teams of 2 to 8 players. \(start) starts the game.
            """
        case .helpHostBody(let menu, let seatWatcher):
            """
            pappers host opens a room that players join from their own terminals, with nothing to install: each types ssh -p 2222 NAME@HOST (the host's screen shows the exact line) with their name, and the room code as the password. The host's screen lists them; the host seats them in teams or pairs and starts the game.
            The host's screen is the table, for the room or the video call: who describes to whom, the clock and the score, never the word. The describer reads the word on their own terminal and presses guessed and pass there; the guessers see GUESS!.
            \(menu) on a player's terminal opens their menu: resume, their own colours (automatic, from their terminal; 24-bit, 256, 8 or none), or leave the room.
            Someone who joins after the game started watches. Between turns, \(seatWatcher) on the host's screen seats them in a team with room (not in a pairs game): they guess with it from its next turn, and describe when its order comes to them.
            """
        case .helpPairsBody(let switchMode):
            """
            Pairs mode plays without teams: one list of 3 to 20 players. In each turn one player describes to one other player, and only that player guesses.
            A word guessed scores a point for both of them; a pass penalty costs both. The standings and the podium rank players.
            The order is fair and known in advance: in each lap everyone describes once and guesses once, and over the laps everyone describes to everyone. On the teams screen, \(switchMode) switches between teams and pairs.
            """
        case .help7Body(let peek, let pickUp, let carry, let level):
            """
            Sounds: noises only, no words and no gestures: buzz, roar, hum a tune. The word hides itself after 2 seconds, as in mime: press \(peek) to peek.
            Pose: strike one frozen pose and hold it; no movement, no sound. The word hides itself too.
            In the settings, Rounds chooses 1 to 6 rounds from describe, one word, mime, sounds and pose, in any order; a kind may come back. In the list, \(pickUp) picks a round up and \(carry) carry it to its place.
            Points: one per word, or the word's level, 1 (easy) to 3 (hard), as in the monikers rules. A word you type yourselves counts 2 unless you press \(level) to change it.
            """
        case .help4Body(let strike):
            """
            The words of the turn are listed. Was one not really guessed? Select it with the arrows and press \(strike) to strike it: it goes back into the bowl.
            At the end of a round you see the standings. The describer who emptied the bowl starts the next round with the time that was left.
            After the last round the team with the most points wins. Ties share the place.
            """
        case .help2Body(let peek):
            """
            Round 1, Describe: say anything except the word itself or words made from it.
            Round 2, One word: give exactly one word as a clue. Everyone knows the words by now!
            Round 3, Mime: gestures and sounds only; no words, no spelling, no pointing at letters. The word hides itself after 2 seconds: press \(peek) to peek.
            """
        case .teamsNameTaken(let name): "That name is taken or not allowed: \(name)"
        case .teamsCannotStart(let reason): "Cannot start: \(reason)"
        case .teamsPlayers(let n):
            counted(n, one: "\(n) player",
                    other: "\(n) players")
        case .wordsHandOver(let player, let team): "Pass the laptop to \(player) (\(team))"
        case .wordsPrompt(let player, let n, let k): "\(player), type word \(n) of \(k):"
        case .wordsProgress(let n, let k): "Player \(n) of \(k)"
        case .shortageBody(let n, let k):
            counted(n, one: "Only \(n) word matches your settings; you asked for \(k).",
                    other: "Only \(n) words match your settings; you asked for \(k).")
        case .shortagePlay(let n):
            counted(n, one: "play with \(n) word",
                    other: "play with \(n) words")
        case .roundOf(let n, let total): "Round \(n) of \(total)"
        case .handoffGuessers(let n, let names):
            counted(n, one: "Guessing: \(names)",
                    other: "Guessing: \(names)")
        case .handoffTime(let n):
            counted(n, one: "\(n) second",
                    other: "\(n) seconds")
        case .handoffCarried(let n):
            counted(n, one: "Carries on with the \(n) second left",
                    other: "Carries on with the \(n) seconds left")
        case .handoffWordsLeft(let n):
            counted(n, one: "\(n) word in the bowl",
                    other: "\(n) words in the bowl")
        case .handoffPassLimit(let n):
            counted(n, one: "\(n) pass per turn",
                    other: "\(n) passes per turn")
        case .statusRound(let n, let name): "Round \(n) \(name)"
        case .statusLeft(let n): "\(n) left"
        case .statusSeconds(let n): "\(n) s"
        case .statusPoints(let points): "\(points) this turn"
        case .turnDescribes(let describer, let team): "\(describer) (\(team)) describes"
        case .handoffWaitingFor(let describer): "Waiting for \(describer) to start"
        case .refusedPassLimit(let n):
            counted(n, one: "Only \(n) pass per turn in this round",
                    other: "Only \(n) passes per turn in this round")
        case .reviewGuessed(let team, let n):
            counted(n, one: "\(team): \(n) guessed",
                    other: "\(team): \(n) guessed")
        case .reviewNext(let describer, let team): "Next: \(describer) (\(team))"
        case .reviewPoints(let n, let points):
            counted(n, one: "\(points) point",
                    other: "\(points) points")
        case .standingsTitle(let n, let name): "End of round \(n): \(name)"
        case .standingsLeads(let team, let n):
            counted(n, one: "\(team): \(n) point ahead",
                    other: "\(team): \(n) points ahead")
        case .standingsLevel(let teams): "Tied at the top: \(teams)"
        case .standingsRoundShort(let n): "R\(n)"
        case .standingsNext(let n, let name): "Next: round \(n), \(name)"
        case .standingsCarry(let describer, let team, let n): "\(describer) (\(team)) opens with \(n) s left"
        case .finalWinner(let team): "First place: \(team)!"
        case .finalTie(let teams): "A tie: \(teams)!"
        case .awardBestDescriber(let player, let team, let n):
            counted(n, one: "Best describer: \(player) (\(team)), \(n) word",
                    other: "Best describer: \(player) (\(team)), \(n) words")
        case .awardFastest(let word, let s): "Fastest word: \(word), \(s) s"
        case .awardHardest(let word, let s): "Hardest word: \(word), \(s) s on screen"
        case .finalGame(let id, let seed): "Game \(id) · seed \(seed)"
        case .finalPoints(let n):
            counted(n, one: "\(n) pt",
                    other: "\(n) pts")
        case .smallBody(let w, let h, let cw, let ch): "Pappers needs \(w)×\(h); this is \(cw)×\(ch)."
        case .replayBar(let speed, let n, let total): "Replay ×\(speed) · action \(n) of \(total)"
        case .homeSavedGames(let n): "\(n) games are waiting for you: press c to choose one."
        case .savedGame(let id): "Game \(id)"
        case .questionSeveral(let n): "\(n) games are not finished yet; the newest:"
        case .startTeamCount(let min, let max, let n): "a game needs \(min) to \(max) teams, not \(n)"
        case .startPlayerCount(let team, let n, let min, let max):
            counted(n, one: "\(team): \(n) player; a team needs \(min) to \(max)",
                    other: "\(team): \(n) players; a team needs \(min) to \(max)")
        case .startName(let name): "the name \"\(name)\" is not allowed"
        case .startDuplicateTeam(let name): "two teams are called \"\(name)\""
        case .startDuplicatePlayer(let name): "two players are called \"\(name)\""
        case .startTooManyWords(let n, let max): "the bowl holds \(n) words; at most \(max)"
        case .startBadWord(let word): "the word \"\(word)\" cannot be shown safely"
        case .startDuplicateWord(let word): "the word \"\(word)\" is in the bowl twice"
        case .teamsNameInvalid(let reason): "That name cannot be used: \(reason)"
        case .nameTooWide(let n, let max): "it is \(n) columns wide; at most \(max)"
        case .statusLeadOne(let team): "\(team): 1 point ahead"
        case .statusLeadOther(let team, let n): "\(team): \(n) points ahead"
        case .statusLevel(let n): "tied at \(n)"
        case .problemDamaged(let path): "The saved-games file \(path) is damaged. It was left as it is."
        case .problemNewer(let path): "The saved-games file \(path) comes from a newer Pappers. It was left as it is."
        case .problemNotPappers(let path): "\(path) is not a Pappers file. It was left as it is."
        case .problemNotWritable(let path): "Pappers cannot write to \(path)."
        case .problemNotAFile(let path): "\(path) is not a plain file of your own: Pappers never opens it, and left it as it is."
        case .problemBusy(let pid): "Another copy of Pappers (process \(pid)) is playing in this data folder."
        case .problemLocked(let path): "Another program holds \(path) locked."
        case .problemDiskFull(let path): "The disk is full: Pappers cannot write to \(path)."
        case .problemDeleted(let path): "\(path) was deleted while the game ran."
        case .problemReplaced(let path): "\(path) was replaced by another file while the game ran."
        case .problemFolderIsAFile(let path): "The data folder \(path) is a file, not a folder."
        case .problemFolderCannotCreate(let path): "The data folder \(path) cannot be created."
        case .problemFolderCannotRead(let path): "The data folder \(path) cannot be read."
        case .problemFolderNotPrivate(let path): "The data folder \(path) cannot be kept private."
        case .problemSystemFolder(let path, let filesystem): "The data folder \(path) is on the system's \(filesystem) file system, which keeps no files."
        case .problemSavedGameSetup(let reason): "The saved game cannot be continued: \(reason)."
        case .recordFoundBody(let file, let n, let id):
            counted(n, one: "\(file) holds \(n) more action of game \(id), written when saving failed.",
                    other: "\(file) holds \(n) more actions of game \(id), written when saving failed.")
        case .teamsPastedOverLimit(let max, let names): "Left out, no room past \(max) players: \(names)"
        case .teamsPastedLeftOut(let names): "Left out, taken or not a name: \(names)"
        case .recordsFailed(let reason): "The games cannot be read: \(reason)"
        case .recordsGames(let n, let finished, let playing, let abandoned): "Games: \(n) · finished \(finished) · in progress \(playing) · abandoned \(abandoned)"
        case .recordsUnreadable(let n): "Left out because they cannot be read: \(n)"
        case .wordsLevel(let n): "Points if guessed: \(n)"
        case .colourAuto(let depth): "automatic (\(depth))"
        case .menuColours(let value): "Colours: \(value)"
        case .pairDescribesTo(let describer, let guesser): "\(describer) describes to \(guesser)"
        case .reviewPairGuessed(let describer, let guesser, let n): "\(describer) and \(guesser) got \(n)"
        case .reviewNextPair(let describer, let guesser): "Next: \(describer) describes to \(guesser)"
        case .standingsCarryPair(let describer, let guesser, let n): "\(describer) and \(guesser) open with \(n) s left"
        case .awardBestDescriberPair(let player, let n):
            counted(n, one: "Best describer: \(player), \(n) word",
                    other: "Best describer: \(player), \(n) words")
        case .wordsHandOverPair(let player): "Pass the laptop to \(player)"
        case .startPairsPlayerCount(let min, let max, let n): "a pairs game needs \(min) to \(max) players, not \(n)"
        case .statusPlayerLeads(let player, let n):
            counted(n, one: "\(player): \(n) point ahead",
                    other: "\(player): \(n) points ahead")
        case .listMoreAbove(let n): "▲ \(n) more"
        case .listMoreBelow(let n): "▼ \(n) more"
        case .reviewWordPoints(let n, let points):
            counted(n, one: "\(points) pt",
                    other: "\(points) pts")
        case .teamsEarlierRoster(let n, let k): "Earlier roster \(n) of \(k): o for the next one"
        case .wordsAllTyped(let player): "\(player), every word is typed. Enter passes the laptop on."
        case .cardPoints(let n):
            counted(n, one: "\(n) point",
                    other: "\(n) points")
        case .lobbyMore(let n): "\(n) more"
        case .lobbyUnseated(let n):
            counted(n, one: "\(n) player has no team or name yet", other: "\(n) players have no team or name yet")
        }
    }
}
