import PappersText

/// Reads JSON text (RFC 8259) from raw bytes, strictly, remembering where every value starts.
///
/// - Strict grammar: no comments, no trailing commas, no single quotes, no `NaN` or `Infinity`, no leading
///   zeros, nothing after the top-level value. A UTF-8 byte order mark at the start is skipped; UTF-16 is
///   refused.
/// - One pass, no recursion: containers nest at most `depthLimit` deep, so no text can exhaust the stack.
/// - The first grammar error stops reading. Problems that leave the structure intact do not: bytes that are not
///   UTF-8, lone surrogates, raw control characters inside strings, and keys repeated within an object are
///   reported and reading goes on, so one pass finds them all.
/// - Messages name what was found and what was expected, and never echo unsafe characters.
public enum JSONReader {
    /// How deep objects and arrays may nest by default. A word pack needs 4.
    public static let defaultDepthLimit = 64
    /// How many issues are kept; later ones are only counted.
    public static let issueLimit = 1_000

    /// Reads `bytes` as one JSON text. `allowsTrailingCommas` lets a `,` stand before a `]` or `}`, as
    /// Foundation's `JSONDecoder` let it in the game records of 1.0.0 (packs never allowed it).
    public static func read(
        _ bytes: [UInt8], depthLimit: Int = defaultDepthLimit, allowsTrailingCommas: Bool = false
    ) -> JSONReadResult {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(
                buffer: buffer, depthLimit: max(1, depthLimit), allowsTrailingCommas: allowsTrailingCommas)
            var issues: [JSONIssue]
            var document: JSONDocument?
            do throws(JSONSyntaxError) {
                try parser.parseText()
                issues = parser.issues
                document = JSONDocument(bytes: bytes, nodes: parser.nodes)
            } catch {
                issues = parser.issues
                issues.append(JSONIssue(offset: error.offset, message: error.message))
            }
            return JSONReadResult(
                document: document, issues: issues, omittedIssues: parser.omittedIssues,
                lineStarts: parser.lineStarts, bytes: bytes)
        }
    }
}

/// A grammar error: reading stops here.
struct JSONSyntaxError: Error {
    let offset: Int
    let message: String
}

/// The state of one reading. Kept apart from `JSONReader` so the public face stays one function.
struct JSONParser {
    private let buffer: UnsafeBufferPointer<UInt8>
    private let count: Int
    private let depthLimit: Int
    private let allowsTrailingCommas: Bool
    private var index = 0

    private(set) var nodes: [JSONNode] = []
    private(set) var issues: [JSONIssue] = []
    private(set) var omittedIssues = 0
    private(set) var lineStarts: [Int32] = [0]
    /// Whether the string being read is an object's key.
    private var readingKey = false

    /// An open object or array.
    private struct Frame {
        var row: Int
        var isObject: Bool
        var count: Int32 = 0
        /// Where this object's keys start in `keyRows`.
        var keysStart: Int
        /// Once an object has many keys, its keys (decoded) and their rows, for finding repeats quickly.
        var keyTable: [[UInt8]: Int]?
    }

    private var frames: [Frame] = []
    /// The rows of the keys of the open objects, innermost last.
    private var keyRows: [Int] = []
    /// Above this many keys an object switches from comparing keys pairwise to a table.
    private static let pairwiseKeyLimit = 12

    init(buffer: UnsafeBufferPointer<UInt8>, depthLimit: Int, allowsTrailingCommas: Bool = false) {
        self.buffer = buffer
        self.count = buffer.count
        self.depthLimit = depthLimit
        self.allowsTrailingCommas = allowsTrailingCommas
        nodes.reserveCapacity(min(count / 6 + 16, 1 << 22))
    }

    // MARK: The text

