import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavScenarios
/// The clickable places of the current screen, computed from the same layout the view uses.
enum HitTesting {
    enum Action: Equatable {
        case selectTab(Int)
        case popTo(depth: Int)
    }

    struct Target {
        var rect: CellRect
        var action: Action
    }

    static func targets(_ state: AppState, layout: Layout) -> [Target] {
        guard !layout.isTooSmall, state.overlay == nil else { return [] }
        var targets: [Target] = []
        let tree = state.navigation.tree
        if tree.hasTabBar {
            for (index, rect) in PhoneView.tabRects(tabs: tree.tabs, phone: layout.phone).enumerated() {
                targets.append(Target(rect: rect, action: .selectTab(index)))
            }
        }
        if let inspector = layout.inspector {
            // The rows as drawn: folded and scrolled as InspectorView draws them.
            let height = inspector.height - 2
            let rows = InspectorView.visibleRows(state, height: height)
            let offset = InspectorView.scrollOffset(rows, height: height)
            for row in rows {
                guard let depth = row.depth, row.line >= offset, row.line - offset < height else { continue }
                targets.append(Target(rect: CellRect(x: inspector.x + 1, y: inspector.y + 1 + row.line - offset, width: inspector.width - 2, height: 1),
                                      action: .popTo(depth: depth)))
            }
        }
        return targets
    }
}
