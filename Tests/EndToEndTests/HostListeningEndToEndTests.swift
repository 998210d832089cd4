import Foundation
import Glibc
import PappersTestSupport
import Testing

/// Where `pappers host` listens: with `--lan` on every IPv4 interface, its lobby listing one `ssh` line per
/// address of the machine (loopback aside, unless it has no other), each answering, 127.0.0.1 too; without it on
/// 127.0.0.1 alone, the one address listed.
@Suite(.onItsOwnThreadInTurn) struct HostListeningEndToEndTests {
    /// This machine's IPv4 addresses, loopback left out, as `getifaddrs` lists them.
    private static func machineAddresses() -> Set<String> {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return [] }
        defer { freeifaddrs(list) }
        var addresses: Set<String> = []
        var next = list
        while let entry = next {
            defer { next = entry.pointee.ifa_next }
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                var raw = ipv4.pointee.sin_addr
                _ = inet_ntop(AF_INET, &raw, &text, socklen_t(INET_ADDRSTRLEN))
            }
            let ip = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !ip.hasPrefix("127.") { addresses.insert(ip) }
        }
        return addresses
    }

    /// The addresses a socket listens on at `port`, from the kernel's table (/proc/net/tcp).
    private static func listening(port: Int) -> Set<String> {
        // Read to its end: `String(contentsOfFile:)` reads a /proc file's first page alone (4 KB, about 27
        // sockets), and with the other suites' connections open the host's line was often further down.
        let file = FileHandle(forReadingAtPath: "/proc/net/tcp")
        defer { try? file?.close() }
        let table = String(decoding: file?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        var addresses: Set<String> = []
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count > 3, fields[3] == "0A" else { continue }
            let local = fields[1].split(separator: ":")
            guard local.count == 2, Int(local[1], radix: 16) == port, let raw = UInt32(local[0], radix: 16) else { continue }
            // The address is written as the bytes of a little-endian word.
            addresses.insert((0..<4).map { String((raw >> (8 * $0)) & 0xFF) }.joined(separator: "."))
        }
        return addresses
    }

    /// Whether `address:port` takes a connection and says it speaks SSH.
    private static func answers(_ address: String, port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var target = sockaddr_in()
        target.sin_family = sa_family_t(AF_INET)
        target.sin_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET, address, &target.sin_addr) == 1 else { return false }
        let connected = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return false }
        var banner = [UInt8](repeating: 0, count: 4)
        return recv(socket, &banner, 4, Int32(MSG_WAITALL)) == 4 && banner == Array("SSH-".utf8)
    }

    /// The port and the addresses the lobby tells players to type (`ssh -p PORT NAME@ADDRESS`).
    private static func listed(_ host: PappersPane) -> (port: Int, addresses: Set<String>)? {
        var port: Int?
        var addresses: Set<String> = []
        for line in host.pane.screen() {
            guard let match = line.firstMatch(of: /ssh -p (\d+) NAME@([0-9.]+)/) else { continue }
            port = Int(match.1)
            addresses.insert(String(match.2))
        }
        return port.map { ($0, addresses) }
    }

    @Test func withLanItListsEveryAddressOfTheMachineAndAnswersOnEachAnd127001() throws {
        let host = try PappersPane("host --lan --port 0 --code PAPER", width: 100, height: 30)
        let machine = Self.machineAddresses()
        let expected = machine.isEmpty ? ["127.0.0.1"] : machine
        // Every address's line, not the first one of a frame caught half drawn.
        #expect(host.pane.wait { _ in Self.listed(host)?.addresses == expected }, "\(host.pane.screen())")
        let (port, addresses) = try #require(Self.listed(host), "\(host.pane.screen())")
        #expect(addresses == expected, "\(host.pane.screen())")
        #expect(Self.listening(port: port) == ["0.0.0.0"])
        for address in addresses.union(["127.0.0.1"]) {
            #expect(Self.answers(address, port: port), "\(address):\(port)")
        }
        host.press("Escape")
        #expect(try #require(host.pane.outcome()).status == 0)
    }

    @Test func withoutLanItListensOn127001Alone() throws {
        let host = try PappersPane("host --port 0 --code PAPER", width: 100, height: 30)
        #expect(host.pane.wait(for: "NAME@"), "\(host.pane.screen())")
        let (port, addresses) = try #require(Self.listed(host), "\(host.pane.screen())")
        #expect(addresses == ["127.0.0.1"])
        #expect(Self.listening(port: port) == ["127.0.0.1"])
        #expect(Self.answers("127.0.0.1", port: port))
        for address in Self.machineAddresses() {
            #expect(!Self.answers(address, port: port), "\(address):\(port) answers without --lan")
        }
        host.press("Escape")
        #expect(try #require(host.pane.outcome()).status == 0)
    }
}
