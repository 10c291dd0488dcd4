import NavRouting

/// A canonical text form of the whole simulator state: what `navsim open` prints and what
/// tests compare, so an expected state is written out in full and read at a glance.
extension Simulator {
    /// One line per tab (`*` marks the selected one), one per modal, then url, flags, pending, alerts.
    public func describe(_ state: SimulatorState) -> [String] {
        var lines: [String] = []
        for (index, tab) in state.tree.tabs.enumerated() {
            let marker = index == state.tree.selectedTab ? "*" : ""
            lines.append("tab \(tab.id)\(marker): " + tab.stack.screens.map(Self.describe).joined(separator: " > "))
        }
        for (index, modal) in state.tree.modals.enumerated() {
            lines.append("modal \(index + 1): " + modal.screens.map(Self.describe).joined(separator: " > "))
        }
        lines.append("url: \(currentURL(of: state))")
        let flags = state.flags.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        lines.append("flags: " + (flags.isEmpty ? "none" : flags.joined(separator: ", ")))
        lines.append("pending: \(state.pending ?? "none")")
        lines.append("alerts: " + (state.alerts.isEmpty ? "none" : state.alerts.map { "\"\($0)\"" }.joined(separator: ", ")))
        return lines
    }

    /// `HotelDetail#5(hotelID=42, nights=1 default)`: source shown for query and default values.
    public static func describe(_ screen: ScreenInstance) -> String {
        var text = "\(screen.screen)#\(screen.instance)"
        var items = screen.parameters.map { parameter -> String in
            let suffix = parameter.source == .path ? "" : " \(parameter.source.rawValue)"
            return "\(parameter.name)=\(parameter.value)\(suffix)"
        }
        items += screen.injected.sorted { $0.key < $1.key }.map { "\($0.key):=\($0.value)" }
        if !items.isEmpty { text += "(" + items.joined(separator: ", ") + ")" }
        return text
    }
}
