import PappersApp
import PappersCanvas
import PappersEngine
import Testing

/// The time bar drains in eighths of a cell, and the model wakes the loop only when an eighth goes (or, calm,
/// with the seconds); time is an input, nothing sleeps.
@Suite struct TimeBarTests {
    @Test func theBarIsAQuarterOfTheScreenInEighths() {
        #expect(TimeBar.cells(screenWidth: 80) == 20)
        #expect(TimeBar.cells(screenWidth: 40) == 10)
        #expect(TimeBar.cells(screenWidth: 200) == 24)
        #expect(TimeBar.filled(remaining: 60_000, total: 60_000, cells: 20, calm: false) == 160)
        #expect(TimeBar.filled(remaining: 30_000, total: 60_000, cells: 20, calm: false) == 80)
        #expect(TimeBar.filled(remaining: 1, total: 60_000, cells: 20, calm: false) == 1, "empty only at zero")
        #expect(TimeBar.filled(remaining: 0, total: 60_000, cells: 20, calm: false) == 0)
        #expect(TimeBar.filled(remaining: 29_001, total: 60_000, cells: 20, calm: true) == 80, "calm: whole seconds")
    }

    @Test func eachEighthIsOneWakeUp() {
        // 160 eighths over 60 s: one every 375 ms.
        var remaining = 60_000
        var wakes = 0
        while let step = TimeBar.millisToNextStep(remaining: remaining, total: 60_000, cells: 20) {
            let before = TimeBar.filled(remaining: remaining, total: 60_000, cells: 20, calm: false)
            remaining -= step
            #expect(TimeBar.filled(remaining: remaining, total: 60_000, cells: 20, calm: false) == before - 1)
            #expect(TimeBar.filled(remaining: remaining + 1, total: 60_000, cells: 20, calm: false) == before,
                    "not a millisecond early")
            wakes += 1
        }
        #expect(wakes == 160)
        #expect(remaining == 0)
    }

    static func turn(motion: Motion) -> App {
        var preferences = Preferences()
        preferences.motion = motion
        var app = App.inGame(preferences: preferences)
        app.press(.enter)
        return app
    }

    @Test func aRunningTurnWakesForTheBarAndCalmOnlyForTheSeconds() {
        let app = Self.turn(motion: .full)
        let (full, start) = (app.model, app.now)
        #expect(full.nextChange(after: start) == start + 375)
        let calmApp = Self.turn(motion: .calm)
        #expect(calmApp.model.nextChange(after: calmApp.now) == calmApp.now + 1_000)
        #expect(full.timeBarFill(at: start + 30_000)?.filled == 80)
        #expect(full.timeBarFill(at: start + 30_000)?.cells == 20)
    }

    @Test func timeUpFlashesOnceAndTheFlashEndsByItself() {
        var app = Self.turn(motion: .full)
        app.send(.tick, after: 60_000)
        let up = app.now
        #expect(app.model.session?.state.phase == .review)
        #expect(app.model.isFlashing(at: up))
        #expect(app.model.nextChange(after: up)! <= up + Flourish.flashMillis, "a wake-up to end the flash")
        #expect(app.model.nextChange(after: up + 2_000) == nil, "the review then waits for a key")
        #expect(!app.model.isFlashing(at: up + Flourish.flashMillis))

        var calm = Self.turn(motion: .calm)
        calm.send(.tick, after: 60_000)
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
