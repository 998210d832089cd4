/// The interface in English.
enum English {
    static let table: [StringKey: String] = [
        .keySpace: "Space", .keyEnter: "Enter", .keyEsc: "Esc", .keyArrows: "↑↓",
        .actionStart: "start", .actionNewGame: "new game", .actionContinue: "continue", .actionSettings: "settings",
        .actionHelp: "help", .actionQuit: "quit", .actionBack: "back", .actionChange: "change",
        .actionChoose: "choose", .actionRename: "rename", .actionAddPlayer: "add player", .actionAddTeam: "add team",
        .actionRemove: "remove", .actionRandomTeams: "random teams", .actionEarlierTeams: "earlier teams",
        .actionGuessed: "guessed!", .actionPass: "pass", .actionUndo: "undo", .actionPause: "pause",
        .actionResume: "resume", .actionPeek: "peek", .actionMenu: "menu", .actionStrike: "strike",
        .actionConfirm: "confirm", .actionPage: "page", .actionClose: "close", .actionRematch: "rematch",
        .actionHome: "home", .actionTick: "tick", .actionKeep: "keep", .actionCancel: "cancel",
        .actionReady: "ready", .actionPlay: "play", .actionFresh: "fresh database", .actionNoSave: "play without saving",
        .actionYes: "yes", .actionNo: "no",

        .homeTagline: "The hat game: describe, one word, mime",
        .homeTaglineShort: "describe · one word · mime",
        .homeNewGame: "New game", .homeContinue: "Continue the saved game", .homeSettings: "Settings",
        .homeHelp: "Help", .homeQuit: "Quit", .homeSavedGame: "A game is waiting for you: press c to continue it.",

        .settingsTitle: "Settings", .settingsSaved: "Saved as you change them",
        .settingsTurnLength: "Turn length", .settingsWords: "Words in the bowl", .settingsWordLanguage: "Word language",
        .settingsPacks: "Packs", .settingsDifficulty: "Difficulty", .settingsFamilyFriendly: "Family-friendly only",
        .settingsPreset: "Rules", .settingsPassing: "Passing", .settingsPenalty: "Penalty per pass",
        .settingsCarryOver: "Time left carries over", .settingsPlayerWords: "Words typed by each player",
        .settingsSound: "Sound", .settingsInterfaceLanguage: "Interface language",
        .valueSeconds: "{n} s", .valueYes: "yes", .valueNo: "no", .valueAllPacks: "all", .valueSomePacks: "{n} chosen",
        .valueNone: "none", .valueAutomatic: "automatic ({language})",
        .difficultyEasy: "easy", .difficultyMedium: "medium", .difficultyHard: "hard", .difficultyAny: "any",
        .settingsWordRegion: "Word region", .regionAutomatic: "auto ({region})", .regionAny: "all", .regionUS: "US",
        .regionGB: "UK", .regionIE: "Ireland", .regionAU: "Australia", .regionCA: "Canada",
        .presetPappers: "Pappers", .presetTimesup: "Time's Up", .presetMonikers: "Monikers",
        .passingPreset: "as the rules say", .passingAllowed: "allowed", .passingForbidden: "not allowed",
        .passingLimited: "{n} per turn",
        .soundOn: "on", .soundBell: "bell only", .soundOff: "off",
        .packsTitle: "Packs in {language}", .packsHint: "Nothing ticked means every pack but the adults-only ones.",
        .packWords: "{n} words", .packAdultsOnly: "adults only", .packsNone: "No pack in this language.",

        .helpTitle: "Help", .helpPage: "page {n} of {total}",
        .help1Title: "The game",
        .help1Body: """
            Teams race the clock to make their partners guess words. One bowl of words is used for three rounds.
            In each turn one player, the describer, holds the laptop and sees one word at a time; the rest of the team guesses.
            Every word guessed scores a point and the next word appears at once. When time runs out, the laptop passes to the next team.
            When the bowl is empty, the round ends and the same words come back for the next round.
            """,
        .help2Title: "The three rounds",
        .help2Body: """
            Round 1, Describe: say anything except the word itself or words made from it.
            Round 2, One word: give exactly one word as a clue. Everyone knows the words by now!
            Round 3, Mime: gestures and sounds only; no words, no spelling, no pointing at letters. The word hides itself after 2 seconds: press v to peek.
            """,
        .help3Title: "During a turn",
        .help3Body: """
            Space or Enter: guessed! One point, a sound, the next word.
            s: pass (the word goes to the bottom of the bowl). u: undo the last guess.
            p: pause (the word hides and the clock stops). v: peek at a hidden word.
            Esc or q: menu (resume, end the turn, save and quit, abandon). In the last 10 seconds the clock turns red.
            """,
        .help4Title: "After a turn",
        .help4Body: """
            The words of the turn are listed. Was one not really guessed? Select it with the arrows and press x to strike it: it goes back into the bowl.
            At the end of a round you see the standings. The describer who emptied the bowl starts the next round with the time that was left.
            After the last round the team with the most points wins. Ties share the place.
            """,
        .help5Title: "Saving and more",
        .help5Body: """
            Every action is saved as it happens. If the laptop dies, start Pappers again and continue where you were.
            Settings: turn length, words, languages, packs, difficulty, rules. Switching the rules changes only the values you have not set yourselves: a turn length you chose stays.
            A rematch draws words you have not played.
            """,

        .teamsTitle: "Teams", .teamsAddPlayer: "+ add a player", .teamsAddTeam: "+ add a team",
        .teamsStart: "Start the game", .teamsEditing: "Type the name: Enter keeps it, Esc cancels",
        .teamsHint: "2 to 10 teams of 2 to 8 players", .teamsNameTaken: "That name is taken or not allowed: {name}",
        .teamsTooFewPlayers: "A team needs at least 2 players: someone must guess",
        .teamsTooManyPlayers: "A team has at most 8 players", .teamsTooFewTeams: "A game needs at least 2 teams",
        .teamsTooManyTeams: "A game has at most 10 teams", .teamsCannotStart: "Cannot start: {reason}",
        .teamsPlayers: "{n} players",

        .wordsTitle: "Words by the players", .wordsHandOver: "Pass the laptop to {player} ({team})",
        .wordsLookAway: "Everybody else: look away!", .wordsPrompt: "{player}, type word {n} of {k}:",
        .wordsEmpty: "Type a word first", .wordsTooWide: "Too long: at most 60 columns",
        .wordsUnsafe: "That word holds a character that cannot be shown",
        .wordsDuplicate: "That word cannot go in: choose another one", .wordsProgress: "Player {n} of {k}",

        .shortageTitle: "Not enough words", .shortageBody: "Only {n} words match your settings; you asked for {k}.",
        .shortageNone: "No word matches your settings: change the language, packs or difficulty.",
        .shortagePlay: "play with {n} words",

        .problemTitle: "The saved games cannot be used", .problemFresh: "start a fresh database (the old one is kept)",
        .problemNoSave: "play without saving", .problemQuit: "quit",

        .roundDescribe: "Describe", .roundOneWord: "One word", .roundMime: "Mime",
        .ruleDescribe: "Say anything except the word itself", .ruleOneWord: "Give exactly one word as a clue",
        .ruleMime: "Gestures and sounds only: no words", .roundOf: "Round {n} of {total}",

        .handoffPassTo: "Pass the laptop to", .handoffGuessers: "Guessing: {names}", .handoffTime: "{n} seconds",
        .handoffCarried: "Carries on with the {n} seconds left", .handoffWordsLeft: "{n} words in the bowl",
        .handoffStart: "Space or Enter starts the clock", .handoffNoPassing: "No passing in this round",
        .handoffPassFreely: "Pass freely: skip what you cannot do at once", .handoffPassLimit: "{n} passes per turn",

        .statusRound: "Round {n} {name}", .statusLeft: "{n} left", .statusSeconds: "{n} s", .statusPoints: "{points} this turn",
        .turnHidden: "hidden: v to peek", .turnPaused: "Paused", .turnPausedHint: "The word is hidden. p or Space resumes.",
        .turnPausedForSize: "Paused: the terminal is too small", .turnWelcomeBack: "Welcome back! The game was saved.",
        .refusedNoPassing: "No passing in this round", .refusedPassLimit: "Only {n} passes per turn in this round",
        .refusedLastWord: "The last word cannot be passed", .refusedNothingToUndo: "Nothing to undo in this turn",
        .refusedAlwaysVisible: "The word is always shown in this round", .refusedTimeUp: "Time is up",
        .refusedNotNow: "Not now",

        .menuTitle: "Menu", .menuResume: "Resume", .menuEndTurn: "End this turn now", .menuPause: "Pause",
        .menuSaveAndQuit: "Save and quit", .menuAbandon: "Abandon the game",
        .menuConfirmAbandon: "Abandon this game for good?",

        .reviewTimeUp: "Time's up!", .reviewEndedEarly: "Turn over", .reviewBowlEmpty: "The bowl is empty!",
        .reviewGuessed: "{team}: {n} guessed", .reviewNoWords: "No word guessed this turn",
        .reviewStrikeHint: "Not really guessed? Select it and press x.", .reviewStruck: "struck",
        .reviewNext: "Next: {describer} ({team})", .reviewToStandings: "Next: the standings",
        .reviewPoints: "{points} points",

        .standingsTitle: "End of round {n}: {name}", .standingsLeads: "{team}: {n} points ahead",
        .standingsLevel: "Tied at the top: {teams}", .standingsTotal: "Total", .standingsRoundShort: "R{n}",
        .standingsNext: "Next: round {n}, {name}", .standingsCarry: "{describer} ({team}) opens with {n} s left",
        .standingsContinue: "next round",

        .finalTitle: "Final standings", .finalWinner: "First place: {team}!", .finalTie: "A tie: {teams}!",
        .finalAbandoned: "Game abandoned", .awardBestDescriber: "Best describer: {player} ({team}), {n} words",
        .awardFastest: "Fastest word: {word}, {s} s", .awardHardest: "Hardest word: {word}, {s} s on screen",
        .finalGame: "Game {id} · seed {seed}", .finalPoints: "{n} pts",

        .smallTitle: "Terminal too small", .smallBody: "Pappers needs {w}×{h}; this is {cw}×{ch}.",
        .smallTurnPaused: "The turn is paused until it is bigger.",

        .defaultTeam: "Team", .defaultPlayer: "Player",
        .actionMove: "move", .turnDescribes: "{describer} ({team}) describes",
        .replayBar: "Replay ×{speed} · action {n} of {total}", .replayPaused: "paused", .replayEnded: "end of the replay", .actionNext: "next", .actionSpeed: "speed",
        .reviewToFinal: "Next: the final standings",

        // MARK: journal
        .unsavedDiskFull: "Not saved: the disk is full.", .unsavedReadOnly: "Not saved: the disk cannot be written.",
        .unsavedDiskError: "Not saved: the disk reports an error.",
        .unsavedFileMoved: "Not saved: the saved-games file was deleted or replaced.",
        .unsavedLocked: "Not saved: another program holds the saved games.",
        .unsavedGoesOn: "The game goes on and saves again as soon as it can.",
        .unsavedGoesOnShort: "Playing on.",
        .unsavedQuitTitle: "The game is not saved",
        .unsavedQuitBody: "Pappers cannot save in its data folder. Keep playing (it keeps trying), or write the whole game to a file elsewhere and quit: `pappers import FILE` brings it back.",
        .unsavedQuitFailed: "No file could be written anywhere either. Quitting now loses the game.",
        .actionWriteAndQuit: "write to a file and quit", .actionKeepPlaying: "keep playing",
        .actionQuitUnsaved: "quit and lose the game",
        // MARK: datadir
        .homeContinueChoose: "Continue a saved game",
        .homeSavedGames: "{n} games are waiting for you: press c to choose one.",
        .savedTitle: "Games in progress", .savedGame: "Game {id}",
        .questionOne: "A game is not finished yet:", .questionSeveral: "{n} games are not finished yet; the newest:",
        .questionContinue: "Continue it",
        // MARK: packsmech
        .settingsHints: "Hints", .hintsOn: "on", .hintsOff: "off",
        // MARK: door
        .startTeamCount: "a game needs {min} to {max} teams, not {n}",
        .startPlayerCount: "{team}: {n} players; a team needs {min} to {max}",
        .startName: "the name \"{name}\" is not allowed", .startDuplicateTeam: "two teams are called \"{name}\"",
        .startDuplicatePlayer: "two players are called \"{name}\"", .startNoWords: "the bowl is empty",
        .startTooManyWords: "the bowl holds {n} words; at most {max}",
        .startBadWord: "the word \"{word}\" cannot be shown safely",
        .startDuplicateWord: "the word \"{word}\" is in the bowl twice",
        .startRules: "the rules in the settings are out of range", .startPacksNotLoaded: "the word packs are not loaded yet",
        // MARK: words3
        .teamsNameInvalid: "That name cannot be used: {reason}", .nameEmpty: "it is empty",
        .nameTooWide: "it is {n} columns wide; at most {max}", .nameUnsafe: "it holds a character that cannot be shown",
        .nameNotTrimmed: "it has spaces at an end or several in a row",
        .decimalSeparator: ".",
        // MARK: party
        .scoreLabel: "Score", .statusLeadOne: "{team}: 1 point ahead", .statusLeadOther: "{team}: {n} points ahead",
        .statusLevel: "tied at {n}",
        // MARK: honest
        .help6Title: "Teams",
        .help6Body: """
            New game opens the teams. Their names start as dimmed placeholders: just type over them. Enter keeps a name and opens the next one: the team's name, then its players one by one. Enter on an empty new player ends that team and opens the next. Tab and Shift-Tab move between names; ←/→, Home/End, Ctrl-U and Ctrl-W edit; a pasted list such as "Ana, Bru, Carla" adds one player per name.
            a adds a player to that team, t adds a team, x removes the row under the cursor. r deals the players into random teams; o brings back the teams of an earlier game; c makes every name a placeholder again.
            2 to 10 teams of 2 to 8 players. s starts the game.
            """,
        // MARK: screen-truths
        .problemDamaged: "The saved-games file {path} is damaged. It was left as it is.",
        .problemNewer: "The saved-games file {path} comes from a newer Pappers. It was left as it is.",
        .problemNotPappers: "{path} is not a Pappers file. It was left as it is.",
        .problemNotWritable: "Pappers cannot write to {path}.",
        .problemNotAFile: "{path} is not a plain file of your own: Pappers never opens it, and left it as it is.",
        .problemBusy: "Another copy of Pappers (process {pid}) is playing in this data folder.",
        .problemBusyUnknown: "Another copy of Pappers is using this data folder.",
        .problemLocked: "Another program holds {path} locked.",
        .problemDiskFull: "The disk is full: Pappers cannot write to {path}.",
        .problemDeleted: "{path} was deleted while the game ran.",
        .problemReplaced: "{path} was replaced by another file while the game ran.",
        .problemFolderIsAFile: "The data folder {path} is a file, not a folder.",
        .problemFolderCannotCreate: "The data folder {path} cannot be created.",
        .problemFolderCannotRead: "The data folder {path} cannot be read.",
        .problemFolderNotPrivate: "The data folder {path} cannot be kept private.",
        .problemSystemFolder: "The data folder {path} is on the system's {filesystem} file system, which keeps no files.",
        .problemChooseFolder: "Choose a folder of your own with --data-dir or PAPPERS_HOME.",
        .problemSavedGame: "The saved game cannot be continued: its record does not play back.",
        .problemUnreadable: "The saved games cannot be read or written.",
        .problemSavedGameSetup: "The saved game cannot be continued: {reason}.",
        .problemSavedGameDamaged: "The saved game cannot be continued: its record in the database is damaged.",
        .recordFoundTitle: "More of this game was found",
        .recordFoundBody: "{file} holds {n} more actions of game {id}, written when saving failed.",
        .recordFoundAdvice: "Take them in to go on from where the game really stopped.",
        .actionTakeIn: "take them in and continue", .actionContinueWithout: "continue without them",
        .turnWelcomeBackWithoutRecord: "Welcome back! The actions in the record file were left out.",
        .reviewStrikeHintShort: "Not really guessed? x strikes it.",
        // MARK: teams-typing
        .actionKeepNext: "keep, next", .actionNextName: "next", .actionClearName: "clear",
        .teamsNewPlayerTyping: "Type a name, or Enter to end this team",
        .teamsPastedOverLimit: "Left out, no room past {max} players: {names}",
        .teamsPastedLeftOut: "Left out, taken or not a name: {names}",
        .homeEscapeAgain: "Press Esc again to quit",
        .wordsPastedLeftOut: "Some words were left out: already in the bowl, or more than you were asked for",
        // MARK: records
        .homeRecords: "Records", .recordsTitle: "Records", .recordsLoading: "Reading the records…",
        .recordsEmpty: "No games yet: the records start with the first one.",
        .recordsFailed: "The games cannot be read: {reason}",
        .recordsGames: "Games: {n} · finished {finished} · in progress {playing} · abandoned {abandoned}",
        .recordsNote: "Wins count finished games only. Names that differ only in case or accents are one player.",
        .recordsUnreadable: "Left out because they cannot be read: {n}",
        .recordsPlayersTeams: "Players in teams", .recordsPlayersPairs: "Players in pairs",
        .recordsHardest: "Hardest words", .recordsFastest: "Fastest words", .recordsPacks: "Packs",
        .recordsColumnGames: "games", .recordsColumnWins: "wins", .recordsColumnWords: "words described",
        .recordsColumnPace: "best words/min", .recordsColumnPasses: "passes", .recordsColumnLongest: "longest",
        .recordsColumnTime: "time", .recordsColumnGuessed: "guessed", .recordsColumnPerWord: "s per word",
        .actionScroll: "scroll",
        // MARK: rounds-points
        .roundSounds: "Sounds", .roundPose: "Pose",
        .ruleSounds: "Noises only: no words, no gestures", .rulePose: "One frozen pose: no movement, no sound",
        .help7Title: "Rounds and points",
        .help7Body: """
            Sounds: noises only, no words and no gestures: buzz, roar, hum a tune. The word hides itself after 2 seconds, as in mime: press v to peek.
            Pose: strike one frozen pose and hold it; no movement, no sound. The word hides itself too.
            In the settings, Rounds chooses 1 to 6 rounds from describe, one word, mime, sounds and pose, in any order; a kind may come back. In the list, m picks a round up and ↑ ↓ carry it to its place.
            Points: one per word, or the word's level, 1 (easy) to 3 (hard), as in the monikers rules. A word you type yourselves counts 2 unless you press Tab to change it.
            """,
        .settingsRounds: "Rounds", .settingsPoints: "Points", .pointsPerWord: "1 per word",
        .pointsByLevel: "by level", .roundsTitle: "Rounds, in order", .roundsAdd: "+ add a round",
        .roundsHint: "1 to 6 rounds; a kind may repeat.",
        .wordsLevel: "Points if guessed: {n}", .actionLevel: "points",
        // MARK: look-feel
        .settingsMotion: "Motion", .motionFull: "full", .motionCalm: "calm (no animation)",
        .settingsColour: "Colour", .colourAuto: "automatic ({depth})", .colourTrue: "24-bit", .colour256: "256 colours",
        .colour8: "8 colours", .colourNone: "none",
        // MARK: pairs-mode
        .pairDescribesTo: "{describer} describes to {guesser}",
        .reviewPairGuessed: "{describer} and {guesser} got {n}", .reviewNextPair: "Next: {describer} describes to {guesser}",
        .standingsCarryPair: "{describer} and {guesser} open with {n} s left",
        .awardBestDescriberPair: "Best describer: {player}, {n} words", .wordsHandOverPair: "Pass the laptop to {player}",
        .startPairsPlayerCount: "a pairs game needs {min} to {max} players, not {n}",
        .helpPairsTitle: "Pairs (the hat)",
        .helpPairsBody: """
            Pairs mode plays without teams: one list of 3 to 20 players. In each turn one player describes to one other player, and only that player guesses.
            A word guessed scores a point for both of them; a pass penalty costs both. The standings and the podium rank players.
            The order is fair and known in advance: in each lap everyone describes once and guesses once, and over the laps everyone describes to everyone. On the teams screen, m switches between teams and pairs.
            """,
        .actionTeamsMode: "teams", .pairsTitle: "Pairs (no teams)",
        .pairsHint: "3 to 20 players: each turn one describes to another",
        .pairsTooFewPlayers: "A pairs game needs at least 3 players", .pairsTooManyPlayers: "A pairs game has at most 20 players",
        .statusPlayerLeads: "{player}: {n} points ahead",
        .settingsGetReady: "Get ready: 3-2-1",
        .getReadyTitle: "Get ready!",
        .actionStop: "stop",
        .listMoreAbove: "▲ {n} more",
        .listMoreBelow: "▼ {n} more",
        .reviewWordPoints: "{points} pts",
        .teamsEarlierRoster: "Earlier roster {n} of {k}: o for the next one",
        .teamsNoEarlierRoster: "No earlier roster yet: each game keeps its own",
        .teamsNamesCleared: "Every name is a placeholder again: type the new ones",
        .actionClearNames: "clear names",
        .actionEarlierPlayers: "earlier players",
        .wordsAllTyped: "{player}, every word is typed. Enter passes the laptop on.",
        .actionDone: "done",
        .actionChangeLast: "change the last",
        .keyBackspace: "Backspace",
        .recordsColumnWordsGuessed: "words guessed",
        .recordsPaceNote: "Best words/min: the fastest turn of 10 s or more; – when there is none yet.",
        .cardPoints: "{n} points",
        .actionReorder: "move it",
        .actionCarryRound: "carry it",
        .actionPutDown: "put it down",
    ]

