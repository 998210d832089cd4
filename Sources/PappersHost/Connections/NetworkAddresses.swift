import NIOCore
import NIOPosix

/// The IPv4 addresses of this machine's network interfaces, loopback left out: where players on the same
/// network can reach a host that listens on every interface; 127.0.0.1 on a machine without another, so that the
/// lobby always says where to join.
enum NetworkAddresses {
    static func local() -> [String] {
        let devices = (try? System.enumerateDevices()) ?? []
        var seen = Set<String>()
        var addresses: [String] = []
        for device in devices {
            guard let address = device.address, case .v4 = address, let ip = address.ipAddress,
                  !ip.hasPrefix("127."), seen.insert(ip).inserted else { continue }
            addresses.append(ip)
        }
        return addresses.isEmpty ? ["127.0.0.1"] : addresses
    }
}
