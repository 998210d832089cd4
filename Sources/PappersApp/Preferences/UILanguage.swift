/// The languages of the interface.
public enum UILanguage: String, Codable, CaseIterable, Sendable {
    case en, ca, es

    /// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set,
    /// read as `ll_CC.encoding`; English when none names a language Pappers speaks.
    public static func from(environment: [String: String]) -> UILanguage {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let code = value.prefix { $0.isLetter }.lowercased()
            return UILanguage(rawValue: code) ?? .en
        }
        return .en
    }
}
