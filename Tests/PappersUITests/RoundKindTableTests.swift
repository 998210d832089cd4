import PappersApp
import PappersCanvas
import PappersEngine
@testable import PappersUI
import Testing

/// Each round kind is described in one place on each side of the engine's edge (`RoundKind.traits`,
/// `RoundLook`): every kind has every entry, and no two kinds share a name, a rule or a colour.
@Suite struct RoundKindTableTests {
    @Test(arguments: UILanguage.allCases)
    func everyKindHasItsOwnNameAndRuleInEveryLanguage(language: UILanguage) {
        let strings = Strings(language)
        let names = RoundKind.allCases.map { strings.text(RoundLook.of($0).name) }
        let rules = RoundKind.allCases.map { strings.text(RoundLook.of($0).rule) }
        #expect(names.allSatisfy { !$0.isEmpty } && rules.allSatisfy { !$0.isEmpty })
        #expect(Set(names).count == RoundKind.allCases.count, "\(names)")
        #expect(Set(rules).count == RoundKind.allCases.count, "\(rules)")
    }

    @Test func everyKindHasFourColoursOfItsOwn() {
        let roles = RoundKind.allCases.map { kind in
            let palette = RoundLook.of(kind).palette
            return [palette.paper, palette.ink, palette.title, palette.muted].filter {
                $0.rawValue.hasPrefix(kind == .oneWord ? "oneWord" : kind.rawValue)
            }
        }
        #expect(roles.allSatisfy { $0.count == 4 }, "each kind's four roles are named after it: \(roles)")
        #expect(Set(roles.flatMap { $0 }).count == 4 * RoundKind.allCases.count)
        #expect(RoundPalette.all.map(\.name) == RoundKind.allCases.map(\.rawValue))
    }

    @Test func everyKindHasItsTraits() {
        let hiding = RoundKind.allCases.filter(\.hidesWord)
        #expect(hiding == [.mime, .sounds, .pose])
        for kind in RoundKind.allCases {
            let pace = kind.traits.simulatedGuessMillis
            #expect(pace.lowerBound >= 1_000 && pace.upperBound <= 20_000, "\(kind): \(pace)")
        }
        #expect(RoundKind.namesInAList == "describe, one-word, mime, sounds and pose")
    }
}
