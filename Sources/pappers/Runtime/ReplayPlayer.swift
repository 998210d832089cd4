import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersStore
import PappersTerminal
import PappersUI

/// Plays a recorded game back on screen at its own pace (times `speed`): Space pauses, → jumps to the next
/// action, + and - change the speed, q leaves. Long waits between turns are shortened.
final class ReplayPlayer {
    private let terminal: Terminal
    private let journal: [TimedAction]
    private var model: AppModel
    private let renderer: ScreenRenderer
    private let sound: Sound
    private var speed: Double
    private var paused = false
    /// The next action to apply.
    private var next = 0
    /// The game time being shown.
    private var replayTime: Double

    /// The speeds a replay plays at: `--speed`, and + and - on screen, stay within them.
    static let speeds = 0.25...64.0

    /// Waits longer than this between actions outside a running turn are cut to it.
    private static let longestPauseMillis = 3_000.0

    init(terminal: Terminal, record: GameRecord, speed: Double, language: UILanguage, hints: Bool = false,
         words: WordSupply? = nil) {
        self.terminal = terminal
        journal = record.journal
        self.speed = speed
        var preferences = Preferences()
        preferences.hints = hints
        model = AppModel(
            preferences: preferences, roster: nil, size: terminal.size, environmentLanguage: language,
            names: Strings(language).defaultNames, entropy: 0)
        if let words { _ = model.update(.wordsLoaded(words), at: 0) }
        _ = model.update(.replayStarted(record.setup, recordID: record.id, packs: record.packs), at: 0)
        renderer = ScreenRenderer(theme: terminal.hasColour ? .colour : .monochrome)
        sound = Sound(mode: .bellOnly, terminal: terminal)
        replayTime = Double(journal.first?.at ?? 0)
    }

    func run() {
        var last = MonotonicClock.now()
        applyDue()
        draw()
        while true {
            let event = terminal.nextEvent(timeoutMillis: paused ? nil : waitMillis())
            let now = MonotonicClock.now()
            if !paused { replayTime = min(replayTime + Double(now - last) * speed, endOfRecord) }
            last = now
            switch event {
            case .key(.character(" ")): paused.toggle()
            case .key(.character("q")), .key(.escape), .signal: return
            case .key(.right), .key(.character("l")):
                if next < journal.count { replayTime = max(replayTime, Double(journal[next].at)) }
            case .key(.character("+")): speed = min(Self.speeds.upperBound, speed * 2)
            case .key(.character("-")): speed = max(Self.speeds.lowerBound, speed / 2)
            case .resize(let size): _ = model.update(.resize(size), at: Int(replayTime))
            case .resumed: terminal.redrawAll()
            default: break
            }
            skipLongWait()
            applyDue()
            replayTime = min(replayTime, endOfRecord)
            draw()
        }
    }

    /// Where the replay's clock stops: nowhere while actions remain or once the game is over; at the last
    /// recorded action when the record ends with the game still running (a game in progress), so that a
    /// running turn shows the time it had left then, instead of running out on time the record never had.
    private var endOfRecord: Double {
        guard next >= journal.count, model.session?.state.phase.isOver != true, let last = journal.last else {
            return .infinity
        }
        return Double(last.at)
    }

    /// Real milliseconds until the next action or the next change on screen; nil (wait for a key) when the
    /// clock has stopped at the end of the record.
    private func waitMillis() -> Int? {
        if replayTime >= endOfRecord { return nil }
        let now = Int(replayTime)
        let targets = [next < journal.count ? journal[next].at : nil, model.nextChange(after: now)].compactMap { $0 }
        guard let target = targets.min() else { return nil }
        return max(1, Int(min(Double(target - now) / speed, 3_600_000)))
    }

    private func skipLongWait() {
        guard next < journal.count, model.session?.state.turn?.countdown.isRunning != true else { return }
        let gap = Double(journal[next].at) - replayTime
        if gap > Self.longestPauseMillis { replayTime = Double(journal[next].at) - Self.longestPauseMillis }
    }

    private func applyDue() {
        while next < journal.count, Double(journal[next].at) <= replayTime {
            let commands = model.update(.replayed(journal[next]), at: journal[next].at)
            if speed <= 2 {
                for case .sound(let cue) in commands {
                    switch cue {
                    case .guessed: sound.guessed()
                    case .timeUp: sound.timeUp()
                    }
                }
            }
            next += 1
        }
    }

    private func draw() {
        var grid = renderer.render(model, at: Int(replayTime))
        if model.size.isPlayable {
            ReplayBarView.draw(
                into: &grid, language: model.language, theme: renderer.theme, speed: speed, action: next,
                of: journal.count, paused: paused)
        }
        terminal.draw(grid)
    }
}
