import PappersEngine

/// Why a name cannot be a name, in the interface language (the engine's `NameProblem.description` is for
/// logs and the command line, in English).
enum NameProblemText {
    static func text(_ problem: NameProblem, _ context: ScreenContext) -> String {
        switch problem {
        case .empty: context.text(.nameEmpty)
        case .tooWide(let columns): context.text(.nameTooWide(n: columns, max: Names.maximumColumns))
        case .unsafe: context.text(.nameUnsafe)
        case .notTrimmed: context.text(.nameNotTrimmed)
        }
    }
}
