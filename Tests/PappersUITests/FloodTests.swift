import PappersApp
import PappersCanvas
import PappersEngine
import PappersUI
import Testing

/// Spilled drinks and testers: tens of thousands of random keys (escape sequences, bytes of broken UTF-8 as
/// the terminal delivers them, every kind of character), ticks and resizes, on every screen, through the model
/// and the renderer, drawing after every event. Nothing traps, every grid fits the terminal and holds only
/// printable cells, and the game's invariants hold throughout: the journal replays to the game on screen, time
/// never goes back, and no turn runs while the terminal is too small.
@Suite struct FloodTests {
    /// Where a flood starts: every screen the players can reach.
    static let starts: [(name: String, build: @Sendable () -> Scene)] = [
        ("home", { Scene() }),
        ("settings", { var s = Scene(); s.press(.character("s")); return s }),
        ("help", { var s = Scene(); s.press(.character("?"), .right); return s }),
        ("teams", { var s = Scene(); s.press(.character("n")); return s }),
        ("teams-editing", { var s = Scene(); s.press(.character("n"), .enter); return s }),
        ("player-words", { () -> Scene in
            var preferences = Scene.preferences
            preferences.playerWords = 2
            var s = Scene(preferences: preferences)
            s.press(.character("n"), .character("s"), .enter)
            return s
        }),
        ("shortage", { () -> Scene in
            var preferences = Scene.preferences
            preferences.words = 40
            var s = Scene(preferences: preferences)
            s.press(.character("n"), .character("s"))
            return s
        }),
        ("problem", { () -> Scene in
            var s = Scene()
            s.send(.storeFailed(ProblemScreen(message: "the database is damaged", reason: .damaged(path: "/tmp/pappers.sqlite"), canStartFresh: true)))
            return s
        }),
        ("saved-games", { () -> Scene in
            var s = Scene(savedGames: [9, 4].map { SavedGame(id: $0, teams: [.init(name: "Owls", score: $0)]) })
            s.press(.character("c"))
            return s
        }),
        ("new-game-question", { () -> Scene in
            var s = Scene(savedGames: [SavedGame(id: 3, teams: [.init(name: "Owls", score: nil)])])
            s.press(.character("n"))
            return s
        }),
        ("hand-off", { Scene.handOff() }),
        ("turn", { var s = Scene.handOff(); s.startTurn(); return s }),
        ("mime-turn", { var s = Scene.handOff(); s.advance(toRound: 2); s.startTurn(); return s }),
        ("menu", { var s = Scene.handOff(); s.startTurn(); s.press(.escape); return s }),
        ("review", { var s = Scene.handOff(); s.startTurn(); s.press(.enter, after: 1_000); s.wait(60_000); return s }),
        ("standings", { () -> Scene in
            var s = Scene.handOff()
            s.startTurn()
            while s.state.phase == .turn { s.press(.enter, after: 1_000) }
            s.settle()
            s.press(.enter)
            return s
        }),
    ]

