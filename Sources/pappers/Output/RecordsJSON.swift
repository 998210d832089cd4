import PappersEngine
import PappersJSON

/// `pappers stats --json`: the records across games as one JSON document, keys in a fixed order (the shape is
/// in docs/command-line.md).
enum RecordsJSON {
    static func text(_ records: Records) -> String {
        JSON.object([
            ("games", .object([
                ("read", .number(records.games.read)),
                ("finished", .number(records.games.finished)),
                ("inProgress", .number(records.games.inProgress)),
                ("abandoned", .number(records.games.abandoned)),
                ("unreadable", .number(records.games.unreadable)),
                ("pairs", .number(records.games.pairs)),
            ])),
            ("players", .array(records.players.map { player in
                .object([
                    ("name", .string(player.name)),
                    ("key", .string(player.key)),
                    ("teams", figures(player.teams)),
                    ("pairs", figures(player.pairs)),
                ])
            })),
            ("words", .object([
                ("hardest", .array(records.hardestWords.map { word in
                    .object([
                        ("word", .string(word.word)), ("games", .number(word.games)), ("guessed", .number(word.guessed)),
                        ("passes", .number(word.passes)),
                        ("longestGuessMillis", .optional(word.longestGuessMillis.map(JSON.number))),
                    ])
                })),
                ("fastest", .array(records.fastestWords.map { word in
                    .object([
                        ("word", .string(word.word)), ("millis", .optional(word.fastestGuess.map { .number($0.millis) })),
                        ("game", .optional(word.fastestGuess.map { .number($0.game) })),
                    ])
                })),
            ])),
            ("packs", .array(records.packs.map { pack in
                .object([
                    ("id", .string(pack.id)), ("games", .number(pack.games)), ("words", .number(pack.words)),
                    ("guessed", .number(pack.guessed)), ("passes", .number(pack.passes)),
                    ("onScreenMillis", .number(pack.onScreenMillis)),
                ])
            })),
            ("unreadableGames", .array(records.unreadableGames.map { game in
                .object([("id", .number(game.id)), ("reason", .string(game.reason))])
            })),
        ]).compactText
    }

    private static func figures(_ figures: PlayerFigures) -> JSON {
        .object([
            ("games", .number(figures.games)), ("wins", .number(figures.wins)), ("turns", .number(figures.turns)),
            ("words", .number(figures.words)), ("guessed", .number(figures.guessed)),
            ("describingMillis", .number(figures.describingMillis)),
            ("bestTurn", .optional(figures.bestTurn.map { pace in
                .object([
                    ("game", .number(pace.game)), ("words", .number(pace.words)), ("millis", .number(pace.millis)),
                    ("wordsPerMinute", .number(RecordsText.tenths(pace.tenthsPerMinute))),
                ])
            })),
        ])
    }
}
