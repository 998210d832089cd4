import PappersApp
import PappersUI
import Testing

/// The two new rounds have a name, a one-line rule and a help page in every language (issue #16).
@Suite struct OwnRoundsTextTests {
    @Test(arguments: UILanguage.allCases) func theLastHelpPageExplainsSoundsPoseAndPoints(_ language: UILanguage) {
        let strings = Strings(language)
        let page = strings.text(.help7Body)
        for name in [StringKey.roundSounds, .roundPose] {
            #expect(page.contains(strings.text(name) + ":"), "\(language): the page opens a line with \(name)")
        }
        #expect(page.contains("Tab"))
        #expect(page.contains("1") && page.contains("3") && page.contains("6"))
        let rules = [StringKey.ruleDescribe, .ruleOneWord, .ruleMime, .ruleSounds, .rulePose].map { strings.text($0) }
        #expect(Set(rules).count == 5, "\(language): every round has its own rule")
        let names = [StringKey.roundDescribe, .roundOneWord, .roundMime, .roundSounds, .roundPose].map { strings.text($0) }
        #expect(Set(names).count == 5, "\(language): every round has its own name")
    }
}
