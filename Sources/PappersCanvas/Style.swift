/// How a cell looks: colours and attributes.
public struct Style: Hashable, Codable, Sendable {
    public var foreground: Colour
    public var background: Colour
    public var bold: Bool
    public var reverse: Bool
    public var underline: Bool
    public var blink: Bool

    public init(
        foreground: Colour = .terminal, background: Colour = .terminal, bold: Bool = false, reverse: Bool = false,
        underline: Bool = false, blink: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.reverse = reverse
        self.underline = underline
        self.blink = blink
    }

    /// The terminal's own colours, no attributes.
    public static let plain = Style()

    public func bolded(_ on: Bool = true) -> Style {
        var copy = self
        copy.bold = on
        return copy
    }

    public func reversed(_ on: Bool = true) -> Style {
        var copy = self
        copy.reverse = on
        return copy
    }
}
