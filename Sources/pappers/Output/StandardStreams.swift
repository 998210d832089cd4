import Foundation
import PappersText
import Synchronization

/// Standard input, output and error, the one way every command reads and writes them.
///
/// Writing is `write(2)` on the descriptor, never `FileHandle.write` (which traps when the write fails) nor
/// `print` (whose failures nobody sees). What cannot be written ends the command with exit 74 and no trace:
/// EPIPE (the reader went away: `| head`), ENOSPC (`>/dev/full`), EBADF (a stream closed with `>&-`). A line
/// standard error could not take (a warning, a note) ends a command that otherwise succeeded with 74 too
/// (`lostErrorLine`); a command that fails keeps its own code.
///
/// Every line printed goes through the one inert-text rule (`UnsafeText.inert`): whatever a path, a name or a
/// file held, nothing printed can drive the terminal.
enum StandardStreams {
    /// The standard streams that were closed when the program started (`<&-`, `>&-`, `2>&-`), by descriptor.
    /// Set once, first thing in `main`, before any thread starts.
    nonisolated(unsafe) private static var closedAtStart: Set<Int32> = []

    /// Makes the streams safe to use: a broken pipe becomes EPIPE instead of a signal, and a standard stream
    /// closed at start gets /dev/null in its place, so that no file the program opens later (the database!)
    /// takes descriptor 0, 1 or 2 and receives what was meant for the stream. Reads and writes on such a stream
    /// still fail, as the closed stream would (EBADF).
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            closedAtStart.insert(descriptor)
            // open() takes the lowest free descriptor: this one, as the lower ones are open or reserved already.
            let placeholder = open("/dev/null", O_RDWR)
            if placeholder >= 0 && placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }

    /// Whether a line meant for standard error could not be written.
    private static let lostLine = Atomic<Bool>(false)

    /// Whether a line meant for standard error was lost: the command, however it went, cannot say so
    /// and must not exit 0.
    static var lostErrorLine: Bool { lostLine.load(ordering: .relaxed) }

    /// Whether `descriptor` was closed when the program started.
    static func wasClosed(_ descriptor: Int32) -> Bool { closedAtStart.contains(descriptor) }

    /// Writes every byte to `descriptor`; the `errno` of the write that failed, or nil.
    static func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32? {
        if wasClosed(descriptor) { return EBADF }
        let failure: Int32? = Array(bytes).withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        return failure
    }

    /// `text` made inert line by line: what a path or a name holds is shown, never obeyed.
    static func inert(_ text: String) -> String {
        if UnsafeText.isSafe(text) { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(UnsafeText.inert)
            .joined(separator: "\n")
    }

    /// Writes `text` (made inert) to standard output, or fails with exit 74.
    static func output(_ text: String) throws(Failure) {
        try output(bytes: Array(inert(text).utf8))
    }

    /// Writes bytes already made inert to standard output, or fails with exit 74.
    static func output(bytes: [UInt8]) throws(Failure) {
        guard let error = write(bytes, to: STDOUT_FILENO) else { return }
        throw writeFailure(error)
    }

    /// The failure for a write to standard output that failed with `error`: exit 74, with a line on standard
    /// error unless the reader went away (`| head` is no news to anyone).
    static func writeFailure(_ error: Int32) -> Failure {
        if error == EPIPE { return Failure(.ioError, "") }
        return Failure(.ioError, "cannot write to standard output: \(String(cString: strerror(error)))")
    }

    /// Writes each line (made inert) on standard error, as it is. When standard error cannot take them,
    /// nothing more can be said there: `lostErrorLine` turns the exit status into 74.
    static func tell(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        if write(Array(lines.map { inert($0) + "\n" }.joined().utf8), to: STDERR_FILENO) != nil {
            lostLine.store(true, ordering: .relaxed)
        }
    }

    static func tell(_ line: String) { tell([line]) }

    /// Writes `pappers: MESSAGE` (made inert) on standard error; as `tell`.
    static func complain(_ message: String) {
        guard !message.isEmpty else { return }
        tell("pappers: " + message)
    }
}
