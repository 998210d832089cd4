import PappersApp

/// Which form of a counted text a number takes in a language ("1 word", "2 words").
///
/// English, Catalan and Spanish have the same rule for whole numbers: one (exactly 1, or −1 for points
/// taken away) and other (0, 2, 3…). A language with more forms adds cases here and to `Language.counted`.
public enum PluralForm: Sendable, Equatable {
    case one, other

    /// The form `count` takes in `language`.
    public static func of(_ count: Int, in language: UILanguage) -> PluralForm {
        switch language {
        case .en, .ca, .es: count == 1 || count == -1 ? .one : .other
        }
    }
}