    // MARK: words3
    /// The "one" forms of the counted texts (`StringKey.counted`): "1 word", not "1 words".
    static let one: [StringKey: String] = [
        .recordFoundBody: "{file} holds {n} more action of game {id}, written when saving failed.",
        .handoffTime: "{n} second", .handoffCarried: "Carries on with the {n} second left",
        .handoffWordsLeft: "{n} word in the bowl", .handoffPassLimit: "{n} pass per turn",
        .awardBestDescriber: "Best describer: {player} ({team}), {n} word", .reviewPoints: "{points} point",
        .teamsPlayers: "{n} player", .packWords: "{n} word", .valueSomePacks: "{n} chosen",
        .shortageBody: "Only {n} word matches your settings; you asked for {k}.", .shortagePlay: "play with {n} word",
        .refusedPassLimit: "Only {n} pass per turn in this round", .finalPoints: "{n} pt",
        .startPlayerCount: "{team}: {n} player; a team needs {min} to {max}",
        // MARK: pairs-mode
        .awardBestDescriberPair: "Best describer: {player}, {n} word",
        .statusPlayerLeads: "{player}: {n} point ahead",
        .reviewWordPoints: "{points} pt",
        .reviewGuessed: "{team}: {n} guessed",
        .standingsLeads: "{team}: {n} point ahead",
        .handoffGuessers: "Guessing: {names}",
        .cardPoints: "{n} point",
    ]
}
