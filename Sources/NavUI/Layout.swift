import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavScenarios
/// Where each part of the screen goes at a given terminal size. `view` draws into these
/// rectangles and mouse clicks are mapped back through the same ones.
public struct Layout: Sendable, Equatable {
    static let minimumColumns = 44
    static let minimumRows = 14
    public static let phoneWidth = 38

    public let columns: Int
    public let rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// Below the minimum size the UI shows only a message.
    var isTooSmall: Bool { columns < Self.minimumColumns || rows < Self.minimumRows }

    var titleBar: CellRect { CellRect(x: 0, y: 0, width: columns, height: 1) }
    var addressBar: CellRect { CellRect(x: 0, y: 1, width: columns, height: 1) }
    /// The guard state (flags and the pending link), always on screen under the address bar.
    var statusLine: CellRect { CellRect(x: 0, y: 2, width: columns, height: 1) }
    var inputLine: CellRect { CellRect(x: 0, y: rows - 2, width: columns, height: 1) }
    public var footer: CellRect { CellRect(x: 0, y: rows - 1, width: columns, height: 1) }
    private var bodyTop: Int { 3 }
    private var bodyHeight: Int { max(0, rows - 5) }

    /// The simulated phone: full width on a narrow terminal.
    public var phone: CellRect {
        CellRect(x: 0, y: bodyTop, width: min(columns, Self.phoneWidth), height: bodyHeight)
    }

    /// The container tree, beside the phone from 80 columns: on top of the log, as high as half
    /// the body at most (14 rows), so the log below gets the whole width left of the phone.
    public var inspector: CellRect? {
        guard columns >= 80 else { return nil }
        return CellRect(x: Self.phoneWidth, y: bodyTop, width: columns - Self.phoneWidth, height: inspectorHeight)
    }

    private var inspectorHeight: Int { min(bodyHeight / 2, 14) }

    /// The decision log: under the inspector from 80 columns, beside the phone on narrower
    /// terminals when 20 columns are left.
    public var logPanel: CellRect? {
        let rest = columns - Self.phoneWidth
        if columns >= 80 {
            return CellRect(x: Self.phoneWidth, y: bodyTop + inspectorHeight, width: rest, height: bodyHeight - inspectorHeight)
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
