import ArgumentParser
import Testing
@testable import NavCommands

/// `test --app-id` goes into Maestro flows and adb / simctl lines: an id no device has is refused.
@Suite struct AppIDArgumentTests {
    @Test(arguments: ["", "a b", "com.example.hotels; rm -rf ~", "é.app"])
    func aMalformedAppIDIsRefused(_ id: String) {
        #expect(throws: (any Error).self) { try Navsim.parseAsRoot(["test", "s.json", "--emit", "adb", "out", "--app-id", id]) }
    }

    @Test(arguments: ["com.example.hotels", "ABCDE.com.my-app", "com.example.my_app"])
    func aBundleIDOrPackageIsTaken(_ id: String) throws {
        let command = try #require(try Navsim.parseAsRoot(["test", "s.json", "--emit", "adb", "out", "--app-id", id]) as? TestCommand)
        #expect(command.appId == id)
    }
}
