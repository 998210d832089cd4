import PappersEngine
import PappersJSON
import Testing

/// The line writer gives the very text `compactText` gives for the same value.
@Suite struct JSONLineWriterTests {
    private static let texts = ["", "plain", "quote \" and \\", "line\nbreak\ttab", "\u{7F}\u{85}\u{2028}", "Łódź 東京", "🎉"]

    /// A random value, and the same value written by the line writer.
    private static func value(depth: Int, _ generator: inout SeededGenerator, _ writer: inout JSONLineWriter) -> JSON {
        switch generator.next(below: depth > 2 ? 3 : 5) {
        case 0:
            let text = texts[generator.next(below: texts.count)]
            writer.string(text)
            return .string(text)
        case 1:
            let number = [0, 7, -1, -40, Int.max, Int.min, generator.next(below: 2_000_001) - 1_000_000][generator.next(below: 7)]
            writer.number(number)
            return .number(number)
        case 2:
            let number = [UInt64(0), 42, UInt64.max][generator.next(below: 3)]
            writer.number(number)
            return .number(number)
        case 3:
            writer.beginArray()
            let elements = (0..<generator.next(below: 4)).map { _ in value(depth: depth + 1, &generator, &writer) }
            writer.endArray()
            return .array(elements)
        default:
            writer.beginObject()
            let fields = (0..<generator.next(below: 4)).map { index -> (key: String, value: JSON) in
                let key = index == 1 ? texts[generator.next(below: texts.count)] : "k\(index)"
                writer.key(key)
                return (key, value(depth: depth + 1, &generator, &writer))
            }
            writer.endObject()
            return .object(fields)
        }
    }

    @Test func writesWhatCompactTextWrites() {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<2_000 {
            var writer = JSONLineWriter()
            let value = Self.value(depth: 0, &generator, &writer)
            #expect(writer.text == value.compactText)
        }
    }

    @Test func stringsAreAnArray() {
        var writer = JSONLineWriter()
        writer.beginObject()
        writer.key("bowl")
        writer.strings(["dog", "hot \"dog\""])
        writer.key("none")
        writer.strings([])
        writer.endObject()
        #expect(writer.text == #"{"bowl":["dog","hot \"dog\""],"none":[]}"#)
    }
}
