@testable import PappersSession
import Testing

/// Starting a game gives the pages its bowl's draw freed back to the system (`FreedMemory`): they counted in
/// the game's peak memory.
@Suite struct FreedMemoryTests {
    @Test func aNewGameGivesTheFreedPagesBack() throws {
        let before = FreedMemory.releases.load(ordering: .relaxed)
        _ = try RememberedRosterTests.play(nil, TemporaryDataDirectory())
        #expect(FreedMemory.releases.load(ordering: .relaxed) > before)
    }
}
