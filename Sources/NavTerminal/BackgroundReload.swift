import Foundation
import NavRouteFile
import Synchronization

/// Loads the route file on a thread of its own, so that a slow load (a table of thousands of
/// optional groups, a file on a stalled disk) never stops the UI from answering keys; the
/// interactive loop picks the result up when it is there.
final class BackgroundReload: Sendable {
    /// The route file being loaded.
    let path: String
    private let outcome = Mutex<Result<CompiledApp, RouteFileError>?>(nil)

    /// Starts loading `path`.
    init(path: String) {
        self.path = path
        Thread.detachNewThread { [self] in
            let result = Result { () throws(RouteFileError) in try CompiledApp.load(path: path) }
            outcome.withLock { $0 = result }
        }
    }

    /// The result once the load has finished, else `nil`.
    func result() -> Result<CompiledApp, RouteFileError>? {
        outcome.withLock { $0 }
    }
}

/// The largest area the UI draws, whatever the terminal reports: its cell buffer grows with
/// the area (a 10000 × 10000 terminal asked for gigabytes); a larger terminal shows the UI in
/// its top-left corner.
public enum DrawnArea {
    public static let maximumColumns = 1_000
    public static let maximumRows = 500

    /// `size` clamped to ``maximumColumns`` × ``maximumRows``.
    public static func clamped(_ size: (columns: Int, rows: Int)) -> (columns: Int, rows: Int) {
        (min(max(size.columns, 0), maximumColumns), min(max(size.rows, 0), maximumRows))
    }
}
