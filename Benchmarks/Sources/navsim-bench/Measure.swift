import Foundation

/// Results are folded into this so the optimizer cannot drop the work being timed.
nonisolated(unsafe) var sink = 0

/// Nanoseconds per operation: `runs` timed runs of `body`, each doing `operations` operations;
/// the median run counts (robust against a neighbour's build stealing a core for a moment).
func medianNanoseconds(runs: Int, operations: Int, _ body: () -> Void) -> Double {
    precondition(runs > 0 && operations > 0)
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
        let elapsed = clock.measure(body)
        samples.append(nanoseconds(elapsed) / Double(operations))
    }
    return median(samples)
}

/// Milliseconds taken by `body`, the median of `runs` runs.
func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
    medianNanoseconds(runs: runs, operations: 1, body) / 1_000_000
}

func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Resident memory of this process in MiB (`VmRSS` of /proc/self/status), or nil off Linux.
func residentMegabytes() -> Double? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard text.hasPrefix("VmRSS:") else { continue }
        let digits = text.dropFirst(6).filter(\.isNumber)
        return Double(String(digits)).map { $0 / 1024 }
    }
    return nil
}

/// A small deterministic generator (SplitMix64), so every run builds the same tables and URLs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Prints to standard error and exits with status 1: used when a correctness check fails,
/// because numbers from routers that disagree mean nothing.
func fail(_ message: String) -> Never {
    printError("navsim-bench: FAILED: \(message)")
    exit(1)
}

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
