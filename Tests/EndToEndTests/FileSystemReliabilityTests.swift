import Foundation
import TestSupport
import Testing

/// What the binary does with what a path names (FIFOs, devices, symbolic links, modes) and with
/// standard streams that cannot be written. Every FIFO, link and file is made in a scratch
/// directory of the test's own; no test writes to a real device.
@Suite struct FileSystemReliabilityTests {
    let demo = ProjectFiles.root.appendingPathComponent("demo-routes.json").path

    /// A scenario that passes on the demo app.
    func passingScenario(in scratch: ScratchDirectory) throws {
        try scratch.write(#"{ "routes": "\#(demo)", "scenarios": [ { "name": "paris", "steps": ["hotels://cities/paris"] } ] }"#,
                          to: "ok.json")
    }

    /// Runs `navsim arguments…` from bash (`prelude` first: a `trap`, a redirection) under
    /// `timeout`, so a hang fails the test instead of stopping the suite.
    static func shell(_ arguments: [String], prelude: String = "", redirections: String = "", in directory: URL,
                      stdout: FileHandle? = nil, stderr: FileHandle? = nil) throws -> (status: Int32, signalled: Bool, stdout: String, stderr: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let run = try NavsimBinary.runProgram(
            URL(fileURLWithPath: "/bin/bash"),
            ["-c", "\(prelude) exec timeout -s KILL 120 \"$0\" \"$@\" \(redirections)", try NavsimBinary.path.get()] + arguments,
            in: directory, environment: environment, standardOutput: stdout, standardError: stderr)
        return (run.status, run.signalled, run.stdout, run.stderr)
    }

    static func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    // MARK: Writes honour what the path is

