import Testing
import NavImport

/// Firefox's manifest writes `${deepLinkScheme}` on 19 `<data>` lines: `init` says so once,
/// with the count and the other lines, rather than 19 identical lines.
@Suite struct NotUnderstoodGroupingTests {
    @Test func oneLinePerConstructAndFileWithItsCount() {
        let what = #"<data android:scheme="${deepLinkScheme}">: a placeholder cannot be resolved here"#
        var items = (0..<19).map { NotUnderstood(source: ImportSource(file: "AndroidManifest.xml", line: 122 + 2 * $0), what: what) }
        items.append(NotUnderstood(source: ImportSource(file: "other/AndroidManifest.xml", line: 5), what: what))
        items.append(NotUnderstood(source: ImportSource(file: "AndroidManifest.xml", line: 9), what: "something else"))
        let lines = ImportReport.notUnderstoodLines(items)
        #expect(lines == [
            "AndroidManifest.xml:122: not understood: \(what) (19 times, also at lines 124, 126, 128, 130, 132, …)",
            "other/AndroidManifest.xml:5: not understood: \(what)",
            "AndroidManifest.xml:9: not understood: something else",
        ])
    }
}
