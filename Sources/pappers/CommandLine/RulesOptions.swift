import ArgumentParser
import PappersApp
import PappersEngine

/// The options that choose and override the rules: a preset, then any of its values.
struct RulesOptions: ParsableArguments {
    @Option(help: "Rules preset: pappers, timesup or monikers.")
    var rules: RulesPreset?

    @Option(name: .customLong("turn-seconds"), help: ArgumentHelp("Length of a turn, 10 to 600.", valueName: "S"))
    var turnSeconds: Int?

    @Option(help: ArgumentHelp(
        "Passing in every round: allowed, forbidden, or the number of passes allowed per turn.", valueName: "RULE"))
    var passing: PassRule?

    @Option(help: ArgumentHelp("Points lost per pass, 0 to 5.", valueName: "N"))
    var penalty: Int?

    @Flag(inversion: .prefixedNo, help: "Whether the describer who empties the bowl continues into the next round.")
    var carryOver: Bool?

    @Option(help: ArgumentHelp(
        "The rounds, 1 to 6, in order, from \(RoundKind.namesInAList) (kinds may repeat).",
        valueName: "KIND,KIND,..."), completion: .list(RoundKind.allCases.map(\.rawValue)))
    var rounds: String?

    @Option(help: ArgumentHelp("What a guessed word scores: word (one point) or level (its level, 1 to 3).", valueName: "RULE"))
    var points: PointsRule?

    /// The preferences these options give over `base`: a preset first, then each value given.
    func apply(to base: Preferences) -> Preferences {
        var result = base
        if let rules { result.choose(rules) }
        if let turnSeconds { result.turnSeconds = turnSeconds }
        if let passing { result.passing = passing }
        if let penalty { result.passPenalty = penalty }
        if let carryOver { result.carryOver = carryOver }
        if let rounds { result.rounds = Preferences.rounds(rounds) }
        if let points { result.points = points }
        return result
    }

    func validate() throws {
        if let turnSeconds, !Rules.Limits.turnSeconds.contains(turnSeconds) {
            throw ValidationError("--turn-seconds must be from 10 to 600, not \(turnSeconds)")
        }
        if let penalty, !Rules.Limits.passPenalty.contains(penalty) {
            throw ValidationError("--penalty must be from 0 to 5, not \(penalty)")
        }
        if case .limited(let limit) = passing, !Rules.Limits.passLimit.contains(limit) {
            throw ValidationError("--passing takes allowed, forbidden or a number from 1 to 99")
        }
        if let rounds, Preferences.rounds(rounds) == nil {
            let kinds = RoundKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--rounds takes 1 to 6 of \(kinds), separated by commas, not \"\(rounds)\"")
        }
    }
}

extension RulesPreset: ExpressibleByArgument {}

extension PointsRule: ExpressibleByArgument {}

extension PassRule: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument {
        case "allowed": self = .allowed
        case "forbidden": self = .forbidden
        default:
            guard let limit = Int(argument) else { return nil }
            self = .limited(limit)
        }
    }
}
