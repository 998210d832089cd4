import PappersApp

/// The interface text in one language.
public struct Strings: Sendable {
    public let language: UILanguage

    public init(_ language: UILanguage) {
        self.language = language
    }

    /// The texts of the language, each a switch over every key and template.
    private var texts: any Language.Type {
        switch language {
        case .en: English.self
        case .ca: Catalan.self
        case .es: Spanish.self
        }
    }

    /// The text of `key`.
    public func text(_ key: StringKey) -> String { texts.text(key) }

    /// The text of `template` with its arguments in place, in the form its count takes if it has one.
    public func text(_ template: StringTemplate) -> String { texts.text(template) }

    public subscript(_ key: StringKey) -> String { text(key) }

    public subscript(_ template: StringTemplate) -> String { text(template) }

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
