/// Every piece of interface text that holds no value, by key. Each language says every one of them in a switch
/// over every case (`English.text(_:)`), so a key without a translation does not compile; texts that hold
/// values are `StringTemplate`s.
public enum StringKey: CaseIterable, Sendable {
    // Keys and actions in footers
    case keySpace, keyEnter, keyEsc, keyArrows
    case actionStart, actionNewGame, actionContinue, actionSettings, actionHelp, actionQuit, actionBack
    case actionChange, actionChoose, actionRename, actionAddPlayer, actionAddTeam, actionRemove
    case actionRandomTeams, actionEarlierTeams, actionGuessed, actionPass, actionUndo, actionPause, actionResume, actionContinueHere
    case actionPeek, actionMenu, actionStrike, actionConfirm, actionPage, actionClose, actionRematch, actionHome
    case actionMove, actionTick, actionKeep, actionCancel, actionReady, actionPlay, actionFresh, actionNoSave, actionYes, actionNo

    // Home
    case homeTagline, homeTaglineShort, homeNewGame, homeContinue, homeSettings, homeHelp, homeQuit, homeSavedGame

    // Settings
    case settingsTitle, settingsSaved, settingsTurnLength, settingsWords, settingsWordLanguage, settingsPacks
    case settingsDifficulty, settingsFamilyFriendly, settingsPreset, settingsPassing, settingsPenalty
    case settingsCarryOver, settingsPlayerWords, settingsSound, settingsInterfaceLanguage
    case valueYes, valueNo, valueAllPacks, valueNone
    case difficultyEasy, difficultyMedium, difficultyHard, difficultyAny
    case settingsWordRegion, regionAny, regionUS, regionGB, regionIE, regionAU, regionCA
    case presetPappers, presetTimesup, presetMonikers
    case passingPreset, passingAllowed, passingForbidden
    case soundOn, soundBell, soundOff
    case packsHint, packAdultsOnly, packsNone

    // Help
    case helpTitle
    case help1Title, help1Body, help2Title, help3Title, help4Title
    case help5Title, help5Body
    /// The help page on a turn's keys (`help3Title`) is made from the turn's key map: each key with what it does,
    /// the keys named with "or" between them.
    case helpKeyOr, helpTurnGuessed, helpTurnPass, helpTurnUndo, helpTurnPause, helpTurnPeek, helpTurnMenu, helpTurnClock

    // Teams
    case teamsTitle, teamsAddPlayer, teamsAddTeam, teamsStart, teamsEditing, teamsHint
    case teamsTooFewPlayers, teamsTooManyPlayers, teamsTooFewTeams, teamsTooManyTeams

    // Players' words
    case wordsTitle, wordsLookAway, wordsEmpty, wordsTooWide, wordsUnsafe
    case wordsDuplicate

    // Not enough words
    case shortageTitle, shortageNone

    // Database trouble
    case problemTitle, problemFresh, problemNoSave, problemQuit

    // Rounds
    case roundDescribe, roundOneWord, roundMime, ruleDescribe, ruleOneWord, ruleMime

    // Hand-off
    case handoffPassTo, handoffNextToDescribe, handoffStart, handoffYourTurn
    case handoffNoPassing, handoffPassFreely

    // Turn
    case turnHidden, turnPaused, turnPausedHint, turnGuess
    case turnPausedForSize, turnWelcomeBack
    case refusedNoPassing, refusedLastWord, refusedNothingToUndo, refusedAlwaysVisible
    case refusedTimeUp, refusedNotNow

    // Menu
    case menuTitle, menuResume, menuEndTurn, menuPause, menuSaveAndQuit, menuAbandon, menuLeaveRoom, menuConfirmAbandon

    // Review
    case reviewTimeUp, reviewEndedEarly, reviewBowlEmpty, reviewNoWords, reviewStrikeHint
    case reviewStruck, reviewToStandings, reviewToFinal

    // Standings
    case standingsTotal
    case standingsContinue

    // Final
    case finalTitle, finalAbandoned

    // Terminal too small
    case smallTitle, smallTurnPaused

    // Default names: "Team 1", "Player 2"
    case defaultTeam, defaultPlayer

    // On-screen replays
    case replayPaused, replayEnded, actionNext, actionSpeed

    // Saving that fails: the line on the game screens, and the question when leaving unsaved
    case unsavedDiskFull, unsavedReadOnly, unsavedDiskError, unsavedFileMoved, unsavedLocked, unsavedGoesOn
    case unsavedGoesOnShort
    case unsavedQuitTitle, unsavedQuitBody, unsavedQuitFailed, actionWriteAndQuit, actionKeepPlaying
    case actionQuitUnsaved

