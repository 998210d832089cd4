import PappersApp

/// The interface text in one language.
public struct Strings: Sendable {
    public let language: UILanguage
    private let table: [StringKey: String]

    public init(_ language: UILanguage) {
        self.language = language
        table = Self.table(for: language)
    }

    /// The raw table of a language, for tests.
    static func table(for language: UILanguage) -> [StringKey: String] {
        switch language {
        case .en: English.table
        case .ca: Catalan.table
        case .es: Spanish.table
        }
    }

    /// The text of `key` with its placeholders filled. A key missing from the table (a test forbids it)
    /// falls back to English rather than showing nothing.
    public func text(_ key: StringKey, _ values: [String: String] = [:]) -> String {
        fill(table[key] ?? English.table[key] ?? key.rawValue, values)
    }

    /// `text` with each `{name}` replaced by its value.
    func fill(_ text: String, _ values: [String: String]) -> String {
        var text = text
        for (name, value) in values {
            text = text.replacingAll("{\(name)}", with: value)
        }
        return text
    }

    public subscript(_ key: StringKey, _ values: [String: String] = [:]) -> String { text(key, values) }

    /// The words of default names ("Team 1", "Player 2") in this language.
    public var defaultNames: DefaultNames {
        DefaultNames(team: text(.defaultTeam), player: text(.defaultPlayer))
    }

    /// The words of default names in every interface language, so that they follow a change of language.
    public static var defaultNamesByLanguage: [UILanguage: DefaultNames] {
        Dictionary(uniqueKeysWithValues: UILanguage.allCases.map { ($0, Strings($0).defaultNames) })
    }

    /// The names players use for a language's words, in that language.
    public static func languageName(_ code: String) -> String {
        switch code {
        case "en": "English"
        case "ca": "Català"
        case "es": "Español"
        case "fr": "Français"
        case "de": "Deutsch"
        case "it": "Italiano"
        case "pt": "Português"
        default: code
        }
    }
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