    mutating func parseText() throws(JSONSyntaxError) {
        guard count < Int(Int32.max) else { throw JSONSyntaxError(offset: 0, message: "the text is too large to read") }
        if count >= 2, (buffer[0] == 0xFF && buffer[1] == 0xFE) || (buffer[0] == 0xFE && buffer[1] == 0xFF) {
            throw JSONSyntaxError(offset: 0, message: "the file is UTF-16 text; expected UTF-8")
        }
        if count >= 2, buffer[0] == 0 || buffer[1] == 0 {
            throw JSONSyntaxError(offset: 0, message: "the file starts with NUL bytes (UTF-16 or binary data?); expected UTF-8 JSON text")
        }
        if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { index = 3 }
        skipWhitespace()
        guard index < count else {
            throw JSONSyntaxError(offset: index, message: "the file holds no JSON; expected a value such as an object {…}")
        }
        try parseValues()
        skipWhitespace()
        if index < count {
            throw syntaxError(expected: "the end of the file after the top-level value")
        }
    }

    /// Reads one value and everything nested in it, without recursion.
    private mutating func parseValues() throws(JSONSyntaxError) {
        readValue: while true {
            skipWhitespace()
            guard index < count else { throw endOfFile(expected: "a value") }
            switch buffer[index] {
            case UInt8(ascii: "{"):
                try open(isObject: true)
                skipWhitespace()
                if index < count && buffer[index] == UInt8(ascii: "}") {
                    index += 1
                    close()
                } else {
                    try readKey(afterComma: false)
                    continue readValue
                }
            case UInt8(ascii: "["):
                try open(isObject: false)
                skipWhitespace()
                if index < count && buffer[index] == UInt8(ascii: "]") {
                    index += 1
                    close()
                } else {
                    if index < count && buffer[index] == UInt8(ascii: ",") {
                        throw syntaxError(expected: "a value or ']'")
                    }
                    continue readValue
                }
            case UInt8(ascii: "\""):
                try readString(isKey: false)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try readNumber()
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                try readLiteral()
            default:
                throw syntaxError(expected: "a value (an object, array, string, number, true, false or null)")
            }

            // A value is complete: carry on in the container that holds it.
            while let frame = frames.last {
                skipWhitespace()
                let closer = frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard index < count else {
                    throw endOfFile(expected: "',' or '\(Character(Unicode.Scalar(closer)))' to close \(describe(frame))")
                }
                let byte = buffer[index]
                if byte == UInt8(ascii: ",") {
                    frames[frames.count - 1].count += 1
                    let comma = index
                    index += 1
                    skipWhitespace()
                    if index < count && buffer[index] == closer && allowsTrailingCommas {
                        index += 1
                        close()
                        continue
                    }
                    if index < count && buffer[index] == closer {
                        throw JSONSyntaxError(
                            offset: comma,
                            message: "trailing comma; expected another \(frame.isObject ? "field" : "value") after ',', "
                                + "found '\(Character(Unicode.Scalar(closer)))' (JSON allows no comma before it)")
                    }
                    if frame.isObject { try readKey(afterComma: true) }
                    continue readValue
                } else if byte == closer {
                    frames[frames.count - 1].count += 1
                    index += 1
                    close()
                } else {
                    let closerText = "'\(Character(Unicode.Scalar(closer)))'"
                    var message = frame.isObject
                        ? "expected ',' or \(closerText) after the field's value"
                        : "expected ',' or \(closerText) after the array's element"
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                        message += ", found \(found(at: index)) (is a comma missing?)"
                    } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                        message += ", found \(found(at: index)), which does not match \(describe(frame))"
                    } else {
                        message += ", found \(found(at: index))"
                    }
                    throw JSONSyntaxError(offset: index, message: message)
                }
            }
            return
        }
    }

    // MARK: Containers

    private mutating func open(isObject: Bool) throws(JSONSyntaxError) {
        guard frames.count < depthLimit else {
            throw JSONSyntaxError(
                offset: index, message: "nested more than \(depthLimit) levels deep; expected at most \(depthLimit)")
        }
        frames.append(Frame(row: nodes.count, isObject: isObject, keysStart: keyRows.count))
        nodes.append(JSONNode(kind: isObject ? .object : .array, flags: 0, offset: Int32(index), end: 0, count: 0))
        index += 1
    }

    private mutating func close() {
        let frame = frames.removeLast()
        nodes[frame.row].count = frame.count
        nodes[frame.row].end = Int32(nodes.count)
        if frame.isObject { keyRows.removeSubrange(frame.keysStart...) }
    }

    /// Reads `"key"` and the `:` after it.
    private mutating func readKey(afterComma: Bool) throws(JSONSyntaxError) {
        skipWhitespace()
        guard index < count else { throw endOfFile(expected: "a field name in double quotes") }
        guard buffer[index] == UInt8(ascii: "\"") else {
            var expected = afterComma ? "a field name in double quotes after ','" : "a field name in double quotes or '}'"
            switch buffer[index] {
            case UInt8(ascii: "'"): expected += " (JSON takes double quotes, not single ones)"
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                expected += " (field names need quotes)"
            default: break
            }
            throw syntaxError(expected: expected)
        }
        try readString(isKey: true)
        skipWhitespace()
        guard index < count else { throw endOfFile(expected: "':' after the field name") }
        guard buffer[index] == UInt8(ascii: ":") else { throw syntaxError(expected: "':' after the field name") }
        index += 1
    }

    /// Marks the key just read when its object already has it, and reports it.
    private mutating func checkRepeatedKey(row: Int) {
        let frameIndex = frames.count - 1
        var firstRow: Int?
        if frames[frameIndex].keyTable != nil {
            let key = decodedKey(row)
            if let earlier = frames[frameIndex].keyTable![key] {
                firstRow = earlier
            } else {
                frames[frameIndex].keyTable![key] = row
            }
        } else {
            let start = frames[frameIndex].keysStart
            for earlier in keyRows[start...] where keysEqual(earlier, row) {
                firstRow = earlier
                break
            }
            if firstRow == nil {
                keyRows.append(row)
                if keyRows.count - start > Self.pairwiseKeyLimit {
                    var table: [[UInt8]: Int] = [:]
                    for keyRow in keyRows[start...] { table[decodedKey(keyRow)] = keyRow }
                    frames[frameIndex].keyTable = table
                    keyRows.removeSubrange(start...)
                }
            }
        }
        guard let firstRow else { return }
        nodes[row].flags |= JSONNode.duplicateKey
        let name = quotedKey(row)
        report(
            Int(nodes[row].offset),
            "field \(name) appears twice in this object; expected each field once (first at line \(line(of: Int(nodes[firstRow].offset))))",
            kind: .repeatedKey)
    }

    private func keysEqual(_ a: Int, _ b: Int) -> Bool {
        let left = nodes[a], right = nodes[b]
        if (left.flags | right.flags) & JSONNode.escaped != 0 { return decodedKey(a) == decodedKey(b) }
        let length = Int(left.end - left.offset)
        guard length == Int(right.end - right.offset) else { return false }
        let leftStart = Int(left.offset), rightStart = Int(right.offset)
        for step in 1..<length where buffer[leftStart + step] != buffer[rightStart + step] { return false }
        return true
    }

    private func decodedKey(_ row: Int) -> [UInt8] {
        let node = nodes[row]
        let content = UnsafeBufferPointer(rebasing: buffer[Int(node.offset) + 1..<Int(node.end)])
        return node.flags & JSONNode.escaped == 0 ? Array(content) : JSONDocument.unescaped(content)
    }

    private func quotedKey(_ row: Int) -> String {
        MessageText.quoted(String(decoding: decodedKey(row), as: UTF8.self))
    }

    // MARK: Scalars

    private mutating func readString(isKey: Bool) throws(JSONSyntaxError) {
        readingKey = isKey
        let start = index
        var flags: UInt8 = 0
        index += 1
        while true {
            while index < count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
                index += 1
            }
            guard index < count else {
                throw JSONSyntaxError(offset: start, message: "the string never ends; expected a closing '\"'")
            }
            let byte = buffer[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                flags |= JSONNode.escaped
                readEscape(flags: &flags)
            } else if byte < 0x20 {
                if byte == 0x0A || byte == 0x0D {
                    throw JSONSyntaxError(
                        offset: index, message: "line break inside a string; expected the closing '\"' before the end of the line")
                }
                flaw(&flags, at: index, "a string holds \(MessageText.describe(scalar: Unicode.Scalar(byte))); expected printable text")
                index += 1
            } else {
                let length = UTF8Sequence.length(in: buffer, at: index)
                if length == 0 {
                    flaw(&flags, at: index, "byte 0x\(MessageText.hex(byte)) is not UTF-8; expected UTF-8 text (was the file saved in another encoding?)")
                    index += 1
                } else {
                    index += length
                }
            }
        }
        nodes.append(JSONNode(kind: .string, flags: flags, offset: Int32(start), end: Int32(index), count: 0))
        index += 1
        if isKey { checkRepeatedKey(row: nodes.count - 1) }
    }

    /// Reads one escape starting at the backslash under `index`.
    private mutating func readEscape(flags: inout UInt8) {
        let backslash = index
        guard index + 1 < count else {
            index += 1
            return
        }
        let escape = buffer[index + 1]
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 2
        case UInt8(ascii: "u"):
            guard let unit = JSONDocument.hexQuad(buffer, at: index + 2) else {
                var shown = "\\u"
                var next = index + 2
                while next < min(count, index + 6), buffer[next] >= 0x21, buffer[next] < 0x7F, buffer[next] != UInt8(ascii: "\"") {
                    shown.append(Character(Unicode.Scalar(buffer[next])))
                    next += 1
                }
                flaw(&flags, at: backslash, "invalid escape \(shown); expected \\u and four hexadecimal digits")
                index += 2
                return
            }
            index += 6
            if (0xD800...0xDBFF).contains(unit) {
                if index + 1 < count, buffer[index] == UInt8(ascii: "\\"), buffer[index + 1] == UInt8(ascii: "u"),
                   let low = JSONDocument.hexQuad(buffer, at: index + 2), (0xDC00...0xDFFF).contains(low) {
                    index += 6
                } else {
                    flaw(&flags, at: backslash,
                         "lone surrogate \\u\(MessageText.hex(unit)); expected a low surrogate \\uDC00–\\uDFFF right after it")
                }
            } else if (0xDC00...0xDFFF).contains(unit) {
                flaw(&flags, at: backslash,
                     "lone surrogate \\u\(MessageText.hex(unit)); expected it right after a high surrogate \\uD800–\\uDBFF")
            }
        default:
            let shown = escape >= 0x21 && escape < 0x7F ? "\\\(Character(Unicode.Scalar(escape)))" : "a backslash before \(found(at: index + 1))"
            flaw(&flags, at: backslash,
                 "invalid escape \(shown); expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
            index += escape >= 0x21 && escape < 0x7F && escape != UInt8(ascii: "\"") ? 2 : 1
        }
    }

    private mutating func readNumber() throws(JSONSyntaxError) {
        let start = index
        if buffer[index] == UInt8(ascii: "-") {
            index += 1
            if index < count, buffer[index] == UInt8(ascii: "I") {
                throw JSONSyntaxError(offset: start, message: "-Infinity is not a JSON value; expected a number")
            }
        }
        guard index < count, isDigit(buffer[index]) else {
            throw syntaxError(expected: "a digit after '-'")
        }
        if buffer[index] == UInt8(ascii: "0") {
            index += 1
            if index < count, isDigit(buffer[index]) {
                throw JSONSyntaxError(offset: start, message: "number with a leading zero; expected 0 alone or a number starting with 1–9")
            }
        } else {
            skipDigits()
        }
        if index < count, buffer[index] == UInt8(ascii: ".") {
            index += 1
            guard index < count, isDigit(buffer[index]) else { throw syntaxError(expected: "a digit after the decimal point") }
            skipDigits()
        }
        if index < count, buffer[index] == UInt8(ascii: "e") || buffer[index] == UInt8(ascii: "E") {
            index += 1
            if index < count, buffer[index] == UInt8(ascii: "+") || buffer[index] == UInt8(ascii: "-") { index += 1 }
            guard index < count, isDigit(buffer[index]) else { throw syntaxError(expected: "a digit in the exponent") }
            skipDigits()
        }
        nodes.append(JSONNode(kind: .number, flags: 0, offset: Int32(start), end: Int32(index), count: 0))
    }

    /// Reads `true`, `false` or `null`, and explains any other bare word.
    private mutating func readLiteral() throws(JSONSyntaxError) {
        let start = index
        while index < count, isWordByte(buffer[index]) { index += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
        let kind: JSONKind
        switch word {
        case "true": kind = .true
        case "false": kind = .false
        case "null": kind = .null
        default:
            let shown = MessageText.quoted(word, limit: 24)
            let message: String
            switch word.lowercased() {
            case "true", "false", "null":
                message = "\(shown) is not a JSON value; expected \(word.lowercased()) (in lower case)"
            case "none", "nil", "undefined":
                message = "\(shown) is not a JSON value; expected null"
            case "nan", "infinity", "inf":
                message = "\(shown) is not a JSON value; expected a number"
            default:
                message = "unexpected word \(shown); expected a value (strings take double quotes)"
            }
            throw JSONSyntaxError(offset: start, message: message)
        }
        nodes.append(JSONNode(kind: kind, flags: 0, offset: Int32(start), end: Int32(index), count: 0))
    }

    // MARK: Helpers

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < count {
            let byte = buffer[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                index += 1
            } else if byte == 0x0A {
                index += 1
                lineStarts.append(Int32(index))
            } else {
                return
            }
        }
    }

    @inline(__always)
    private mutating func skipDigits() {
        while index < count, isDigit(buffer[index]) { index += 1 }
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    /// Records the first problem of a string and marks it flawed; later problems of the same string are
    /// left out, since the first already makes it unusable.
    private mutating func flaw(_ flags: inout UInt8, at offset: Int, _ message: @autoclosure () -> String) {
        guard flags & JSONNode.flawed == 0 else { return }
        flags |= JSONNode.flawed
        report(offset, message(), kind: readingKey ? .flawedKey : .flawedString)
    }

    private mutating func report(_ offset: Int, _ message: String, kind: JSONIssue.Kind) {
        if issues.count < JSONReader.issueLimit {
            issues.append(JSONIssue(offset: offset, message: message, kind: kind))
        } else {
            omittedIssues += 1
        }
    }

    private func syntaxError(expected: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: index, message: "expected \(expected), found \(found(at: index))")
    }

    private func endOfFile(expected: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: index, message: "unexpected end of file; expected \(expected)")
    }

    /// "the object opened at line 3".
    private func describe(_ frame: Frame) -> String {
        "the \(frame.isObject ? "object" : "array") opened at line \(line(of: Int(nodes[frame.row].offset)))"
    }

    /// The line (from 1) of an offset the reader has already passed.
    private func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// How a message names the byte at `offset`: "'x'", "a comment ('//')", "U+202E", "the end of the file".
    private func found(at offset: Int) -> String {
        guard offset < count else { return "the end of the file" }
        let byte = buffer[offset]
        if byte == UInt8(ascii: "/"), offset + 1 < count,
           buffer[offset + 1] == UInt8(ascii: "/") || buffer[offset + 1] == UInt8(ascii: "*") {
            return "a comment, which JSON does not allow"
        }
        if byte == UInt8(ascii: "'") { return "\"'\"" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return MessageText.describe(scalar: Unicode.Scalar(byte)) }
        let length = UTF8Sequence.length(in: buffer, at: offset)
        guard length > 0 else { return "byte 0x\(MessageText.hex(byte)), which is not UTF-8" }
        let scalar = UTF8Sequence.decode(in: buffer, at: offset, length: length)
        return MessageText.describe(scalar: scalar)
    }
}
