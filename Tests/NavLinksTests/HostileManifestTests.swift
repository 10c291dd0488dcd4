import Foundation
import NavRouteFile
import NavSupport
import Testing
@testable import NavLinks

/// Manifests built to hang or mislead the reader: minified onto one line, declaring entities,
/// binding the Android namespace to other prefixes (docs/links.md, "Limits").
@Suite struct HostileManifestTests {
    /// The activities of a manifest minified onto one line, each with a filter for `hostN`.
    static func oneLine(activities: Int, prefix: String = "android") -> String {
        let activity = (0..<activities).map { index in
            "<activity \(prefix):name=\".A\(index)\" \(prefix):exported=\"true\"><intent-filter><action \(prefix):name=\"android.intent.action.VIEW\"/>"
                + "<category \(prefix):name=\"android.intent.category.DEFAULT\"/><category \(prefix):name=\"android.intent.category.BROWSABLE\"/>"
                + "<data \(prefix):scheme=\"https\" \(prefix):host=\"host\(index).example.com\"/></intent-filter></activity>"
        }.joined()
        return "<manifest xmlns:\(prefix)=\"http://schemas.android.com/apk/res/android\" package=\"com.example\"><application>"
            + activity + "</application></manifest>"
    }

    /// On one line, each element is found at its own column (the positions come from a cursor
    /// that moves forward, not from a copy of the line per tag).
    @Test func aOneLineManifestReadsEveryFilterAndPlacesItOnItsColumn() throws {
        let text = Self.oneLine(activities: 2_000)
        let parsed = try manifest(text)
        #expect(parsed.filters.count == 2_000)
        let utf8 = Array(text.utf8)
        for filter in [parsed.filters[0], parsed.filters[1_234], parsed.filters[1_999]] {
            #expect(filter.position.line == 1)
            let offset = filter.position.column - 1
            #expect(String(decoding: utf8[offset..<offset + 14], as: UTF8.self) == "<intent-filter", "\(filter.position)")
        }
        #expect(parsed.filters[1_234].data.first?.host == "host1234.example.com")
    }

