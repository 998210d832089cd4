/// The help pages, over any screen.
public struct HelpOverlay: Equatable, Sendable {
    public static let pageCount = 9
    public var page = 0
    /// Lines scrolled down within the page, for small terminals (the screen stops at the end of the text).
    public var scroll = 0

    public init() {}
}
