#if canImport(Glibc)
import Glibc
#endif

/// The C library's locale, which decides how curses reads and writes characters beyond ASCII.
enum TerminalLocale {
    /// Sets the locale from the environment (`setlocale(LC_ALL, "")`) and returns whether characters are UTF-8.
    /// Numbers stay in the C locale, so that nothing the C library formats or parses for the program (a decimal
    /// comma in a Catalan locale) changes with the terminal.
    ///
    /// When the environment names no locale at all (no `LC_ALL`, `LC_CTYPE` or `LANG`, or only `C`/`POSIX`, as
    /// in many containers and cron jobs), characters are taken to be UTF-8 (`C.UTF-8`), which every terminal
    /// of today speaks; otherwise accents would neither show nor type. A locale the user chose is respected.
    static func setUp() -> Bool {
        _ = setlocale(LC_ALL, "")
        _ = setlocale(LC_NUMERIC, "C")
        if isUTF8 { return true }
        guard characterLocaleIsUnchosen(environment: Terminal.environment) else { return false }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8 { return true }
        }
        return false
    }

    /// Whether the current locale's character set is UTF-8.
    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// Whether the environment leaves the character locale to the C default: the first set of `LC_ALL`,
    /// `LC_CTYPE`, `LANG` is missing, `C` or `POSIX`.
    static func characterLocaleIsUnchosen(environment: (String) -> String?) -> Bool {
        var chosen: String?
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment(name), !value.isEmpty {
                chosen = value
                break
            }
        }
        guard let chosen else { return true }
        return chosen == "C" || chosen == "POSIX"
    }
}
