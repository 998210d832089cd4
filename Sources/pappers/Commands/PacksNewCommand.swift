import ArgumentParser
import Foundation
import PappersJSON
import PappersPacks
import PappersStore
import PappersText

/// `pappers packs new`: a word pack from a plain list, one word per line.
struct PacksNewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Make a word pack from a plain list of words, one per line.",
        discussion: """
            Each non-empty line of FILE (or of standard input, when FILE is - or missing) is one word or short \
            phrase; "word | 1" gives it a level (1 easy, 2 medium, 3 hard); a line starting with # is a \
            comment (a # after a word is part of the word). Words that repeat an earlier one (ignoring case and \
            spacing) are kept once, with a warning. Every word is checked as in any pack: a refused line is \
            reported as FILE:LINE:COLUMN: message, nothing is written, and the exit status is 65.

            The pack goes into the data directory's packs folder as ID.json (the folder is created if \
            needed), or to --output. The id comes from the name (lower case, accents folded, hyphens: \
            "La colla" gives la-colla) unless --id gives one. An existing file, or a pack of the packs folder \
            with the same id, is replaced only with --force (exit 64 otherwise); a built-in pack's id is never \
            taken.

            Examples:
              pappers packs new words.txt --lang ca --name "La colla"
              pappers packs new - --lang en --name Pals --output pals.json < words.txt
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("A text file, one word per line; - or nothing for standard input.", valueName: "FILE"))
    var file: String?

    @Option(name: .customLong("lang"), help: ArgumentHelp("The language of the words (ISO 639-1: en, ca, es…).", valueName: "CODE"))
    var language: String

    @Option(help: ArgumentHelp("The name players see, 1 to 40 characters.", valueName: "NAME"))
    var name: String

    @Option(help: ArgumentHelp("The pack's id (default: made from the name).", valueName: "ID"))
    var id: String?

    @Option(help: ArgumentHelp("Where to write the pack (default: DATA_DIR/packs/ID.json).", valueName: "PATH"))
    var output: String?

    @Flag(help: "Replace an existing file, or the user pack with the same id.")
    var force = false

    /// How problems name standard input.
    static let standardInputName = "<stdin>"

    func run() throws {
        let (bytes, inputName) = try readInput()
        let list: WordList
        switch WordList.read(bytes, file: inputName) {
        case .success(let read): list = read
        case .failure(let problems):
            StandardStreams.tell(problems.lines)
            throw Failure(.badData, "no pack written: \(inputName) has \(Self.count(problems.count, "refused line"))")
        }
        let made: NewPack
        switch NewPack.make(list: list, name: name, language: language, id: id) {
        case .success(let pack): made = pack
        case .failure(let problem as NewPack.OptionProblem): throw Failure(.usage, problem.message)
        case .failure(let problems as PackProblems):
            StandardStreams.tell(problems.lines)
            throw Failure(.badData, "no pack written: the pack made from \(inputName) does not load")
        case .failure(let error): throw Failure(.badData, "no pack written: \(error)")
        }
        let target = try destination(for: made.pack)
        StandardStreams.tell(list.folded.map(\.description))
        do {
            // The packs folder of the data directory is never written through a link; --output's folder is the
            // user's to choose.
            try FileWriter.write(Array(made.json.utf8), to: target.path, replacing: force, folderMayBeALink: output != nil)
        } catch .exists(let path) {
            throw Failure(.usage, "\(path) exists already; choose another --output, or --force to replace it")
        } catch .notARegularFile(let path, let kind) {
            throw Failure(.usage, Self.notARegularFile(path, kind))
        } catch {
            throw Failure(.ioError, "no pack written: \(error)")
        }
        let pack = made.pack
        try StandardStreams.output("\(target.replaces ? "replaced" : "wrote") \(target.path): pack \(pack.id) "
            + "(\(JSON.string(pack.name).compactText), \(pack.language), \(Self.count(pack.words.count, "word")))\n")
    }

    /// The list's bytes and how problems name it: a file, or standard input.
    private func readInput() throws -> ([UInt8], String) {
        guard let file, file != "-" else {
            if isatty(STDIN_FILENO) == 1 {
                StandardStreams.tell(["Type one word per line (word | 1 for a level); end with Ctrl-D."])
            }
            return (try Self.readStandardInput(), Self.standardInputName)
        }
        let displayName = UnsafeText.inert(file)
        switch PackFile.read(path: file, displayPath: displayName, expected: "a text file with one word per line") {
        case .success(let bytes): return (bytes, displayName)
        case .failure(let problems):
            // Missing: 66; a folder or a file over the size limit: 65; the system failing to read it: 74.
            let message = problems.first?.message ?? ""
            let status: ExitStatus = problems.isMissingFile ? .missingInput : message.hasPrefix("cannot ") ? .ioError : .badData
            throw Failure(status, problems.first?.description ?? displayName)
        }
    }

    /// Standard input, through the one bounded reader, up to the size limit of a pack file.
    private static func readStandardInput() throws(Failure) -> [UInt8] {
        if StandardStreams.wasClosed(STDIN_FILENO) {
            throw Failure(.ioError, "cannot read standard input: it is closed")
        }
        switch BoundedInput.read(descriptor: STDIN_FILENO, limit: PackFormat.maxFileBytes) {
        case .success(let bytes): return bytes
        case .failure(let problem) where problem == .tooLarge(size: nil, limit: PackFormat.maxFileBytes):
            throw Failure(.badData, "\(standardInputName): \(problem)")
        case .failure(let problem): throw Failure(.ioError, "cannot read standard input: \(problem)")
        }
    }

    /// Where the pack goes, and whether it replaces a pack or file there; fails when the id or the file is
    /// taken and --force was not given, or when the id is a built-in pack's.
    private func destination(for pack: WordPack) throws -> (path: String, replaces: Bool) {
        let dataDirectory = DataDirectory.resolve(explicit: global.dataDir, environment: ProcessInfo.processInfo.environment)
        let catalog = PackCatalog.load(userFolder: dataDirectory.packsFolder)
        let quotedID = "\"\(pack.id)\""
        // Built-in packs are named after their ids: the file name says it even if the pack did not load.
        if let builtIn = BuiltInPacks.paths.first(where: { $0.hasSuffix("/\(pack.id).json") }) {
            throw Failure(.usage, "pack id \(quotedID) is a built-in pack's (wordpacks/\(builtIn)); give another --id")
        }
        let sameID = catalog.pack(id: pack.id)
        let path: String
        if let output {
            path = output
        } else {
            try createPacksFolder(dataDirectory)
            path = sameID?.source.path ?? dataDirectory.packsFolder + "/" + pack.id + ".json"
        }
        if let sameID, !Self.isSameFile(sameID.source.path, path) {
            guard force else {
                throw Failure(.usage, "pack id \(quotedID) is already used by \(sameID.source.displayPath); give another --id, or --force to write it anyway")
            }
            StandardStreams.tell(["warning: pack id \(quotedID) is also used by \(sameID.source.displayPath); only one of them loads"])
        }
        var status = stat()
        let exists = lstat(path, &status) == 0
        switch status.st_mode & S_IFMT {
        case _ where !exists, S_IFREG: break
        case S_IFDIR: throw Failure(.usage, "\(path) is a folder; expected the path of the pack file to write")
        case S_IFLNK: throw Failure(.usage, Self.notARegularFile(path, "a symbolic link"))
        case S_IFIFO: throw Failure(.usage, Self.notARegularFile(path, "a FIFO"))
        case S_IFCHR, S_IFBLK: throw Failure(.usage, Self.notARegularFile(path, "a device"))
        default: throw Failure(.usage, Self.notARegularFile(path, "a socket"))
        }
        if exists && !force {
            let what = sameID.map { "the pack \"\($0.id)\"" } ?? "a file"
            throw Failure(.usage, "\(path) holds \(what) already; --force replaces it")
        }
        return (path, exists)
    }

    /// Why a path that is not a regular file is not written, whatever --force says.
    private static func notARegularFile(_ path: String, _ kind: String) -> String {
        "\(path) is \(kind), not a regular file; packs new writes only regular files: choose another --output"
    }

    /// The data directory (as every command creates it) and its packs folder, private like it.
    private func createPacksFolder(_ dataDirectory: DataDirectory) throws {
        do {
            try dataDirectory.create()
        } catch {
            throw Failure(.ioError, "no pack written: \(error)")
        }
        let folder = dataDirectory.packsFolder
        if mkdir(folder, 0o700) != 0 {
            let code = errno
            var status = stat()
            guard code == EEXIST, lstat(folder, &status) == 0 else {
                throw Failure(.ioError, "no pack written: cannot create \(folder): \(String(cString: strerror(code)).lowercased())")
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: break
            case S_IFLNK: throw Failure(.ioError, "no pack written: \(folder) is a symbolic link; Pappers never writes through one")
            default: throw Failure(.ioError, "no pack written: \(folder) is not a folder")
            }
        }
    }

    private static func isSameFile(_ first: String, _ second: String) -> Bool {
        URL(fileURLWithPath: first).standardizedFileURL.resolvingSymlinksInPath().path
            == URL(fileURLWithPath: second).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func count(_ number: Int, _ singular: String) -> String {
        "\(number) \(singular)\(number == 1 ? "" : "s")"
    }
}
