import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks
import PappersText

/// The settings: one row per setting, its value on the right; the pack list over it when open.
enum SettingsScreenView {
    static func draw(_ settings: SettingsScreen, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        grid.fill(area, style: theme.menu)
        grid.centred(context.text(.settingsTitle), in: area.row(0), style: theme.menuTitle)
        grid.centred(context.text(.settingsSaved), in: area.row(1), style: theme.menuHint)
        let items = SettingsScreen.Item.allCases
        let list = area.inset(top: 3, bottom: 2).inset(horizontal: 1).centred(width: 70)
        let window = ScrollWindow(count: items.count, in: list, cursor: settings.cursor)
        for index in window.indices {
            let item = items[index]
            let selected = index == settings.cursor
            let style = selected ? theme.selected : theme.menu
            let line = window.row(of: index)
            grid.fill(line, style: style)
            // The Packs row opens a list rather than stepping through values, so it shows no ◀ ▶.
            let steps = selected && item != .packs
            let label = label(of: item, context)
            let shown = self.value(of: item, context, beside: label, rowWidth: list.width)
            let value = steps ? "◀ \(shown) ▶" : shown
            // The value takes what the label leaves (half the row at least, so a long label gives way).
            let room = max(line.width / 2, line.width - 3 - TextWidth.columns(of: label))
            let (labelArea, valueArea) = line.inset(horizontal: 1).splitRight(min(TextWidth.columns(of: value), room), gap: 1)
            grid.text(label, in: labelArea, style: style)
            grid.text(value, in: valueArea, style: style, alignment: .trailing)
        }
        window.drawMarks(into: &grid, style: theme.menuHint, context)
        if let cursor = settings.packsCursor { drawPacks(cursor: cursor, in: area, into: &grid, context) }
        if let cursor = settings.roundsCursor {
            RoundsListView.draw(cursor: cursor, moving: settings.movingRound, in: area, into: &grid, context)
            return
        }
        let hints = settings.packsCursor != nil
            ? [KeyHint(context.text(.keySpace), context.text(.actionTick)), KeyHint(context.text(.keyArrows), context.text(.actionMove)),
               KeyHint(context.text(.keyEnter), context.text(.actionClose))]
            : [[.packs, .rounds].contains(items[settings.cursor]) ? KeyHint(context.text(.keyEnter), context.text(.actionChoose))
                : KeyHint("←→", context.text(.actionChange)), KeyHint(context.text(.keyArrows), context.text(.actionMove)),
               KeyHint(context.text(.keyEsc), context.text(.actionBack)), context.helpHint]
        Footer.draw(hints, into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }

    static func label(of item: SettingsScreen.Item, _ context: ScreenContext) -> String {
        switch item {
        case .turnLength: context.text(.settingsTurnLength)
        case .words: context.text(.settingsWords)
        case .wordLanguage: context.text(.settingsWordLanguage)
        case .wordRegion: context.text(.settingsWordRegion)
        case .packs: context.text(.settingsPacks)
        case .difficulty: context.text(.settingsDifficulty)
        case .familyFriendly: context.text(.settingsFamilyFriendly)
        case .preset: context.text(.settingsPreset)
        case .passing: context.text(.settingsPassing)
        case .penalty: context.text(.settingsPenalty)
        case .carryOver: context.text(.settingsCarryOver)
        case .getReady: context.text(.settingsGetReady)
        case .rounds: context.text(.settingsRounds)
        case .points: context.text(.settingsPoints)
        case .hints: context.text(.settingsHints)
        case .playerWords: context.text(.settingsPlayerWords)
        case .sound: context.text(.settingsSound)
        case .interfaceLanguage: context.text(.settingsInterfaceLanguage)
        case .motion: context.text(.settingsMotion)
        case .colour: context.text(.settingsColour)
        }
    }

    /// The value of `item` as its row, `rowWidth` columns wide, shows it beside `label`.
    static func value(of item: SettingsScreen.Item, _ context: ScreenContext, beside label: String, rowWidth: Int) -> String {
        let preferences = context.model.preferences
        func yesNo(_ flag: Bool) -> String { context.text(flag ? .valueYes : .valueNo) }
        switch item {
        case .turnLength: return context.text(.valueSeconds(n: preferences.turnSeconds))
        case .words: return String(preferences.words)
        case .wordLanguage: return Strings.languageName(preferences.wordLanguage)
        case .wordRegion:
            guard let region = preferences.wordRegion else {
                return context.text(.regionAutomatic(region: regionName(context.model.environmentRegion, context)))
            }
            return regionName(region, context)
        case .packs:
            return preferences.packs.isEmpty ? context.text(.valueAllPacks)
                : context.text(.valueSomePacks(n: preferences.packs.count))
        case .difficulty:
            return switch preferences.difficulty {
            case .easy: context.text(.difficultyEasy)
            case .medium: context.text(.difficultyMedium)
            case .hard: context.text(.difficultyHard)
            case .any: context.text(.difficultyAny)
            }
        case .familyFriendly: return yesNo(preferences.familyFriendlyOnly)
        case .preset: return presetName(preferences.preset, context)
        case .passing:
            guard let rule = preferences.passing else { return context.text(.passingPreset) }
            return passingName(rule, context)
        case .penalty:
            return preferences.passPenalty == 0 ? context.text(.valueNone) : "−\(preferences.passPenalty)"
        case .carryOver: return yesNo(preferences.carryOver)
        case .getReady: return yesNo(preferences.getReady)
        case .rounds:
            // The rounds by name, in order: whole when they fit beside the label, else each name's first
            // letters (Enter opens the list with every round whole).
            let rounds = context.model.chosenRounds
            let names = rounds.map(context.roundName)
            // The settings row less its margins, the label, a gap and the ◀ ▶.
            let columns = rowWidth - 2 - TextWidth.columns(of: label) - 1 - 4
            let whole = names.joined(separator: ", ")
            if TextWidth.columns(of: whole) <= columns { return whole }
            for letters in [4, 3, 2, 1] {
                let short = names.map { String($0.prefix(letters)) }.joined(separator: "·")
                if TextWidth.columns(of: short) <= columns { return short }
            }
            return String(rounds.count)
        case .points: return context.text(preferences.points == .perWord ? .pointsPerWord : .pointsByLevel)
        case .hints: return context.text(preferences.hints ? .hintsOn : .hintsOff)
        case .playerWords: return preferences.playerWords == 0 ? context.text(.valueNone) : String(preferences.playerWords)
        case .sound:
            return switch preferences.sound {
            case .on: context.text(.soundOn)
            case .bell: context.text(.soundBell)
            case .off: context.text(.soundOff)
            }
        case .interfaceLanguage:
            guard let language = preferences.interfaceLanguage else {
                return context.text(.valueAutomatic(language: Strings.languageName(context.model.environmentLanguage.rawValue)))
            }
            return Strings.languageName(language.rawValue)
        case .motion: return context.text(preferences.motion == .full ? .motionFull : .motionCalm)
        case .colour:
            guard case .depth(let depth) = preferences.colour else {
                return context.text(.colourAuto(depth: depthName(context.model.colourDepth, context)))
            }
            return depthName(depth, context)
        }
    }

    static func depthName(_ depth: ColourDepth, _ context: ScreenContext) -> String {
        switch depth {
        case .truecolor: context.text(.colourTrue)
        case .palette256: context.text(.colour256)
        case .eight: context.text(.colour8)
        case .none: context.text(.colourNone)
        }
    }

    static func regionName(_ region: WordRegion, _ context: ScreenContext) -> String {
        switch region {
        case .any: context.text(.regionAny)
        case .us: context.text(.regionUS)
        case .gb: context.text(.regionGB)
        case .ie: context.text(.regionIE)
        case .au: context.text(.regionAU)
        case .ca: context.text(.regionCA)
        }
    }

    static func presetName(_ preset: RulesPreset, _ context: ScreenContext) -> String {
        switch preset {
        case .pappers: context.text(.presetPappers)
        case .timesup: context.text(.presetTimesup)
        case .monikers: context.text(.presetMonikers)
        }
    }

    static func passingName(_ rule: PassRule, _ context: ScreenContext) -> String {
        switch rule {
        case .allowed: context.text(.passingAllowed)
        case .forbidden: context.text(.passingForbidden)
        case .limited(let limit): context.text(.passingLimited(n: limit))
        }
    }

    private static func drawPacks(cursor: Int, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let model = context.model
        let packs = model.words?.packs(in: model.preferences.wordLanguage) ?? []
        let box = area.inset(by: 2).centred(width: 60, height: packs.count + 5)
        let inside = Box.draw(into: &grid, box, style: theme.selected)
        let language = Strings.languageName(model.preferences.wordLanguage)
        grid.centred(context.text(.packsTitle(language: language)), in: box.row(1), style: theme.selected)
        guard !packs.isEmpty else {
            grid.centred(context.text(.packsNone), in: box.row(2), style: theme.selected)
            return
        }
        let (list, hintRows) = inside.inset(top: 1).splitBottom(2)
        let window = ScrollWindow(count: packs.count, in: list, cursor: cursor)
        for index in window.indices {
            let pack = packs[index]
            let line = window.row(of: index)
            let style = index == cursor ? theme.menu.bolded() : theme.selected
            grid.fill(line, style: style)
            let tick = model.isPackChosen(pack) ? "[x] " : "[ ] "
            var detail = context.text(.packWords(n: pack.words.count))
            if pack.isAdultsOnly { detail += ", " + context.text(.packAdultsOnly) }
            let (nameArea, detailArea) = line.inset(horizontal: 1).splitRight(detail.count, gap: 1)
            grid.text(tick + pack.name, in: nameArea, style: style)
            grid.text(detail, in: detailArea, style: style, alignment: .trailing)
        }
        window.drawMarks(into: &grid, style: theme.selected.bolded(), context)
        let hint = Wrap.lines(context.text(.packsHint), width: hintRows.inset(horizontal: 1).width)
        for (index, line) in hint.prefix(2).enumerated() {
            grid.text(line, in: hintRows.row(index).inset(horizontal: 1), style: theme.selected)
        }
    }
}
