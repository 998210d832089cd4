import Foundation
import PappersApp
@testable import PappersUI
import Testing

/// Every text of the interface, in every language, says itself whole: no placeholder left in braces, every
/// value it is given in place, and a count of one in its singular. A missing translation, a missing argument
/// or a misspelt one does not compile (each language is a switch over every `StringKey` and
/// `StringTemplate`); these tests catch what the compiler cannot.
@Suite struct StringTemplateTests {
    /// Each template twice, with its numbers at 1 and at 2; each text argument is its own name in angle
    /// brackets, so that a test can find it in the text.
    static let samples: [StringTemplate] = [
        .valueSeconds(n: 1),
        .valueSeconds(n: 2),
        .valueSomePacks(n: 1),
        .valueSomePacks(n: 2),
        .valueAutomatic(language: "<language>"),
        .valueAutomatic(language: "<language>"),
        .regionAutomatic(region: "<region>"),
        .regionAutomatic(region: "<region>"),
        .passingLimited(n: 1),
        .passingLimited(n: 2),
        .packsTitle(language: "<language>"),
        .packsTitle(language: "<language>"),
        .packWords(n: 1),
        .packWords(n: 2),
        .helpPage(n: 1, total: 1),
        .helpPage(n: 2, total: 2),
        .help2Body(peek: "<peek>"),
        .help2Body(peek: "<peek>"),
        .help4Body(strike: "<strike>"),
        .help4Body(strike: "<strike>"),
        .help6Body(nextName: "<nextName>", previousName: "<previousName>", moveCursor: "<moveCursor>", ends: "<ends>",
                   eraseToStart: "<eraseToStart>", eraseWord: "<eraseWord>", addPlayer: "<addPlayer>", addTeam: "<addTeam>",
                   remove: "<remove>", randomTeams: "<randomTeams>", earlierTeams: "<earlierTeams>",
                   clearNames: "<clearNames>", start: "<start>"),
        .help6Body(nextName: "<nextName>", previousName: "<previousName>", moveCursor: "<moveCursor>", ends: "<ends>",
                   eraseToStart: "<eraseToStart>", eraseWord: "<eraseWord>", addPlayer: "<addPlayer>", addTeam: "<addTeam>",
                   remove: "<remove>", randomTeams: "<randomTeams>", earlierTeams: "<earlierTeams>",
                   clearNames: "<clearNames>", start: "<start>"),
        .help7Body(peek: "<peek>", pickUp: "<pickUp>", carry: "<carry>", level: "<level>"),
        .help7Body(peek: "<peek>", pickUp: "<pickUp>", carry: "<carry>", level: "<level>"),
        .helpPairsBody(switchMode: "<switchMode>"),
        .helpPairsBody(switchMode: "<switchMode>"),
        .helpHostBody(menu: "<menu>", seatWatcher: "<seatWatcher>"),
        .helpHostBody(menu: "<menu>", seatWatcher: "<seatWatcher>"),
        .menuColours(value: "<value>"),
        .menuColours(value: "<value>"),
        .teamsNameTaken(name: "<name>"),
        .teamsNameTaken(name: "<name>"),
        .teamsCannotStart(reason: "<reason>"),
        .teamsCannotStart(reason: "<reason>"),
        .teamsPlayers(n: 1),
        .teamsPlayers(n: 2),
        .wordsHandOver(player: "<player>", team: "<team>"),
        .wordsHandOver(player: "<player>", team: "<team>"),
        .wordsPrompt(player: "<player>", n: 1, k: 1),
        .wordsPrompt(player: "<player>", n: 2, k: 2),
        .wordsProgress(n: 1, k: 1),
        .wordsProgress(n: 2, k: 2),
        .shortageBody(n: 1, k: 1),
        .shortageBody(n: 2, k: 2),
        .shortagePlay(n: 1),
        .shortagePlay(n: 2),
        .roundOf(n: 1, total: 1),
        .roundOf(n: 2, total: 2),
        .handoffGuessers(n: 1, names: "<names>"),
        .handoffGuessers(n: 2, names: "<names>"),
        .handoffTime(n: 1),
        .handoffTime(n: 2),
        .handoffCarried(n: 1),
        .handoffCarried(n: 2),
        .handoffWordsLeft(n: 1),
        .handoffWordsLeft(n: 2),
        .handoffPassLimit(n: 1),
        .handoffPassLimit(n: 2),
        .statusRound(n: 1, name: "<name>"),
        .statusRound(n: 2, name: "<name>"),
        .statusLeft(n: 1),
        .statusLeft(n: 2),
        .statusSeconds(n: 1),
        .statusSeconds(n: 2),
        .statusPoints(points: "<points>"),
        .statusPoints(points: "<points>"),
        .turnDescribes(describer: "<describer>", team: "<team>"),
        .turnDescribes(describer: "<describer>", team: "<team>"),
        .handoffWaitingFor(describer: "<describer>"),
        .refusedPassLimit(n: 1),
        .refusedPassLimit(n: 2),
        .reviewGuessed(team: "<team>", n: 1),
        .reviewGuessed(team: "<team>", n: 2),
        .reviewNext(describer: "<describer>", team: "<team>"),
        .reviewNext(describer: "<describer>", team: "<team>"),
        .reviewPoints(n: 1, points: "<points>"),
        .reviewPoints(n: 2, points: "<points>"),
        .standingsTitle(n: 1, name: "<name>"),
        .standingsTitle(n: 2, name: "<name>"),
        .standingsLeads(team: "<team>", n: 1),
        .standingsLeads(team: "<team>", n: 2),
        .standingsLevel(teams: "<teams>"),
        .standingsLevel(teams: "<teams>"),
        .standingsRoundShort(n: 1),
        .standingsRoundShort(n: 2),
        .standingsNext(n: 1, name: "<name>"),
        .standingsNext(n: 2, name: "<name>"),
        .standingsCarry(describer: "<describer>", team: "<team>", n: 1),
        .standingsCarry(describer: "<describer>", team: "<team>", n: 2),
        .finalWinner(team: "<team>"),
        .finalWinner(team: "<team>"),
        .finalTie(teams: "<teams>"),
        .finalTie(teams: "<teams>"),
        .awardBestDescriber(player: "<player>", team: "<team>", n: 1),
        .awardBestDescriber(player: "<player>", team: "<team>", n: 2),
        .awardFastest(word: "<word>", s: "<s>"),
        .awardFastest(word: "<word>", s: "<s>"),
        .awardHardest(word: "<word>", s: "<s>"),
        .awardHardest(word: "<word>", s: "<s>"),
        .finalGame(id: "<id>", seed: 1),
        .finalGame(id: "<id>", seed: 2),
        .finalPoints(n: 1),
        .finalPoints(n: 2),
        .smallBody(w: 1, h: 1, cw: 1, ch: 1),
        .smallBody(w: 2, h: 2, cw: 2, ch: 2),
        .replayBar(speed: "<speed>", n: 1, total: 1),
        .replayBar(speed: "<speed>", n: 2, total: 2),
        .homeSavedGames(n: 1),
        .homeSavedGames(n: 2),
        .savedGame(id: 1),
        .savedGame(id: 2),
        .questionSeveral(n: 1),
        .questionSeveral(n: 2),
        .startTeamCount(min: 1, max: 1, n: 1),
        .startTeamCount(min: 2, max: 2, n: 2),
        .startPlayerCount(team: "<team>", n: 1, min: 1, max: 1),
        .startPlayerCount(team: "<team>", n: 2, min: 2, max: 2),
        .startName(name: "<name>"),
        .startName(name: "<name>"),
        .startDuplicateTeam(name: "<name>"),
        .startDuplicateTeam(name: "<name>"),
        .startDuplicatePlayer(name: "<name>"),
        .startDuplicatePlayer(name: "<name>"),
        .startTooManyWords(n: 1, max: 1),
        .startTooManyWords(n: 2, max: 2),
        .startBadWord(word: "<word>"),
        .startBadWord(word: "<word>"),
        .startDuplicateWord(word: "<word>"),
        .startDuplicateWord(word: "<word>"),
        .teamsNameInvalid(reason: "<reason>"),
        .teamsNameInvalid(reason: "<reason>"),
        .nameTooWide(n: 1, max: 1),
        .nameTooWide(n: 2, max: 2),
        .statusLeadOne(team: "<team>"),
        .statusLeadOne(team: "<team>"),
        .statusLeadOther(team: "<team>", n: 1),
        .statusLeadOther(team: "<team>", n: 2),
        .statusLevel(n: 1),
        .statusLevel(n: 2),
        .problemDamaged(path: "<path>"),
        .problemDamaged(path: "<path>"),
        .problemNewer(path: "<path>"),
        .problemNewer(path: "<path>"),
        .problemNotPappers(path: "<path>"),
        .problemNotPappers(path: "<path>"),
        .problemNotWritable(path: "<path>"),
        .problemNotWritable(path: "<path>"),
        .problemNotAFile(path: "<path>"),
        .problemNotAFile(path: "<path>"),
        .problemBusy(pid: 1),
        .problemBusy(pid: 2),
        .problemLocked(path: "<path>"),
        .problemLocked(path: "<path>"),
        .problemDiskFull(path: "<path>"),
        .problemDiskFull(path: "<path>"),
        .problemDeleted(path: "<path>"),
        .problemDeleted(path: "<path>"),
        .problemReplaced(path: "<path>"),
        .problemReplaced(path: "<path>"),
        .problemFolderIsAFile(path: "<path>"),
        .problemFolderIsAFile(path: "<path>"),
        .problemFolderCannotCreate(path: "<path>"),
        .problemFolderCannotCreate(path: "<path>"),
        .problemFolderCannotRead(path: "<path>"),
        .problemFolderCannotRead(path: "<path>"),
        .problemFolderNotPrivate(path: "<path>"),
        .problemFolderNotPrivate(path: "<path>"),
        .problemSystemFolder(path: "<path>", filesystem: "<filesystem>"),
        .problemSystemFolder(path: "<path>", filesystem: "<filesystem>"),
        .problemSavedGameSetup(reason: "<reason>"),
        .problemSavedGameSetup(reason: "<reason>"),
        .recordFoundBody(file: "<file>", n: 1, id: 1),
        .recordFoundBody(file: "<file>", n: 2, id: 2),
        .teamsPastedOverLimit(max: 1, names: "<names>"),
        .teamsPastedOverLimit(max: 2, names: "<names>"),
        .teamsPastedLeftOut(names: "<names>"),
        .teamsPastedLeftOut(names: "<names>"),
        .recordsFailed(reason: "<reason>"),
        .recordsFailed(reason: "<reason>"),
        .recordsGames(n: 1, finished: 1, playing: 1, abandoned: 1),
        .recordsGames(n: 2, finished: 2, playing: 2, abandoned: 2),
        .recordsUnreadable(n: 1),
        .recordsUnreadable(n: 2),
        .wordsLevel(n: 1),
        .wordsLevel(n: 2),
        .colourAuto(depth: "<depth>"),
        .colourAuto(depth: "<depth>"),
        .pairDescribesTo(describer: "<describer>", guesser: "<guesser>"),
        .pairDescribesTo(describer: "<describer>", guesser: "<guesser>"),
        .reviewPairGuessed(describer: "<describer>", guesser: "<guesser>", n: 1),
        .reviewPairGuessed(describer: "<describer>", guesser: "<guesser>", n: 2),
        .reviewNextPair(describer: "<describer>", guesser: "<guesser>"),
        .reviewNextPair(describer: "<describer>", guesser: "<guesser>"),
        .standingsCarryPair(describer: "<describer>", guesser: "<guesser>", n: 1),
        .standingsCarryPair(describer: "<describer>", guesser: "<guesser>", n: 2),
        .awardBestDescriberPair(player: "<player>", n: 1),
        .awardBestDescriberPair(player: "<player>", n: 2),
        .wordsHandOverPair(player: "<player>"),
        .wordsHandOverPair(player: "<player>"),
        .startPairsPlayerCount(min: 1, max: 1, n: 1),
        .startPairsPlayerCount(min: 2, max: 2, n: 2),
        .statusPlayerLeads(player: "<player>", n: 1),
        .statusPlayerLeads(player: "<player>", n: 2),
        .listMoreAbove(n: 1),
        .listMoreAbove(n: 2),
        .listMoreBelow(n: 1),
        .listMoreBelow(n: 2),
        .reviewWordPoints(n: 1, points: "<points>"),
        .reviewWordPoints(n: 2, points: "<points>"),
        .teamsEarlierRoster(n: 1, k: 1),
        .teamsEarlierRoster(n: 2, k: 2),
        .wordsAllTyped(player: "<player>"),
        .wordsAllTyped(player: "<player>"),
        .cardPoints(n: 1),
        .cardPoints(n: 2),
        .lobbyMore(n: 1),
        .lobbyMore(n: 2),
        .lobbyUnseated(n: 1),
        .lobbyUnseated(n: 3),
    ]

