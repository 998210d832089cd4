/// A pack that did not load, with its problems.
public struct PackFailure: Hashable, Sendable {
    public let source: PackSource
    public let problems: PackProblems

    public init(source: PackSource, problems: PackProblems) {
        self.source = source
        self.problems = problems
    }
}