    /// A random key as the terminal layer can deliver it, and some it cannot (the model must not care).
    static func randomKey(_ random: inout SeededGenerator) -> [Key] {
        let named: [Key] = [
            .enter, .escape, .backspace, .delete, .tab, .backTab, .up, .down, .left, .right, .home, .end, .pageUp,
            .pageDown, .resize, .space, .character("q"), .character("s"), .character("u"), .character("p"),
            .character("v"), .character("x"), .character("y"), .character("n"), .character("r"), .character("?"),
        ]
        switch random.next(below: 10) {
        case 0...4:
            return [named[random.next(below: named.count)]]
        case 5:
            // An escape sequence the terminal did not recognise: Esc, then its bytes as characters.
            let tails = ["[A", "[1;5C", "]0;x\u{7}", "[200~", "OP", "[99;99R", "[<0;1;1M", "P+q\u{1B}\\"]
            return [.escape] + tails[random.next(below: tails.count)].map { Key.character($0) }
        case 6:
            // Bytes of broken UTF-8: curses hands them over one by one, as Latin-1 characters or controls.
            let byte = UInt32(0x80 + random.next(below: 0x80))
            return [byte < 0xA0 ? .other(Int32(byte)) : .character(Character(Unicode.Scalar(byte)!))]
        case 7:
            return random.chance(1, in: 2) ? [.function(random.next(in: 0...64))] : [.other(Int32(truncatingIfNeeded: random.next()))]
        default:
            // Any character at all: controls, bidirectional overrides, combining marks, wide, emoji.
            let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x2FF, 0x300...0x36F, 0x2000...0x206F, 0x3000...0x9FFF, 0x1F300...0x1FAFF, 0xE0000...0xE007F]
            let range = ranges[random.next(below: ranges.count)]
            let scalar = Unicode.Scalar(range.lowerBound + UInt32(random.next(below: Int(range.upperBound - range.lowerBound) + 1)))
            return scalar.map { [.character(Character($0))] } ?? [.other(0)]
        }
    }

    /// One flood from one screen; returns how many events were sent.
    @discardableResult
    static func flood(from start: (name: String, build: @Sendable () -> Scene), events: Int, seed: UInt64) throws -> Int {
        var random = SeededGenerator(seed: seed, stream: .players)
        var scene = start.build()
        var sent = 0
        var themes = [ScreenRenderer(theme: .colour), ScreenRenderer(theme: .monochrome)]
        func apply(_ event: AppEvent, after millis: Int) {
            scene.now += millis
            scene.send(event)
            sent += 1
        }
        while sent < events {
            switch random.next(below: 100) {
            case 0..<4:
                let small = random.chance(1, in: 3)
                apply(.resize(Size(width: random.next(in: 1...(small ? 45 : 160)), height: random.next(in: 1...(small ? 14 : 50)))), after: 0)
            case 4..<14:
                apply(.tick, after: random.chance(1, in: 20) ? 65_000 : random.next(in: 0...3_000))
            default:
                for key in randomKey(&random) { apply(.key(key), after: random.next(in: 0...400)) }
            }
            if scene.model.isQuitting {
                // Quit from the keyboard: a new run of the program, as the players would start it.
                scene = start.build()
                continue
            }
            themes.swapAt(0, 1)
            let grid = themes[0].render(scene.model, at: scene.now)
            #expect(grid.width == scene.model.size.width && grid.height == scene.model.size.height)
            if let problem = Printable.firstProblem(in: grid) {
                Issue.record("\(start.name): unprintable cell at \(problem)")
                return sent
            }
            if let state = scene.model.session?.state {
                try checkInvariants(state, journal: scene.journal, size: scene.model.size, at: scene.now, deep: sent % 250 == 0,
                                    context: "\(start.name) after \(sent) events")
            }
        }
        if let state = scene.model.session?.state {
            try checkInvariants(state, journal: scene.journal, size: scene.model.size, at: scene.now, deep: true, context: start.name)
        }
        return sent
    }

    /// The engine's invariants on screen; `deep` also replays the journal.
    static func checkInvariants(
        _ state: GameState, journal: [TimedAction], size: Size, at now: Int, deep: Bool, context: String
    ) throws {
        #expect(Set(state.bowl).count == state.bowl.count && state.bowl.allSatisfy(state.setup.words.indices.contains),
                "\(context): the bowl lost its shape")
        if let left = state.timeLeft(at: now) {
            #expect((0...state.setup.rules.turnMillis).contains(left), "\(context): \(left) ms left")
        }
        if !size.isPlayable, let turn = state.turn {
            #expect(!turn.countdown.isRunning, "\(context): the turn runs in a \(size.width)x\(size.height) terminal")
        }
        #expect(zip(journal, journal.dropFirst()).allSatisfy { $0.at <= $1.at }, "\(context): time went back")
        if deep, !journal.isEmpty {
            #expect(try GameState.replaying(journal, setup: state.setup) == state, "\(context): the journal lost an action")
        }
    }

    @Test(arguments: starts.indices)
    func aFloodOfKeysOnEveryScreen(start: Int) throws {
        let sent = try Self.flood(from: Self.starts[start], events: 2_500, seed: UInt64(start))
        #expect(sent >= 2_500)
        print("reliability: model-flood: \(sent) × random key, tick or resize, each rendered (\(Self.starts[start].name))")
    }
}

