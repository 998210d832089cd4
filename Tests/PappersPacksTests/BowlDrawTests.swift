import PappersEngine
import PappersPacks
import Testing

/// Drawing a bowl: seeded, fresh words first, stale ones oldest first, shortages said.
@Suite struct BowlDrawTests {
    static let pack = makePack("en-ten", (0..<10).map { ("w\($0)", WordLevel.medium, true) })

    @Test func theDrawIsPinnedForASeed() {
        let draw = BowlDraw.draw(5, from: [Self.pack], filter: WordFilter(language: "en"), lastPlayed: [:], seed: 42)
        // Checked against an independent Python implementation of xoshiro256** and Fisher–Yates.
        #expect(draw.texts == ["w7", "w3", "w5", "w6", "w2"])
        #expect(draw.requested == 5 && draw.available == 10 && draw.freshCount == 5 && !draw.isShort && draw.shortage == nil)
    }

    @Test func theSameSeedGivesTheSameBowlAndAnotherSeedAnother() {
        let filter = WordFilter(language: "en")
        let first = BowlDraw.draw(10, from: [Self.pack], filter: filter, lastPlayed: [:], seed: 7)
        #expect(first == BowlDraw.draw(10, from: [Self.pack], filter: filter, lastPlayed: [:], seed: 7))
        #expect(first.texts != BowlDraw.draw(10, from: [Self.pack], filter: filter, lastPlayed: [:], seed: 8).texts)
        #expect(Set(first.texts) == Set(Self.pack.words.map(\.text)))
    }

    @Test func usesTheBowlStreamOfTheSeed() {
        var generator = SeededGenerator(seed: 42, stream: .bowl)
        let direct = BowlDraw.draw(5, from: Self.pack.words, lastPlayed: [:], generator: &generator)
        #expect(direct.texts == BowlDraw.draw(5, from: [Self.pack], filter: WordFilter(language: "en"), lastPlayed: [:], seed: 42).texts)
    }

    @Test func prefersWordsNotPlayedThenTheOldestPlayed() {
        let lastPlayed = ["w0": 50, "w1": 10, "w2": 30, "w3": 10, "w4": 99, "w5": 1, "w6": 2, "w7": 3]
        for seed in UInt64(0)..<20 {
            var generator = SeededGenerator(seed: seed, stream: .bowl)
            let draw = BowlDraw.draw(10, from: Self.pack.words, lastPlayed: lastPlayed, generator: &generator)
            #expect(Set(draw.texts.prefix(2)) == ["w8", "w9"])
            #expect(Array(draw.texts[2..<5]) == ["w5", "w6", "w7"])
            #expect(Set(draw.texts[5..<7]) == ["w1", "w3"], "a tie, in seeded order")
            #expect(Array(draw.texts.suffix(3)) == ["w2", "w0", "w4"])
            #expect(draw.freshCount == 2)
        }
        var generator = SeededGenerator(seed: 1, stream: .bowl)
        let small = BowlDraw.draw(3, from: Self.pack.words, lastPlayed: lastPlayed, generator: &generator)
        #expect(Set(small.texts) == ["w8", "w9", "w5"])
    }

    @Test func tiesAmongStaleWordsFollowTheSeed() {
        let lastPlayed = Dictionary(uniqueKeysWithValues: Self.pack.words.map { ($0.key, 5) })
        let orders = Set((UInt64(0)..<10).map { seed in
            var generator = SeededGenerator(seed: seed, stream: .bowl)
            return BowlDraw.draw(10, from: Self.pack.words, lastPlayed: lastPlayed, generator: &generator).texts
        })
        #expect(orders.count > 1)
    }

    @Test func saysWhenThereAreTooFewWords() {
        let draw = BowlDraw.draw(40, from: [Self.pack], filter: WordFilter(language: "en"), lastPlayed: ["w1": 3], seed: 1)
        #expect(draw.words.count == 10 && draw.available == 10 && draw.requested == 40 && draw.isShort)
        #expect(draw.shortage == "Only 10 words match the chosen packs and filters; 40 were asked for.")
        let none = BowlDraw.draw(40, from: [Self.pack], filter: WordFilter(language: "ca"), lastPlayed: [:], seed: 1)
        #expect(none.words.isEmpty && none.shortage == "No word matches the chosen packs and filters; 40 were asked for.")
        let one = BowlDraw.draw(5, from: [makePack("en-one", [("solo", .easy, true)])], filter: WordFilter(language: "en"), lastPlayed: [:], seed: 1)
        #expect(one.shortage == "Only 1 word matches the chosen packs and filters; 5 were asked for.")
    }

    @Test func respectsEveryFilterAndCountsSharedWordsOnce() {
        let kids = makePack("en-kids", [("dog", .easy, true), ("beer", .easy, false), ("quantum", .hard, true)])
        let more = makePack("en-more", [("DOG", .easy, true), ("cat", .easy, true)])
        let other = makePack("ca-gos", language: "ca", [("gos", .easy, true)])
        let filter = WordFilter(language: "en", difficulty: .easy)
        for seed in UInt64(0)..<10 {
            let draw = BowlDraw.draw(10, from: [kids, more, other], filter: filter, lastPlayed: [:], seed: seed)
            #expect(Set(draw.texts) == ["dog", "cat"])
            #expect(draw.available == 2)
        }
        var generator = SeededGenerator(seed: 3)
        let twice = BowlDraw.draw(10, from: kids.words + more.words, lastPlayed: [:], generator: &generator)
        #expect(twice.available == 4 && twice.texts.filter { $0.lowercased() == "dog" }.count == 1)
    }

    @Test func aNegativeCountDrawsNothing() {
        var generator = SeededGenerator(seed: 1)
        let draw = BowlDraw.draw(-3, from: Self.pack.words, lastPlayed: [:], generator: &generator)
        #expect(draw.words.isEmpty && draw.requested == 0 && !draw.isShort)
    }
}
