import Foundation
import NavLint
import NavRouteFile
import NavModel
import NavRouting

/// A long run of random inputs through the headless pipeline (`Simulator.perform`), checking
/// the tree invariants after every input and measuring the process's memory at the start and
/// the end: navsim must neither crash, break its tree, nor grow without bound in a long session.
@main
struct Soak {
    static func main() {
        var settings = Settings()
        do {
            settings = try Settings(CommandLine.arguments.dropFirst())
        } catch {
            FileHandle.standardError.write(Data("navsim-soak: \(error)\n\(Settings.usage)\n".utf8))
            exit(2)
        }
        let app: CompiledApp
        do {
            app = try CompiledApp.load(path: settings.routes)
        } catch {
            FileHandle.standardError.write(Data((error.render() + "\n").utf8))
            exit(2)
        }
        var run = SoakRun(app: app, seed: settings.seed)
        exit(run.perform(operations: settings.operations) ? 0 : 1)
    }
}

/// The command line: `--ops N`, `--seed S`, `--routes FILE`.
struct Settings {
    static let usage = "usage: navsim-soak [--ops N] [--seed S] [--routes FILE]"
    var operations = 1_000_000
    var seed: UInt64 = 1
    var routes = Settings.defaultRoutes

    /// `demo-routes.json` at the repository root (this file is `Soak/Sources/navsim-soak/Soak.swift`).
    static var defaultRoutes: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("demo-routes.json").path
    }

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    init() {}

    init(_ arguments: ArraySlice<String>) throws {
        var rest = arguments
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
            switch flag {
            case "--ops":
                guard let count = Int(value), count > 0 else { throw UsageError(description: "--ops wants a positive number") }
                operations = count
            case "--seed":
                guard let number = UInt64(value) else { throw UsageError(description: "--seed wants a number") }
                seed = number
            case "--routes":
                routes = value
            default:
                throw UsageError(description: "unknown option \(flag)")
            }
        }
    }
}

/// SplitMix64: small, fast and reproducible from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The process's resident memory from /proc/self/status (`VmRSS`, or `VmHWM` for the peak), in KiB.
func residentKiB(_ field: String = "VmRSS") -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
    }
    return -1
}

struct SoakRun {
    let app: CompiledApp
    let simulator: Simulator
    var random: SplitMix64
    /// A URL that reaches each route (and its prefixes), from the witness generator.
    let witnesses: [String]
    let words: [String]
    var broken = 0
    var refused = 0
    var deepest = 0

    init(app: CompiledApp, seed: UInt64) {
        self.app = app
        self.simulator = app.simulator
        self.random = SplitMix64(state: seed)
        self.witnesses = WitnessGenerator(table: app.table).witnesses().compactMap(\.url)
        let flags = app.app.initialState.keys.sorted().flatMap { [":set \($0)=true", ":set \($0)=false"] }
        let tabs = (0...(app.app.effectiveTabs.count + 1)).map { ":tab \($0)" }
        self.words = app.app.shortcuts.map(\.name) + app.app.spotlight.map(\.title) + flags + tabs
            + [":back", ":back", ":back", ":back", ":routes", ":explain hotels://cities", ":set", ":bogus", ":tab x"]
    }

