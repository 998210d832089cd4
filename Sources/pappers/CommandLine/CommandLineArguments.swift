import Foundation

/// The command line before and after swift-argument-parser: what it is given, and how its errors are told.
enum CommandLineArguments {
    /// The arguments with a negative number after an option joined to it (`--words -3` becomes
    /// `--words=-3`), so that the parser reads it as the option's value (and the option's own check says
    /// "--words must be from 5 to 500, not -3") instead of taking `-3` for an option and reporting a missing
    /// value. No option of Pappers is a dash and a digit. Nothing changes after `--`.
    static func normalised(_ arguments: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                result += arguments[index...]
                break
            }
            if argument.hasPrefix("--"), !argument.contains("="), index + 1 < arguments.count,
               isNegativeNumber(arguments[index + 1]) {
                result.append(argument + "=" + arguments[index + 1])
                index += 2
                continue
            }
            result.append(argument)
            index += 1
        }
        return result
    }

    /// `-3`, `-0.5`, `-.5`, `-1e9`: a minus sign, then a digit or a point and a digit.
    static func isNegativeNumber(_ argument: String) -> Bool {
        let bytes = Array(argument.utf8)
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "-") else { return false }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        return isDigit(bytes[1]) || (bytes[1] == UInt8(ascii: ".") && bytes.count >= 3 && isDigit(bytes[2]))
    }

    /// A parser's message as one line: its lines joined, blank ones dropped. The usage and help lines the
    /// parser would add are not part of it; `--help` shows them.
    static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
    }
}
