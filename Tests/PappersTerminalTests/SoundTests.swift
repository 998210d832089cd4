import Foundation
@testable import PappersTerminal
import Testing

/// Records what a `Sound` asks of the terminal.
final class RecordingAlerts: AlertSink {
    var log: [String] = []
    func bell() { log.append("bell") }
    func flash() { log.append("flash") }
    func scheduleBell(afterMillis delayMillis: Int) { log.append("bell+\(delayMillis)") }
}

/// A directory holding a fake sound player: a shell script that records how it was started.
struct FakePlayerDirectory {
    let path: String

    init(names: [String] = ["paplay"]) throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("pappers-fake-player-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for name in names {
            let script = """
                #!/bin/sh
                out="$(dirname "$0")/played.$$"
                stdin=$(readlink /proc/$$/fd/0)
                stdout=$(readlink /proc/$$/fd/1)
                { echo "name=\(name)"; echo "args=$*"; echo "pgid=$(ps -o pgid= -p $$ | tr -d ' ')"; \
                echo "stdin=$stdin"; echo "stdout=$stdout"; } > "$out.tmp"
                mv "$out.tmp" "$out"
                """
            // Written with O_CLOEXEC: a program another test starts meanwhile must not inherit the file open for
            // writing, or running it fails with "text file busy".
            let descriptor = open("\(path)/\(name)", O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
            try #require(descriptor >= 0)
            let bytes = Array(script.utf8)
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            try #require(written == bytes.count)
        }
    }

    /// An environment where the cues go to this directory and nothing else is set.
    var environment: (String) -> String? {
        let path = path
        return { $0 == "TMPDIR" ? path : nil }
    }

