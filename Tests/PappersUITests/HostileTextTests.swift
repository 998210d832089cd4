import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks
import PappersText
import PappersUI
import Testing

/// Text that tries to drive the terminal: escape sequences (colours, clearing, the window title, the
/// clipboard), C1 controls, bidirectional overrides, invisible and combining characters, controls.
enum HostileText {
    static let all: [String] = [
        "\u{1B}[31mred\u{1B}[0m", "\u{1B}[2J\u{1B}[H", "\u{1B}]0;pwned\u{07}", "\u{1B}]52;c;cm0gLXJmIH4=\u{07}",
        "\u{1B}P+q544e\u{1B}\\", "\u{9B}2J", "\u{9D}0;title\u{9C}", "evil\u{202E}txt.exe", "\u{2066}iso\u{2069}",
        "zero\u{200B}width", "join\u{200D}er", "\u{FEFF}bom", "tag\u{E0041}\u{E007F}", "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}",
        "\u{301}leading", "tab\there", "new\nline", "cr\rret", "bell\u{07}", "del\u{7F}", "nul\u{0}x",
        "back\u{08}space", "sep\u{2028}line", "\u{E000}private", String(repeating: "W", count: 300), "東京🐘",
    ]
}

/// What reaches the terminal is only printable text: every cell of every screen holds one character that
/// shows (a letter, a symbol, a box for what the font lacks), possibly followed by combining marks, and never
/// a control, an escape, a format or bidirectional character, whatever text the players, packs, records or
/// the database fed the model.
enum Printable {
    /// The first cell of `grid` that is not printable, as "x,y: U+…".
    static func firstProblem(in grid: Grid) -> String? {
        for y in 0..<grid.height {
            for x in 0..<grid.width where !isPrintable(grid[x, y]) {
                let codes = grid[x, y].character.unicodeScalars.map { UnsafeText.Problem.code($0) }
                return "\(x),\(y): \(codes.joined(separator: " "))"
            }
        }
        return nil
    }

    static func isPrintable(_ cell: Cell) -> Bool {
        let scalars = cell.character.unicodeScalars
        if cell.isContinuation { return cell.character == " " }
        guard let first = scalars.first, shows(first), TextWidth.columns(of: first) >= 1 else { return false }
        return scalars.dropFirst().allSatisfy { mark in
            switch mark.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark: true
            default: false
            }
        }
    }

    /// Whether a scalar is shown rather than obeyed or hidden: no C0 or C1 control, DEL, format character
    /// (bidirectional controls and zero-width characters among them), line or paragraph separator.
    private static func shows(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: return false
        default: return true
        }
    }

    /// Renders `model` at every size and theme given and records an issue for the first unprintable cell.
    static func check(_ model: AppModel, at now: Int, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for theme in [Theme.colour, Theme.monochrome] {
            let grid = ScreenRenderer(theme: theme).render(model, at: now)
            #expect(grid.width == model.size.width && grid.height == model.size.height, sourceLocation: sourceLocation)
            if let problem = firstProblem(in: grid) {
                Issue.record("\(what): unprintable cell at \(problem)\n\(grid.text)", sourceLocation: sourceLocation)
                return
            }
        }
    }
}

