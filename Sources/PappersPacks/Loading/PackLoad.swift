/// What loading one pack gave: the pack, or its problems, and where it came from.
public struct PackLoad: Sendable {
    public let source: PackSource
    /// The pack, or every problem that kept it out.
    public let result: Result<WordPack, PackProblems>

    public init(source: PackSource, result: Result<WordPack, PackProblems>) {
        self.source = source
        self.result = result
    }

    /// The pack, when it loaded.
    public var pack: WordPack? {
        if case .success(let pack) = result { return pack }
        return nil
    }

    /// The problems, when it did not.
    public var problems: PackProblems? {
        if case .failure(let problems) = result { return problems }
        return nil
    }
}
