import PappersApp
import PappersEngine
import PappersPacks
import PappersStore

/// The packs a session reads (the built-in ones, the data directory's own, and the files named with --pack),
/// once the first frame is out: the words on offer for a game, and which words each pack holds for the records.
final class SessionPacks {
    private let directory: DataDirectory
    private let files: [String]
    /// The packs read for the game's words, whose words the records count by pack. Which words each pack holds
    /// is found only when the records are read: it reads the built-in packs of every language, about 1 MB of
    /// heap that a game of one language never needs.
    private var catalog: PackCatalog?

    init(directory: DataDirectory, files: [String]) {
        self.directory = directory
        self.files = files
    }

    /// Reads the packs; the words on offer, with the words played before (`played`).
    func load(played: [String: Int]) -> AppEvent {
        let catalog = Self.catalog(directory, packFiles: files)
        self.catalog = catalog
        return .wordsLoaded(WordSupply(catalog: catalog, lastPlayed: played))
    }

    /// Which words each pack holds, for the records read on another thread: the packs already read, else read
    /// there (the records screen may open before the packs are read).
    var wordsOfEachPack: @Sendable () -> PackWords {
        let (read, directory, files) = (catalog, directory, files)
        return { (read ?? Self.catalog(directory, packFiles: files)).packWords }
    }

    /// The packs a session reads: the built-in ones, the data directory's own, and `packFiles`.
    static func catalog(_ directory: DataDirectory, packFiles: [String]) -> PackCatalog {
        PackCatalog.load(builtIn: true, userFolder: directory.packsFolder, files: packFiles)
    }
}
