import PappersCanvas

/// What the host keeps of what a client says about its terminal, whatever it says: sizes within bounds, TERM
/// and a few environment values short and inert.
public enum TerminalLimits {
    /// The widest and tallest terminal a seat is drawn for: 1 to 500 columns, 1 to 200 rows. A client that
    /// says 0 × 0 gets 1 × 1 (the seat says its terminal is too small), one that says 100000 × 100000 gets
    /// 500 × 200 (the host never makes a grid of ten billion cells).
    public static let columns = 1...500
    public static let rows = 1...200
    /// The size assumed before a client sends one.
    public static let defaultSize = Size(width: 80, height: 24)

    /// The most bytes of TERM kept.
    public static let termBytes = 64
    /// The environment variables kept from a client's `env` requests; others are refused.
    public static let environmentNames: Set<String> = ["LANG", "LC_ALL", "LC_MESSAGES", "LC_CTYPE", "COLORTERM", "NO_COLOR"]
    /// The most bytes of one environment value kept.
    public static let environmentValueBytes = 64

    /// A client's size, clamped.
    public static func size(columns: Int, rows: Int) -> Size {
        Size(width: min(max(columns, Self.columns.lowerBound), Self.columns.upperBound),
             height: min(max(rows, Self.rows.lowerBound), Self.rows.upperBound))
    }

    /// `value` made inert: only printable ASCII (no space, no control), cut to `limit` bytes.
    public static func inert(_ value: String, limit: Int) -> String {
        String(decoding: value.utf8.lazy.filter { (0x21...0x7E).contains($0) }.prefix(limit), as: UTF8.self)
    }
}
