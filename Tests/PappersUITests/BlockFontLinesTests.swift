import Testing
@testable import PappersUI

/// Breaking a word or phrase into lines of the block font.
@Suite struct BlockFontLinesTests {
    @Test func aWordThatFitsTakesOneLine() {
        #expect(BlockFont.lines(for: "ELEPHANT", fitting: 80, maxLines: 2) == ["ELEPHANT"])
        #expect(BlockFont.lines(for: "Pingüino", fitting: 53, maxLines: 1) == ["Pingüino"])
        #expect(BlockFont.lines(for: "LA CASA", fitting: 80, maxLines: 3) == ["LA CASA"])
    }

    @Test func aPhraseTooWideForOneLineTakesTwo() {
        #expect(BlockFont.lines(for: "BRUSH YOUR TEETH", fitting: 80, maxLines: 2) == ["BRUSH YOUR", "TEETH"])
        #expect(BlockFont.lines(for: "BRUSH YOUR TEETH", fitting: 80, maxLines: 5) == ["BRUSH YOUR", "TEETH"])
    }

    @Test func linesAreEvenedOutRatherThanFilledGreedily() {
        // Greedy filling would give "LA CASA DE" (61 columns) over "PAPEL"; evened out the widest line is 51.
        #expect(BlockFont.lines(for: "LA CASA DE PAPEL", fitting: 80, maxLines: 2) == ["LA CASA", "DE PAPEL"])
    }

    @Test func textThatCannotFitGivesNil() {
        #expect(BlockFont.lines(for: "PINGÜINO", fitting: 52, maxLines: 3) == nil)
        #expect(BlockFont.lines(for: "ELECTROENCEFALOGRAMA", fitting: 80, maxLines: 4) == nil)
        #expect(BlockFont.lines(for: "BRUSH YOUR TEETH", fitting: 80, maxLines: 1) == nil)
        #expect(BlockFont.lines(for: "UN DOS TRES QUATRE", fitting: 40, maxLines: 3) == nil)
        #expect(BlockFont.lines(for: "GAT", fitting: 80, maxLines: 0) == nil)
        #expect(BlockFont.lines(for: "東京", fitting: 80, maxLines: 2) == nil)
    }

    @Test func runsOfSpacesCountAsOneAndEmptyTextHasNoLines() {
        #expect(BlockFont.lines(for: "  BRUSH   YOUR  TEETH ", fitting: 80, maxLines: 2) == ["BRUSH YOUR", "TEETH"])
        #expect(BlockFont.lines(for: "", fitting: 80, maxLines: 2) == [])
        #expect(BlockFont.lines(for: "   ", fitting: 80, maxLines: 2) == [])
    }

    @Test func everyLineFitsAndTheWordsStayInOrder() {
        let phrases = [
            "BRUSH YOUR TEETH", "LA CASA DE PAPEL", "EL SENYOR DELS ANELLS", "ALICE IN WONDERLAND",
            "CENT ANYS DE SOLITUD", "LE PETIT PRINCE", "A B C D E F G H I J", "L'ÓS I LA GUINEU",
        ]
        for phrase in phrases {
            for columns in stride(from: 20, through: 120, by: 7) {
                guard let lines = BlockFont.lines(for: phrase, fitting: columns, maxLines: 4) else { continue }
                #expect(lines.allSatisfy { BlockFont.width(of: $0) <= columns }, "\(phrase) in \(columns)")
                #expect(lines.joined(separator: " ") == phrase, "\(phrase) in \(columns)")
                // No fewer lines would do.
                if lines.count > 1 {
                    #expect(BlockFont.lines(for: phrase, fitting: columns, maxLines: lines.count - 1) == nil)
                }
            }
        }
    }
}
