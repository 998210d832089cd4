import PappersCanvas
import PappersEngine

/// A recorded game played back on screen at its own pace (times `speed`): Space pauses, → (or l) jumps to the
/// next action, + and - change the speed, q or Esc leaves. Long waits between actions outside a running turn
/// are shortened.
///
/// Pure: real time comes in with every input (monotonic milliseconds), the game time shown is `replayTime`,
/// and the game itself is `model`, moved on by `AppEvent.replayed` only. The terminal's loop around it is
/// `ReplayLoop` (PappersSession).
public struct ReplayPlayer: Sendable {
    /// What reaches the player: a key, a new size, or only time passing (a timeout, the process continued).
    public enum Input: Equatable, Sendable {
        case key(Key)
        case resize(Size)
        case timePassed
    }

    /// The speeds a replay plays at: `--speed`, and + and - on screen, stay within them.
    public static let speeds = 0.25...64.0
    /// Waits longer than this between actions outside a running turn are cut to it.
    static let longestPauseMillis = 3_000.0
    /// Sounds are played up to this speed; faster, they would be a din.
    static let soundsUpToSpeed = 2.0

    /// The game on screen, as the recorded actions so far left it.
    public private(set) var model: AppModel
    public let journal: [TimedAction]
    public private(set) var speed: Double
    public private(set) var paused = false
    /// The next action to apply.
    public private(set) var next = 0
    /// The game time being shown.
    public private(set) var replayTime: Double
    /// The real instant of the last input.
    private var lastReal: Int?

    /// A replay of the game `setup` played as `journal` says, on `model` (its size, language and preferences:
    /// hints shown or not; its words, for the hints), from its first action.
    public init(model: AppModel, setup: GameSetup, journal: [TimedAction], recordID: Int?, packs: [String], speed: Double) {
        var model = model
        _ = model.update(.replayStarted(setup, recordID: recordID, packs: packs), at: 0)
        self.model = model
        self.journal = journal
        self.speed = min(max(speed, Self.speeds.lowerBound), Self.speeds.upperBound)
        replayTime = Double(journal.first?.at ?? 0)
    }

    /// Whether the whole record has been shown.
    public var isAtEnd: Bool { next >= journal.count }

    /// Starts at the real instant `now`: applies what is due at the first instant; returns the sounds to play.
    public mutating func start(at now: Int) -> [SoundCue] {
        lastReal = now
        return applyDue()
    }

    /// Folds one input at the real instant `now`: time passes (times the speed, unless paused), the key acts,
    /// and the actions due are applied. Returns whether the player leaves, and the sounds to play.
    public mutating func handle(_ input: Input, at now: Int) -> (leaves: Bool, sounds: [SoundCue]) {
        if !paused, let lastReal { replayTime = min(replayTime + Double(now - lastReal) * speed, endOfRecord) }
        lastReal = now
        switch input {
        case .key(.character(" ")): paused.toggle()
        case .key(.character("q")), .key(.escape): return (true, [])
        case .key(.right), .key(.character("l")):
            if next < journal.count { replayTime = max(replayTime, Double(journal[next].at)) }
        case .key(.character("+")): speed = min(Self.speeds.upperBound, speed * 2)
        case .key(.character("-")): speed = max(Self.speeds.lowerBound, speed / 2)
        case .resize(let size): _ = model.update(.resize(size), at: Int(replayTime))
        case .key, .timePassed: break
        }
        skipLongWait()
        let sounds = applyDue()
        replayTime = min(replayTime, endOfRecord)
        return (false, sounds)
    }

    /// Real milliseconds until the next action or the next change on screen; nil (wait for a key) when paused
    /// or when the clock has stopped at the end of the record.
    public var waitMillis: Int? {
        if paused || replayTime >= endOfRecord { return nil }
        let now = Int(replayTime)
        let targets = [next < journal.count ? journal[next].at : nil, model.nextChange(after: now)].compactMap { $0 }
        guard let target = targets.min() else { return nil }
        return max(1, Int(min(Double(target - now) / speed, 3_600_000)))
    }

    /// Where the replay's clock stops: nowhere while actions remain or once the game is over; at the last
    /// recorded action when the record ends with the game still running (a game in progress), so that a
    /// running turn shows the time it had left then, instead of running out on time the record never had.
    private var endOfRecord: Double {
        guard next >= journal.count, model.session?.state.stage.isOver != true, let last = journal.last else {
            return .infinity
        }
        return Double(last.at)
    }

    private mutating func skipLongWait() {
        guard next < journal.count, model.session?.state.isClockRunning != true else { return }
        let gap = Double(journal[next].at) - replayTime
        if gap > Self.longestPauseMillis { replayTime = Double(journal[next].at) - Self.longestPauseMillis }
    }

    /// Applies every action due by `replayTime`; the sounds they make, when the speed lets them be heard.
    private mutating func applyDue() -> [SoundCue] {
        var sounds: [SoundCue] = []
        while next < journal.count, Double(journal[next].at) <= replayTime {
            for case .sound(let cue) in model.update(.replayed(journal[next]), at: journal[next].at) {
                sounds.append(cue)
            }
            next += 1
        }
        return speed <= Self.soundsUpToSpeed ? sounds : []
    }
}
