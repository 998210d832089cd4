import Foundation
import LibFuzzer

/// One input: a list of mutations made in the database itself (`StoredRecordLab.mutate`), then the games read
/// as `replay ID --headless`, `export ID`, `continue` and `history` read them. A trap, or a refusal that is
/// empty or unsafe, or an export that reads back as another record, is a finding.
nonisolated(unsafe) private var lab: StoredRecordLab?

func fuzzStoredRecords(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    if lab == nil {
        // A fresh data directory per run, in memory where the system has it: each input writes the database.
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let folder = base + "/pappers-fuzz-stored-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        lab = try! StoredRecordLab(folder: folder) { finding in fatalError("fuzz-stored-records: \(finding)") }
        atexit { try? FileManager.default.removeItem(atPath: "/dev/shm/pappers-fuzz-stored-\(getpid())") }
    }
    let bytes = count > 0 && data != nil ? Array(UnsafeBufferPointer(start: data!, count: count)) : []
    try! lab!.run(bytes)
    return 0
}

@main
enum FuzzStoredRecords {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzStoredRecords(data, count) })
    }
}
