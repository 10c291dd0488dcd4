import Foundation
import NavModel
import NavRouteFile
import Testing
@testable import NavScenarios
import TestSupport

/// What real apps do with links, quick actions and tabs, as scenarios on route files written in
/// each app's shape (Mastodon and Ice Cubes for iOS, DuckDuckGo for iOS, Firefox for Android).
@Suite struct RealAppNavigationScenarioTests {
    func run(_ routes: String, _ scenarios: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = try decodeScenarios(#"{ "routes": "r.json", "scenarios": ["# + scenarios + "] }").get()
        let runner = ScenarioRunner(app: try compiledApp(routes))
        for scenario in file.scenarios {
            let result = runner.run(scenario)
            #expect(result.passed, "\(ScenarioReport.lines(result, file: "s.json").joined(separator: "\n"))", sourceLocation: sourceLocation)
        }
    }

    /// A UIKit coordinator: links show on the top-most controller, the composer is a singleton,
    /// the compose tab is a button, quick actions select tabs, nothing opens without a session.
    static let mastodon = #"""
        { "scheme": "mastodon", "state": { "session": true }, "requires": ["session"], "onModal": "inside",
          "screens": { "Compose": { "title": "New Post" } },
          "tabs": [{ "id": "home", "root": "Home" }, { "id": "search", "root": "Search" },
                   { "id": "compose", "title": "New Post", "presents": "Compose" },
                   { "id": "notifications", "root": "Notifications" }],
          "shortcuts": [{ "name": "search", "title": "Search", "action": ":tab search" },
                        { "name": "unread", "title": "Notifications", "action": ":tab notifications", "dynamic": true },
                        { "name": "post", "title": "New Post", "url": "mastodon://compose" }],
          "routes": [{ "path": "compose", "screen": "Compose", "presentation": "modal", "policy": "keep" },
                     { "path": "status/:id", "screen": "Status" },
                     { "path": "profile/:acct", "screen": "Profile" }] }
        """#

    @Test func mastodon() throws {
        try run(Self.mastodon, #"""
            { "name": "a link over the composer shows inside it", "steps": [
              { "input": "post", "expect": { "modals": [["Compose"]] } },
              { "input": "mastodon://status/1", "expect": { "modals": [["Compose", "Status"]], "stack": ["Home"],
                "log": "onModal inside: the screen is pushed on the top-most modal's stack, above Compose #5" } } ] },
            { "name": "the composer is not presented twice", "steps": [
              { "input": "mastodon://compose" },
              { "input": "mastodon://compose", "expect": { "modals": [["Compose"]],
                "log": "policy keep: Compose #5 is already on top, so nothing changes (it keeps its parameters)" } } ] },
            { "name": "the compose tab presents and the tab stays", "steps": [
              { "input": ":tab compose", "expect": { "tab": "home", "modals": [["Compose"]] } } ] },
            { "name": "the search quick action keeps the search stack", "steps": [
              { "input": ":tab search" }, { "input": "mastodon://profile/ann" }, { "input": ":tab home" },
              { "input": "search", "expect": { "tab": "search", "stack": ["Search", "Profile"] } },
              { "input": "unread", "expect": { "tab": "notifications" } } ] },
            { "name": "without a session no link opens", "launch": { "flags": { "session": false } }, "steps": [
              { "input": "mastodon://status/1", "expect": { "outcome": "refused",
                "reason": "every link requires (top-level \"requires\") session, which is false" } },
              { "input": ":tab search", "expect": { "outcome": "applied", "tab": "search" } } ] }
            """#)
    }

    /// A SwiftUI path router: links append to the tab's path under a sheet, signed out a status
    /// opens in Safari, Settings shows only signed out, an account switch rebuilds every tab.
    static let iceCubes = #"""
        { "scheme": "icecubes", "state": { "loggedIn": true, "account": false }, "onModal": "keep", "resetOn": ["account"],
          "guards": { "loggedIn": { "redirect": "https://mastodon.social/about", "keep": false } },
          "tabs": [{ "id": "timeline", "root": "Timeline", "requires": ["loggedIn"] }, { "id": "explore", "root": "Explore" },
                   { "id": "settings", "root": "Settings", "requires": ["!loggedIn"] }],
          "routes": [{ "path": "status/:id", "screen": "Status", "requires": ["loggedIn"] },
                     { "path": "post", "screen": "Composer", "presentation": "modal" },
                     { "path": "switch/:acct", "set": { "account": true } }] }
        """#

    @Test func iceCubes() throws {
        try run(Self.iceCubes, #"""
            { "name": "the sheet stays and the path grows beneath it", "steps": [
              { "input": "icecubes://post" },
              { "input": "icecubes://status/9", "expect": { "modals": [["Composer"]], "stack": ["Timeline", "Status"] } } ] },
            { "name": "signed out a status opens in Safari and nothing waits", "launch": { "flags": { "loggedIn": false } }, "steps": [
              { "expect": { "stacks": { "explore": ["Explore"], "settings": ["Settings"] } } },
              { "input": "icecubes://status/9", "expect": { "outcome": "refused", "pending": null,
                "reason": "guard loggedIn hands https://mastodon.social/about to the browser" } } ] },
            { "name": "an account switch rebuilds every tab", "steps": [
              { "input": "icecubes://status/9" }, { "input": ":tab explore" },
              { "input": "icecubes://switch/b", "expect": { "stacks": { "timeline": ["Timeline"], "explore": ["Explore"] },
                "flags": { "account": true }, "log": "resetOn account: the app is rebuilt, every tab back to its root and modals dismissed" } } ] }
            """#)
    }

    /// DuckDuckGo: Duck.ai is kept when up, onboarding ignores links, a new-address link while
    /// signed out opens Email Protection and is never resumed.
    static let duckDuckGo = #"""
        { "scheme": "ddgQuickLink", "state": { "onboarding": false, "emailSignedIn": false }, "requires": ["!onboarding"],
          "schemes": { "ddgNewEmail": { "declared": false } },
          "guards": { "emailSignedIn": { "redirect": "ddgQuickLink://email-protection", "keep": false } },
          "tabs": [{ "id": "browser", "root": "Browser" }],
          "routes": [{ "path": "aichat", "screen": "DuckAI", "presentation": "modal", "policy": "keep" },
                     { "path": "email-protection", "screen": "EmailProtection" },
                     { "path": "new", "scheme": "ddgNewEmail", "screen": "NewAddress", "requires": ["emailSignedIn"] }] }
        """#

    @Test func duckDuckGo() throws {
        try run(Self.duckDuckGo, #"""
            { "name": "Duck.ai is kept", "steps": [
              { "input": "ddgQuickLink://aichat" },
              { "input": "ddgQuickLink://aichat", "expect": { "modals": [["DuckAI"]] } } ] },
            { "name": "onboarding ignores links", "launch": { "flags": { "onboarding": true } }, "steps": [
              { "input": "ddgQuickLink://aichat", "expect": { "outcome": "refused", "reason": "!onboarding (onboarding is true)" } } ] },
            { "name": "a new address signed out opens Email Protection, never resumed", "steps": [
              { "input": "ddgNewEmail://new", "expect": { "stack": ["Browser", "EmailProtection"], "pending": null } },
              { "input": ":set emailSignedIn=true", "expect": { "stack": ["Browser", "EmailProtection"] } } ] }
            """#)
    }

    /// Firefox for Android's `navigateSafe`: pop back to a destination already in the stack.
    static let firefox = #"""
        { "scheme": "fenix", "tabs": [{ "id": "home", "root": "Home" }],
          "routes": [{ "path": "settings", "screen": "Settings", "policy": "popTo" },
                     { "path": "bookmarks", "screen": "Bookmarks", "policy": "push" },
                     { "path": "settings-push", "screen": "Settings", "policy": "push" }] }
        """#

    @Test func firefox() throws {
        try run(Self.firefox, #"""
            { "name": "popTo pops Bookmarks for Settings", "steps": [
              { "input": "fenix://settings" }, { "input": "fenix://bookmarks" },
              { "input": "fenix://settings", "expect": { "stack": ["Home", "Settings"] } } ] },
            { "name": "push stacks a second Settings", "steps": [
              { "input": "fenix://settings" }, { "input": "fenix://bookmarks" },
              { "input": "fenix://settings-push", "expect": { "stack": ["Home", "Settings", "Bookmarks", "Settings"] } } ] }
            """#)
    }

    /// The defect: a launch's flags build the tab bar exactly as `:set` does.
    @Test func launchFlagsDecideTheTabBar() throws {
        let routes = #"""
            { "scheme": "app", "state": { "loggedIn": true },
              "tabs": [{ "id": "home", "root": "Home" }, { "id": "profile", "root": "Profile", "requires": ["loggedIn"] },
                       { "id": "signin", "root": "SignIn", "requires": ["!loggedIn"] }],
              "routes": [] }
            """#
        try run(routes, #"""
            { "name": "launch", "launch": { "flags": { "loggedIn": false } }, "steps": [
              { "expect": { "stacks": { "home": ["Home"], "signin": ["SignIn"] } } } ] },
            { "name": "set", "steps": [
              { "input": ":set loggedIn=false", "expect": { "stacks": { "home": ["Home"], "signin": ["SignIn"] } } } ] }
            """#)
    }
}
