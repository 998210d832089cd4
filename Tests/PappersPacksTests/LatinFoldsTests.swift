@testable import PappersPacks
import Testing

/// `LatinFolds` writes out what folding U+0080–U+024F through Foundation gives, so that no game runs it.
@Suite struct LatinFoldsTests {
    @Test func everyScalarFoldsAsTheGeneralPathFoldsIt() {
        let general = WordFold.generalLatinTable()
        let rows = stride(from: 0, to: general.count, by: 16).map { start in
            general[start..<start + 16].map { String(decoding: $0, as: UTF8.self) }.joined(separator: "|")
        }
        #expect(general.count == 0x250 - 0x80)
        #expect(LatinFolds.table == general, "LatinFolds.rows should be:\n\(rows.joined(separator: "\n"))")
    }
}
