/// Where the host key is kept: the executable gives the host its data directory's file (`HostKeyFile`), tests
/// a place of their own.
public protocol HostKeyStore {
    /// The bytes kept, or nil when there are none yet.
    func read() throws(HostKeyProblem) -> [UInt8]?
    /// Keeps `bytes` if nothing is kept yet, whole or not at all; false when something already was (another
    /// host made it first).
    func create(_ bytes: [UInt8]) throws(HostKeyProblem) -> Bool
}

/// The host key in a file, by the store's file rules (`PrivateFile`): never through a symbolic link, only a
/// plain file of the user's own with one name, readable by nobody else (mode 0600, as OpenSSH requires of a
/// private key). A new key is written whole beside it and then given its name, which never replaces what is
/// there: a host killed while writing leaves no half key, and two hosts starting at once keep one key.
public struct HostKeyFile: HostKeyStore, Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public func read() throws(HostKeyProblem) -> [UInt8]? {
        do {
            return try PrivateFile.read(path, maximumBytes: OpenSSHPrivateKey.maximumBytes)
        } catch {
            if case .tooLarge(let bytes) = error { throw .malformed("\(bytes) bytes") }
            throw .unreadable(error.detail)
        }
    }

    public func create(_ bytes: [UInt8]) throws(HostKeyProblem) -> Bool {
        do {
            return try PrivateFile.create(bytes, at: path)
        } catch {
            throw .unwritable(error.detail)
        }
    }
}
