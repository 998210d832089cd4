import PappersApp

/// Which form of a counted text a number takes in a language ("1 word", "2 words").
///
/// English, Catalan and Spanish have the same rule for whole numbers: one (exactly 1, or −1 for points
/// taken away) and other (0, 2, 3…). A language with more forms adds cases here and in its tables.
public enum PluralForm: Sendable, Equatable {
    case one, other

    /// The form `count` takes in `language`.
    public static func of(_ count: Int, in language: UILanguage) -> PluralForm {
        switch language {
        case .en, .ca, .es: count == 1 || count == -1 ? .one : .other
        }
    }
}

extension StringKey {
    /// The texts that hold a count and so have a "one" form in every language (a test checks). The table's
    /// own text is the "other" form.
    static let counted: Set<StringKey> = [
        .handoffTime, .handoffCarried, .handoffWordsLeft, .handoffPassLimit, .awardBestDescriber, .reviewPoints,
        .teamsPlayers, .packWords, .valueSomePacks, .shortageBody, .shortagePlay, .refusedPassLimit, .finalPoints,
        .startPlayerCount,
        // MARK: pairs-mode
        .awardBestDescriberPair, .statusPlayerLeads,
        .cardPoints,
        .reviewGuessed, .standingsLeads, .handoffGuessers,
        .reviewWordPoints,
        .recordFoundBody,
    ]
}

extension Strings {
    /// The text of `key` in the form `count` takes, placeholders filled; `{n}` is `count` unless `values`
    /// says otherwise (the review's points pass "+1" as `{points}`).
    public func text(_ key: StringKey, count: Int, _ values: [String: String] = [:]) -> String {
        var values = values
        if values["n"] == nil { values["n"] = String(count) }
        if PluralForm.of(count, in: language) == .one, let one = Self.ones(for: language)[key] {
            return fill(one, values)
        }
        return text(key, values)
    }

    /// The "one" forms of a language's counted texts, for tests.
    static func ones(for language: UILanguage) -> [StringKey: String] {
        switch language {
        case .en: English.one
        case .ca: Catalan.one
        case .es: Spanish.one
        }
    }
}