    /// The records of the players started so far, waiting up to 10 s for `count` of them.
    func records(count: Int) throws -> [[String: String]] {
        let deadline = Date().addingTimeInterval(10)
        while true {
            let files = try FileManager.default.contentsOfDirectory(atPath: path).filter {
                $0.hasPrefix("played.") && !$0.hasSuffix(".tmp")
            }
            if files.count >= count || Date() > deadline {
                return try files.map { file in
                    let text = try String(contentsOfFile: "\(path)/\(file)", encoding: .utf8)
                    var record: [String: String] = [:]
                    for line in text.split(separator: "\n") {
                        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
                        record[parts[0]] = parts.count > 1 ? parts[1] : ""
                    }
                    return record
                }
            }
            usleep(20_000)
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

@Suite struct SoundTests {
    @Test func offIsSilent() {
        let alerts = RecordingAlerts()
        let sound = Sound(mode: .off, alerts: alerts, findPlayer: { Issue.record("no player wanted"); return nil })
        sound.guessed()
        sound.timeUp()
        #expect(alerts.log.isEmpty)
    }

    @Test func bellOnlyRingsOnceForAGuessAndThreeTimesWithAFlashForTimeUp() {
        let alerts = RecordingAlerts()
        let sound = Sound(mode: .bellOnly, alerts: alerts, findPlayer: { Issue.record("no player wanted"); return nil })
        sound.guessed()
        #expect(alerts.log == ["bell"])
        alerts.log = []
        sound.timeUp()
        #expect(alerts.log == ["flash", "bell", "bell+250", "bell+500"])
    }

    @Test func onWithoutAPlayerFallsBackToBells() {
        let alerts = RecordingAlerts()
        let sound = Sound(mode: .on, alerts: alerts, findPlayer: { nil })
        #expect(!sound.playsRealSounds)
        sound.guessed()
        sound.timeUp()
        #expect(alerts.log == ["bell", "flash", "bell", "bell+250", "bell+500"])
    }

    @Test func aPlayerThatCannotStartFallsBackToTheBell() throws {
        let alerts = RecordingAlerts()
        let directory = try FakePlayerDirectory(names: [])
        defer { directory.remove() }
        let player = try #require(SoundPlayer(
            executable: "/nonexistent/paplay", arguments: [], directory: "\(directory.path)/cues"))
        let sound = Sound(mode: .on, alerts: alerts, findPlayer: { player })
        sound.guessed()
        #expect(alerts.log == ["bell"])
    }

    @Test func onPlaysTheCuesThroughThePlayerDetachedFromTheTerminal() throws {
        let directory = try FakePlayerDirectory()
        defer { directory.remove() }
        let alerts = RecordingAlerts()
        let sound = Sound(mode: .on, alerts: alerts, findPlayer: {
            SoundPlayer.find(searchPath: directory.path, environment: directory.environment)
        })
        #expect(sound.playsRealSounds)
        sound.guessed()
        let guessed = try #require(try directory.records(count: 1).first)
        #expect(alerts.log.isEmpty)
        let file = try #require(guessed["args"])
        #expect(file.hasSuffix("/guessed.wav"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)).prefix(4) == Data("RIFF".utf8))
        #expect(guessed["pgid"] != String(getpgrp()))
        #expect(guessed["stdin"] == "/dev/null")
        #expect(guessed["stdout"] == "/dev/null")

        sound.timeUp()
        let records = try directory.records(count: 2)
        #expect(records.contains { $0["args"]?.hasSuffix("/timeUp.wav") == true })
        #expect(alerts.log == ["flash"])
    }

    @Test func thePlayerIsFoundOnThePathInOrderOfPreference() throws {
        let both = try FakePlayerDirectory(names: ["aplay", "paplay"])
        defer { both.remove() }
        let alsaOnly = try FakePlayerDirectory(names: ["aplay"])
        defer { alsaOnly.remove() }
        let none = try FakePlayerDirectory(names: [])
        defer { none.remove() }
        let preferred = try #require(SoundPlayer.find(searchPath: both.path, environment: none.environment))
        #expect(preferred.executable == "\(both.path)/paplay")
        let alsa = try #require(SoundPlayer.find(searchPath: "\(none.path):\(alsaOnly.path)",
                                                 environment: none.environment))
        #expect(alsa.executable == "\(alsaOnly.path)/aplay" && alsa.arguments == ["-q"])
        #expect(SoundPlayer.find(searchPath: none.path, environment: none.environment) == nil)
    }

    @Test func overSSHTheSoundWouldPlayOnTheFarMachineSoThereIsNoPlayer() throws {
        let directory = try FakePlayerDirectory()
        defer { directory.remove() }
        let ssh: (String) -> String? = { name in
            name == "SSH_CONNECTION" ? "10.0.0.2 50000 10.0.0.1 22" : directory.environment(name)
        }
        #expect(SoundPlayer.find(searchPath: directory.path, environment: ssh) == nil)
    }

    @Test func finishedPlayersAreReaped() throws {
        let directory = try FakePlayerDirectory()
        defer { directory.remove() }
        let player = try #require(SoundPlayer.find(searchPath: directory.path, environment: directory.environment))
        #expect(player.play(.guessed))
        #expect(player.play(.timeUp))
        _ = try directory.records(count: 2)
        let deadline = Date().addingTimeInterval(10)
        while player.runningCount != 0 && Date() < deadline { usleep(20_000) }
        #expect(player.runningCount == 0)
    }

    @Test func theCuesLiveInOnePrivateDirectoryForEveryRun() throws {
        let directory = try FakePlayerDirectory(names: [])
        defer { directory.remove() }
        let cues = SoundPlayer.cueDirectory(directory.environment)
        #expect(cues == "\(directory.path)/pappers-sound-\(getuid())")
        #expect(SoundPlayer.cueDirectory { $0 == "XDG_RUNTIME_DIR" ? "/run/user/1000" : nil }
            == "/run/user/1000/pappers-sound")
        let first = try #require(SoundPlayer(executable: "/bin/true", arguments: [], directory: cues))
        let second = try #require(SoundPlayer(executable: "/bin/true", arguments: [], directory: cues))
        #expect(first.files == second.files)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cues).sorted() == ["guessed.wav", "timeUp.wav"])
        let mode = try FileManager.default.attributesOfItem(atPath: cues)[.posixPermissions] as? Int
        #expect(mode == 0o700)

        // A directory others can enter, or a link, is not used.
        let open = "\(directory.path)/open"
        try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o755])
        #expect(SoundPlayer(executable: "/bin/true", arguments: [], directory: open) == nil)
        let link = "\(directory.path)/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: cues)
        #expect(SoundPlayer(executable: "/bin/true", arguments: [], directory: link) == nil)
    }
}
