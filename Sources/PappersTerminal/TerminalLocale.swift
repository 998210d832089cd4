#if canImport(Glibc)
import Glibc
#endif

/// The C library's locale, which decides how curses reads and writes characters beyond ASCII.
enum TerminalLocale {
    /// What `setUp()` found.
    enum Characters: Equatable {
        /// UTF-8, as chosen (or as the C library's default).
        case utf8
        /// UTF-8 through `C.UTF-8`: no locale was chosen, or the chosen one says UTF-8 but is not installed.
        case utf8Instead(of: String?)
        /// Not UTF-8: the chosen locale, loaded (`ISO-8859-1`, say), or one that could not be loaded and does
        /// not say UTF-8 (the C library then speaks ASCII). Accents may show as `?`.
        case other(locale: String, codeset: String)
    }

    /// Sets the locale from the environment (`setlocale(LC_ALL, "")`) and says what characters are. Numbers
    /// stay in the C locale, so that nothing the C library formats or parses for the program (a decimal comma
    /// in a Catalan locale) changes with the terminal.
    ///
    /// Characters are taken to be UTF-8 (`C.UTF-8`, which every terminal of today speaks) when the environment
    /// names no locale at all (no `LC_ALL`, `LC_CTYPE` or `LANG`, or only `C`/`POSIX`, as in many containers
    /// and cron jobs), and when the chosen one cannot be loaded but its name says UTF-8 (`ca_ES.UTF-8` on a
    /// machine where it was never generated): otherwise accents would neither show nor type. The interface
    /// language is read from the environment's names, so it stays the chosen one. A chosen locale that loads
    /// and is not UTF-8 is respected.
    static func setUp() -> Characters {
        _ = setlocale(LC_ALL, "")
        // LC_ALL fails as a whole when any category cannot be loaded: the character locale on its own.
        let loaded = setlocale(LC_CTYPE, "") != nil
        _ = setlocale(LC_NUMERIC, "C")
        if isUTF8 { return .utf8 }
        let chosen = chosenCharacterLocale(environment: Terminal.environment)
        let unchosen = characterLocaleIsUnchosen(environment: Terminal.environment)
        if unchosen || (!loaded && namesUTF8(chosen ?? "")) {
            for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
                if isUTF8 { return .utf8Instead(of: chosen) }
            }
        }
        return .other(locale: chosen ?? "C", codeset: codeset ?? "ANSI_X3.4-1968")
    }

    /// Whether the current locale's character set is UTF-8.
    static var isUTF8: Bool {
        guard let name = codeset?.uppercased() else { return false }
        return name == "UTF-8" || name == "UTF8"
    }

    private static var codeset: String? {
        nl_langinfo(nl_item(CODESET)).map { String(cString: $0) }
    }

    /// Whether a locale's name says UTF-8: `ca_ES.UTF-8`, `ca_ES.utf8`, `ca_ES.UTF-8@valencia`, any case.
    static func namesUTF8(_ locale: String) -> Bool {
        guard let dot = locale.firstIndex(of: ".") else { return false }
        let codeset = locale[locale.index(after: dot)...].prefix { $0 != "@" }.lowercased()
        return codeset == "utf-8" || codeset == "utf8"
    }

    /// The character locale the environment chooses: the first set of `LC_ALL`, `LC_CTYPE`, `LANG`; nil when
    /// none is.
    static func chosenCharacterLocale(environment: (String) -> String?) -> String? {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment(name), !value.isEmpty { return value }
        }
        return nil
    }

    /// Whether the environment leaves the character locale to the C default: the first set of `LC_ALL`,
    /// `LC_CTYPE`, `LANG` is missing, `C` or `POSIX`.
    static func characterLocaleIsUnchosen(environment: (String) -> String?) -> Bool {
        guard let chosen = chosenCharacterLocale(environment: environment) else { return true }
        return chosen == "C" || chosen == "POSIX"
    }
}
