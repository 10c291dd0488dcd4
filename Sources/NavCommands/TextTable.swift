/// A plain-text table whose cells may span several lines, columns padded to their widest line
/// and separated by two spaces; a rule under the header.
package struct TextTable {
    package var header: [String]
    /// Rows of cells, each cell a list of lines.
    package var rows: [[[String]]]

    /// The widest a column is padded to; a longer line overflows its column.
    static let widestColumn = 80
    /// The longest a cell's line is shown; a longer one (a huge URL argument) is cut with `…`.
    static let longestCellLine = 200

    package var lines: [String] {
        let columns = header.count
        let rows = rows.map { row in
            row.map { cell in cell.map { $0.count > Self.longestCellLine ? String($0.prefix(Self.longestCellLine - 1)) + "…" : $0 } }
        }
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < columns {
                widths[column] = min(Self.widestColumn, max(widths[column], cell.map(\.count).max() ?? 0))
            }
        }
        func line(_ texts: [String]) -> String {
            texts.enumerated().map { column, text in
                column == columns - 1 ? text : text + String(repeating: " ", count: max(0, widths[column] - text.count))
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        var out = [line(header), line(widths.map { String(repeating: "-", count: $0) })]
        for row in rows {
            let height = row.map(\.count).max() ?? 0
            for index in 0..<height {
                out.append(line((0..<columns).map { column in
                    column < row.count && index < row[column].count ? row[column][index] : ""
                }))
            }
        }
        return out
    }
}

extension String {
    /// The string without trailing spaces.
    package func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
