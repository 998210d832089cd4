/// Whether the screens move by themselves: the time bar's smooth drain, the time-up flash and the podium's
/// confetti. Calm keeps the time bar in whole seconds and shows no flash and no confetti.
public enum Motion: String, Codable, CaseIterable, Sendable {
    case full
    case calm
}
