import ArgumentParser
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
    /// parser would add are not part of it; `--help` shows them. A number the parser could not read for an
    /// option of `ranges` says the option's range, as the option's own check does for a number out of it.
    static func oneLine(_ message: String) -> String {
        let line = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
        return withRange(line) ?? line
    }

    /// The numeric options and their ranges, as their checks say them.
    static let ranges: [String: String] = [
        "--seed": "from 0 to \(UInt64.max)", "--games": "from 1 to \(Int.max)", "--words": "from 5 to 500",
        "--turn-seconds": "from 10 to 600", "--penalty": "from 0 to 5", "--player-words": "from 0 to 10",
        "--teams": "from 2 to 10", "--players": "from 2 to 8 (3 to 20 with --mode pairs)",
        "--speed": "from 0.25 to 64",
    ]

    /// "The value 'X' is invalid for '--seed <seed>'" as "--seed must be from 0 to …, not X".
    private static func withRange(_ line: String) -> String? {
        let prefix = "The value '"
        guard line.hasPrefix(prefix), let quote = line.range(of: "' is invalid for '", options: .backwards) else { return nil }
        let value = line[line.index(line.startIndex, offsetBy: prefix.count)..<quote.lowerBound]
        let option = line[quote.upperBound...].prefix { $0 != " " && $0 != "'" }
        guard let range = ranges[String(option)] else { return nil }
        return "\(option) must be \(range), not \(value)"
    }

    /// `help TOPIC…` naming no command of Pappers: the line that says so; nil for any other command line.
    static func unknownHelpTopic(_ arguments: [String], root: any ParsableCommand.Type) -> String? {
        guard arguments.first == "help" else { return nil }
        var command = root
        for topic in arguments.dropFirst() where !topic.hasPrefix("-") {
            guard let sub = command.configuration.subcommands.first(where: { $0._commandName == topic }) else {
                return "no command \"\(topic)\" to help with; `pappers --help` lists the commands"
            }
            command = sub
        }
        return nil
    }
}
