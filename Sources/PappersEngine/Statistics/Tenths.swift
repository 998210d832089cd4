/// The one rounding rule for every time Pappers shows (the podium's awards, the Records screen, `pappers stats`):
/// tenths of a second, rounded half up, so 1_450 ms is 1.5 s and 37_950 ms is 38.0 s everywhere.
public enum Tenths {
    /// `millis` in tenths of a second, rounded half up.
    public static func of(millis: Int) -> Int { (millis + 50) / 100 }

    /// Tenths written with a decimal point: 93 is "9.3" (the caller puts its language's separator in).
    public static func text(_ tenths: Int) -> String { "\(tenths / 10).\(tenths % 10)" }
}
