/// Every piece of interface text that holds values, with the values as typed arguments:
/// `.valueSeconds(n: 30)`, `.helpPage(n: 2, total: 7)`. Each language says every template in a switch over
/// every case (`English.text(_:)`), so a missing translation, a missing argument or a misspelt one does not
/// compile. A counted text (its count is `n`) takes the count's form in each language, "1 word" or "2 words"
/// (`PluralForm`).
public enum StringTemplate: Sendable, Equatable {
    // Settings
    case valueSeconds(n: Int)
    case valueSomePacks(n: Int)
    case valueAutomatic(language: String)
    case regionAutomatic(region: String)
    case passingLimited(n: Int)
    case packsTitle(language: String)
    case packWords(n: Int)

    // Help
    case helpPage(n: Int, total: Int)
    /// The help pages whose sentences name keys (`KeyedHelpPage`): each key as the screen's key map names it.
    case help2Body(peek: String)
    case help4Body(strike: String)
    case help6Body(nextName: String, previousName: String, moveCursor: String, ends: String, eraseToStart: String,
                   eraseWord: String, addPlayer: String, addTeam: String, remove: String, randomTeams: String,
                   earlierTeams: String, clearNames: String, start: String)
    case help7Body(peek: String, pickUp: String, carry: String, level: String)
    case helpPairsBody(switchMode: String)
    case helpHostBody(menu: String, seatWatcher: String)
    /// A player's seat's menu: its colour depth.
    case menuColours(value: String)

    // Teams
    case teamsNameTaken(name: String)
    case teamsCannotStart(reason: String)
    case teamsPlayers(n: Int)

    // Players' words
    case wordsHandOver(player: String, team: String)
    case wordsPrompt(player: String, n: Int, k: Int)
    case wordsProgress(n: Int, k: Int)

    // Not enough words
    case shortageBody(n: Int, k: Int)
    case shortagePlay(n: Int)

    // Rounds
    case roundOf(n: Int, total: Int)

    // Hand-off
    case handoffGuessers(n: Int, names: String)
    case handoffTime(n: Int)
    case handoffCarried(n: Int)
    case handoffWordsLeft(n: Int)
    case handoffPassLimit(n: Int)

    // Turn
    case statusRound(n: Int, name: String)
    case statusLeft(n: Int)
    case statusSeconds(n: Int)
    case statusPoints(points: String)
    case turnDescribes(describer: String, team: String)
    case handoffWaitingFor(describer: String)
    case refusedPassLimit(n: Int)

    // Review
    case reviewGuessed(team: String, n: Int)
    case reviewNext(describer: String, team: String)
    case reviewPoints(n: Int, points: String)

    // Standings
    case standingsTitle(n: Int, name: String)
    case standingsLeads(team: String, n: Int)
    case standingsLevel(teams: String)
    case standingsRoundShort(n: Int)
    case standingsNext(n: Int, name: String)
    case standingsCarry(describer: String, team: String, n: Int)

    // Final
    case finalWinner(team: String)
    case finalTie(teams: String)
    case awardBestDescriber(player: String, team: String, n: Int)
    case awardFastest(word: String, s: String)
    case awardHardest(word: String, s: String)
    case finalGame(id: String, seed: UInt64)
    case finalPoints(n: Int)

    // Terminal too small
    case smallBody(w: Int, h: Int, cw: Int, ch: Int)

    // On-screen replays
    case replayBar(speed: String, n: Int, total: Int)

    // Games in progress: home's Continue with several, the list, the question "New game" asks
    case homeSavedGames(n: Int)
    case savedGame(id: Int)
    case questionSeveral(n: Int)

    // Why a game cannot start (the teams screen's "Cannot start: …")
    case startTeamCount(min: Int, max: Int, n: Int)
    case startPlayerCount(team: String, n: Int, min: Int, max: Int)
    case startName(name: String)
    case startDuplicateTeam(name: String)
    case startDuplicatePlayer(name: String)
    case startTooManyWords(n: Int, max: Int)
    case startBadWord(word: String)
    case startDuplicateWord(word: String)

    // Why a name cannot be a name (the teams screen, while renaming)
    case teamsNameInvalid(reason: String)
    case nameTooWide(n: Int, max: Int)

    // The running totals on the hand-off and the review; the leader and the gap on the status bar
    case statusLeadOne(team: String)
    case statusLeadOther(team: String, n: Int)
    case statusLevel(n: Int)

    // What is wrong with the saved games (the problem screen's reason, said in the interface language)
    case problemDamaged(path: String)
    case problemNewer(path: String)
    case problemNotPappers(path: String)
    case problemNotWritable(path: String)
    case problemNotAFile(path: String)
    case problemBusy(pid: Int32)
    case problemLocked(path: String)
    case problemDiskFull(path: String)
    case problemDeleted(path: String)
    case problemReplaced(path: String)
    case problemFolderIsAFile(path: String)
    case problemFolderCannotCreate(path: String)
    case problemFolderCannotRead(path: String)
    case problemFolderNotPrivate(path: String)
    case problemSystemFolder(path: String, filesystem: String)
    case problemSavedGameSetup(reason: String)
    case recordFoundBody(file: String, n: Int, id: Int)

    // Typing names and words: the footer while typing, a new player, pasted lists, Esc on home
    case teamsPastedOverLimit(max: Int, names: String)
    case teamsPastedLeftOut(names: String)

    // The records across games: the home item, the screen's title, notes, headings and short column names
    case recordsFailed(reason: String)
    case recordsGames(n: Int, finished: Int, playing: Int, abandoned: Int)
    case recordsUnreadable(n: Int)

    // The sounds and pose rounds, the help page on choosing rounds and points, the settings' Rounds and Points
    // rows and their list, and the level of a word the players type
    case wordsLevel(n: Int)

    // The settings' Motion and Colour rows ({depth}: the depth found, such as "256 colours")
    case colourAuto(depth: String)

    // Pairs mode (the hat): who describes to whom, the pairs' lines of review, standings and awards, the
    // players' list of the teams screen, and the help's page on it
    case pairDescribesTo(describer: String, guesser: String)
    case reviewPairGuessed(describer: String, guesser: String, n: Int)
    case reviewNextPair(describer: String, guesser: String)
    case standingsCarryPair(describer: String, guesser: String, n: Int)
    case awardBestDescriberPair(player: String, n: Int)
    case wordsHandOverPair(player: String)
    case startPairsPlayerCount(min: Int, max: Int, n: Int)
    case statusPlayerLeads(player: String, n: Int)

    // Lists that do not fit: how many are above and below the rows shown; a word's points at review
    case listMoreAbove(n: Int)
    case listMoreBelow(n: Int)
    case reviewWordPoints(n: Int, points: String)

    // What o and c did on the teams screen and their keys
    case teamsEarlierRoster(n: Int, k: Int)

    // The players' words: every word typed, and its keys
    case wordsAllTyped(player: String)

    // What the word on the card is worth when words score by level
    case cardPoints(n: Int)

    // The host's lobby: the players that do not fit
    case lobbyMore(n: Int)
    // The host's lobby: Enter pressed while players have no team or no name yet
    case lobbyUnseated(n: Int)
}
