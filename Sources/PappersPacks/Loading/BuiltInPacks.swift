#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The packs shipped in `wordpacks/`, built into the program by the `EmbedWordPacks` plugin.
///
/// Their text is part of the binary, each language's packs in one stretch of it (`BuiltInPackFiles.languages`),
/// so that reading them keeps no page of another language's resident; a language's packs are parsed and checked
/// the first time they are asked for, once per process (`load(language:)`), so a program that plays in English
/// never reads the Catalan ones, and one that never looks at packs never pays for them. Their hints are not
/// checked against their cards there (`HintCheck`, a quarter of `simulate`'s start): the shipped packs cannot
/// change after the build, and `BuiltInHintTests` decodes every one of them with that check too, as `packs
/// validate` does any file. Each lives at `LANGUAGE/ID.json`: its folder is its language and its file name its id
/// (`ShippedPackTests` holds every pack to that), so both are known before any pack is read.
public enum BuiltInPacks {
    /// The path of every built-in pack relative to `wordpacks/`, such as `en/en-animals.json`, in order.
    public static var paths: [String] { BuiltInPackFiles.files.map(\.path) }

    /// The text of one built-in pack.
    public static func text(at path: String) -> String? {
        BuiltInPackFiles.files.first { $0.path == path }.map { String(decoding: bytes(of: $0), as: UTF8.self) }
    }

    /// The UTF-8 bytes of one built-in pack, read where the binary holds them.
    static func bytes(of file: (path: String, language: Int, start: Int, end: Int)) -> UnsafeBufferPointer<UInt8> {
        let text = BuiltInPackFiles.languages[file.language].text
        let all = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        return UnsafeBufferPointer(rebasing: all[file.start..<file.end])
    }

    /// The languages of the built-in packs (their folders), in path order.
    public static var languages: [String] {
        var languages: [String] = []
        for path in paths {
            let language = Self.language(ofPath: path)
            if languages.last != language { languages.append(language) }
        }
        return languages
    }

    /// The language of the pack at `path`: its folder.
    static func language(ofPath path: String) -> String {
        String(path.prefix { $0 != "/" })
    }

    /// The id of the pack at `path`: its file name without `.json`.
    static func id(ofPath path: String) -> String {
        String(path.split(separator: "/").last?.dropLast(5) ?? "")
    }

    /// The path of the built-in pack whose id is `id`, if there is one.
    static func path(ofID id: String) -> String? {
        paths.first { Self.id(ofPath: $0) == id }
    }

    /// Parses and checks every built-in pack, in path order.
    public static func loadAll() -> [PackLoad] {
        languages.flatMap(load(language:))
    }

    /// Parses and checks the built-in packs of `language` (the first time; after that, they are remembered), in
    /// path order.
    public static func load(language: String) -> [PackLoad] {
        if let loads = loaded.withLock({ $0[language] }) { return loads }
        let loads = BuiltInPackFiles.files.filter { Self.language(ofPath: $0.path) == language }.map { file in
            let source = PackSource.builtIn(path: file.path)
            return PackLoad(source: source, result: decodeCounting(Array(bytes(of: file)), source: source).result)
        }
        loaded.withLock { $0[language] = loads }
        if let index = BuiltInPackFiles.languages.firstIndex(where: { $0.language == language }) {
            releasePages(of: BuiltInPackFiles.languages[index].text)
        }
        return loads
    }

    /// Gives back the pages of `text`, a language's packs, once they are read: the packs are kept decoded, and a
    /// game in English otherwise kept the 240 KB of their text resident to its end. Only the pages that hold
    /// nothing but the text are given back (`wholePages`); they are pages of the binary's file that nothing
    /// wrote, so reading the text again (`packs validate`, `text(at:)`) maps them from the file again, the same.
    static func releasePages(of text: StaticString) {
        #if canImport(Glibc)
        let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let start = UInt(bitPattern: text.utf8Start)
        guard let pages = wholePages(from: start, count: UInt(text.utf8CodeUnitCount), pageSize: pageSize),
              let address = UnsafeMutableRawPointer(bitPattern: pages.lowerBound) else { return }
        _ = madvise(address, Int(pages.count), Int32(MADV_DONTNEED))
        #endif
    }

    /// The addresses of the whole pages of `pageSize` bytes within the `count` bytes from `start`; nil for none.
    static func wholePages(from start: UInt, count: UInt, pageSize: UInt) -> Range<UInt>? {
        let first = (start + pageSize - 1) / pageSize * pageSize
        let end = (start + count) / pageSize * pageSize
        return first < end ? first..<end : nil
    }

    /// Decodes a built-in pack's text as `load(language:)` does: every check of the format but the hints'.
    static func decodeCounting(_ bytes: [UInt8], source: PackSource)
        -> (result: Result<WordPack, PackProblems>, cost: DecodingCost)
    {
        PackDecoder.decodeCounting(bytes, source: source, checksHints: false)
    }

    /// The built-in packs read so far, by language.
    private static let loaded = Mutex<[String: [PackLoad]]>([:])
}
