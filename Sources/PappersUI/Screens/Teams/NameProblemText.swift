import PappersEngine

/// Why a name cannot be a name, in the interface language (the engine's `NameProblem.description` is for
/// logs and the command line, in English).
enum NameProblemText {
    static func text(_ problem: NameProblem, _ context: ScreenContext) -> String {
        text(problem, context.strings)
    }

    static func text(_ problem: NameProblem, _ strings: Strings) -> String {
        switch problem {
        case .empty: strings.text(.nameEmpty)
        case .tooWide(let columns): strings.text(.nameTooWide(n: columns, max: Names.maximumColumns))
        case .unsafe: strings.text(.nameUnsafe)
        case .notTrimmed: strings.text(.nameNotTrimmed)
        }
    }
}
