/// One column of one row of the screen.
///
/// A wide character (two columns) sits in its first cell; the cell after it is a `continuation` that the
/// terminal skips when it copies the grid.
public struct Cell: Equatable, Sendable {
    public var character: Character
    public var style: Style
    /// The right half of a wide character.
    public var isContinuation: Bool

    public init(_ character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    public static let blank = Cell()
}
