import Foundation
import NavRouteFile
import NavModel
import NavRouting
import NavSupport

/// Fuzz target `open`: the whole `navsim open` pipeline, a route file plus a sequence of inputs
/// through `Simulator.perform`.
///
/// Input: either `{`, the rest of a route file, a NUL byte and the inputs; or one byte that picks
/// a shipped route file (the demo or an example, modulo their count) followed by the inputs.
/// Inputs are separated by NUL bytes (at most 32 are used). A route file that does not load
/// ends the run early (the `loader` target covers it).
///
/// Checked after every input: every visible tab (those whose `requires` flags hold) keeps
/// its root at the bottom of its stack (or, in a tab with a `screenBelowRoot`, that screen
/// alone or right under the root), the selected tab exists, no modal is empty, instance
/// numbers are unique and below the next one; a refused input leaves the state exactly as it
/// was. At the end: `Simulator.run` from a cold start gives the same state, and the reports
/// (text, JSON, the address bar URL) are produced.

@_cdecl("LLVMFuzzerTestOneInput")
public func openFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    guard let first = bytes.first else { return 0 }
    let file: Data, rest: ArraySlice<UInt8>
    if first == UInt8(ascii: "{") {
        guard let separator = bytes.firstIndex(of: 0) else { return 0 }
        file = Data(bytes[..<separator])
        rest = bytes[(separator + 1)...]
    } else {
        file = Data(EmbeddedRouteFiles.all[Int(first) % EmbeddedRouteFiles.all.count].utf8)
        rest = bytes.dropFirst()
    }
    guard let loaded = try? RouteFileLoader.load(contents: file, path: "fuzz.json"),
          let app = try? CompiledApp(loaded) else { return 0 }
    let inputs = fuzzSplit(Array(rest), on: 0).prefix(32).map { fuzzText($0) }
    let simulator = app.simulator
    var state = simulator.coldStart()
    checkTree(state, simulator, after: "the cold start")
    var reports: [StepReport] = []
    for (index, input) in inputs.enumerated() {
        let before = state
        // As `run` does: the first input of a cold start launches the app.
        let report = simulator.perform(input, on: &state, launching: index == 0)
        if report.isRefused { invariant(state == before, "the refused input \(input) changed the state") }
        checkTree(state, simulator, after: input)
        _ = report.transcriptText
        reports.append(report)
    }
    let replay = simulator.run(inputs)
    invariant(replay.state == state && replay.reports == reports, "running the inputs again gave another result")
    _ = simulator.describe(state)
    _ = simulator.currentURL(of: state)
    _ = Reports.treeJSON(state, simulator: simulator, reports: reports).rendered()
    return 0
}

/// The container tree's invariants (docs/navigation.md).
func checkTree(_ state: SimulatorState, _ simulator: Simulator, after input: String) {
    // A profile with its own navigation builds the tree from its model (its tabs are its routes,
    // its stacks have no fixed root); the rest hold for every profile.
    if simulator.navigator == nil {
        // Tabs that `requires` flags come and go with them; the tabs shown are the visible ones.
        invariant(state.tree.tabs.map(\.id) == simulator.visibleTabs(flags: state.flags).map(\.id),
                  "the tab bar is not the visible tabs after \(input)")
        for tab in state.tree.tabs { invariant(simulator.keepsItsRoot(tab), "tab \(tab.id) lost its root after \(input)") }
    }
    invariant(state.tree.tabs.indices.contains(state.tree.selectedTab), "the selected tab does not exist after \(input)")
    invariant(state.tree.modals.allSatisfy { !$0.screens.isEmpty }, "an empty modal after \(input)")
    let numbers = (state.tree.tabs.flatMap(\.stack.screens) + state.tree.modals.flatMap(\.screens)).map(\.instance)
    invariant(Set(numbers).count == numbers.count, "two screens share an instance number after \(input)")
    invariant(numbers.allSatisfy { $0 < state.nextInstance }, "an instance number at or above the next one after \(input)")
}
