import Foundation

/// Standard output with a large buffer, for commands that print many lines fast. Call `flush()` at the end.
struct OutputBuffer: ~Copyable {
    private var bytes: [UInt8] = []
    private let limit = 1 << 16

    init() { bytes.reserveCapacity(limit + 1024) }

    mutating func line(_ text: String) throws(Failure) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
        if bytes.count >= limit { try flush() }
    }

    mutating func flush() throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                // A closed pipe (`| head`) is not an error worth a message.
                if errno == EPIPE { exit(0) }
                throw Failure(.ioError, "cannot write to standard output: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
