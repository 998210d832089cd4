import ArgumentParser
import Foundation
import PappersPacks
import PappersStore
import PappersText

/// `pappers packs check`: the clashes of a set of packs, for authors to decide on.
struct PacksCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "List the cards of a set of packs that give each other away, and whether a group covers each.",
        discussion: """
            Two cards of one language clash when one's folded text (case, accents, articles and a plural s \
            ignored) appears as whole words in the other's: "dog" and "hot dog". A game never draws both; a clash \
            is covered when both cards carry the same "group", which says the authors meant it. Cards that give \
            each other away in other ways are listed too, unless a group covers them (the draw keeps a group's \
            cards apart, nothing else does), each with its rule: plural ("tooth", "brush your teeth"), derived \
            ("futbol", "futbolista"), compound ("rain", "rainbow"), root (the first 5 letters: "library", \
            "librarian"), head noun ("polar bear", "teddy bear"), shared word ("raspall de dents", "pasta de \
            dents"), related (a set of wordpacks/related/LANGUAGE.txt: "Batman", "bat"). The set is every \
            pack (built in and the user's folder) of --lang, or of every language, or exactly the packs named \
            with --pack. Every word is checked against every other of its language, adults words and every level \
            included. One line per clash at the card that holds the other, one line per give-away at the later \
            card, then a count. Exits 0 when no clash and no give-away is uncovered, 65 when some is (or a named \
            file is not a valid pack), 66 when a named file or id does not exist.

            Examples:
              pappers packs check --pack ca-first --pack ca-people
              pappers packs check --pack ./my-pack.json --pack en-animals
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("lang"), help: ArgumentHelp("Only the packs of this language (ISO 639-1).", valueName: "CODE"))
    var language: String?

    @Option(name: .customLong("pack"), help: ArgumentHelp(
        "A pack to check, by id or as a JSON file (repeatable; default: every pack).", valueName: "ID_OR_FILE"))
    var packs: [String] = []

    func validate() throws {
        if let language, !Languages.isKnown(language) {
            throw ValidationError("--lang takes an ISO 639-1 code such as en, ca or es, not \(language)")
        }
    }

    func run() throws {
        let files = packs.filter(WordOptions.isFile)
        let catalog = PacksCommand.catalog(global: global, files: files)
        var chosen: [WordPack] = []
        for argument in packs {
            if WordOptions.isFile(argument) {
                let path = URL(fileURLWithPath: argument).standardizedFileURL.path
                if let failure = catalog.failures.first(where: { $0.source == .file(path: argument) || $0.source.path == path }) {
                    let status: ExitStatus = failure.problems.isMissingFile ? .missingInput : .badData
                    throw Failure(status, failure.problems.first.map { "\($0)" } ?? "\(argument): cannot be used")
                }
                if let pack = catalog.packs.first(where: { $0.source == .file(path: argument) || $0.source.path == path }) {
                    chosen.append(pack)
                }
            } else {
                guard let pack = catalog.pack(id: argument) else {
                    throw Failure(.missingInput, "no pack has the id \(UnsafeText.inert(argument)); `pappers packs list` shows them")
                }
                chosen.append(pack)
            }
        }
        if packs.isEmpty {
            chosen = catalog.packs
            for failure in catalog.failures {
                if let language, case .builtIn(let path) = failure.source, !path.hasPrefix(language + "/") { continue }
                StandardStreams.complain(
                    "warning: \(failure.source.displayPath) did not load, so it was not checked (`pappers packs validate` says why)")
            }
        }
        if let language { chosen = chosen.filter { $0.language == language } }
        let clashes = PackClash.find(in: chosen)
        let giveAways = PackGiveAway.find(in: chosen, related: BuiltInRelatedTables.table(for:)).filter { !$0.isCovered }
        var output = OutputBuffer()
        for clash in clashes { try output.line(clash.description) }
        for giveAway in giveAways { try output.line(giveAway.description) }
        let uncovered = clashes.filter { !$0.isCovered }.count
        let words = Dictionary(grouping: chosen, by: \.language).values
            .reduce(0) { total, packs in total + Set(packs.flatMap { $0.words.map(\.key) }).count }
        func count(_ number: Int, _ singular: String, _ plural: String) -> String {
            "\(number) \(number == 1 ? singular : plural)"
        }
        let byRule = GiveAwayRule.allCases.compactMap { rule in
            let found = giveAways.filter { $0.rule == rule }.count
            return found == 0 ? nil : "\(rule.rawValue) \(found)"
        }
        try output.line("\(count(clashes.count, "clash", "clashes")), \(uncovered) not covered by a group; "
            + "\(count(giveAways.count, "give-away", "give-aways")) not covered by a group"
            + (byRule.isEmpty ? "" : ": " + byRule.joined(separator: ", "))
            + " (\(count(words, "word", "words")) in \(count(chosen.count, "pack", "packs")))")
        try output.flush()
        if uncovered > 0 || !giveAways.isEmpty { throw ExitCode(ExitStatus.badData.code) }
    }
}
