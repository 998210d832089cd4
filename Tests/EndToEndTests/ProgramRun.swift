import Foundation

/// Runs a program to its end without a terminal, for the tests of commands that print and exit.
enum ProgramRun {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs `executable` with `arguments` in `folder`, `input` on its standard input, and returns its status,
    /// standard output and standard error. `environment` nil keeps this process's.
    static func run(
        _ executable: String, _ arguments: [String], in folder: String? = nil, environment: [String: String]? = nil,
        input: String = ""
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        // Standard error is read on another thread, so that neither pipe fills up while the other is read.
        let errorData = Box()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorData.data = errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData.data, as: UTF8.self))
    }

    /// What the reading thread hands back, read only after it is done.
    private final class Box: @unchecked Sendable {
        var data = Data()
    }
}
