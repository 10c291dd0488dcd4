import TestSupport
import Foundation
import NavRouteFile
import Testing
@testable import NavLinks

/// Bad platform files are errors naming the file, line:column and JSON path; nothing crashes.
@Suite struct BadPlatformFileTests {
    @Test("AASA problems", arguments: [
        ("{\"applinks\": {\"details\": [}", "aasa.json:1:27: error: unexpected character '}'; expected a JSON value"),
        (#"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": 3}]}]}}"#,
         #"aasa.json:1:68: error: applinks.details[0].components[0]["/"]: expected a string, found a number 3"#),
        (#"{"applinks": {"detail": []}}"#, #"aasa.json:1:15: error: applinks.detail: unknown key "detail"; did you mean "details"?"#),
        (#"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/$(fod)"}]}], "substitutionVariables": {"food": ["a"]}}}"#,
         "unknown substitution variable $(fod): define it in applinks.substitutionVariables; did you mean $(food)?"),
        (#"{"applinks": {"details": [{"appIDs": ["A.b"]}]}}"#, #"missing required key "components" (or the older "paths")"#),
        (#"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"?": 1}]}]}}"#,
         "expected a string or an object of query item patterns, found a number 1"),
        (#"[]"#, "aasa.json:1:1: error: expected an object, found an array"),
    ])
    func association(text: String, expected: String) {
        let message = renderedError { () throws(RouteFileError) in _ = try AppleAppSiteAssociation(parsing: Array(text.utf8), file: "aasa.json") }
        #expect(message?.contains(expected) == true, "\(message ?? "no error")")
    }

    @Test("assetlinks problems", arguments: [
        (#"{"relation": []}"#, "assetlinks.json:1:1: error: expected an array, found an object"),
        (#"[{"relation": ["x"], "target": {"namespace": "android_app", "package_name": "p"}}]"#,
         #"assetlinks.json:1:32: error: [0].target: missing required key "sha256_cert_fingerprints""#),
        (#"[{"relations": ["x"]}]"#, #"[0].relations: unknown key "relations"; did you mean "relation"?"#),
        ("[", "assetlinks.json:1:2: error:"),
    ])
    func assetLinks(text: String, expected: String) {
        let message = renderedError { () throws(RouteFileError) in _ = try AssetLinks(parsing: Array(text.utf8), file: "assetlinks.json") }
        #expect(message?.contains(expected) == true, "\(message ?? "no error")")
    }

    @Test("Manifest problems", arguments: [
        ("<manifest>\n  <application>\n</manifest>", "AndroidManifest.xml:3:"),
        ("", "AndroidManifest.xml:1:1: error: malformed XML"),
        (#"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name="A"><intent-filter><data android:scheme="https" android:port="http"/></intent-filter></activity></application></manifest>"#,
         #"android:port must be a number from 0 to 65535, found "http""#),
        (#"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name="A"><intent-filter android:autoVerify="yes"/></activity></application></manifest>"#,
         #"android:autoVerify must be "true" or "false", found "yes""#),
        (#"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name="A"><intent-filter><data android:host="@string/host"/></intent-filter></activity></application></manifest>"#,
         "a resource reference or placeholder cannot be resolved here"),
        ("<application/>", "AndroidManifest.xml:1:1: error: the root element must be <manifest>"),
    ])
    func manifest(text: String, expected: String) {
        let message = renderedError { () throws(RouteFileError) in _ = try AndroidManifest(parsing: Data(text.utf8), file: "AndroidManifest.xml") }
        #expect(message?.contains(expected) == true, "\(message ?? "no error")")
    }

    /// Every libxml2 code a hand-edited manifest commonly meets is put in words; JSON or plain
    /// text is "not XML", not "the document is empty".
    @Test("Malformed XML is named in words", arguments: [
        (#"{"manifest": 1}"#, "AndroidManifest.xml:1:1: error: malformed XML: no root element: the document does not start with a tag ('<' expected), so it is not XML"),
        ("<manifest a=\"1\"b=\"2\"/>", "AndroidManifest.xml:1:16: error: malformed XML: a space is missing"),
        ("<1manifest/>", "AndroidManifest.xml:1:2: error: malformed XML: a tag or attribute name is missing"),
        ("<!-- x", "AndroidManifest.xml:1:7: error: malformed XML: a comment (<!-- … -->) is not closed"),
        (" <?xml version=\"1.0\"?><manifest/>", "malformed XML: an XML declaration (<?xml … ?>) that is not at the very start of the file"),
        ("<manifest a=\"<\"/>", "malformed XML: a '<' inside an attribute value (write &lt;)"),
        ("<manifest>&#xZZ;</manifest>", "malformed XML: an invalid character reference (&#…;)"),
        ("<?xml version=\"1.0\" encoding=\"klingon\"?><manifest/>", "malformed XML: the XML declaration names an encoding that cannot be read"),
    ])
    func malformedXMLInWords(text: String, expected: String) {
        let message = renderedError { () throws(RouteFileError) in _ = try AndroidManifest(parsing: Data(text.utf8), file: "AndroidManifest.xml") }
        #expect(message?.contains(expected) == true, "\(message ?? "no error")")
        #expect(message?.contains("libxml2 error") == false, "a bare code: \(message ?? "")")
    }

    @Test("A position inside a multi-line manifest points at the element's line")
    func manifestPosition() {
        let text = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
              <application>
                <activity android:name="A">
                  <intent-filter>
                    <data android:port="x" />
            """ + "\n        </intent-filter>\n      </activity>\n  </application>\n</manifest>\n"
        let message = renderedError { () throws(RouteFileError) in _ = try AndroidManifest(parsing: Data(text.utf8), file: "m.xml") }
        #expect(message?.hasPrefix("m.xml:5:9: error:") == true, "\(message ?? "no error")")
    }
}

/// XMLParser on Linux does not report a document that ends inside an element; navsim does.
@Suite struct UnclosedManifestTests {
    @Test func anUnclosedManifestIsMalformed() {
        let message = renderedError { () throws(RouteFileError) in
            _ = try AndroidManifest(parsing: Data("<manifest>\n  <application>\n".utf8), file: "m.xml")
        }
        #expect(message?.contains("m.xml:") == true && message?.contains("the document ends before every element is closed") == true,
                "\(message ?? "no error")")
    }
}
