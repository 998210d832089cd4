import Crypto
import Foundation
import NIOSSH

/// The host's own ed25519 key: how players' SSH clients recognise the host (they remember it at the first
/// join and warn if another key answers later). Made once, kept in a file (`HostKeyStore`), in OpenSSH's
/// private key format, so `ssh-keygen -l -f` shows the same fingerprint as the lobby.
public struct HostKey: Sendable {
    /// The private key's 32 bytes (its seed, RFC 8032).
    private let seed: [UInt8]

    /// A new random key.
    public static func generate() -> HostKey { HostKey(signingKey: Curve25519.Signing.PrivateKey()) }

    init(signingKey: Curve25519.Signing.PrivateKey) {
        seed = Array(signingKey.rawRepresentation)
    }

    var signingKey: Curve25519.Signing.PrivateKey {
        // The seed came from a key: it is one.
        try! Curve25519.Signing.PrivateKey(rawRepresentation: seed)
    }

    /// The fingerprint OpenSSH shows for the key (`SHA256:` and the unpadded base64 of the SHA-256 of the
    /// public key blob), for the lobby: a player can compare it with what their client prints.
    public var fingerprint: String { SSHFingerprint.of(blob: publicKeyBlob) }

    /// The public key as a line of `known_hosts` or `authorized_keys` takes it: `ssh-ed25519 AAAA…`.
    public var publicKeyLine: String { "ssh-ed25519 " + Data(publicKeyBlob).base64EncodedString() }

    /// The key as NIOSSH signs with it.
    var privateKey: NIOSSHPrivateKey { NIOSSHPrivateKey(ed25519Key: signingKey) }

    /// The public key in SSH's wire format: `string "ssh-ed25519"`, `string key`.
    var publicKeyBlob: [UInt8] {
        var writer = SSHWireWriter()
        writer.string("ssh-ed25519")
        writer.string(Array(signingKey.publicKey.rawRepresentation))
        return writer.bytes
    }

    /// The host key `store` keeps, made and kept there first if it has none. Two hosts starting at once keep
    /// the same key: the file is created once, whole, and the other reads it.
    public static func loadOrCreate(from store: some HostKeyStore) throws(HostKeyProblem) -> HostKey {
        if let bytes = try store.read() { return try OpenSSHPrivateKey.decode(bytes) }
        let key = generate()
        if try store.create(OpenSSHPrivateKey.encode(key)) { return key }
        guard let bytes = try store.read() else { throw .unreadable("it was made and is gone") }
        return try OpenSSHPrivateKey.decode(bytes)
    }
}

/// OpenSSH's fingerprints: `SHA256:` and the unpadded base64 of the SHA-256 of a key's wire-format blob.
enum SSHFingerprint {
    static func of(blob: [UInt8]) -> String {
        let digest = Data(SHA256.hash(data: blob)).base64EncodedString()
        return "SHA256:" + digest.replacingOccurrences(of: "=", with: "")
    }
}

/// Why the host key could not be had.
public enum HostKeyProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is no host key of ours: not OpenSSH's format, encrypted, another kind of key, or damaged.
    case malformed(String)
    /// The file could not be read (or is a link, a folder, another user's, readable by others).
    case unreadable(String)
    /// The file could not be made.
    case unwritable(String)

    public var description: String {
        switch self {
        case .malformed(let detail): "the host key file is not an ed25519 key in OpenSSH's format (\(detail))"
        case .unreadable(let detail): "the host key file cannot be read: \(detail)"
        case .unwritable(let detail): "the host key file cannot be written: \(detail)"
        }
    }
}
