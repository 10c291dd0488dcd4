/// The largest area the UI draws, whatever the terminal reports: its cell buffer grows with
/// the area (a 10000 × 10000 terminal asked for gigabytes); a larger terminal shows the UI in
/// its top-left corner.
public enum DrawnArea {
    static let maximumColumns = 1_000
    static let maximumRows = 500

    /// `size` clamped to ``maximumColumns`` × ``maximumRows``.
    static func clamped(_ size: (columns: Int, rows: Int)) -> (columns: Int, rows: Int) {
        (min(max(size.columns, 0), maximumColumns), min(max(size.rows, 0), maximumRows))
    }
}
