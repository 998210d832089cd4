/// The game's random generator: xoshiro256** (Blackman and Vigna, 2018), seeded through SplitMix64.
///
/// Every random choice of a game comes from one of these, so the same seed gives the same game on every
/// machine and every Swift version. That is why Pappers draws integers and shuffles with its own code
/// (`next(below:)`, `shuffle(_:)`) instead of the standard library's, whose algorithms may change.
public struct SeededGenerator: RandomNumberGenerator, Codable, Equatable, Sendable {
    @usableFromInline var s0, s1, s2, s3: UInt64

    /// A generator for one stream of a game's seed. Streams keep unrelated choices apart: drawing the bowl
    /// does not shift the shuffles of the game, and simulated players do not shift either.
    public init(seed: UInt64, stream: RandomStream = .game) {
        var mixer = SplitMix64(seed: seed ^ (stream.rawValue &* 0xD1B5_4A32_D192_ED03))
        s0 = mixer.next()
        s1 = mixer.next()
        s2 = mixer.next()
        s3 = mixer.next()
        if s0 | s1 | s2 | s3 == 0 { s0 = 1 }
    }

    @inlinable @inline(__always)
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, by: 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, by: 45)
        return result
    }

    /// A uniform integer in `0..<bound` (Lemire's multiply-and-reject method, so no modulo bias).
    @inlinable @inline(__always)
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// A uniform integer in `range`.
    public mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + next(below: range.count)
    }

    /// True with probability `numerator / denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        next(below: denominator) < numerator
    }

    /// Fisher–Yates, from the last element down. Inlinable, so that each caller gets a copy specialised to its
    /// element type: unspecialised, the swaps went through the generic witness tables and took half of
    /// `pappers simulate`'s time (drawing each bowl shuffles the positions of every candidate word).
    /// The swaps go through the array's buffer, which is made unique once rather than at every swap, and the
    /// generator works on a copy of itself that no swap can overwrite, so its state stays in registers.
    @inlinable
    public mutating func shuffle<T>(_ elements: inout [T]) {
        let start = self
        self = elements.withUnsafeMutableBufferPointer { buffer in
            var generator = start
            var i = buffer.count - 1
            while i > 0 {
                let j = generator.next(below: i + 1)
                if i != j { buffer.swapAt(i, j) }
                i -= 1
            }
            return generator
        }
    }

    /// The elements in a random order.
    @inlinable
    public mutating func shuffled<T>(_ elements: [T]) -> [T] {
        var copy = elements
        shuffle(&copy)
        return copy
    }

    @inlinable
    func rotateLeft(_ x: UInt64, by k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}

/// The independent streams drawn from one game seed.
public enum RandomStream: UInt64, Sendable {
    /// Shuffles of the bowl, team order, first describers.
    case game = 0
    /// Which words of the packs go into the bowl.
    case bowl = 1
    /// How simulated players behave.
    case players = 2
    /// Random teams drawn on the teams screen.
    case teams = 3
}