    /// Columns count Unicode scalars, and a tag written over several lines is found at its `<`.
    @Test func positionsCountScalarsAndFollowTagsOverLines() throws {
        let text = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name="é.ü"><intent-filter
                 android:autoVerify="yes"></intent-filter></activity></application></manifest>
            """
        let message = renderedError { () throws(RouteFileError) in _ = try AndroidManifest(parsing: Data(text.utf8), file: "M.xml") }
        let column = Array(text.split(separator: "\n")[0].unicodeScalars).count - "<intent-filter".count + 1
        #expect(message?.hasPrefix("M.xml:1:\(column): error: android:autoVerify must be") == true, "\(message ?? "no error")")
    }

    /// `<!DOCTYPE … [ … ]>` is refused before libxml2 sees it: an entity of 100,000 characters
    /// referenced 10,000 times would be expanded (a billion characters) otherwise.
    @Test func anInternalSubsetIsRefusedNamingItsLine() throws {
        let entity = String(repeating: "A", count: 100_000)
        let references = String(repeating: "&a;", count: 10_000)
        let text = "<?xml version=\"1.0\"?>\n<!-- a comment -->\n<!DOCTYPE manifest SYSTEM \"x[y]\" [<!ENTITY a \"\(entity)\">]>\n"
            + "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:label=\"\(references)\"/></manifest>"
        let message = renderedError { () throws(RouteFileError) in _ = try AndroidManifest(parsing: Data(text.utf8), file: "M.xml") }
        #expect(message?.hasPrefix("M.xml:3:1: error: the document type declares an internal subset") == true, "\(message?.prefix(300) ?? "no error")")
        #expect(message?.contains("Android manifests have none") == true)
        // A document type without a subset declares nothing and is read as before.
        let plain = try manifest("<!DOCTYPE manifest>\n" + manifestXML(filters: browsableFilter(#"<data android:scheme="app"/>"#)))
        #expect(plain.filters.count == 1)
        // An entity reference without a declaration is an error in words, not a bare code.
        let undeclared = renderedError { () throws(RouteFileError) in _ = try AndroidManifest(parsing: Data("<manifest>&a;</manifest>".utf8), file: "M.xml") }
        #expect(undeclared?.contains("undeclared entity") == true, "\(undeclared ?? "no error")")
    }

    /// The same manifest in UTF-16 hid its subset from the byte scan while libxml2 expanded it:
    /// it is refused at 1:1, naming the encoding.
    @Test func aUTF16ManifestIsRefusedBeforeItIsParsed() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE manifest [<!ENTITY a \"\(String(repeating: "A", count: 1_000))\">]>\n"
            + "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:label=\"\(String(repeating: "&a;", count: 1_000))\"/></manifest>"
        let bytes = Data([0xFE, 0xFF]) + (try #require(text.data(using: .utf16BigEndian)))
        let message = renderedError { () throws(RouteFileError) in _ = try AndroidManifest(parsing: bytes, file: "M.xml") }
        #expect(message?.hasPrefix("M.xml:1:1: error: the document is in UTF-16") == true, "\(message?.prefix(300) ?? "no error")")
    }

    /// Any prefix bound to the Android URI names Android attributes, where it is declared and
    /// below; `android:` bound to another URI does not; two prefixes giving one attribute is an
    /// error, the same on every run.
    @Test func namespacesAreResolvedPerElementByURI() throws {
        let other = try manifest(Self.oneLine(activities: 1, prefix: "a"))
        #expect(other.filters.first?.data.first?.host == "host0.example.com")

        let declaredBelow = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example"><application>
            <activity android:name=".Main" android:exported="true" xmlns:b="http://schemas.android.com/apk/res/android">
              <intent-filter><action b:name="android.intent.action.VIEW"/><data b:scheme="https" b:host="only.example.com"/></intent-filter>
            </activity>
            <activity android:name=".Other" android:exported="true">
              <intent-filter xmlns:android="urn:not-android"><action android:name="android.intent.action.VIEW"/><data android:host="any.example.com"/></intent-filter>
            </activity>
            </application></manifest>
            """
        let parsed = try manifest(declaredBelow)
        #expect(parsed.filters[0].data.first?.host == "only.example.com")
        #expect(parsed.filters[0].actions == ["android.intent.action.VIEW"])
        #expect(parsed.filters[1].data.first?.host == nil, "android: bound to another URI is not Android's")
        #expect(parsed.filters[1].actions.isEmpty)

        let twoPrefixes = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" xmlns:b="http://schemas.android.com/apk/res/android"><application>
            <activity android:name=".Main"><intent-filter><data android:host="a.example.com" b:host="b.example.com"/></intent-filter></activity>
            </application></manifest>
            """
        let messages = (0..<6).map { _ in
            renderedError { () throws(RouteFileError) in _ = try AndroidManifest(parsing: Data(twoPrefixes.utf8), file: "M.xml") }
        }
        #expect(Set(messages).count == 1)
        #expect(messages[0]?.hasPrefix("M.xml:2:") == true, "\(messages[0] ?? "no error")")
        #expect(messages[0]?.contains("an attribute is given twice in one namespace") == true, "\(messages[0] ?? "no error")")
    }

    /// Every code the parser reports is put in words.
    @Test func everyParserCodeIsInWords() {
        for code in Array(1...111) + Array(200...205) {
            #expect(!LibXMLErrorText.describe(code).contains("libxml2 error"), "code \(code)")
        }
        let undeclaredPrefix = renderedError { () throws(RouteFileError) in
            _ = try AndroidManifest(parsing: Data("<manifest><x:y/></manifest>".utf8), file: "M.xml")
        }
        #expect(undeclaredPrefix.map { !$0.contains("libxml2 error") && $0.contains("malformed XML") } ?? true, "\(undeclaredPrefix ?? "")")
    }
}
