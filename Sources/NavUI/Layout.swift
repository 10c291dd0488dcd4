import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavScenarios
/// Where each part of the screen goes at a given terminal size. `view` draws into these
/// rectangles and mouse clicks are mapped back through the same ones.
public struct Layout: Sendable, Equatable {
    public static let minimumColumns = 44
    public static let minimumRows = 14
    public static let phoneWidth = 38

    public let columns: Int
    public let rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// Below the minimum size the UI shows only a message.
    public var isTooSmall: Bool { columns < Self.minimumColumns || rows < Self.minimumRows }

    public var titleBar: CellRect { CellRect(x: 0, y: 0, width: columns, height: 1) }
    public var addressBar: CellRect { CellRect(x: 0, y: 1, width: columns, height: 1) }
    public var inputLine: CellRect { CellRect(x: 0, y: rows - 2, width: columns, height: 1) }
    public var footer: CellRect { CellRect(x: 0, y: rows - 1, width: columns, height: 1) }
    private var bodyTop: Int { 2 }
    private var bodyHeight: Int { max(0, rows - 4) }

    /// The simulated phone: full width on a narrow terminal.
    public var phone: CellRect {
        CellRect(x: 0, y: bodyTop, width: min(columns, Self.phoneWidth), height: bodyHeight)
    }

    /// The container tree: beside the phone when there is room for it (80 columns and up).
    public var inspector: CellRect? {
        let rest = columns - Self.phoneWidth
        if columns >= 120 { return CellRect(x: Self.phoneWidth, y: bodyTop, width: rest / 2, height: bodyHeight) }
        if columns >= 80 { return CellRect(x: Self.phoneWidth, y: bodyTop, width: rest, height: bodyHeight / 2) }
        return nil
    }

    /// The decision log: beside the inspector on wide terminals, under it on medium ones,
    /// beside the phone on narrow ones when 20 columns are left.
    public var logPanel: CellRect? {
        let rest = columns - Self.phoneWidth
        if columns >= 120 {
            let inspectorWidth = rest / 2
            return CellRect(x: Self.phoneWidth + inspectorWidth, y: bodyTop, width: rest - inspectorWidth, height: bodyHeight)
        }
        if columns >= 80 {
            let top = bodyHeight / 2
            return CellRect(x: Self.phoneWidth, y: bodyTop + top, width: rest, height: bodyHeight - top)
        }
        if rest >= 20 { return CellRect(x: Self.phoneWidth, y: bodyTop, width: rest, height: bodyHeight) }
        return nil
    }
}

extension CellRect {
    /// Whether the cell (x, y) lies inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }
}
