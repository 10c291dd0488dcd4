import TestSupport
import Foundation
import NavRouteFile
@testable import NavLinks

/// The package root (this file is `Tests/NavLinksTests/Support.swift`).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// An association file written inline, compiled.
func association(_ json: String, file: String = "aasa.json") throws -> AASAEvaluator {
    AASAEvaluator(try AppleAppSiteAssociation(parsing: Array(json.utf8), file: file))
}

/// Whether `evaluator` admits `url` for `appID`.
func admits(_ evaluator: AASAEvaluator, _ url: String, appID: String = "ABCDE12345.com.example.app") -> Bool {
    evaluator.evaluate(LinkURL(url)!, appID: appID).admits
}

/// A manifest written inline.
func manifest(_ xml: String, file: String = "AndroidManifest.xml") throws -> AndroidManifest {
    try AndroidManifest(parsing: Data(xml.utf8), file: file)
}

/// A manifest with one activity holding `filters` (XML of `<intent-filter>` elements).
func manifest(filters: String) throws -> AndroidManifest {
    try manifest(manifestXML(filters: filters))
}

/// The XML of a manifest (package `com.example`) with one activity `.Main` holding `filters`.
func manifestXML(filters: String, exported: String = "true") -> String {
    """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example">
      <application>
        <activity android:name=".Main" android:exported="\(exported)">
    \(filters)
        </activity>
      </application>
    </manifest>
    """
}

/// VIEW + DEFAULT + BROWSABLE, then `data`.
func browsableFilter(_ data: String, autoVerify: Bool = false) -> String {
    """
    <intent-filter\(autoVerify ? " android:autoVerify=\"true\"" : "")>
      <action android:name="android.intent.action.VIEW" />
      <category android:name="android.intent.category.DEFAULT" />
      <category android:name="android.intent.category.BROWSABLE" />
      \(data)
    </intent-filter>
    """
}

/// Whether some filter of `manifest` admits `url` at `apiLevel`.
func androidAdmits(_ manifest: AndroidManifest, _ url: String, apiLevel: Int = 34) -> Bool {
    manifest.filters.contains { IntentFilterMatcher.rejection($0, LinkURL(url)!, apiLevel: apiLevel) == nil }
}

/// The message of the error `body` throws, rendered (`FILE:LINE:COL: error: …`), or nil.
func renderedError(_ body: () throws(RouteFileError) -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return error.render()
    }
}