    // Games in progress: home's Continue with several, the list, the question "New game" asks
    case homeContinueChoose, savedTitle, questionOne, questionContinue
    case settingsHints, hintsOn, hintsOff

    // Why a game cannot start (the teams screen's "Cannot start: …")
    case startNoWords
    case startRules, startPacksNotLoaded

    // Why a name cannot be a name (the teams screen, while renaming)
    case nameEmpty, nameUnsafe
    case nameNotTrimmed

    // The mark between a number's whole and decimal parts ("0.4 s", "0,4 s")
    case decimalSeparator

    // The running totals on the hand-off and the review; the leader and the gap on the status bar
    case scoreLabel

    // The help's page on setting up and renaming teams
    case help6Title

    // What is wrong with the saved games (the problem screen's reason, said in the interface language)
    case problemBusyUnknown
    case problemChooseFolder, problemSavedGame, problemUnreadable
    case problemSavedGameDamaged
    case recordFoundTitle, recordFoundAdvice, actionTakeIn, actionContinueWithout, turnWelcomeBackWithoutRecord

    // The review's strike hint when the whole sentence does not fit the width
    case reviewStrikeHintShort

    // Typing names and words: the footer while typing, a new player, pasted lists, Esc on home
    case actionKeepNext, actionNextName, actionClearName, teamsNewPlayerTyping
    case homeEscapeAgain, wordsPastedLeftOut

    // The records across games: the home item, the screen's title, notes, headings and short column names
    case homeRecords, recordsTitle, recordsLoading, recordsEmpty, recordsNote
    case recordsPlayersTeams, recordsPlayersPairs, recordsHardest, recordsFastest, recordsPacks
    case recordsColumnGames, recordsColumnWins, recordsColumnWords, recordsColumnPace, recordsColumnPasses
    case recordsColumnLongest, recordsColumnTime, recordsColumnGuessed, recordsColumnPerWord, actionScroll

    // The sounds and pose rounds, the help page on choosing rounds and points, the settings' Rounds and Points
    // rows and their list, and the level of a word the players type
    case roundSounds, roundPose, ruleSounds, rulePose, help7Title
    case settingsRounds, settingsPoints, pointsPerWord, pointsByLevel, roundsTitle, roundsAdd, roundsHint
    case actionLevel

    // The settings' Motion and Colour rows ({depth}: the depth found, such as "256 colours")
    case settingsMotion, motionFull, motionCalm, settingsColour, colourTrue, colour256, colour8, colourNone

    // Pairs mode (the hat): who describes to whom, the pairs' lines of review, standings and awards, the
    // players' list of the teams screen, and the help's page on it
    case helpPairsTitle

    /// The help's page on a hosted game, each player on their own terminal
    case helpHostTitle
    case actionTeamsMode, pairsTitle, pairsHint, pairsTooFewPlayers, pairsTooManyPlayers

    // The "Get ready: 3-2-1" setting and its count before the clock
    case settingsGetReady, getReadyTitle, actionStop

    // What o and c did on the teams screen and their keys
    case teamsNoEarlierRoster, teamsNamesCleared, actionClearNames, actionEarlierPlayers

    // The players' words: every word typed, and its keys
    case actionDone, actionChangeLast

    // The Backspace key in footers
    case keyBackspace

    // Keys as the help's sentences name them (`Strings.sentenceKeyName`)
    case keyShiftTab, keyHome, keyEnd

    // Records: the words a player guessed in pairs, and what the best pace means
    case recordsColumnWordsGuessed, recordsPaceNote

    // Reordering the rounds in the settings' list
    case actionReorder, actionCarryRound, actionPutDown

    // The host's lobby (`pappers host`): its screen, a player's own line, the farewells when a seat ends
    case lobbyTitle, lobbyRoomCode, lobbyTypeThis, lobbyPassword, lobbyHostKey, lobbyPlayers, lobbyNobodyYet, lobbyAway, lobbyChoosingName
    case lobbyPairs, lobbyWaiting, lobbyYourName, lobbyNameTaken, lobbyLeaveQuestion, actionLeave, actionStay, actionTeam, actionTeamsOrPairs, farewellLeft, farewellRemoved, farewellRoomClosed, farewellGameOver

    // Seating a watcher of a hosted game (the table's w between turns)
    case actionSeatWatcher, actionSeat, seatingTitle, seatingTeam
}
