import PappersApp

/// One language of the interface: a text for every key and every template, each a switch over every case,
/// so that a key or a template without a translation does not compile.
protocol Language {
    /// The interface language these texts are in.
    static var language: UILanguage { get }
    static func text(_ key: StringKey) -> String
    static func text(_ template: StringTemplate) -> String
}

extension Language {
    /// The form of a counted text that `count` takes in this language: `one` for "1 word", `other` for the rest.
    static func counted(_ count: Int, one: String, other: String) -> String {
        PluralForm.of(count, in: language) == .one ? one : other
    }
}
