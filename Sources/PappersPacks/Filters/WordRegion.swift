/// Where the players live, for the cards only one English-speaking country knows: a card tagged with one or
/// more regions (`uk`, `us`, `ireland`, `australia`, `canada`) is drawn only when the region chosen is one of
/// them; `any` draws every card. Cards without a region tag are for everyone.
public enum WordRegion: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
    case any
    case us
    case gb
    case ie
    case au
    case ca

    /// The tags that mark a card as this region's: the packs write the United Kingdom `uk`, and Ireland,
    /// Australia and Canada in full (the short forms are read the same).
    public var tags: [String] {
        switch self {
        case .any: []
        case .us: ["us"]
        case .gb: ["uk", "gb"]
        case .ie: ["ireland", "ie"]
        case .au: ["australia", "au"]
        case .ca: ["canada", "ca"]
        }
    }

    /// Every tag that marks a card as one region's.
    public static let regionTags: Set<String> = Set(allCases.flatMap(\.tags))

    /// The regions a card is tagged with; none for a card for everyone.
    public static func regions(of word: PackWord) -> [WordRegion] {
        allCases.filter { region in region.tags.contains { word.tags.contains($0) } }
    }

    /// Whether a word may be drawn for players of this region.
    public func admits(_ word: PackWord) -> Bool {
        guard self != .any, word.tags.contains(where: Self.regionTags.contains) else { return true }
        return tags.contains { word.tags.contains($0) }
    }

    /// A region as `--region` names it: `any`, `us`, `gb` (or `uk`), `ie`, `au`, `ca`, in any case.
    public init?(argument: String) {
        let code = argument.lowercased()
        self.init(rawValue: code == "uk" ? "gb" : code)
    }

    /// The region of the environment's locale: the territory of the first of `LC_ALL`, `LC_MESSAGES`, `LANG`
    /// that is set (`en_GB.UTF-8` → `gb`, `en_US` → `us`, `en_IE` → `ie`, `en_AU` → `au`, `en_CA` → `ca`);
    /// `any` for any other territory, or none.
    public static func from(environment: [String: String]) -> WordRegion {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let locale = value.prefix { $0 != "." && $0 != "@" }
            guard let separator = locale.firstIndex(where: { $0 == "_" || $0 == "-" }) else { return .any }
            let territory = locale[locale.index(after: separator)...].lowercased()
            return WordRegion(argument: territory) ?? .any
        }
        return .any
    }

    public var description: String { rawValue }
}
