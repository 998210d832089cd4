import Crypto
import Foundation

/// OpenSSH's private key file (`openssh-key-v1`, PROTOCOL.key), for one unencrypted ed25519 key: what the host
/// writes, and all it reads back.
enum OpenSSHPrivateKey {
    private static let magic = Array("openssh-key-v1\0".utf8)
    private static let begin = "-----BEGIN OPENSSH PRIVATE KEY-----"
    private static let end = "-----END OPENSSH PRIVATE KEY-----"
    /// No host key file is near this long; anything longer is refused before it is decoded.
    static let maximumBytes = 4_096

    static func encode(_ key: HostKey, comment: String = "pappers host key") -> [UInt8] {
        let seed = Array(key.signingKey.rawRepresentation)
        let publicKey = Array(key.signingKey.publicKey.rawRepresentation)
        var secret = SSHWireWriter()
        let check = UInt32.random(in: .min ... .max)
        secret.uint32(check)
        secret.uint32(check)
        secret.string("ssh-ed25519")
        secret.string(publicKey)
        secret.string(seed + publicKey)
        secret.string(comment)
        var padding: UInt8 = 1
        while secret.bytes.count % 8 != 0 {
            secret.raw([padding])
            padding += 1
        }
        var body = SSHWireWriter()
        body.raw(magic)
        body.string("none")
        body.string("none")
        body.string([UInt8]())
        body.uint32(1)
        body.string(key.publicKeyBlob)
        body.string(secret.bytes)
        let base64 = Data(body.bytes).base64EncodedString()
        var lines = [begin]
        var rest = Substring(base64)
        while !rest.isEmpty {
            lines.append(String(rest.prefix(70)))
            rest = rest.dropFirst(70)
        }
        lines.append(end)
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    static func decode(_ file: [UInt8]) throws(HostKeyProblem) -> HostKey {
        guard file.count <= maximumBytes else { throw .malformed("more than \(maximumBytes) bytes") }
        guard let text = String(validating: file, as: UTF8.self) else { throw .malformed("not text") }
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard lines.first == begin, lines.last == end, lines.count >= 3 else { throw .malformed("no OpenSSH key armour") }
        guard let data = Data(base64Encoded: lines.dropFirst().dropLast().joined()) else { throw .malformed("bad base64") }
        var reader = SSHWireReader(Array(data))
        guard reader.raw(magic.count) == magic else { throw .malformed("not openssh-key-v1") }
        guard reader.string() == Array("none".utf8), reader.string() == Array("none".utf8), reader.string() == [] else {
            throw .malformed("encrypted")
        }
        guard reader.uint32() == 1, let publicBlob = reader.string(), let secretBytes = reader.string(), reader.remaining == 0
        else { throw .malformed("not one key") }
        var secret = SSHWireReader(secretBytes)
        guard let check = secret.uint32(), secret.uint32() == check else { throw .malformed("check numbers differ") }
        guard secret.string() == Array("ssh-ed25519".utf8) else { throw .malformed("not an ed25519 key") }
        guard let publicKey = secret.string(), publicKey.count == 32, let pair = secret.string(), pair.count == 64,
              Array(pair[32...]) == publicKey, secret.string() != nil
        else { throw .malformed("damaged key") }
        guard let signingKey = try? Curve25519.Signing.PrivateKey(rawRepresentation: pair[..<32]),
              Array(signingKey.publicKey.rawRepresentation) == publicKey
        else { throw .malformed("the private and public halves do not match") }
        let key = HostKey(signingKey: signingKey)
        guard key.publicKeyBlob == publicBlob else { throw .malformed("the public key does not match") }
        return key
    }
}