@Suite struct HostileTextTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 132, height: 43)]

    /// Teams named with hostile text, as a tampered database could hand them to the model.
    static let hostileRoster: [Team] = stride(from: 0, to: HostileText.all.count - 1, by: 4).map { start in
        Team(name: HostileText.all[start], players: Array(HostileText.all[(start + 1)..<min(start + 4, HostileText.all.count)]))
    }

    /// Packs whose names and words are hostile, built without the decoder (which refuses them: see
    /// `hostilePacksAreRefusedByTheLoader`).
    static let hostileSupply: WordSupply = {
        var catalog = PackCatalog()
        for (index, name) in HostileText.all.enumerated() {
            let header = PackHeader(id: "en-hostile-\(index)", name: name, language: "en", description: name,
                                    version: "1", author: name, license: name)
            let words = HostileText.all.map { PackWord(text: $0, key: WordKey.strict($0), hint: $0) }
            let source = PackSource.file(path: "/tests/\(name).json")
            catalog.add(PackLoad(source: source, result: .success(WordPack(header: header, words: words, source: source))))
        }
        catalog.add(PackLoad(source: .file(path: "/tests/\u{1B}]0;x\u{07}.json"),
                             result: .failure(PackProblems(PackProblem(file: "\u{1B}[2J", position: .start, message: "\u{9B}31m")))))
        return WordSupply(catalog: catalog)
    }()

    /// The menus with a hostile roster, hostile recent rosters, hostile packs and a hostile problem message:
    /// every screen, every help page, every row, at three sizes.
    @Test(arguments: sizes)
    func menusShowHostileTextInert(size: Size) {
        var scene = Scene(size: size, roster: Self.hostileRoster)
        scene.send(.wordsLoaded(Self.hostileSupply))
        let keys: [Key] = [
            .character("?"), .right, .right, .right, .right, .down, .escape,  // help, every page
            .character("s"), .down, .down, .down, .enter, .down, .down, .escape, .down, .down, .right, .escape,
            .character("n"), .down, .down, .enter, .escape, .character("o"), .character("s"), .down, .down,
            .character("x"), .escape, .escape,
        ]
        Printable.check(scene.model, at: scene.now, "home")
        for key in keys {
            scene.press(key)
            Printable.check(scene.model, at: scene.now, "after \(key)")
        }
        let hostile = HostileText.all.joined(separator: " ")
        scene.send(.storeFailed(ProblemScreen(message: hostile, reason: .damaged(path: hostile), canStartFresh: true)))
        Printable.check(scene.model, at: scene.now, "problem screen")
        print("reliability: hostile-menus: \(keys.count + 2) × menu screen with a hostile roster, packs and message, "
            + "in both themes (\(size.width)x\(size.height))")
    }

    /// A game whose words and names are hostile (a record or database edited by hand reaches the screens this
    /// way, through a resumed game or an on-screen replay): every game screen, from hand-off to the podium.
    @Test(arguments: sizes)
    func gameScreensShowHostileTextInert(size: Size) throws {
        let setup = GameSetup(teams: Self.hostileRoster, rules: Rules(), words: HostileText.all, seed: 9)
        var scene = Scene(size: size)
        var state = GameState(setup: setup)
        try state.apply(TimedAction(.startGame, at: 0))
        scene.send(.savedGameLoaded(LoadedGame(state: state, packs: ["\u{1B}]0;x\u{07}"], recordID: 1, lastKnown: 0)))
        Printable.check(scene.model, at: scene.now, "resumed")
        var steps = 0
        for step in 0..<2_000 where !(scene.model.session?.state.phase.isOver ?? true) {
            steps += 1
            switch scene.state.phase {
            case .turn:
                let keys: [Key] = [.enter, .enter, .character("s"), .character("v"), .character("p"), .character("p"), .enter, .character("u")]
                scene.press(keys[step % keys.count], after: 700)
            case .review:
                if scene.state.review!.guessed.count > 1 {  // strike one, as long as the round can still end
                    scene.press(.down, .character("x"))
                    Printable.check(scene.model, at: scene.now, "review")
                }
                scene.settle()
                scene.press(.enter)
            case .handOff where step % 5 == 0:
                scene.press(.escape)  // the menu
                Printable.check(scene.model, at: scene.now, "menu")
                scene.press(.escape)
                scene.settle()
                scene.press(.enter)
            default:
                scene.settle()
                scene.press(.enter)
            }
            Printable.check(scene.model, at: scene.now, "\(scene.state.phase) at step \(step)")
        }
        #expect(scene.state.phase == .finished)
        print("reliability: hostile-game: \(steps) × game screen with hostile words and names, in both themes "
            + "(\(size.width)x\(size.height))")

        var replay = Scene(size: size)
        replay.send(.replayStarted(setup, recordID: 1, packs: []))
        Printable.check(replay.model, at: 0, "replay")
    }

    /// Typed hostile text is refused key by key: what the field holds stays safe to show.
    @Test func typedHostileTextIsRefused() {
        var preferences = Scene.preferences
        preferences.playerWords = 1
        var scene = Scene(preferences: preferences)
        scene.press(.character("n"), .enter)  // edit the first team's name
        for text in HostileText.all { scene.type(text) }
        guard case .teams(let teams) = scene.model.screen, let field = teams.editing else {
            Issue.record("not editing a name")
            return
        }
        #expect(UnsafeText.isSafe(field.text), "\(field.text.unicodeScalars.map { UnsafeText.Problem.code($0) })")
        Printable.check(scene.model, at: scene.now, "teams, typing")
        scene.press(.escape, .character("s"))
        scene.press(.enter)  // the first player takes the keyboard
        for text in HostileText.all { scene.type(text) }
        guard case .playerWords(let words) = scene.model.screen else {
            Issue.record("not on the players' words")
            return
        }
        #expect(UnsafeText.isSafe(words.field.text))
        Printable.check(scene.model, at: scene.now, "players' words, typing")
        print("reliability: hostile-typed: \(2 * HostileText.all.count) × hostile text typed into a name or a word, refused key by key")
    }

    /// A pack file holding hostile text in any of its texts is refused whole, with messages that echo nothing
    /// unsafe.
    @Test(arguments: HostileText.all.filter { !UnsafeText.isSafe($0) })
    func hostilePacksAreRefusedByTheLoader(text: String) {
        // As JSON: quotes and backslashes escaped, C0 controls as \u00XX, everything else as it is.
        let quoted = "\"" + text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"", "\\": "\\" + String(scalar)
            case _ where scalar.value < 0x20: "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: String(scalar)
            }
        }.joined() + "\""
        for field in ["name", "description", "author", "license", "word", "hint", "tag"] {
            func value(_ name: String, _ plain: String) -> String { field == name ? quoted : "\"\(plain)\"" }
            let json = """
                {"format": 1, "id": "en-x", "name": \(value("name", "X")), "language": "en", "version": "1",
                 "description": \(value("description", "d")), "author": \(value("author", "a")),
                 "license": \(value("license", "l")),
                 "words": [{"text": \(value("word", "dog")), "hint": \(value("hint", "h")), "tags": [\(value("tag", "t"))]},
                           {"text": "cat"}, {"text": "cow"}, {"text": "hen"}, {"text": "owl"}]}
                """
            switch PackDecoder.decode(Array(json.utf8), source: .file(path: "hostile.json")) {
            case .success:
                Issue.record("a pack with \(field) \(text.unicodeScalars.map { UnsafeText.Problem.code($0) }) was accepted")
            case .failure(let problems):
                #expect(problems.listed.allSatisfy { UnsafeText.isSafe($0.message) })
            }
        }
        print("reliability: hostile-loader: 7 × pack file with a hostile text in one of its fields, refused")
    }
}