    /// One random input: mostly links (as the witnesses give them, or with other values),
    /// then shortcuts and commands, then junk; `:reset` about once in 200,000 inputs, so that a
    /// session's state (stacks, alerts) lives long enough to show any growth.
    mutating func nextInput() -> String {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<45:
            return witnesses.randomElement(using: &random) ?? "/"
        case 45..<60:
            return mutated(witnesses.randomElement(using: &random) ?? "/")
        case 60..<88:
            return words.randomElement(using: &random) ?? ":back"
        case 88..<99:
            return junk()
        default:
            return Int.random(in: 0..<2_000, using: &random) == 0 ? ":reset" : ":back"
        }
    }

    /// A witness with one character replaced, a value swapped, or a query added.
    mutating func mutated(_ url: String) -> String {
        var characters = Array(url)
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where !characters.isEmpty:
            characters[Int.random(in: 0..<characters.count, using: &random)] = "/0aZ%?#&=+é".randomElement(using: &random) ?? "x"
            return String(characters)
        case 1:
            return url + "?q=\(Int.random(in: 0..<1000, using: &random))&flag&q=2"
        case 2:
            return url + "/" + String(Int.random(in: -5..<100_000, using: &random))
        default:
            return url.uppercased()
        }
    }

    /// Random printable text, random bytes, or something long.
    mutating func junk() -> String {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let length = Int.random(in: 0..<40, using: &random)
            return String((0..<length).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random))) })
        case 1:
            let bytes = (0..<Int.random(in: 0..<24, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            return String(decoding: bytes, as: UTF8.self)
        case 2:
            return "hotels://" + String(repeating: "a/", count: Int.random(in: 100..<3000, using: &random))
        default:
            return ["%%%", "://", "hotels://%zz/%2F", "https://evil.example.org/x", "\u{1B}[2J", "", ":", "::", ":tab -1"]
                .randomElement(using: &random) ?? ""
        }
    }

    /// Runs `operations` inputs; prints progress every tenth and a summary. True when no
    /// invariant broke.
    mutating func perform(operations: Int) -> Bool {
        let startRSS = residentKiB()
        let start = Date()
        var state = simulator.coldStart()
        print("soak: \(operations) operations on \(app.file.path) (\(app.table.routes.count) routes, \(witnesses.count) witness URLs)")
        print("soak: rss at start \(startRSS) KiB")
        let step = max(1, operations / 10)
        for operation in 1...operations {
            let input = nextInput()
            let before = state
            let report = simulator.perform(input, on: &state)
            if report.isRefused {
                refused += 1
                if state != before { fail("refused input \(input.debugDescription) changed the state", operation) }
            }
            check(state, after: input, operation)
            if operation % step == 0 {
                let seconds = Date().timeIntervalSince(start)
                print("soak: \(operation) ops, \(String(format: "%.1f", seconds)) s, rss \(residentKiB()) KiB, deepest stack \(deepest)")
            }
            if broken >= 10 { break }
        }
        let seconds = Date().timeIntervalSince(start)
        print("soak: done: \(operations) ops in \(String(format: "%.1f", seconds)) s (\(Int(Double(operations) / seconds)) ops/s), "
              + "\(refused) refused, \(broken) broken invariants; rss start \(startRSS) KiB, end \(residentKiB()) KiB, "
              + "peak \(residentKiB("VmHWM")) KiB; deepest stack \(deepest), \(state.alerts.count) alerts kept")
        return broken == 0
    }

    mutating func check(_ state: SimulatorState, after input: String, _ operation: Int) {
        let tree = state.tree
        if tree.tabs.map({ $0.stack.screens.first?.screen }) != app.app.effectiveTabs.map(\.root) { fail("a tab lost its root", operation, input) }
        if !tree.tabs.indices.contains(tree.selectedTab) { fail("the selected tab does not exist", operation, input) }
        if tree.modals.contains(where: { $0.screens.isEmpty }) { fail("an empty modal", operation, input) }
        let numbers = (tree.tabs.flatMap(\.stack.screens) + tree.modals.flatMap(\.screens)).map(\.instance)
        if Set(numbers).count != numbers.count { fail("two screens share an instance number", operation, input) }
        if numbers.contains(where: { $0 >= state.nextInstance }) { fail("an instance number at or above the next one", operation, input) }
        deepest = max(deepest, tree.tabs.map(\.stack.screens.count).max() ?? 0, tree.modals.map(\.screens.count).max() ?? 0)
    }

    mutating func fail(_ message: String, _ operation: Int, _ input: String = "") {
        broken += 1
        print("soak: BROKEN at operation \(operation) (\(input.debugDescription)): \(message)")
    }
}
