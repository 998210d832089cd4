/// The colours a screen may use: the eight every colour terminal has, plus "the terminal's own".
///
/// Eight colours keep Pappers vivid on any terminal; the themes choose which pairs to use.
public enum Colour: UInt8, Codable, CaseIterable, Sendable {
    case terminal = 0
    case black, red, green, yellow, blue, magenta, cyan, white
}
