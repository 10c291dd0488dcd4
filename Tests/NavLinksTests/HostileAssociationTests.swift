import Foundation
import NavRouteFile
import Testing
@testable import NavLinks

/// Association files built to exhaust time or memory: substitution variables referred to many
/// times, patterns whose work explodes, files over Apple's size limit (docs/links.md, "Limits").
@Suite struct HostileAssociationTests {
    /// `components` path patterns, each `"/" + "$(v)"×references + "*"`, with `v` holding `values`.
    static func fanOut(components: Int, references: Int, values: [String]) -> String {
        let pattern = "/" + String(repeating: "$(v)", count: references) + "*"
        let list = (0..<components).map { _ in #"{"/": "\#(pattern)"}"# }.joined(separator: ",")
        let quoted = values.map { "\"\($0)\"" }.joined(separator: ",")
        return #"{"applinks": {"substitutionVariables": {"v": [\#(quoted)]}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [\#(list)]}]}}"#
    }

    /// Every reference to a variable shares one compiled variable, and the answer is right.
    @Test func aVariableIsCompiledOnceAndShared() throws {
        let values = (0..<10_000).map { String($0, radix: 36) }
        let text = Self.fanOut(components: 100, references: 40, values: values)
        #expect(text.utf8.count < AppleAppSiteAssociation.maximumByteCount)
        let evaluator = try association(text)
        let shared = evaluator.variableInstances
        #expect(shared.count == 1, "one compiled v, not one per reference: \(shared.count)")
        #expect(admits(evaluator, "https://example.com/" + String(repeating: "zz", count: 40) + "/tail"))
        #expect(!admits(evaluator, "https://example.com/" + String(repeating: "zz", count: 19)), "39 characters hold at most 39 values")
    }

    /// A file whose patterns need more work than the budget is answered with a clear reason.
    @Test func patternWorkOverTheBudgetStopsWithAReason() throws {
        let values = (0..<2_000).map { "a\($0)*b" }
        let evaluator = try association(Self.fanOut(components: 3, references: 20, values: values))
        let answer = evaluator.evaluate(LinkURL("https://example.com/" + String(repeating: "a1b", count: 300))!, appID: "ABCDE12345.com.example.app")
        #expect(!answer.admits)
        #expect(answer.reason.contains("navsim stopped matching: the patterns of aasa.json took more than 10000000 steps"), "\(answer.reason)")
        // Wildcard values still match when the work is small.
        #expect(admits(evaluator, "https://example.com/" + String(repeating: "a1xb", count: 20)))
    }

    /// Apple refuses a file over 128 KB; so does navsim, before reading it.
    @Test func aFileOver128KBIsRefused() {
        let padding = String(repeating: " ", count: AppleAppSiteAssociation.maximumByteCount)
        let text = #"{"applinks": {"details": []}}"# + padding
        let message = renderedError { () throws(RouteFileError) in _ = try AppleAppSiteAssociation(parsing: Array(text.utf8), file: "aasa.json") }
        #expect(message?.hasPrefix("aasa.json:1:1: error: the file is \(text.utf8.count) bytes; Apple refuses an apple-app-site-association file over 128 KB") == true,
                "\(message ?? "no error")")
        let atLimit = #"{"applinks": {"details": []}}"# + String(repeating: " ", count: AppleAppSiteAssociation.maximumByteCount - 29)
        #expect(throws: Never.self) { _ = try AppleAppSiteAssociation(parsing: Array(atLimit.utf8), file: "aasa.json") }
    }

    /// A reason names at most five packages of an assetlinks.json: with 60,000 statements it
    /// was a megabyte, repeated in each of 20,000 findings of `check` (tens of gigabytes).
    @Test func aReasonNamesAFewStatementsAndCountsTheRest() throws {
        let fingerprint = Array(repeating: "AB", count: 32).joined(separator: ":")
        let statements = (0..<1_000).map {
            #"{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.other\#($0)", "sha256_cert_fingerprints": ["\#(fingerprint)"]}}"#
        }
        let file = try AssetLinks(parsing: Array(("[" + statements.joined(separator: ",") + "]").utf8), file: "assetlinks.json")
        let answer = file.verifies(package: "com.example", fingerprint: fingerprint)
        #expect(!answer.verified)
        #expect(answer.reason == "assetlinks.json has no statement for com.example (it names com.other0, com.other1, com.other2, com.other3, com.other4 and 995 more)")
    }
}
