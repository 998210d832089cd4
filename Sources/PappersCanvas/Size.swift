/// A terminal's size in columns and rows.
public struct Size: Equatable, Hashable, Codable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The smallest terminal Pappers plays in.
    public static let minimum = Size(width: 40, height: 12)

    /// Whether a terminal of this size is big enough to play.
    public var isPlayable: Bool { width >= Size.minimum.width && height >= Size.minimum.height }
}
