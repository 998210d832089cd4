/// Every piece of interface text, by key. Each language's table must hold all of them (a test checks).
///
/// Texts may hold placeholders in braces, `{team}`, filled by `Strings.text(_:_:)`.
public enum StringKey: String, CaseIterable, Sendable {
    // Keys and actions in footers
    case keySpace, keyEnter, keyEsc, keyArrows
    case actionStart, actionNewGame, actionContinue, actionSettings, actionHelp, actionQuit, actionBack
    case actionChange, actionChoose, actionRename, actionAddPlayer, actionAddTeam, actionRemove
    case actionRandomTeams, actionEarlierTeams, actionGuessed, actionPass, actionUndo, actionPause, actionResume
    case actionPeek, actionMenu, actionStrike, actionConfirm, actionPage, actionClose, actionRematch, actionHome
    case actionMove, actionTick, actionKeep, actionCancel, actionReady, actionPlay, actionFresh, actionNoSave, actionYes, actionNo

    // Home
    case homeTagline, homeTaglineShort, homeNewGame, homeContinue, homeSettings, homeHelp, homeQuit, homeSavedGame

    // Settings
    case settingsTitle, settingsSaved, settingsTurnLength, settingsWords, settingsWordLanguage, settingsPacks
    case settingsDifficulty, settingsFamilyFriendly, settingsPreset, settingsPassing, settingsPenalty
    case settingsCarryOver, settingsPlayerWords, settingsSound, settingsInterfaceLanguage
    case valueSeconds, valueYes, valueNo, valueAllPacks, valueSomePacks, valueNone, valueAutomatic
    case difficultyEasy, difficultyMedium, difficultyHard, difficultyAny
    case settingsWordRegion, regionAutomatic, regionAny, regionUS, regionGB, regionIE, regionAU, regionCA
    case presetPappers, presetTimesup, presetMonikers
    case passingPreset, passingAllowed, passingForbidden, passingLimited
    case soundOn, soundBell, soundOff
    case packsTitle, packsHint, packWords, packAdultsOnly, packsNone

    // Help
    case helpTitle, helpPage
    case help1Title, help1Body, help2Title, help2Body, help3Title, help3Body, help4Title, help4Body
    case help5Title, help5Body

    // Teams
    case teamsTitle, teamsAddPlayer, teamsAddTeam, teamsStart, teamsEditing, teamsHint
    case teamsNameTaken, teamsTooFewPlayers, teamsTooManyPlayers, teamsTooFewTeams, teamsTooManyTeams
    case teamsCannotStart, teamsPlayers

    // Players' words
    case wordsTitle, wordsHandOver, wordsLookAway, wordsPrompt, wordsEmpty, wordsTooWide, wordsUnsafe
    case wordsDuplicate, wordsProgress

    // Not enough words
    case shortageTitle, shortageBody, shortageNone, shortagePlay

    // Database trouble
    case problemTitle, problemFresh, problemNoSave, problemQuit

    // Rounds
    case roundDescribe, roundOneWord, roundMime, ruleDescribe, ruleOneWord, ruleMime, roundOf

    // Hand-off
    case handoffPassTo, handoffGuessers, handoffTime, handoffCarried, handoffWordsLeft, handoffStart
    case handoffNoPassing, handoffPassFreely, handoffPassLimit

    // Turn
    case statusRound, statusLeft, statusSeconds, statusPoints, turnHidden, turnPaused, turnPausedHint
    case turnPausedForSize, turnWelcomeBack, turnDescribes
    case refusedNoPassing, refusedPassLimit, refusedLastWord, refusedNothingToUndo, refusedAlwaysVisible
    case refusedTimeUp, refusedNotNow

    // Menu
    case menuTitle, menuResume, menuEndTurn, menuPause, menuSaveAndQuit, menuAbandon, menuConfirmAbandon

    // Review
    case reviewTimeUp, reviewEndedEarly, reviewBowlEmpty, reviewGuessed, reviewNoWords, reviewStrikeHint
    case reviewStruck, reviewNext, reviewToStandings, reviewToFinal, reviewPoints

    // Standings
    case standingsTitle, standingsLeads, standingsLevel, standingsTotal, standingsRoundShort, standingsNext
    case standingsCarry, standingsContinue

    // Final
    case finalTitle, finalWinner, finalTie, finalAbandoned, awardBestDescriber, awardFastest, awardHardest
    case finalGame, finalPoints

    // Terminal too small
    case smallTitle, smallBody, smallTurnPaused

    // Default names: "Team 1", "Player 2"
    case defaultTeam, defaultPlayer

    // On-screen replays
    case replayBar, replayPaused, replayEnded, actionNext, actionSpeed

    // MARK: journal
    // Saving that fails: the line on the game screens, and the question when leaving unsaved
    case unsavedDiskFull, unsavedReadOnly, unsavedDiskError, unsavedFileMoved, unsavedLocked, unsavedGoesOn
    case unsavedGoesOnShort
    case unsavedQuitTitle, unsavedQuitBody, unsavedQuitFailed, actionWriteAndQuit, actionKeepPlaying
    case actionQuitUnsaved
    // MARK: datadir
    // Games in progress: home's Continue with several, the list, the question "New game" asks
    case homeContinueChoose, homeSavedGames, savedTitle, savedGame, questionOne, questionSeveral, questionContinue

