import Foundation
import NavRouteFile
import NavSupport
import Testing
@testable import NavLinks

/// An Expo app config named as `links.android.manifest`: the manifest Expo's prebuild writes
/// from it (the scheme filter of `.MainActivity`, then `android.intentFilters`).
@Suite struct ExpoConfigManifestTests {
    static let config = """
        {
          "expo": {
            "scheme": ["shop", "shop-dev"],
            "android": {
              "package": "com.example.shop",
              "intentFilters": [
                { "action": "VIEW", "autoVerify": true, "category": ["BROWSABLE", "DEFAULT"],
                  "data": [{ "scheme": "https", "host": "*.shop.example.com", "pathPrefix": "/records" }] },
                { "action": "SEND", "category": "DEFAULT", "data": { "mimeType": "text/plain" } }
              ]
            }
          }
        }
        """

    @Test func theFiltersThePrebuildWrites() throws {
        let manifest = try AndroidManifest(expoConfig: Data(Self.config.utf8), file: "app.json")
        #expect(manifest.package == "com.example.shop")
        #expect(manifest.filters.count == 3)
        let scheme = manifest.filters[0]
        #expect(scheme.activity == ".MainActivity" && scheme.exported == true && !scheme.autoVerify)
        #expect(scheme.actions == ["android.intent.action.VIEW"])
        #expect(scheme.categories == ["android.intent.category.DEFAULT", "android.intent.category.BROWSABLE"])
        #expect(scheme.data.map(\.scheme) == ["shop", "shop-dev"])
        let web = manifest.filters[1]
        #expect(web.autoVerify && web.actions == ["android.intent.action.VIEW"])
        #expect(web.categories == ["android.intent.category.BROWSABLE", "android.intent.category.DEFAULT"])
        #expect(web.data.first?.host == "*.shop.example.com" && web.data.first?.pathPrefix == "/records")
        #expect(web.rule(file: "app.json").contains("app.json:7:9 expo.android.intentFilters[0]"))
        #expect(manifest.filters[2].actions == ["android.intent.action.SEND"] && manifest.filters[2].data.first?.mimeType == "text/plain")
        #expect(manifest.filters.map(\.ordinalInActivity) == [1, 2, 3])
    }

    @Test func aConfigWithoutSchemeOrFiltersGivesNoFilter() throws {
        let manifest = try AndroidManifest(expoConfig: Data(#"{"expo": {"android": {"package": "a.b"}}}"#.utf8), file: "app.json")
        #expect(manifest.filters.isEmpty && manifest.package == "a.b")
    }

    @Test func badConfigsNameTheLine() {
        func message(_ text: String) -> String? {
            do {
                _ = try AndroidManifest(expoConfig: Data(text.utf8), file: "app.json")
                return nil
            } catch {
                return error.diagnostics.map { "\($0.position.map { "\($0)" } ?? "-") \($0.message)" }.first
            }
        }
        #expect(message(#"{"expo": {"android": {"intentFilters": [{"action": "VIEW", "data": [{"sceme": "x"}]}]}}}"#)?
                    .hasPrefix("1:70 unknown key \"sceme\" in expo.android.intentFilters[0].data") == true)
        #expect(message(#"{"expo": {"android": {"intentFilters": [{"actions": "VIEW"}]}}}"#)?
                    .hasPrefix("1:42 unknown key \"actions\" in expo.android.intentFilters[0]") == true)
        #expect(message(#"{"expo": {"android": {"intentFilters": [{"autoVerify": "yes"}]}}}"#)
                == "1:56 expo.android.intentFilters[0].autoVerify must be a boolean, found a string \"yes\"")
        #expect(message("[1]") == "1:1 an Expo app config is a JSON object")
        #expect(AndroidManifest.isExpoConfig("x/app.json") && AndroidManifest.isExpoConfig("app.config.json") && !AndroidManifest.isExpoConfig("AndroidManifest.xml"))
    }
}
