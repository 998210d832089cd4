import Foundation
import LibFuzzer
import PappersPacks
import PappersText

/// One input: decodes the bytes as a word pack. The loader must answer every input with a pack
/// whose texts are all safe to show, or with well-formed problems that echo nothing unsafe; anything else, a
/// trap, a hang (`-timeout`) or runaway memory (`-rss_limit_mb`), is a finding.
func fuzzPacks(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = count > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: count)) : []
    switch PackDecoder.decode(bytes, source: .file(path: "fuzz.json")) {
    case .success(let pack):
        check(!pack.words.isEmpty && pack.words.count <= PackFormat.maxWords, "a pack's word count")
        let header = pack.header
        let texts = [header.id, header.name, header.language, header.version]
            + [header.description, header.author, header.license].compactMap { $0 }
        for text in texts { check(UnsafeText.isSafe(text), "a header field that is not safe to show") }
        for word in pack.words {
            check(UnsafeText.isSafe(word.text) && WordText.problem(in: word.text) == nil, "an unsafe word")
            check(TextWidth.columns(of: word.text) <= PackFormat.maxWordColumns, "a word wider than the format allows")
            check(word.tags.count <= PackFormat.maxTags, "too many tags")
            for text in word.tags + [word.hint].compactMap({ $0 }) {
                check(UnsafeText.isSafe(text), "an unsafe tag or hint")
            }
        }
    case .failure(let problems):
        check(!problems.listed.isEmpty && problems.listed.count <= PackFormat.maxListedProblems, "the problem count")
        for problem in problems.listed {
            check(problem.line >= 1 && problem.column >= 1, "a problem without a position")
            check(UnsafeText.isSafe(problem.message), "a message that echoes unsafe text")
        }
    }
    return 0
}

private func check(_ condition: Bool, _ what: StaticString) {
    if !condition { fatalError("fuzz-packs: \(what)") }
}

@main
enum FuzzPacks {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzPacks(data, count) })
    }
}
