/// The players a host remembers, in a file of the data directory (`PrivateFile`'s rules: mode 0600, never
/// through a link), one a line in the manner of OpenSSH's `authorized_keys`: the key (`ssh-ed25519 AAAA…`),
/// a space, and the name. Lines starting with `#` and blank lines are left out.
public struct RememberedKeysFile: Sendable {
    public let path: String
    /// The file's most bytes: a thousand players' lines and room to spare.
    static let maximumBytes = 256 * 1024

    public init(path: String) {
        self.path = path
    }

    /// The players kept, oldest first; none when there is no file yet.
    func read() throws(RememberedKeysProblem) -> [(key: ClientKey, value: String)] {
        let bytes: [UInt8]?
        do {
            bytes = try PrivateFile.read(path, maximumBytes: Self.maximumBytes)
        } catch {
            throw .unreadable(error.detail)
        }
        guard let bytes else { return [] }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .malformed(path: path, line: nil) }
        var players: [(key: ClientKey, value: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard fields.count == 3, let key = ClientKey(openSSH: "\(fields[0]) \(fields[1])") else {
                throw .malformed(path: path, line: index + 1)
            }
            let name = InertText.name(String(fields[2]))
            guard !name.isEmpty else { throw .malformed(path: path, line: index + 1) }
            players.append((key, name))
        }
        return players
    }

    /// Replaces the file with `players`, in one step.
    func write(_ players: [(ClientKey, String)]) throws(RememberedKeysProblem) {
        var text = "# The players pappers host lets in without the room code: a public key, then a name.\n"
        for (key, name) in players { text += "\(key.openSSH) \(name)\n" }
        do {
            try PrivateFile.replace(Array(text.utf8), at: path)
        } catch {
            throw .unwritable(error.detail)
        }
    }
}

/// Why the remembered players could not be read or kept.
public enum RememberedKeysProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(String)
    /// The file is not what the host writes: the line that is not (nil: the file is not UTF-8).
    case malformed(path: String, line: Int?)
    case unwritable(String)

    public var description: String {
        switch self {
        case .unreadable(let detail): "the remembered players cannot be read: \(detail)"
        case .malformed(let path, let line?): "the remembered players' file \(path) is damaged at line \(line)"
        case .malformed(let path, nil): "the remembered players' file \(path) is not text"
        case .unwritable(let detail): "the remembered players cannot be kept: \(detail)"
        }
    }
}
