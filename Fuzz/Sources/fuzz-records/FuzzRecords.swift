import Foundation
import LibFuzzer
import PappersEngine
import PappersStore
import PappersText

/// One input: reads the bytes as a game record, as `pappers replay FILE` does. A record is
/// refused with a one-line message that echoes nothing unsafe, or accepted; an accepted record is replayed
/// (`verified()`), and its export reads back as the same record. Anything else is a finding.
func fuzzRecords(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = count > 0 && data != nil ? Data(bytes: data!, count: count) : Data()
    let record: GameRecord
    do {
        record = try GameRecord(json: bytes)
    } catch {
        check(UnsafeText.isSafe(error.message), "a refusal that echoes unsafe text")
        return 0
    }
    do {
        let state = try record.verified()
        _ = GameSummary(state)
    } catch {
        check(UnsafeText.isSafe(error.message), "a replay error that echoes unsafe text")
    }
    do {
        let again = try GameRecord(json: Data(record.exportedJSON().utf8))
        check(again == record, "an export that reads back as another record")
    } catch {
        fatalError("fuzz-records: an accepted record's export is refused: \(error.message)")
    }
    return 0
}

private func check(_ condition: Bool, _ what: StaticString) {
    if !condition { fatalError("fuzz-records: \(what)") }
}

@main
enum FuzzRecords {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzRecords(data, count) })
    }
}
