extension Unicode.Scalar {
    /// Whether the scalar is a combining mark (nonspacing, enclosing or spacing): it belongs to the character
    /// before it, and alone it has nothing to sit on.
    public var isCombiningMark: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: true
        default: false
        }
    }
}
