import PappersCanvas
import PappersEngine
import PappersPacks

extension AppModel {
    /// The turn lengths offered, in seconds.
    static let turnSteps = [10, 15, 20, 30, 45, 60, 75, 90, 120, 180, 240, 300, 420, 600]
    /// The bowl sizes offered.
    static let wordSteps = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 120, 150, 200, 250, 300, 400, 500]
    /// The passing rules offered, nil meaning "as the preset says".
    static let passingSteps: [PassRule?] = [nil, .allowed, .forbidden, .limited(1), .limited(2), .limited(3), .limited(5)]
}

extension SettingsScreen {
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        if packsCursor != nil { return updatePackList(&app, key) }
        if roundsCursor != nil { return updateRoundsList(&app, key) }
        let items = SettingsScreen.Item.allCases
        if let cursor = AppModel.moved(cursor, by: key, count: items.count) {
            self.cursor = cursor
            return []
        }
        let item = items[cursor]
        let old = app.preferences
        switch key {
        case .escape, .character("q"):
            app.screen = .home(HomeScreen())
            return []
        case .left, .character("h"), .character("-"):
            app.change(item, forward: false)
        case .right, .character("l"), .character("+"), .character(" "), .enter:
            // The Packs row has no values to step through: Enter (or →, Space) opens its list.
            if item == .packs { packsCursor = 0 } else if item == .rounds { roundsCursor = 0 } else {
                app.change(item, forward: true)
            }
        default:
            break
        }
        app.defaultNamesFollowLanguage(from: old.interfaceLanguage ?? app.environmentLanguage)
        return app.saveChangedSettings(from: old)
    }

    /// The pack list: Space or x ticks a pack; no pack ticked means all of them.
    private mutating func updatePackList(_ app: inout AppModel, _ key: Key) -> [AppCommand] {
        let preferences = app.preferences
        let packs = app.words?.packs(in: preferences.wordLanguage) ?? []
        guard let cursor = packsCursor, !packs.isEmpty else {
            packsCursor = nil
            return []
        }
        if let moved = AppModel.moved(cursor, by: key, count: packs.count) {
            packsCursor = moved
            return []
        }
        switch key {
        case .character(" "), .character("x"):
            let id = packs[cursor].id
            var chosen = preferences.packs.isEmpty ? packs.filter(\.isInAllPacks).map(\.id) : preferences.packs
            if let index = chosen.firstIndex(of: id) { chosen.remove(at: index) } else { chosen.append(id) }
            let all = Set(packs.filter(\.isInAllPacks).map(\.id))
            app.preferences.packs = Set(chosen) == all ? [] : packs.map(\.id).filter(chosen.contains)
        case .escape, .enter, .character("q"):
            packsCursor = nil
        default:
            break
        }
        return app.saveChangedSettings(from: preferences)
    }
}

extension AppModel {
    /// Moves a setting to its next (or previous) value.
    mutating func change(_ item: SettingsScreen.Item, forward: Bool) {
        func step<T: Equatable>(_ values: [T], from current: T) -> T {
            let index = values.firstIndex(of: current) ?? (forward ? -1 : values.count)
            return values[forward ? min(values.count - 1, index + 1) : max(0, index - 1)]
        }
        func cycle<T: Equatable>(_ values: [T], from current: T) -> T {
            let index = values.firstIndex(of: current) ?? 0
            return values[(index + (forward ? 1 : values.count - 1)) % values.count]
        }
        switch item {
        case .turnLength:
            preferences.turnSeconds = step(Self.turnSteps, from: preferences.turnSeconds)
        case .words:
            preferences.words = step(Self.wordSteps, from: preferences.words)
        case .wordLanguage:
            let languages = words?.languages ?? [preferences.wordLanguage]
            let language = cycle(languages.isEmpty ? [preferences.wordLanguage] : languages, from: preferences.wordLanguage)
            if language != preferences.wordLanguage {
                preferences.wordLanguage = language
                preferences.packs = []
            }
        case .wordRegion:
            preferences.wordRegion = cycle([nil] + WordRegion.allCases, from: preferences.wordRegion)
        case .packs, .rounds:
            break
        case .points:
            preferences.points = cycle(PointsRule.allCases, from: preferences.points)
        case .difficulty:
            preferences.difficulty = cycle(Difficulty.allCases, from: preferences.difficulty)
        case .familyFriendly:
            preferences.familyFriendlyOnly.toggle()
        case .preset:
            preferences.switchRules(to: cycle(RulesPreset.allCases, from: preferences.preset))
        case .passing:
            preferences.passing = cycle(Self.passingSteps, from: preferences.passing)
        case .penalty:
            preferences.passPenalty = step(Array(Rules.Limits.passPenalty), from: preferences.passPenalty)
        case .carryOver:
            preferences.carryOver.toggle()
        case .getReady:
            preferences.getReady.toggle()
        case .hints:
            preferences.hints.toggle()
        case .playerWords:
            preferences.playerWords = step(Array(Preferences.Limits.playerWords), from: preferences.playerWords)
        case .sound:
            preferences.sound = cycle(SoundMode.allCases, from: preferences.sound)
        case .interfaceLanguage:
            preferences.interfaceLanguage = cycle([nil] + UILanguage.allCases, from: preferences.interfaceLanguage)
        case .motion:
            preferences.motion = cycle(Motion.allCases, from: preferences.motion)
        case .colour:
            preferences.colour = cycle(Self.colourSteps, from: preferences.colour)
        }
    }

    /// Whether a pack is in the bowl's selection (no explicit choice means every pack but adults-only ones).
    public func isPackChosen(_ pack: WordPack) -> Bool {
        preferences.packs.isEmpty ? pack.isInAllPacks : preferences.packs.contains(pack.id)
    }

    /// The Colour setting's values, in order.
    static let colourSteps: [ColourChoice] = [.automatic, .depth(.truecolor), .depth(.palette256), .depth(.eight), .depth(.none)]
}
