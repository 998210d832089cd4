import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks

/// The settings: one row per setting, its value on the right; the pack list over it when open.
enum SettingsScreenView {
    static func render(_ settings: SettingsScreen, _ context: ScreenContext) -> Grid {
        let theme = context.theme
        var grid = context.canvas(theme.menu)
        let size = context.size
        grid.centred(context.text(.settingsTitle), y: 0, style: theme.menuTitle)
        grid.centred(context.text(.settingsSaved), y: 1, style: theme.menuHint)
        let items = SettingsScreen.Item.allCases
        let top = 3
        let height = size.height - top - 2
        let first = ScrollWindow.first(count: items.count, height: height, cursor: settings.cursor)
        let width = min(size.width - 2, 70)
        let x = (size.width - width) / 2
        for (offset, item) in items.dropFirst(first).prefix(height).enumerated() {
            let index = first + offset
            let selected = index == settings.cursor
            let style = selected ? theme.selected : theme.menu
            let row = top + offset
            grid.fill(x: x, y: row, width: width, height: 1, style: style)
            let value = selected ? "◀ \(self.value(of: item, context)) ▶" : self.value(of: item, context)
            let valueWidth = min(value.count, width / 2)
            grid.text(Grid.fit(label(of: item, context), columns: width - valueWidth - 3), x: x + 1, y: row, style: style)
            let fitted = Grid.fit(value, columns: valueWidth)
            grid.text(fitted, x: x + width - 1 - fitted.count, y: row, style: style)
        }
        if let cursor = settings.packsCursor { drawPacks(cursor: cursor, into: &grid, context) }
        let hints = settings.packsCursor != nil
            ? [KeyHint(context.text(.keySpace), context.text(.actionTick)), KeyHint(context.text(.keyArrows), context.text(.actionMove)),
               KeyHint(context.text(.keyEnter), context.text(.actionClose))]
            : [KeyHint("←→", context.text(.actionChange)), KeyHint(context.text(.keyArrows), context.text(.actionMove)),
               KeyHint(context.text(.keyEsc), context.text(.actionBack)), context.helpHint]
        Footer.draw(hints, into: &grid, row: size.height - 1, theme: theme)
        return grid
    }

    static func label(of item: SettingsScreen.Item, _ context: ScreenContext) -> String {
        switch item {
        case .turnLength: context.text(.settingsTurnLength)
        case .words: context.text(.settingsWords)
        case .wordLanguage: context.text(.settingsWordLanguage)
        case .packs: context.text(.settingsPacks)
        case .difficulty: context.text(.settingsDifficulty)
        case .familyFriendly: context.text(.settingsFamilyFriendly)
        case .preset: context.text(.settingsPreset)
        case .passing: context.text(.settingsPassing)
        case .penalty: context.text(.settingsPenalty)
        case .carryOver: context.text(.settingsCarryOver)
        case .hints: context.text(.settingsHints)
        case .playerWords: context.text(.settingsPlayerWords)
        case .sound: context.text(.settingsSound)
        case .interfaceLanguage: context.text(.settingsInterfaceLanguage)
        }
    }

    static func value(of item: SettingsScreen.Item, _ context: ScreenContext) -> String {
        let preferences = context.model.preferences
        func yesNo(_ flag: Bool) -> String { context.text(flag ? .valueYes : .valueNo) }
        switch item {
        case .turnLength: return context.text(.valueSeconds, ["n": String(preferences.turnSeconds)])
        case .words: return String(preferences.words)
        case .wordLanguage: return Strings.languageName(preferences.wordLanguage)
        case .packs:
            return preferences.packs.isEmpty ? context.text(.valueAllPacks)
                : context.text(.valueSomePacks, ["n": String(preferences.packs.count)])
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
                return context.text(.valueAutomatic, ["language": Strings.languageName(context.model.environmentLanguage.rawValue)])
            }
            return Strings.languageName(language.rawValue)
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
        case .limited(let limit): context.text(.passingLimited, ["n": String(limit)])
        }
    }

    private static func drawPacks(cursor: Int, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let model = context.model
        let packs = model.words?.packs(in: model.preferences.wordLanguage) ?? []
        let width = min(grid.width - 4, 60)
        let height = min(grid.height - 4, packs.count + 5)
        let x = (grid.width - width) / 2, y = (grid.height - height) / 2
        Box.draw(into: &grid, x: x, y: y, width: width, height: height, style: theme.selected)
        let language = Strings.languageName(model.preferences.wordLanguage)
        grid.centred(context.text(.packsTitle, ["language": language]), y: y + 1, style: theme.selected, x: x, width: width)
        guard !packs.isEmpty else {
            grid.centred(context.text(.packsNone), y: y + 2, style: theme.selected, x: x, width: width)
            return
        }
        let rows = height - 5
        let first = ScrollWindow.first(count: packs.count, height: rows, cursor: cursor)
        for (offset, pack) in packs.dropFirst(first).prefix(rows).enumerated() {
            let index = first + offset
            let row = y + 2 + offset
            let style = index == cursor ? theme.menu.bolded() : theme.selected
            grid.fill(x: x + 1, y: row, width: width - 2, height: 1, style: style)
            let tick = model.isPackChosen(pack) ? "[x] " : "[ ] "
            var detail = context.text(.packWords, ["n": String(pack.words.count)])
            if pack.isAdultsOnly { detail += ", " + context.text(.packAdultsOnly) }
            grid.text(Grid.fit(tick + pack.name, columns: width - detail.count - 5), x: x + 2, y: row, style: style)
            grid.text(detail, x: x + width - 2 - detail.count, y: row, style: style)
        }
        let hint = Wrap.lines(context.text(.packsHint), width: width - 4)
        for (index, line) in hint.prefix(2).enumerated() {
            grid.text(line, x: x + 2, y: y + height - 3 + index, style: theme.selected)
        }
    }
}
