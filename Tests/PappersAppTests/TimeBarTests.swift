import PappersApp
import PappersCanvas
import PappersEngine
import Testing

/// The time bar drains in eighths of a cell by half-seconds, and the model wakes the loop only when it changes
/// (calm: with the seconds, no wake-up of its own); time is an input, nothing sleeps.
@Suite struct TimeBarTests {
    @Test func theBarIsAQuarterOfTheScreenInEighths() {
        #expect(TimeBar.cells(screenWidth: 80) == 20)
        #expect(TimeBar.cells(screenWidth: 40) == 10)
        #expect(TimeBar.cells(screenWidth: 200) == 24)
        #expect(TimeBar.filled(remaining: 60_000, total: 60_000, cells: 20) == 160)
        #expect(TimeBar.filled(remaining: 30_000, total: 60_000, cells: 20) == 80)
        #expect(TimeBar.filled(remaining: 29_501, total: 60_000, cells: 20) == 80, "half-seconds")
        #expect(TimeBar.filled(remaining: 29_500, total: 60_000, cells: 20) == 79)
        #expect(TimeBar.filled(remaining: 1, total: 60_000, cells: 20) == 2, "empty only at zero")
        #expect(TimeBar.filled(remaining: 0, total: 60_000, cells: 20) == 0)
        #expect(TimeBar.filled(remaining: 29_001, total: 60_000, cells: 20, quantum: 1_000) == 80, "calm: seconds")
    }

    @Test(arguments: [(60_000, 20, 120), (30_000, 20, 60), (600_000, 20, 160), (10_000, 24, 20)])
    func theBarWakesOnlyWhenItChangesAtMostTwiceASecond(total: Int, cells: Int, wakes expected: Int) {
        var remaining = total
        var wakes = 0
        while let step = TimeBar.millisToNextStep(remaining: remaining, total: total, cells: cells) {
            let before = TimeBar.filled(remaining: remaining, total: total, cells: cells)
            remaining -= step
            #expect(step >= 500 && remaining % 500 == 0, "on the countdown's half-seconds")
            #expect(TimeBar.filled(remaining: remaining, total: total, cells: cells) < before)
            #expect(TimeBar.filled(remaining: remaining + 1, total: total, cells: cells) == before,
                    "not a millisecond early")
            wakes += 1
        }
        #expect(wakes == expected)
        #expect(remaining == 0)
    }

    /// A turn just started with `motion`.
    static func turn(motion: Motion) throws -> TestStore {
        var preferences = Preferences()
        preferences.motion = motion
        var store = TestStore.inGame(preferences: preferences)
        try store.startTurn()
        return store
    }

    @Test func aRunningTurnWakesForTheBarAndCalmOnlyForTheSeconds() throws {
        let full = try Self.turn(motion: .full)
        #expect(full.model.nextChange(after: full.now) == full.now + 500)
        let calm = try Self.turn(motion: .calm)
        #expect(calm.model.nextChange(after: calm.now) == calm.now + 1_000)
        #expect(full.model.timeBarFill(at: full.now + 30_000, cells: TimeBar.cells(screenWidth: 80)) == 80)
    }

    @Test func timeUpFlashesOnceAndTheFlashEndsByItself() throws {
        var full = try Self.turn(motion: .full)
        try full.timeUp(after: 60_000)
        let up = full.now
        #expect(full.model.isFlashing(at: up))
        #expect(full.model.nextChange(after: up)! <= up + Flourish.flashMillis, "a wake-up to end the flash")
        #expect(full.model.nextChange(after: up + 2_000) == nil, "the review then waits for a key")
        #expect(!full.model.isFlashing(at: up + Flourish.flashMillis))

        var calm = try Self.turn(motion: .calm)
        try calm.timeUp(after: 60_000)
        #expect(!calm.model.isFlashing(at: calm.now), "calm: no flash")
    }

    @Test func theConfettiFallsForUnderTwoSecondsThenHoldsStill() {
        #expect(Flourish.confettiFrames * Flourish.confettiFrameMillis < 2_000)
        #expect(Flourish.confettiFrame(since: 1_000, at: 1_000) == 0)
        #expect(Flourish.confettiFrame(since: 1_000, at: 2_599) == 7)
        #expect(Flourish.confettiFrame(since: 1_000, at: 2_600) == nil)
        #expect(Flourish.nextConfettiChange(since: 1_000, at: 2_500) == 2_600)
        #expect(Flourish.nextConfettiChange(since: 1_000, at: 2_600) == nil, "no wake-up once it holds still")
    }
}
