import Foundation
import LibFuzzer
import PappersCanvas
import PappersRemote

/// One input: the first two bytes choose where to cut the rest into reads, the rest is what a remote terminal
/// sent. The keys must be the same however the bytes are cut (with no pause long enough for a deadline), and
/// well formed: no character a screen would not take, no paste over the limit or holding a control, no
/// function key outside F1 to F12. Then the same bytes with long pauses between reads, for traps and hangs.
func fuzzKeys(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let input = count > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: count)) : []
    guard input.count >= 2 else { return 0 }
    var cuts = SplitMix(seed: UInt64(input[0]) << 8 | UInt64(input[1]))
    let bytes = Array(input.dropFirst(2))

    var whole = KeyReader()
    let expected = whole.feed(bytes, at: 0) + whole.flush(at: 1_000_000)
    for key in expected { check(key) }

    var pieces = KeyReader()
    var keys: [Key] = []
    var offset = 0
    var now: Int64 = 0
    while offset < bytes.count {
        let length = 1 + Int(cuts.next() % 16)
        keys += pieces.feed(bytes[offset..<min(bytes.count, offset + length)], at: now)
        offset += length
        now += 1
    }
    keys += pieces.flush(at: 1_000_000)
    if keys != expected { fatalError("fuzz-keys: cut into reads, the bytes gave other keys") }

    var slow = KeyReader()
    offset = 0
    now = 0
    while offset < bytes.count {
        let length = 1 + Int(cuts.next() % 8)
        for key in slow.feed(bytes[offset..<min(bytes.count, offset + length)], at: now) { check(key) }
        offset += length
        now += Int64(cuts.next() % 250)
        if let deadline = slow.nextDeadline, cuts.next() % 2 == 0 {
            check(deadline >= now - 250, "a deadline in the past")
            for key in slow.flush(at: deadline) { check(key) }
        }
    }
    return 0
}

private func check(_ key: Key) {
    switch key {
    case .character(let character):
        check(character.unicodeScalars.count == 1, "a character of more than one scalar")
        check(typable(character.unicodeScalars.first!), "a character no screen takes")
    case .paste(let text):
        check(text.utf8.count <= KeyReader.pasteLimitBytes, "a paste over the limit")
        check(text.unicodeScalars.allSatisfy { $0 == "\n" || $0 == "\t" || typable($0) }, "a control in a paste")
    case .function(let number):
        check((1...12).contains(number), "a function key outside F1 to F12")
    case .control(let letter):
        check(("a"..."z").contains(letter), "a control key that is no letter")
    default:
        break
    }
}

private func typable(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { return false }
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: return false
    default: return true
    }
}

private func check(_ condition: Bool, _ what: StaticString) {
    if !condition { fatalError("fuzz-keys: \(what)") }
}

/// SplitMix64: where to cut, from the input's first two bytes.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@main
enum FuzzKeys {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzKeys(data, count) })
    }
}
