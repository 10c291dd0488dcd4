import Foundation

/// The built `navsim` executable and one way to run it, shared by every test that runs the binary.
public enum NavsimBinary {
    /// What one run printed and returned.
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// The run outlived its hang guard and was killed (its status is then the signal's).
        public var timedOut = false
        /// A signal ended the run (its status is then the signal's number).
        public var signalled = false
    }

    /// How long a run may take before it counts as hung and is killed: long enough for a debug
    /// binary on a loaded two-core machine, short of hanging the suite.
    public static let hangGuard: TimeInterval = 120

    /// A problem finding or starting the binary.
    public struct NotFound: Error, CustomStringConvertible {
        public var description: String
    }

    /// The executable in the build products directory that holds the running test bundle
    /// (`.build/<triple>/<config>/navsim`), found by walking up from the test binary. There is no
    /// fallback: a test that cannot find the binary it was built with fails and says so.
    public static let path: Result<String, NotFound> = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        while !directory.path.isEmpty, directory.path != "/" {
            let candidate = directory.appendingPathComponent("navsim").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return .success(candidate) }
            directory = directory.deletingLastPathComponent()
        }
        return .failure(NotFound(description: "no navsim executable in any folder above \(testBinary.path); run `swift build` first"))
    }()

    /// Runs `navsim arguments…` in `directory` (default: the repository root) with stdin from
    /// /dev/null (or `input`) and waits for it.
    public static func run(_ arguments: [String], in directory: URL? = nil, input: Data? = nil,
                           environment extra: [String: String] = [:]) throws -> Output {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment.merge(extra) { $1 }
        return try runProgram(URL(fileURLWithPath: try path.get()), arguments, in: directory ?? ProjectFiles.root,
                              input: input, environment: environment)
    }

    /// Runs any program, reading its standard output and error to the end (unless `standardOutput`
    /// or `standardError` sends them elsewhere), and waits for it.
    public static func runProgram(_ executable: URL, _ arguments: [String], in directory: URL? = nil, input: Data? = nil,
                                  environment: [String: String]? = nil, standardOutput: FileHandle? = nil,
                                  standardError: FileHandle? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = standardError ?? err
        let stdin = input.map { _ in Pipe() }
        process.standardInput = stdin ?? FileHandle.nullDevice
        try process.run()
        if let stdin, let input {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        // The hang guard: a run still going after `hangGuard` seconds is killed.
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var killed = false
        DispatchQueue.global().async {
            if finished.wait(timeout: .now() + hangGuard) == .timedOut {
                killed = true
                kill(process.processIdentifier, SIGKILL)
            }
        }
        // Read both pipes concurrently so a large stderr cannot block the child while we wait on stdout.
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            if standardError == nil { errorData = err.fileHandleForReading.readDataToEndOfFile() }
            group.leave()
        }
        let outputData = standardOutput == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        group.wait()
        process.waitUntilExit()
        finished.signal()
        return Output(status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
                      stderr: String(decoding: errorData, as: UTF8.self), timedOut: killed,
                      signalled: process.terminationReason == .uncaughtSignal)
    }
}
