import Foundation
import Testing
@testable import NavCommands

/// The names `navsim test --emit` gives folders, sub-flows and URLs: never outside DIR, never
/// shared by two different things, never a raw control byte.
@Suite struct EmitNamingTests {
    @Test func stemsThatWouldNameTheFolderOrItsParentAreSlugged() {
        #expect(DeviceOracleWriter.stem(of: "d/demo.scenarios.json") == "demo.scenarios")
        #expect(DeviceOracleWriter.stem(of: "d/...json") == "scenario")
        #expect(DeviceOracleWriter.stem(of: ".json") == "scenario")
        #expect(DeviceOracleWriter.stem(of: "d/..") == "scenario")
        #expect(DeviceOracleWriter.stem(of: "a.json.json") == "a.json")
    }

    @Test func scenarioFilesOfOneStemAreFoundBeforeWriting() {
        #expect(DeviceOracleWriter.sharedStem(["d1/demo.json", "d2/other.json"]) == nil)
        let shared = DeviceOracleWriter.sharedStem(["d1/demo.json", "x.json", "d2/demo.json"])
        #expect(shared?.first == "d1/demo.json" && shared?.second == "d2/demo.json" && shared?.stem == "demo")
    }

    @Test func flagSubFlowsAreDistinctForDistinctFlags() {
        let flags = ["a-b", "ab", "a_b", "a%2Db", "../x", "é", "loggedIn"]
        let flows = flags.map { DeviceOracleWriter.flagFlow($0, true) }
        #expect(Set(flows).count == flags.count, "\(flows)")
        #expect(DeviceOracleWriter.flagFlow("loggedIn", false) == "flags/loggedIn-false.yaml")
        #expect(flows.allSatisfy { !$0.dropFirst("flags/".count).contains("/") }, "\(flows)")
    }

    @Test func controlCharactersInURLsArePercentEncoded() {
        #expect(DeviceOracleWriter.controlsEncoded("app://a?x=\u{1B}[31m\u{7F}\u{85}é") == "app://a?x=%1B[31m%7F%C2%85é")
        #expect(DeviceOracleWriter.controlsEncoded("app://a/b?c=d#e") == "app://a/b?c=d#e")
    }
}
