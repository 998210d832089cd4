import ArgumentParser
import Foundation
import PappersPacks

/// What `--region` says: a word region, or `auto` for the locale's.
enum RegionArgument: ExpressibleByArgument, Equatable {
    case auto
    case region(WordRegion)

    init?(argument: String) {
        if argument.lowercased() == "auto" {
            self = .auto
        } else if let region = WordRegion(argument: argument) {
            self = .region(region)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ["auto"] + WordRegion.allCases.map(\.rawValue) }

    /// The region itself: the environment's locale's for `auto`.
    var region: WordRegion {
        switch self {
        case .auto: WordRegion.from(environment: ProcessInfo.processInfo.environment)
        case .region(let region): region
        }
    }

    /// As the Word region setting keeps it: nil follows the locale.
    var setting: WordRegion? {
        switch self {
        case .auto: nil
        case .region(let region): region
        }
    }
}