    @Test func junitIntoAFIFOWithAReaderIsWrittenStraightInAndTheFIFOStays() throws {
        let scratch = try ScratchDirectory()
        try passingScenario(in: scratch)
        let fifo = scratch.path("report.fifo")
        #expect(mkfifo(fifo, 0o644) == 0)
        // The test holds the reading end (the report is far smaller than the pipe's buffer).
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let run = try Self.shell(["test", "ok.json", "--junit", "report.fifo"], in: scratch.url)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(reader, &buffer, buffer.count)
        let received = Data(buffer[0..<max(0, count)])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.fileType(fifo) == S_IFIFO, "the FIFO was replaced")
        #expect(String(decoding: received, as: UTF8.self).contains("<testsuites"))
    }

    @Test func junitIntoAFIFONobodyReadsIsRefusedWithoutHanging() throws {
        let scratch = try ScratchDirectory()
        try passingScenario(in: scratch)
        let fifo = scratch.path("report.fifo")
        #expect(mkfifo(fifo, 0o644) == 0)
        let run = try Self.shell(["test", "ok.json", "--junit", "report.fifo"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("navsim: cannot write the JUnit report: report.fifo: cannot write: no process is reading the FIFO"))
        #expect(Self.fileType(fifo) == S_IFIFO)
    }

    /// A character device of the test's own: the slave side of a new pseudo-terminal.
    @Test func junitIntoACharacterDeviceIsWrittenStraightIn() throws {
        let scratch = try ScratchDirectory()
        try passingScenario(in: scratch)
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(master >= 0)
        defer { close(master) }
        var unlock: CInt = 0
        var number: CInt = 0
        // TIOCSPTLCK and TIOCGPTN (Linux's asm-generic ioctls; the macros are not imported).
        #expect(ioctl(master, UInt(0x4004_5431), &unlock) == 0 && ioctl(master, UInt(0x8004_5430), &number) == 0)
        let device = "/dev/pts/\(number)"
        // A link in the scratch directory names the device, so the command line never does.
        let link = scratch.path("terminal")
        #expect(symlink(device, link) == 0)
        let run = try Self.shell(["test", "ok.json", "--junit", "terminal"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.fileType(device) == S_IFCHR)
        #expect(Self.fileType(link) == S_IFLNK)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        _ = fcntl(master, F_SETFL, O_NONBLOCK)
        let count = read(master, &buffer, buffer.count)
        #expect(count > 0 && String(decoding: buffer[0..<max(0, count)], as: UTF8.self).contains("<testsuites"))
    }

    @Test func aSymlinkedReportKeepsItsLinkAndItsTargetsMode() throws {
        let scratch = try ScratchDirectory()
        try passingScenario(in: scratch)
        let target = try scratch.write("old", to: "real.xml")
        #expect(chmod(target, 0o600) == 0)
        #expect(symlink("real.xml", scratch.path("report.xml")) == 0)
        let run = try Self.shell(["test", "ok.json", "--junit", "report.xml"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.fileType(scratch.path("report.xml")) == S_IFLNK, "the link was replaced by a file")
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("<testsuites"), "the link's target was not written")
        #expect(Self.mode(target) == 0o600)
        // A link to a file not there yet: the file is created where the link points.
        #expect(symlink("later.xml", scratch.path("dangling.xml")) == 0)
        #expect(try Self.shell(["test", "ok.json", "--junit", "dangling.xml"], in: scratch.url).status == 0)
        #expect(Self.fileType(scratch.path("dangling.xml")) == S_IFLNK)
        #expect(Self.fileType(scratch.path("later.xml")) == S_IFREG)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func aRecordingKeepsThePermissionsOfTheFileItReplaces() throws {
        let scratch = try ScratchDirectory()
        let target = try scratch.write("{}", to: "session.json")
        #expect(chmod(target, 0o600) == 0)
        // Run as root, the file of another user stays that user's.
        let otherUser = getuid() == 0 && chown(target, 4_321, 4_321) == 0
        let run = try Self.shell(["open", "--routes", demo, "hotels://cities/paris", "--record", "session.json"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.mode(target) == 0o600)
        if otherUser {
            var info = stat()
            #expect(stat(target, &info) == 0 && info.st_uid == 4_321 && info.st_gid == 4_321)
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("hotels://cities/paris"))
    }

    @Test func aReportIntoADirectoryOrALinkLoopIsRefused() throws {
        let scratch = try ScratchDirectory()
        try passingScenario(in: scratch)
        try FileManager.default.createDirectory(atPath: scratch.path("folder"), withIntermediateDirectories: false)
        let folder = try Self.shell(["test", "ok.json", "--junit", "folder"], in: scratch.url)
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("folder: not written: it is a directory, not a regular file"))
        #expect(symlink("b", scratch.path("a")) == 0 && symlink("a", scratch.path("b")) == 0)
        let loop = try Self.shell(["test", "ok.json", "--junit", "a"], in: scratch.url)
        #expect(loop.status == 2)
        #expect(loop.stderr.contains("a: not written: its symbolic links form a loop"))
    }

    // MARK: Reads refuse what is not a regular file

    @Test func aFIFOIsRefusedBeforeItIsOpened() throws {
        let scratch = try ScratchDirectory()
        #expect(mkfifo(scratch.path("routes.fifo"), 0o644) == 0)
        try scratch.write(#"{ "routes": "routes.fifo", "scenarios": [ { "name": "a", "steps": ["x"] } ] }"#, to: "fifo.scenario.json")
        let message = "routes.fifo: error: this is a FIFO (named pipe), not a route file; only a regular file is read"
        for arguments in [["check", "routes.fifo"], ["match", "app://x", "--routes", "routes.fifo"], ["open", "--routes", "routes.fifo", "x"],
                          ["test", "fifo.scenario.json"]] {
            let run = try Self.shell(arguments, in: scratch.url)
            #expect(!run.signalled && run.status == 2, "\(arguments): \(run.status) \(run.stderr)")
            #expect(run.stderr.contains(message) || run.stdout.contains(message), "\(arguments): \(run.stdout)\(run.stderr)")
        }
    }

    @Test func missingFilesSayWhyTheyCannotBeReached() throws {
        let scratch = try ScratchDirectory()
        #expect(symlink("loop2", scratch.path("loop1")) == 0 && symlink("loop1", scratch.path("loop2")) == 0)
        let loop = try Self.shell(["check", "loop1"], in: scratch.url)
        #expect(loop.status == 2)
        #expect(loop.stdout.contains("loop1: error: the route file cannot be opened: its symbolic links form a loop")
                    || loop.stderr.contains("its symbolic links form a loop"), "\(loop.stdout)\(loop.stderr)")
        try scratch.write("{}", to: "file")
        let notFolder = try Self.shell(["match", "x", "--routes", "file/routes.json"], in: scratch.url)
        #expect(notFolder.status == 2)
        #expect(notFolder.stderr.contains("the route file does not exist: a part of its path is not a directory"))
        // A name with a byte that is not UTF-8 would arrive with U+FFFD in its place: refused.
        let badName = try Self.shell(["match", "x", "--routes"], prelude: #"set -- "$@" "$(printf 'r\377.json')";"#, in: scratch.url)
        #expect(badName.status == 2)
        #expect(badName.stderr.contains("navsim: argument 4 (r\u{FFFD}.json) is not valid UTF-8"), "\(badName.stderr)")
    }

    // MARK: Standard streams that cannot be written

    @Test func aClosedOrBrokenStderrNeverCrashes() throws {
        let scratch = try ScratchDirectory()
        let closed = try Self.shell(["match", "x", "--routes", "missing.json"], redirections: "2>&-", in: scratch.url)
        #expect(!closed.signalled && closed.status == 2)
        // stderr into a pipe whose reading end is closed, with SIGPIPE ignored: every write fails with EPIPE.
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let broken = try Self.shell(["match", "x", "--routes", "missing.json"], prelude: "trap '' PIPE;",
                                    in: scratch.url, stderr: pipe.fileHandleForWriting)
        #expect(!broken.signalled && broken.status == 2, "status \(broken.status)")
    }

    @Test func outputThatCannotBeWrittenExits1WithAMessage() throws {
        let scratch = try ScratchDirectory()
        let closed = try Self.shell(["routes", "--routes", demo], redirections: ">&-", in: scratch.url)
        #expect(closed.status == 1)
        #expect(closed.stderr.contains("navsim: cannot write the output: Bad file descriptor"))
        // A pipe whose reading end is closed before navsim starts, with SIGPIPE ignored.
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let broken = try Self.shell(["open", "--routes", demo, "hotels://cities/paris", "--json"], prelude: "trap '' PIPE;",
                                    in: scratch.url, stdout: pipe.fileHandleForWriting)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("navsim: cannot write the output: Broken pipe"))
        let help = try Self.shell(["--help"], redirections: ">&-", in: scratch.url)
        #expect(help.status == 1)
    }
}
