/// How Pappers makes itself heard.
public enum SoundMode: String, Codable, CaseIterable, Sendable {
    /// The best the machine offers: a sound player when one is installed, else the bell.
    case on
    /// The terminal bell only.
    case bell
    case off
}