/// Terminals resized by accident: hundreds of random sizes, down to 1×1, during a turn.
@Suite struct ResizeStormTests {
    /// Runs a storm on a running turn: `resizes` resizes, some keys between them.
    private func storm(seed: UInt64, resizes: Int) throws {
        var random = SeededGenerator(seed: seed, stream: .players)
        var scene = Scene.handOff()
        scene.startTurn()
        var journal: [TimedAction] = []
        var running = 0  // milliseconds the countdown ran, by the storm's own account
        var last = Size(width: 80, height: 24)
        for step in 0..<resizes {
            let tiny = random.chance(1, in: 3)
            let size = step == resizes - 1 ? Size(width: 57, height: 19)
                : Size(width: random.next(in: 1...(tiny ? 39 : 200)), height: random.next(in: 1...(tiny ? 11 : 60)))
            let wasRunning = scene.state.turn?.countdown.isRunning == true
            let wait = random.next(in: 0...150)
            scene.now += wait
            if wasRunning { running += wait }
            var commands = scene.model.update(.resize(size), at: scene.now)
            if random.chance(1, in: 4) {
                // Keys that keep the turn going: pass, undo, peek.
                let keys: [Key] = [.character("s"), .character("u"), .character("v")]
                commands += scene.model.update(.key(keys[random.next(below: keys.count)]), at: scene.now)
            }
            for case .journal(let action) in commands { journal.append(action) }
            last = size
            let turn = try #require(scene.state.turn, "the storm ended the turn at step \(step)")
            #expect(turn.countdown.isRunning == size.isPlayable, "step \(step): \(size.width)x\(size.height)")
            let grid = ScreenRenderer(theme: .colour).render(scene.model, at: scene.now)
            #expect(grid.width == size.width && grid.height == size.height)
            #expect(Printable.firstProblem(in: grid) == nil)
        }
        // Time left is what it was less the time the countdown ran between storms of small sizes.
        let left = try #require(scene.state.timeLeft(at: scene.now))
        #expect(left == scene.state.setup.rules.turnMillis - running, "\(left) ms left after running \(running) ms")
        let pauses = journal.filter { $0.action == .pause }.count
        let resumes = journal.filter { $0.action == .resume }.count
        #expect(pauses > 10 && resumes == pauses, "\(pauses) pauses and \(resumes) resumes")

        // The layout after the storm is the layout of a fresh start at the final size: the game as a resumed
        // model shows it, both paused and past their notices.
        scene.press(.character("p"))
        var fresh = Scene(size: last)
        _ = fresh.model.update(.savedGameLoaded(LoadedGame(
            state: scene.state, packs: scene.model.session!.packs, recordID: 1, lastKnown: scene.now)), at: scene.now)
        fresh.now = scene.now
        scene.wait(Notice.millis)
        fresh.wait(Notice.millis)
        for theme in [Theme.colour, Theme.monochrome] {
            let stormed = ScreenRenderer(theme: theme).render(scene.model, at: scene.now)
            let clean = ScreenRenderer(theme: theme).render(fresh.model, at: fresh.now)
            #expect(stormed == clean, "after the storm:\n\(stormed.text)\nfresh:\n\(clean.text)")
        }
    }

    @Test(arguments: 0..<4)
    func aResizeStormDuringATurnKeepsTheClockAndTheLayout(seed: Int) throws {
        try storm(seed: UInt64(seed), resizes: 300)
        print("reliability: model-storm: 300 × random size down to 1x1 during a turn, each rendered")
    }
}
