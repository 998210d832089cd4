import PappersApp
import PappersCanvas
import PappersEngine
import PappersUI
import Testing

/// A screen drawn from the view's last one, with only its countdown drawn again (`ScreenRenderer.render(_:at:
/// after:)`), is the screen drawn whole, cell for cell: simulated games through every kind of round, in pairs
/// and in teams, with turns of 2-digit and 3-digit seconds, seen from every player's seat, the table and the
/// laptop at several sizes, in colour and without, at every instant the loop wakes at (`AppModel.nextChange`:
/// each second, each eighth of the time bar, the mime word hiding, time up) and between.
@Suite struct TurnClockRedrawTests {
    /// A short game of `seed` through every kind of round with turns of `turnMillis`: two teams of two on even
    /// seeds, three players in pairs on odd ones.
    static func setup(seed: UInt64, turnMillis: Int) -> GameSetup {
        let rules = Rules(turnMillis: turnMillis, rounds: RoundKind.allCases.map { RoundRules(kind: $0) })
        let words = SeatWordLeakTests.words(3)
        if seed % 2 == 1 { return GameSetup(players: ["P0", "P1", "P2"], rules: rules, words: words, seed: seed) }
        let teams = [Team(name: "T0", players: ["T0P0", "T0P1"]), Team(name: "T1", players: ["T1P0", "T1P1"])]
        return GameSetup(teams: teams, rules: rules, words: words, seed: seed)
    }

    @Test(arguments: [(2, 12_000), (3, 101_000)] as [(UInt64, Int)])
    func aRedrawnScreenIsTheScreenDrawnWhole(seed: UInt64, turnMillis: Int) throws {
        let setup = Self.setup(seed: seed, turnMillis: turnMillis)
        var journal: [TimedAction] = []
        _ = try Simulation.play(setup) { journal.append($0) }
        var (model, players) = SeatWordLeakTests.model(setup)
        let seats = [Seat.laptop] + players.map(\.0)
        let renderers = [ScreenRenderer(theme: .colour), ScreenRenderer(theme: .monochrome)]
        // As a host draws: each distinct view once at each theme, from the screens of the last frame.
        var last: [DrawnScreen] = []
        var redrawn = 0
        var kinds = Set<RoundKind>()
        for (step, action) in journal.enumerated() {
            _ = model.update(.replayed(action), at: action.at)
            if step % 11 == 0 {
                for (index, seat) in seats.enumerated() {
                    let size = SeatWordLeakTests.sizes[(index + step / 11) % SeatWordLeakTests.sizes.count]
                    _ = model.update(.resize(size, of: seat), at: action.at)
                }
            }
            let next = step + 1 < journal.count ? journal[step + 1].at : action.at + 3_000
            var instants = [action.at]
            while let change = model.nextChange(after: instants.last!), change < next { instants.append(change) }
            for now in instants {
                var drawn: [DrawnScreen] = []
                for (index, seat) in seats.enumerated() {
                    let renderer = renderers[index % 2]
                    guard let view = model.view(of: seat, at: now),
                          !drawn.contains(where: { $0.theme == renderer.theme && $0.view == view }) else { continue }
                    let screen = renderer.render(view, at: now, after: last)
                    drawn.append(screen)
                    guard screen.isRedrawn else { continue }
                    let whole = renderer.render(view, at: now)
                    if screen.grid != whole {
                        Issue.record("""
                            seed \(seed), \(action.action.name) at \(action.at), now \(now), \(seat):
                            \(screen.grid.text)
                            drawn whole:
                            \(whole.text)
                            """)
                        return
                    }
                    redrawn += 1
                    if case .game(let session) = model.screen { kinds.insert(session.state.roundRules.kind) }
                }
                last = drawn
            }
        }
        #expect(redrawn > 100)
        #expect(kinds == Set(RoundKind.allCases))
    }

    /// A turn played on the laptop with keys, to time up and the review after it: the hint under the word, a
    /// guess, a pass, a peek, a pause and its resume, a terminal too small (the turn paused with a notice) and
    /// back, the menu, help; each frame drawn from the last one, at every instant the loop wakes at and at every
    /// key, is the frame drawn whole.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 40, height: 12)])
    func aTurnPlayedWithKeysIsRedrawnAsDrawnWhole(size: Size) {
        var preferences = Scene.preferences
        preferences.hints = true
        preferences.turnSeconds = 20
        var scene = Scene.handOff(size: size, preferences: preferences)
        scene.startTurn()
        let start = scene.now
        let keys: [(Int, Key)] = [
            (1_500, .enter), (3_500, .character("s")), (5_200, .character("v")), (6_500, .character("p")),
            (8_500, .character("p")), (12_500, .escape), (13_500, .escape),
            (14_500, .character("?")), (15_500, .escape), (16_000, .character("p")),
        ]
        let small = Size(width: 30, height: 8)
        let resizes: [(Int, AppEvent)] = [(9_300, .resize(small, of: .laptop)), (9_600, .resize(size, of: .laptop))]
        var script: [(at: Int, event: AppEvent)] = (keys.map { ($0.0, AppEvent.key($0.1)) } + resizes)
            .sorted { $0.0 < $1.0 }.map { (start + $0.0, $0.1) }
        let renderer = ScreenRenderer(theme: .colour)
        var last: DrawnScreen?
        var (redrawn, notices, turnOver) = (0, 0, false)
        while scene.now < start + 40_000 {
            guard let view = scene.model.view(of: .laptop, at: scene.now) else { break }
            let screen = renderer.render(view, at: scene.now, after: last.map { [$0] } ?? [])
            #expect(screen.grid == renderer.render(view, at: scene.now), "\(scene.now - start) ms into the turn")
            if screen.isRedrawn {
                redrawn += 1
                if scene.model.session?.notice.map({ $0.until > scene.now }) == true { notices += 1 }
            }
            last = screen
            if case .turn = scene.state.stage {} else if !turnOver {
                turnOver = true
                script.append((scene.now + 2_000, .tick))
            }
            let next = [scene.model.nextChange(after: scene.now), script.first?.at].compactMap { $0 }.min()
            guard let next else { break }
            scene.now = max(scene.now, next)
            if let event = script.first, event.at <= scene.now {
                script.removeFirst()
                scene.send(event.event)
            } else {
                scene.send(.tick)
            }
        }
        #expect(turnOver)
        #expect(redrawn > 10)
        #expect(notices > 0)
    }
}
