import Foundation
import NIOSSH

/// A player's public key, as OpenSSH writes it (`ssh-ed25519 AAAA…`): what the host remembers to let the
/// player back in without the code, and what a data directory can keep as text.
public struct ClientKey: Hashable, Sendable, CustomStringConvertible {
    /// The key's type and base64 blob, without a comment.
    public let openSSH: String

    /// The key in OpenSSH's one-line form; nil when `line` is not one (its comment, if any, is left out).
    public init?(openSSH line: String) {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 2, let key = try? NIOSSHPublicKey(openSSHPublicKey: "\(fields[0]) \(fields[1])") else {
            return nil
        }
        self.init(key)
    }

    init(_ key: NIOSSHPublicKey) {
        openSSH = String(openSSHPublicKey: key)
    }

    /// OpenSSH's fingerprint of the key (`SHA256:…`), as `ssh-keygen -l` shows it.
    public var fingerprint: String {
        let fields = openSSH.split(separator: " ")
        guard fields.count == 2, let blob = Data(base64Encoded: String(fields[1])) else { return "SHA256:?" }
        return SSHFingerprint.of(blob: Array(blob))
    }

    public var description: String { fingerprint }
}