    // MARK: packsmech
    case settingsHints, hintsOn, hintsOff

    // MARK: door
    // Why a game cannot start (the teams screen's "Cannot start: …")
    case startTeamCount, startPlayerCount, startName, startDuplicateTeam, startDuplicatePlayer, startNoWords
    case startTooManyWords, startBadWord, startDuplicateWord, startRules, startPacksNotLoaded

    // MARK: words3
    // Why a name cannot be a name (the teams screen, while renaming)
    case teamsNameInvalid, nameEmpty, nameTooWide, nameUnsafe
    case nameNotTrimmed
    // The mark between a number's whole and decimal parts ("0.4 s", "0,4 s")
    case decimalSeparator
    // MARK: party
    // The running totals on the hand-off and the review; the leader and the gap on the status bar
    case scoreLabel, statusLeadOne, statusLeadOther, statusLevel

    // MARK: honest
    // The help's page on setting up and renaming teams
    case help6Title, help6Body

    // MARK: screen-truths
    // What is wrong with the saved games (the problem screen's reason, said in the interface language)
    case problemDamaged, problemNewer, problemNotPappers, problemNotWritable, problemNotAFile, problemBusy
    case problemBusyUnknown, problemLocked, problemDiskFull, problemDeleted, problemReplaced, problemFolderIsAFile
    case problemFolderCannotCreate, problemFolderCannotRead, problemFolderNotPrivate, problemSystemFolder
    case problemChooseFolder, problemSavedGame, problemUnreadable
    case problemSavedGameSetup, problemSavedGameDamaged
    case recordFoundTitle, recordFoundBody, recordFoundAdvice, actionTakeIn, actionContinueWithout, turnWelcomeBackWithoutRecord
    // The review's strike hint when the whole sentence does not fit the width
    case reviewStrikeHintShort
    // MARK: teams-typing
    // Typing names and words: the footer while typing, a new player, pasted lists, Esc on home
    case actionKeepNext, actionNextName, actionClearName, teamsNewPlayerTyping, teamsPastedOverLimit
    case teamsPastedLeftOut, homeEscapeAgain, wordsPastedLeftOut

    // MARK: records
    // The records across games: the home item, the screen's title, notes, headings and short column names
    case homeRecords, recordsTitle, recordsLoading, recordsEmpty, recordsFailed, recordsGames, recordsNote
    case recordsUnreadable, recordsPlayersTeams, recordsPlayersPairs, recordsHardest, recordsFastest, recordsPacks
    case recordsColumnGames, recordsColumnWins, recordsColumnWords, recordsColumnPace, recordsColumnPasses
    case recordsColumnLongest, recordsColumnTime, recordsColumnGuessed, recordsColumnPerWord, actionScroll
    // MARK: rounds-points
    // The two new round kinds, the help page on choosing rounds and points, the settings' Rounds and Points rows
    // and their list, and the level of a word the players type
    case roundSounds, roundPose, ruleSounds, rulePose, help7Title, help7Body
    case settingsRounds, settingsPoints, pointsPerWord, pointsByLevel, roundsTitle, roundsAdd, roundsHint
    case wordsLevel, actionLevel
    // MARK: look-feel
    // The settings' Motion and Colour rows ({depth}: the depth found, such as "256 colours")
    case settingsMotion, motionFull, motionCalm, settingsColour, colourAuto, colourTrue, colour256, colour8, colourNone
    // MARK: pairs-mode
    // Pairs mode (the hat): who describes to whom, the pairs' lines of review, standings and awards, the
    // players' list of the teams screen, and the help's page on it
    case pairDescribesTo, reviewPairGuessed, reviewNextPair, standingsCarryPair, awardBestDescriberPair
    case wordsHandOverPair, startPairsPlayerCount, helpPairsTitle, helpPairsBody
    case actionTeamsMode, pairsTitle, pairsHint, pairsTooFewPlayers, pairsTooManyPlayers, statusPlayerLeads
    // The "Get ready: 3-2-1" setting and its count before the clock
    case settingsGetReady, getReadyTitle, actionStop
    // Lists that do not fit: how many are above and below the rows shown; a word's points at review
    case listMoreAbove, listMoreBelow, reviewWordPoints
    // What o and c did on the teams screen and their keys
    case teamsEarlierRoster, teamsNoEarlierRoster, teamsNamesCleared, actionClearNames, actionEarlierPlayers
    // The players' words: every word typed, and its keys
    case wordsAllTyped, actionDone, actionChangeLast
    // The Backspace key in footers
    case keyBackspace
    // Records: the words a player guessed in pairs, and what the best pace means
    case recordsColumnWordsGuessed, recordsPaceNote
    // What the word on the card is worth when words score by level
    case cardPoints
    // Reordering the rounds in the settings' list
    case actionReorder, actionCarryRound, actionPutDown
}
