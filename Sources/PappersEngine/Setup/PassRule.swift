/// Whether the describer may skip a word in a round.
///
/// Encoded as `"allowed"`, `"forbidden"`, or the number of passes allowed per turn.
public enum PassRule: Equatable, Sendable, Codable {
    case allowed
    case forbidden
    /// At most this many passes per turn (at least 1).
    case limited(Int)

    /// Whether one more pass is allowed after `passes` in this turn.
    public func allowsAnother(after passes: Int) -> Bool {
        switch self {
        case .allowed: true
        case .forbidden: false
        case .limited(let limit): passes < limit
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let limit = try? container.decode(Int.self) {
            self = .limited(limit)
            return
        }
        switch try container.decode(String.self) {
        case "allowed": self = .allowed
        case "forbidden": self = .forbidden
        case let other:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected \"allowed\", \"forbidden\" or a number, found \(other)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .allowed: try container.encode("allowed")
        case .forbidden: try container.encode("forbidden")
        case .limited(let limit): try container.encode(limit)
        }
    }
}
