/// The room's password: 4 to 6 letters, shown on the host's screen and typed as the SSH password, in either
/// case. Compared in time that does not depend on how much of it a guess got right.
public struct RoomCode: Equatable, Sendable, CustomStringConvertible {
    /// The code in capitals.
    public let letters: String
    private let bytes: [UInt8]

    public static let lengths = 4...6
    /// The letters a made-up code uses: no I or O, which read as 1 and 0 on some screens.
    public static let alphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZ".utf8)

    /// The code `text` spells (4 to 6 ASCII letters, any case); nil for anything else.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard Self.lengths.contains(bytes.count),
              bytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
        self.bytes = bytes.map(Self.upper)
        letters = String(decoding: self.bytes, as: UTF8.self)
    }

    /// A new code of `length` letters (from `alphabet`).
    public static func random(length: Int = 5, using generator: inout some RandomNumberGenerator) -> RoomCode {
        let length = min(max(length, lengths.lowerBound), lengths.upperBound)
        let letters = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
        return RoomCode(String(decoding: letters, as: UTF8.self))!
    }

    public static func random(length: Int = 5) -> RoomCode {
        var generator = SystemRandomNumberGenerator()
        return random(length: length, using: &generator)
    }

    /// Whether `password` is the code, in any case. Every letter of the code is compared whatever the guess, so
    /// the time taken tells nothing of how close a guess was.
    public func matches(_ password: String) -> Bool {
        let guess = Array(password.utf8.prefix(64))
        var difference: UInt8 = guess.count == bytes.count ? 0 : 1
        for index in bytes.indices {
            let typed = index < guess.count ? Self.upper(guess[index]) : 0
            difference |= bytes[index] ^ typed
        }
        return difference == 0
    }

    public var description: String { letters }

    private static func upper(_ byte: UInt8) -> UInt8 {
        (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
    }
}
