import Foundation

/// `navsim-bench --reliability [--navsim PATH] [--quick] [--only regex|groups|open|keys|history|paste]`: the hostile inputs of the reliability
/// work, run through a built `navsim` binary (default: the release build beside this package),
/// with their wall time and peak resident memory printed. They are figures to read, not timed
/// tests: the goals are `open` with 100,000 inputs under 2 s, `check` of a 15 MiB unknown key
/// under 2 s, and a hostile `where` answered in under 100 ms. Each run is cut off after
/// `timeLimit` seconds. Peak memory comes from GNU time (`/usr/bin/time`) when it is installed;
/// the history start-up is measured in a private tmux server when tmux is installed.
enum ReliabilityBenchmark {
    static let timeLimit = 120.0

    struct Run {
        var seconds: Double
        var megabytes: Double?
        var status: Int32
        var outputBytes: Int
        var timedOut: Bool

        var text: String {
            let time = timedOut ? "> \(Int(ReliabilityBenchmark.timeLimit)) s (stopped)" : String(format: "%.3f s", seconds)
            let memory = megabytes.map { String(format: ", %.0f MB peak", $0) } ?? ""
            return "\(time)\(memory), exit \(status), \(outputBytes) bytes of output"
        }
    }

    static func run(_ arguments: [String]) {
        var navsim = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("../.build/release/navsim").standardized.path
        var quick = false
        var only: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--navsim": navsim = rest.popFirst() ?? navsim
            case "--quick": quick = true
            case "--only": only = rest.popFirst()
            default: break
            }
        }
        // The runs happen in a scratch folder: a relative path is taken from here.
        if !navsim.hasPrefix("/") { navsim = FileManager.default.currentDirectoryPath + "/" + navsim }
        guard FileManager.default.isExecutableFile(atPath: navsim) else {
            FileHandle.standardError.write(Data("navsim-bench: no navsim binary at \(navsim); build it with `swift build -c release`\n".utf8))
            exit(2)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-reliability-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ name: String, _ data: Data) -> String {
            let path = folder.appendingPathComponent(name).path
            _ = FileManager.default.createFile(atPath: path, contents: data)
            return path
        }
        say("reliability figures for \(navsim)")

        func runs(_ section: String) -> Bool { only == nil || only == section }

        // A `where` regular expression that backtracks exponentially.
        if runs("regex") {
        let hostile = file("hostile.json", Data(#"{"scheme": "app", "routes": [{"path": "u/:id", "where": {"id": "(.*a){25}"}}]}"#.utf8))
        for count in quick ? [40] : [40, 100] {
            let url = "app://u/" + String(repeating: "a", count: count) + "!"
            report("match hostile where, \(count) x a", measure(navsim, ["match", "--routes", hostile, url], in: folder))
        }
        }

        // A table of optional groups: each route expands into 256 concrete routes.
        for routes in quick ? [500] : [255, 2_000, 8_000] where runs("groups") {
            let entries = (0..<routes).map { #"{"path": "r\#($0)(/a)(/b)(/c)(/d)(/e)(/f)(/g)(/h)", "screen": "S"}"# }
            let table = file("groups-\(routes).json", Data((#"{"scheme": "app", "routes": ["# + entries.joined(separator: ",") + "]}").utf8))
            report("match in \(routes) routes x 8 optional groups", measure(navsim, ["match", "--routes", table, "app://r1/a/b"], in: folder))
            report("check of \(routes) routes x 8 optional groups", measure(navsim, ["check", table], in: folder))
        }
        // The memory of one endpoint: 255 routes of 8 optional groups (65,280 endpoints, just
        // under the table's limit) against the same routes without groups (255 endpoints).
        if runs("groups"), let perEndpoint = bytesPerEndpoint(navsim, folder: folder, file: file) {
            say("  memory per endpoint (peak, 255 routes x 8 optional groups vs none): \(perEndpoint) bytes")
        }

        // `open` with many inputs, on the command line and through --inputs.
        let demo = file("demo.json", Data(#"{"scheme": "app", "routes": [{"path": "a/:x", "screen": "A"}]}"#.utf8))
        for count in quick ? [10_000] : [10_000, 100_000] where runs("open") {
            // Short inputs, so 100,000 of them stay within the kernel's limit on argument size.
            let inputs = (0..<count).map { "/a/\($0)" }
            report("open, \(count) inputs as arguments", measure(navsim, ["open", "--routes", demo] + inputs, in: folder))
            let list = file("inputs-\(count).txt", Data((inputs.joined(separator: "\n") + "\n").utf8))
            report("open, \(count) inputs with --inputs FILE", measure(navsim, ["open", "--routes", demo, "--inputs", list], in: folder))
            report("open --from, \(count) setup inputs then one", measure(navsim, ["open", "--routes", demo, "--from"] + inputs + ["--", "/a/x"], in: folder))
        }

        // An unknown key of 15 MiB (did-you-mean and echoed input).
        if runs("keys") {
        let key = String(repeating: "k", count: 15 * 1024 * 1024)
        let unknownKey = file("unknown-key.json", Data(#"{"routes": [], ""#.utf8) + Data(key.utf8) + Data(#"": 1}"#.utf8))
        report("check of a 15 MiB unknown key", measure(navsim, ["check", unknownKey], in: folder))
        let manyKeys = (0..<(quick ? 100_000 : 1_000_000)).map { #""k\#($0)": 1"# }.joined(separator: ",")
        let manyKeysFile = file("many-keys.json", Data((#"{"routes": [], "#.utf8)) + Data(manyKeys.utf8) + Data("}".utf8))
        report("check of \(quick ? "100k" : "1M") unknown keys", measure(navsim, ["check", manyKeysFile], in: folder))
        }
        if runs("paste") {
            if let paste = pasteWithoutBrackets(navsim, routes: demo, megabytes: quick ? 0.1 : 1, folder: folder) {
                report("UI: a \(quick ? "100 KB" : "1 MB") paste without bracketed paste, until two keys typed after it show", paste)
            } else {
                say("  UI paste without bracketed paste: not measured (needs tmux)")
            }
        }
        guard runs("history") else { return }

        // The UI starting on a huge history file.
        let megabytes = quick ? 20 : 200
        let history = folder.appendingPathComponent("history").path
        _ = FileManager.default.createFile(atPath: history, contents: nil)
        if let handle = FileHandle(forWritingAtPath: history) {
            let block = Data((0..<10_000).map { "app://a/\($0)\n" }.joined().utf8)
            var written = 0
            while written < megabytes * 1024 * 1024 {
                handle.write(block)
                written += block.count
            }
            try? handle.close()
        }
        if let startup = uiStartup(navsim, routes: demo, history: history, folder: folder) {
            report("UI start with a \(megabytes) MB history (until drawn)", startup)
        } else {
            say("  UI start with a \(megabytes) MB history: not measured (needs tmux)")
        }
    }

    static func report(_ name: String, _ run: Run) {
        say("  \(name): \(run.text)")
    }

    /// Prints a line at once (stdout may be a file, where `print` would hold it until exit).
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Runs `navsim arguments…` with stdout and stderr counted and thrown away.
    static func measure(_ navsim: String, _ arguments: [String], in folder: URL) -> Run {
        let timeTool = "/usr/bin/time"
        let hasTime = FileManager.default.isExecutableFile(atPath: timeTool)
        let memoryFile = folder.appendingPathComponent("memory-\(UUID().uuidString)").path
        let process = Process()
        if hasTime {
            process.executableURL = URL(fileURLWithPath: timeTool)
            process.arguments = ["-f", "%M", "-o", memoryFile, navsim] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: navsim)
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        do { try process.run() } catch { return Run(seconds: 0, megabytes: nil, status: -1, outputBytes: 0, timedOut: false) }
        nonisolated(unsafe) var bytes = 0
        let reader = DispatchGroup()
        reader.enter()
        DispatchQueue.global().async {
            let handle = out.fileHandleForReading
            while case let chunk = handle.availableData, !chunk.isEmpty { bytes += chunk.count }
            reader.leave()
        }
        var timedOut = false
        while process.isRunning {
            if Date().timeIntervalSince(start) > timeLimit {
                timedOut = true
                kill(-process.processIdentifier, SIGKILL)
                process.terminate()
                // GNU time's child keeps running after its parent is stopped: end it too.
                _ = try? Process.run(URL(fileURLWithPath: "/usr/bin/pkill"), arguments: ["-KILL", "-P", "\(process.processIdentifier)"])
                break
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        reader.wait()
        let memory = (try? String(contentsOfFile: memoryFile, encoding: .utf8))
            .flatMap { $0.split(separator: "\n").last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } }
        return Run(seconds: seconds, megabytes: memory.map { $0 / 1024 }, status: process.terminationStatus, outputBytes: bytes, timedOut: timedOut)
    }

    /// Peak memory per endpoint of a table at the expansion limit, in bytes: `match` on 255
    /// routes of 8 optional groups against `match` on the same routes without them.
    static func bytesPerEndpoint(_ navsim: String, folder: URL, file: (String, Data) -> String) -> Int? {
        func table(_ name: String, groups: Bool) -> String {
            let entries = (0..<255).map { #"{"path": "r\#($0)\#(groups ? "(/a)(/b)(/c)(/d)(/e)(/f)(/g)(/h)" : "/a/b/c/d")", "screen": "S"}"# }
            return file(name, Data((#"{"scheme": "app", "routes": ["# + entries.joined(separator: ",") + "]}").utf8))
        }
        let grouped = measure(navsim, ["match", "--routes", table("per-endpoint-groups.json", groups: true), "app://r1/a/b"], in: folder)
        let plain = measure(navsim, ["match", "--routes", table("per-endpoint-plain.json", groups: false), "app://r1/a/b"], in: folder)
        guard let many = grouped.megabytes, let few = plain.megabytes else { return nil }
        return Int(((many - few) * 1024 * 1024 / Double(255 * 256 - 255)).rounded())
    }

    /// A private tmux server for one measurement, ended on `close()`.
    final class TmuxServer {
        let socket = "navsim-bench-\(UUID().uuidString.prefix(8))"

        static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") }

        @discardableResult
        func run(_ arguments: [String]) -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            // The server `new-session` forks keeps every descriptor it inherits: close them first.
            let closeInherited = arguments.first == "new-session"
                ? "i=3; while [ $i -lt 1024 ]; do eval \"exec $i>&-\" 2>/dev/null; i=$((i+1)); done; " : ""
            process.arguments = ["-c", closeInherited + "exec tmux -L \"$0\" \"$@\"", socket] + arguments
            let out = Pipe()
            process.standardOutput = arguments.first == "new-session" ? FileHandle.nullDevice : out
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return "" }
            let data = arguments.first == "new-session" ? Data() : out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }

        /// Polls the screen until `done` holds; the seconds it took from `start`, or nil after `timeLimit`.
        func wait(since start: Date, until done: (String) -> Bool) -> Double? {
            while Date().timeIntervalSince(start) < timeLimit {
                if done(run(["capture-pane", "-p"])) { return Date().timeIntervalSince(start) }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return nil
        }

        /// Ends the server and removes its socket file (tmux leaves it behind).
        func close() {
            run(["kill-server"])
            let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
            try? FileManager.default.removeItem(atPath: "\(directory)/tmux-\(getuid())/\(socket)")
        }
    }

    /// Starts the UI in a private tmux server with `history` as its history file; the time
    /// until the footer is on screen, and the peak memory once it is.
    static func uiStartup(_ navsim: String, routes: String, history: String, folder: URL) -> Run? {
        guard TmuxServer.isAvailable else { return nil }
        let tmux = TmuxServer()
        defer { tmux.close() }
        let pidFile = folder.appendingPathComponent("ui.pid").path
        let command = "env NAVSIM_HISTORY='\(history)' TERM=xterm-256color sh -c 'echo $$ > \(pidFile); exec \(navsim) --routes \(routes)'"
        let start = Date()
        tmux.run(["new-session", "-d", "-x", "120", "-y", "36", command])
        let seconds = tmux.wait(since: start) { $0.contains("Enter") && $0.contains("history") }
        return Run(seconds: seconds ?? timeLimit, megabytes: seconds == nil ? nil : peakMegabytes(pidFile: pidFile),
                   status: 0, outputBytes: 0, timedOut: seconds == nil)
    }

    /// Pastes `megabytes` of one line into the UI as a terminal without bracketed paste types it
    /// (tmux `paste-buffer` without `-p`), then types two keys; the time until they show.
    static func pasteWithoutBrackets(_ navsim: String, routes: String, megabytes: Double, folder: URL) -> Run? {
        guard TmuxServer.isAvailable else { return nil }
        let tmux = TmuxServer()
        defer { tmux.close() }
        let pidFile = folder.appendingPathComponent("paste-ui.pid").path
        let history = folder.appendingPathComponent("paste-history").path
        let command = "env NAVSIM_HISTORY='\(history)' TERM=xterm-256color sh -c 'echo $$ > \(pidFile); exec \(navsim) --routes \(routes)'"
        tmux.run(["new-session", "-d", "-x", "120", "-y", "36", command])
        guard tmux.wait(since: Date(), until: { $0.contains("Enter") }) != nil else { return nil }
        let text = folder.appendingPathComponent("paste.txt")
        try? Data(String(repeating: "x", count: Int(megabytes * 1_000_000)).utf8).write(to: text)
        tmux.run(["load-buffer", text.path])
        let start = Date()
        tmux.run(["paste-buffer"])
        tmux.run(["send-keys", "C-u"])
        tmux.run(["send-keys", "-l", "ZQ"])
        let seconds = tmux.wait(since: start) { $0.split(separator: "\n").contains { $0.drop { $0 == " " }.hasPrefix("› ZQ") } }
        return Run(seconds: seconds ?? timeLimit, megabytes: peakMegabytes(pidFile: pidFile), status: 0, outputBytes: 0, timedOut: seconds == nil)
    }

    /// The peak resident memory so far of the process whose id is in `pidFile`.
    static func peakMegabytes(pidFile: String) -> Double? {
        guard let pid = try? String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
              let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Double(line.filter(\.isNumber)).map { $0 / 1024 }
    }
}
