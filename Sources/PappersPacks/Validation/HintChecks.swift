import Dispatch
import PappersJSON

/// A word's hint, kept for `HintCheck` until the pack's language is known.
struct HintToCheck: Sendable {
    let number: Int
    let text: String
    let hint: String
    let value: JSONValue
}

extension HintCheck {
    /// `problem(hint:text:language:)` of each hint, in the hints' order. A pack with thousands of hints has
    /// its two halves checked at once on two threads: each hint is checked alone, so the answers are the same
    /// as one by one.
    static func problems(of hints: [HintToCheck], language: String?) -> [String?] {
        @Sendable func check(_ hint: HintToCheck) -> String? { problem(hint: hint.hint, text: hint.text, language: language) }
        guard hints.count >= parallelThreshold else { return hints.map(check) }
        var answers = [String?](repeating: nil, count: hints.count)
        let middle = hints.count / 2
        answers.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let output = buffer
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                for index in half == 0 ? 0..<middle : middle..<hints.count {
                    output[index] = check(hints[index])
                }
            }
        }
        return answers
    }

    /// Below this many hints, a second thread costs more than it saves.
    static let parallelThreshold = 2_000
}