    /// The counted templates: a count of one takes their "one" form in every language.
    static let counted: Set<String> = [
        "valueSomePacks", "packWords", "teamsPlayers", "shortageBody", "shortagePlay", "handoffGuessers",
        "handoffTime", "handoffCarried", "handoffWordsLeft", "handoffPassLimit", "refusedPassLimit",
        "reviewGuessed", "reviewPoints", "standingsLeads", "awardBestDescriber", "finalPoints",
        "startPlayerCount", "recordFoundBody", "awardBestDescriberPair", "statusPlayerLeads",
        "reviewWordPoints", "cardPoints",
    ]

    /// The name of a template's case: `valueSeconds` for `.valueSeconds(n: 1)`.
    static func name(_ template: StringTemplate) -> String {
        String(String(describing: template).prefix { $0 != "(" })
    }

    /// The text arguments of a sample, as given: `<team>` for `team: "<team>"`.
    static func textArguments(_ template: StringTemplate) -> [String] {
        Mirror(reflecting: template).children.flatMap { case_ in
            Mirror(reflecting: case_.value).children.compactMap { $0.value as? String }
                + [case_.value as? String].compactMap { $0 }
        }
    }

    @Test func theSamplesHoldEveryTemplate() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../../Sources/PappersUI/Strings/StringTemplate.swift"), encoding: .utf8)
        let declared = source.split(separator: "\n").compactMap { line -> String? in
            let line = line.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("case ") else { return nil }
            return String(line.dropFirst(5).prefix { $0 != "(" })
        }
        #expect(declared.count > 90)
        #expect(Set(declared) == Set(Self.samples.map(Self.name)))
    }

    @Test(arguments: UILanguage.allCases)
    func everyKeySaysItselfWhole(language: UILanguage) {
        let strings = Strings(language)
        for key in StringKey.allCases {
            let text = strings.text(key)
            #expect(!text.isEmpty && !text.contains("{") && !text.contains("}"), "\(language) \(key): \(text)")
        }
    }

    @Test(arguments: UILanguage.allCases)
    func everyTemplateSaysItselfWithItsArguments(language: UILanguage) {
        let strings = Strings(language)
        for template in Self.samples {
            let text = strings.text(template)
            #expect(!text.isEmpty && !text.contains("{") && !text.contains("}"), "\(language) \(template): \(text)")
            for argument in Self.textArguments(template) {
                #expect(text.contains(argument), "\(language) \(template) lacks \(argument): \(text)")
            }
        }
    }

    @Test(arguments: UILanguage.allCases)
    func aCountOfOneTakesTheSingularInEveryTemplate(language: UILanguage) {
        let strings = Strings(language)
        for template in Self.samples where Self.counted.contains(Self.name(template)) && !"\(template)".contains(": 2") {
            let text = strings.text(template)
            #expect(PluralTests.wrongPlurals(in: text).isEmpty, "\(language) \(template): \(text)")
        }
    }
}
