import PappersJSON

/// Gathers the problems of one file by byte offset and keeps the first ones in the order of the file.
///
/// Problems arrive mostly in file order (the reader's, then the header's and words'), not always (a missing
/// field points back at its object). The collector keeps the `limit` earliest, in order, and counts the rest
/// without building their messages, so a file full of mistakes costs no more than a clean one.
struct ProblemCollector {
    private struct Entry {
        let offset: Int
        let message: String
    }

    private var entries: [Entry] = []
    private(set) var omitted = 0
    /// How many messages were built: at most `limit` and those pushed out by earlier ones, however many added.
    private(set) var messagesBuilt = 0
    let limit: Int

    init(limit: Int = PackFormat.maxListedProblems) {
        self.limit = limit
    }

    var isEmpty: Bool { entries.isEmpty && omitted == 0 }

    /// Adds a problem at a byte offset. Problems at the same offset keep the order they were added in.
    mutating func add(at offset: Int, _ message: @autoclosure () -> String) {
        if entries.count >= limit {
            guard let last = entries.last, offset < last.offset else {
                omitted += 1
                return
            }
            entries.removeLast()
            omitted += 1
        }
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].offset <= offset { low = middle + 1 } else { high = middle }
        }
        messagesBuilt += 1
        entries.insert(Entry(offset: offset, message: message()), at: low)
    }

    /// Counts problems that were found but not kept elsewhere.
    mutating func omit(_ count: Int) {
        omitted += count
    }

    /// The problems with their lines and columns.
    func resolve(file: String, locator: inout SourceLocator) -> PackProblems {
        let listed = entries.map {
            PackProblem(file: file, position: locator.position(of: $0.offset), message: $0.message)
        }
        return PackProblems(file: file, listed: listed, omitted: omitted)
    }
}
