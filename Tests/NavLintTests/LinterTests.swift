import Foundation
import Testing
@testable import NavLint
import NavProfiles
import NavRouteFile
import NavRouting
import TestSupport
import NavSupport

/// One table for one rule: the route file, and the route the finding must concern (`nil`:
/// a finding not tied to a route).
struct LintCase: CustomTestStringConvertible, Sendable {
    var rule: LintRule
    var name: String
    var file: String
    var route: Int?

    var testDescription: String { "\(rule.rawValue): \(name)" }

    /// A route file with the app scheme `app`, `routes` and any other top-level members.
    init(_ rule: LintRule, _ name: String, route: Int? = nil, routes: String, _ members: String = "") {
        self.rule = rule
        self.name = name
        self.route = route
        self.file = #"{ "scheme": "app", "# + (members.isEmpty ? "" : members + ", ") + #""routes": [ "# + routes + " ] }"
    }
}

@Suite struct LinterTests {
    /// Each rule fires on a table made to trigger it.
    static let triggering: [LintCase] = [
        LintCase(.duplicateRoute, "same pattern, other name", route: 1,
                 routes: #"{ "path": "items/:id", "screen": "A" }, { "path": "items/:itemID", "screen": "B" }"#),
        LintCase(.shadowedRoute, "a higher-priority catch-all", route: 1,
                 routes: #"{ "path": "*", "screen": "A", "priority": 5 }, { "path": "about", "screen": "B" }"#),
        LintCase(.shadowedRoute, "JLRoutes: a general route registered first", route: 1,
                 routes: #"{ "path": "/:object/:action", "screen": "A" }, { "path": "/user/view", "screen": "B" }"#,
                 #""matching": { "profile": "jlroutes" }"#),
        LintCase(.shadowedRoute, "a prefix whose screens another route's prefix replaces", route: 1,
                 routes: #"{ "path": "list{List}/:id{Item}" }, { "path": "list{Other}/:id/edit{Edit}" }"#),
        LintCase(.ambiguousRoutes, "<int:> and <float:> both take 1", route: 1,
                 routes: #"{ "path": "t/<int:id>", "screen": "A" }, { "path": "t/<float:x>", "screen": "B" }"#),
        LintCase(.unmatchableRoute, "WAAppRouting pattern with a leading slash", route: 0,
                 routes: #"{ "path": "/foo", "screen": "A" }"#, #""matching": { "profile": "waapprouting" }"#),
        LintCase(.parameterNameConflict, "a parent calls it :city, the child :town", route: 1,
                 routes: #"{ "path": "c/:city/hotels", "screen": "A" }, { "path": "c/:town", "screen": "B" }"#),
        LintCase(.unknownScreen, "a typo in a route's screen", route: 0,
                 routes: #"{ "path": "a", "screen": "Detal" }"#, #""screens": { "Detail": {} }"#),
        LintCase(.unknownScreen, "a tab root not declared",
                 routes: #"{ "path": "a", "screen": "Detail" }"#,
                 #""tabs": [ { "id": "home", "root": "Hom" } ], "screens": { "Detail": {}, "Home": {} }"#),
        LintCase(.unreachedScreen, "a declared screen nothing shows",
                 routes: #"{ "path": "a", "screen": "Detail" }"#, #""screens": { "Detail": {}, "Orphan": {} }"#),
        LintCase(.unusedDeclaration, "a routable for a parameter no route has",
                 routes: #"{ "path": "p/:projectId" }"#, #""parameterScreens": { "projectId": "Project", "itemID": "Item" }"#),
        LintCase(.unusedDeclaration, "a scheme table without routes or fallback",
                 routes: #"{ "path": "a", "screen": "A" }"#, #""schemes": { "other": {} }"#),
        LintCase(.deadLink, "a shortcut to nowhere",
                 routes: #"{ "path": "a", "screen": "A" }"#, #""shortcuts": [ { "name": "go", "url": "app://b" } ]"#),
        LintCase(.deadLink, "a shortcut with an unknown scheme",
                 routes: #"{ "path": "a", "screen": "A" }"#, #""shortcuts": [ { "name": "go", "url": "other://a" } ]"#),
        LintCase(.deadLink, "a spotlight entry to nowhere",
                 routes: #"{ "path": "a", "screen": "A" }"#, #""spotlight": [ { "title": "B", "url": "app://b" } ]"#),
        LintCase(.deadLink, "a guard redirect to nowhere",
                 routes: #"{ "path": "a", "screen": "A", "requires": ["in"] }"#,
                 #""state": { "in": false }, "guards": { "in": { "redirect": "app://login" } }"#),
        LintCase(.deadLink, "a redirect to nowhere", route: 0,
                 routes: #"{ "path": "old/:id", "redirect": "app://new/{id}" }"#),
        LintCase(.deadLink, "a dependency on nowhere", route: 0,
                 routes: #"{ "path": "posts/{id}", "screen": "Post", "dependencies": ["forums"] }"#),
        LintCase(.deadLink, "a parent on nowhere", route: 0,
                 routes: #"{ "path": "posts/:id", "screen": "Post", "parent": "feed/{id}" }"#),
        LintCase(.hotkeyCollision, "ctrl-K is the input line's kill key",
                 routes: #"{ "path": "a", "screen": "A" }"#,
                 #""shortcuts": [ { "name": "go", "url": "app://a", "key": "ctrl-K" } ]"#),
        LintCase(.hotkeyCollision, "ctrl-P opens the quick actions first",
                 routes: #"{ "path": "a", "screen": "A" }"#,
                 #""shortcuts": [ { "name": "go", "url": "app://a", "key": "ctrl-P" } ]"#),
        LintCase(.hotkeyCollision, "a printable key",
                 routes: #"{ "path": "a", "screen": "A" }"#, #""shortcuts": [ { "name": "go", "url": "app://a", "key": "g" } ]"#),
        LintCase(.hotkeyCollision, "a shortcut named like another path",
                 routes: #"{ "path": "a", "screen": "A" }, { "path": "b", "screen": "B" }"#,
                 #""shortcuts": [ { "name": "b", "url": "app://a" } ]"#),
        LintCase(.redirectCycle, "two redirects to each other", route: 0,
                 routes: #"{ "path": "a", "redirect": "app://b" }, { "path": "b", "redirect": "app://a" }"#),
        LintCase(.redirectCycle, "a login screen behind its own guard", route: 0,
                 routes: #"{ "path": "login", "screen": "Login", "presentation": "modal" }"#,
                 #""state": { "in": false }, "guards": { "in": { "redirect": "app://login" } }, "screens": { "Login": { "requires": ["in"] } }"#),
        LintCase(.optionalGroupExplosion, "five optional groups", route: 0,
                 routes: #"{ "path": "x(/a)(/b)(/c)(/d)(/e)", "screen": "X" }"#),
        LintCase(.pushInsideModal, "WAAppRouting pushes onto a modal", route: 0,
                 routes: #"{ "path": "help{Help}!/:topic{HelpTopic}" }"#, #""matching": { "profile": "waapprouting" }"#),
        LintCase(.redirectCycle, "two routes that depend on each other", route: 0,
                 routes: #"{ "path": "a", "screen": "A", "dependencies": ["app://b"] }, { "path": "b", "screen": "B", "dependencies": ["app://a"] }"#),
        LintCase(.backtrackingRegex, "a repeated group holding .*", route: 1,
                 routes: #"{ "path": "a", "screen": "A" }, { "path": "u/:id", "screen": "U", "where": { "id": "(.*a){25}" } }"#),
        LintCase(.ignoredPresentation, "modal on a Routable route under navsim", route: 0,
                 routes: #"{ "path": "p/:projectId", "presentation": "modal" }"#, #""parameterScreens": { "projectId": "Project" }"#),
        LintCase(.parameterParent, "an Instagram-like :username over p/:postID", route: 1,
                 routes: #"{ "path": ":username", "screen": "Profile" }, { "path": "p/:postID", "screen": "Post" }"#),
        LintCase(.unappliedParent, "WAAppRouting: a modal parent it cannot push inside", route: 1,
                 routes: #"{ "path": "p/:id", "screen": "Project", "presentation": "modal" }, { "path": "p/:id/pledge", "screen": "Pledge" }"#,
                 #""profile": "waapprouting""#),
        LintCase(.guardNeverWaits, "the sign-in route sets the flag it guards", route: 1,
                 routes: #"{ "path": "cart", "screen": "Cart", "requires": ["in"] }, { "path": "login", "screen": "Login", "set": { "in": true } }"#,
                 #""state": { "in": false }, "guards": { "in": { "redirect": "app://login" } }"#),
        LintCase(.parameterNameConflict, "a route that may start with the other's stack", route: 1,
                 routes: #"{ "path": "discover/categories/:category_id", "screen": "A" }, { "path": "discover/categories/:parent_category_id/:category_id", "screen": "B" }"#),
    ]

    /// Each rule stays quiet on a near miss: what it must not mistake for its problem.
    static let quiet: [LintCase] = [
        LintCase(.duplicateRoute, "a constrained route with a fallback of the same shape",
                 routes: #"{ "path": "offers/:id", "screen": "Offer", "where": { "id": "^[0-9]+$" } }, { "path": "offers/:category", "screen": "Category" }"#),
        LintCase(.duplicateRoute, "the same path in two scheme tables",
                 routes: #"{ "path": "/foo", "screen": "A" }, { "path": "/foo", "scheme": "thing", "screen": "B" }"#,
                 #""schemes": { "thing": { "fallbackToGlobal": true } }"#),
        LintCase(.duplicateRoute, "two routes sharing a {Screen} prefix",
                 routes: #"{ "path": "list{List}/:id{Item}" }, { "path": "list{List}/new{New}!" }"#),
        LintCase(.shadowedRoute, "navsim: a literal beats a parameter registered first",
                 routes: #"{ "path": "/:object/:action", "screen": "A" }, { "path": "/user/view", "screen": "B" }"#),
        LintCase(.shadowedRoute, "JLRoutes: priority puts the specific route first",
                 routes: #"{ "path": "/user/view/:id", "screen": "A" }, { "path": "/user/view/me", "screen": "B", "priority": 10 }"#,
                 #""matching": { "profile": "jlroutes" }"#),
        LintCase(.shadowedRoute, "WAAppRouting: a trailing * takes what :id does not",
                 routes: #"{ "path": "list{List}/:id{Item}" }, { "path": "list/*", "alert": "item" }"#,
                 #""matching": { "profile": "waapprouting" }"#),
        LintCase(.ambiguousRoutes, "priority decides between <int:> and <float:>",
                 routes: #"{ "path": "t/<int:id>", "screen": "A" }, { "path": "t/<float:x>", "screen": "B", "priority": 1 }"#),
        LintCase(.ambiguousRoutes, "JLRoutes: order is the rule, not an accident",
                 routes: #"{ "path": "/:a/:b", "screen": "A" }, { "path": "/x/:c", "screen": "B" }"#,
                 #""matching": { "profile": "jlroutes" }"#),
        LintCase(.unmatchableRoute, "WAAppRouting pattern without a slash",
                 routes: #"{ "path": "foo", "screen": "A" }"#, #""matching": { "profile": "waapprouting" }"#),
        LintCase(.parameterNameConflict, "two routes ending on the same shape, told apart by where",
                 routes: #"{ "path": "offers/:category", "screen": "A" }, { "path": "offers/:offerID", "screen": "B", "where": { "offerID": "^[0-9]+$" }, "priority": 10 }"#),
        LintCase(.parameterNameConflict, "a child using its parent's name",
                 routes: #"{ "path": "c/:city", "screen": "A" }, { "path": "c/:city/hotels", "screen": "B" }"#),
        LintCase(.parameterNameConflict, "routes that cannot be parent and child (parent: false)",
                 routes: #"{ "path": "discover/categories/:category_id", "screen": "A", "parent": false }, { "path": "discover/categories/:parent_category_id/:category_id", "screen": "B", "parent": false }"#),
        LintCase(.parameterNameConflict, "\"parents\": \"none\" makes every route parentless",
                 routes: #"{ "path": "discover/categories/:category_id", "screen": "A" }, { "path": "discover/categories/:parent_category_id/:category_id", "screen": "B" }"#,
                 #""parents": "none""#),
        LintCase(.parameterNameConflict, "silenced on the route by lint.ignore",
                 routes: #"{ "path": "discover/categories/:category_id", "screen": "A" }, { "path": "discover/categories/:parent_category_id/:category_id", "screen": "B", "lint": { "ignore": ["parameter-name-conflict"] } }"#),
        LintCase(.parameterNameConflict, "silenced in the file by lint.ignore",
                 routes: #"{ "path": "discover/categories/:category_id", "screen": "A" }, { "path": "discover/categories/:parent_category_id/:category_id", "screen": "B" }"#,
                 #""lint": { "ignore": ["parameter-name-conflict"] }"#),
        LintCase(.unappliedParent, "a parent path that matches no route is a dead link, not this",
                 routes: #"{ "path": "pledge", "screen": "Pledge", "parent": "projects/1" }"#),
        LintCase(.unappliedParent, "navsim pushes inside a modal parent",
                 routes: #"{ "path": "p/:id", "screen": "Project", "presentation": "modal" }, { "path": "p/:id/pledge", "screen": "Pledge", "parent": "p/:id" }"#),
        LintCase(.guardNeverWaits, "the flag is set where the flow completes",
                 routes: #"{ "path": "cart", "screen": "Cart", "requires": ["in"] }, { "path": "login", "screen": "Login" }, { "path": "login/done", "set": { "in": true } }"#,
                 #""state": { "in": false }, "guards": { "in": { "redirect": "app://login" } }"#),
        LintCase(.duplicateRoute, "dispatch all runs both routes of one pattern",
                 routes: #"{ "path": "mbar", "redirect": "app://read" }, { "path": "mbar", "alert": "stat bumped" }, { "path": "read", "screen": "R" }"#,
                 #""dispatch": "all""#),
        LintCase(.shadowedRoute, "dispatch all runs the catch-all and the route it would shadow",
                 routes: #"{ "path": "*", "screen": "A", "priority": 5 }, { "path": "about", "screen": "B" }"#, #""dispatch": "all""#),
        LintCase(.deadLink, "a redirect whose target the link carries ({+name})",
                 routes: #"{ "path": "mbar", "redirect": "{+redirect_to}" }"#),
        LintCase(.unfilledPlaceholder, "{+name} filled from the link's query",
                 routes: #"{ "path": "mbar", "redirect": "{+redirect_to}" }"#),
        LintCase(.unknownScreen, "a file without screens (screens exist implicitly)",
                 routes: #"{ "path": "a", "screen": "Anything" }"#),
        LintCase(.unreachedScreen, "every declared screen shown by a tab, a route or a routable",
                 routes: #"{ "path": "a", "screen": "A" }, { "path": "p/:projectId" }"#,
                 #""tabs": [ { "id": "home", "root": "Home" } ], "screens": { "Home": {}, "A": {}, "Project": {} }, "parameterScreens": { "projectId": "Project" }"#),
        LintCase(.unusedDeclaration, "a scheme that aliases the global table",
                 routes: #"{ "path": "a", "screen": "A" }"#, #""schemes": { "alias": { "fallbackToGlobal": true } }"#),
        LintCase(.deadLink, "links that resolve, with {param} filled",
                 routes: #"{ "path": "a", "screen": "A", "requires": ["in"] }, { "path": "login", "screen": "Login", "set": { "in": true } }, { "path": "old/:id", "redirect": "app://new/{id}" }, { "path": "new/:id", "screen": "New", "dependencies": ["a"], "parent": "a" }"#,
                 #""state": { "in": false }, "guards": { "in": { "redirect": "app://login" } }, "shortcuts": [ { "name": "go", "url": "app://a" } ], "spotlight": [ { "title": "New 7", "url": "app://new/7" } ]"#),
        LintCase(.deadLink, "ikrouter: parent and dependency paths read with the route's scheme",
                 routes: #"{ "path": "home", "screen": "H" }, { "path": "home/:id", "screen": "D", "parent": "home", "dependencies": ["home"] }"#,
                 #""profile": "ikrouter""#),
        LintCase(.hotkeyCollision, "function keys and a distinct name",
                 routes: #"{ "path": "a", "screen": "A" }"#, #""shortcuts": [ { "name": "goA", "url": "app://a", "key": "F2" } ]"#),
        LintCase(.hotkeyCollision, "a shortcut named like the path it opens",
                 routes: #"{ "path": "a", "screen": "A" }"#, #""shortcuts": [ { "name": "a", "url": "app://a", "key": "ctrl-G" } ]"#),
        LintCase(.redirectCycle, "a guard whose login route does not need the flag",
                 routes: #"{ "path": "a", "screen": "A", "requires": ["in"] }, { "path": "login", "screen": "Login", "set": { "in": true } }, { "path": "settings", "redirect": "app://a" }"#,
                 #""state": { "in": false }, "guards": { "in": { "redirect": "app://login" } }"#),
        LintCase(.optionalGroupExplosion, "four optional groups (16 routes)",
                 routes: #"{ "path": "x(/a)(/b)(/c)(/d)", "screen": "X" }"#),
        LintCase(.pushInsideModal, "navsim pushes inside a modal",
                 routes: #"{ "path": "help{Help}!/:topic{HelpTopic}" }"#),
        LintCase(.ignoredPresentation, "ikrouter presents the last Routable",
                 routes: #"{ "path": "p/:projectId", "presentation": "modal" }"#, #""profile": "ikrouter", "parameterScreens": { "projectId": "Project" }"#),
        LintCase(.parameterParent, "parent: false", routes: #"{ "path": ":username", "screen": "Profile" }, { "path": "p/:postID", "screen": "Post", "parent": false }"#),
        LintCase(.parameterParent, "a literal parent", routes: #"{ "path": "users", "screen": "Users" }, { "path": "users/:id", "screen": "User" }"#),
        LintCase(.parameterParent, "ICRouter adds no implicit parent",
                 routes: #"{ "path": "{username}", "screen": "Profile" }, { "path": "p/{postID}", "screen": "Post" }"#, #""profile": "icrouter""#),
        LintCase(.pushInsideModal, "WAAppRouting: the modal comes last",
                 routes: #"{ "path": "account{Account}/signin{SignIn}!" }"#, #""matching": { "profile": "waapprouting" }"#),
        LintCase(.backtrackingRegex, "a repeated group without a quantifier inside",
                 routes: #"{ "path": "u/:id", "screen": "U", "where": { "id": "^(ab)+[0-9]*$" } }"#),
    ]

    @Test(arguments: triggering) func ruleFires(_ lintCase: LintCase) throws {
        let findings = Linter.lint(try compiledApp(lintCase.file), rules: [lintCase.rule])
        #expect(!findings.isEmpty, "no \(lintCase.rule.rawValue) finding")
        if let route = lintCase.route {
            #expect(findings.contains { $0.routeIndex == route }, "\(findings)")
        }
        for finding in findings {
            #expect(finding.rule == lintCase.rule)
            #expect(!finding.jsonPath.isEmpty)
        }
    }

    @Test(arguments: quiet) func ruleStaysQuiet(_ lintCase: LintCase) throws {
        let findings = Linter.lint(try compiledApp(lintCase.file), rules: [lintCase.rule])
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    /// The rules that prove a route dead give the URL that proves it, and the route that wins it.
    @Test func shadowedRouteComesWithItsWitness() throws {
        let app = try compiledApp(#"{ "scheme": "app", "routes": [ { "path": "*", "screen": "A", "priority": 5 }, { "path": "about", "screen": "B" } ] }"#)
        let finding = try #require(Linter.lint(app, rules: [.shadowedRoute]).first)
        #expect(finding.severity == .error)
        #expect(finding.witness == "app://about")
        #expect(finding.relatedRoutes == [0])
        #expect(finding.jsonPath == "routes[1].path")
        #expect(finding.position == SourcePosition(line: 1, column: 79))
        #expect(app.table.match("app://about").match?.routeIndex == 0)
        #expect(finding.message.contains("higher priority (5 > 0)"))
    }

    /// The project's own route files lint clean: every rule that fires there would be a bug in
    /// the file or in the rule.
    @Test(arguments: ProjectFiles.routeFiles) func projectFilesLintClean(_ path: String) throws {
        let result = RouteFileCheck.run(path: path)
        #expect(result.findings.isEmpty, "\(result.textLines.joined(separator: "\n"))")
        #expect(result.exitCode == 0)
    }

    @Test func checkExitCodes() throws {
        let directory = try ScratchDirectory()
        #expect(RouteFileCheck.run(path: directory.url.appendingPathComponent("missing.json").path).exitCode == 2)
        let notJSON = try directory.write(#"{ "routes": [ "#, to: "broken.json")
        let broken = RouteFileCheck.run(path: notJSON)
        #expect(broken.exitCode == 2)
        #expect(broken.textLines.first?.hasPrefix("\(notJSON):1:") == true)
        let undecodable = try directory.write(#"{ "routes": [ { "path": "a", "tab": "nowhere" } ] }"#, to: "tab.json")
        #expect(RouteFileCheck.run(path: undecodable).exitCode == 1)
        let badPattern = try directory.write(#"{ "routes": [ { "path": "a/(b" } ] }"#, to: "pattern.json")
        #expect(RouteFileCheck.run(path: badPattern).exitCode == 1)
        let warningsOnly = try directory.write(#"{ "scheme": "app", "routes": [ { "path": "t/<int:id>" }, { "path": "t/<float:x>" } ] }"#, to: "warn.json")
        let warned = RouteFileCheck.run(path: warningsOnly)
        #expect(warned.exitCode == 0)
        #expect(warned.warningCount == 1)
        #expect(warned.textLines.last == "\(warningsOnly): ok, 2 routes, 1 warning")
    }

    @Test func checkJSONNamesRuleRouteAndWitness() throws {
        let directory = try ScratchDirectory()
        let path = try directory.write(#"{ "scheme": "app", "routes": [ { "path": "a/:x" }, { "path": "a/:y" } ] }"#, to: "dup.json")
        let json = RouteFileCheck.run(path: path).json.rendered(pretty: false)
        #expect(json.contains(#""valid":false"#))
        #expect(json.contains(#""rule":"duplicate-route""#))
        #expect(json.contains(#""route":1"#))
        #expect(json.contains(#""witness":"app://a/y""#))
        #expect(json.contains(#""line":1,"column":52"#))
    }
}

/// `navsim check` reports every finding in one run: a decode error does not hide the linter's.
@Suite struct CheckReportsEverythingTests {
    @Test func aDuplicateHotkeyAndAnF13DoNotHideTheLintFindings() throws {
        let directory = try ScratchDirectory()
        let path = try directory.write("""
            { "scheme": "app",
              "routes": [
                { "path": "a/:x", "screen": "A" },
                { "path": "broken", "priority": "high" },
                { "path": "a/:y", "screen": "A" },
                { "path": "help/*", "screen": "Any", "priority": 5 },
                { "path": "help/faq", "screen": "About" }
              ],
              "shortcuts": [
                { "name": "one", "key": "F2", "url": "app://a/1" },
                { "name": "two", "key": "F2", "url": "app://a/2" },
                { "name": "three", "key": "F13", "url": "app://a/3" },
                { "name": "dead", "url": "other://nowhere" }
              ] }
            """, to: "many.json")
        let result = RouteFileCheck.run(path: path)
        let rules = Set(result.findings.map(\.rule))
        #expect(result.exitCode == 1)
        #expect(result.findings.contains { $0.message.contains(#"duplicate hotkey "F2""#) }, "\(result.textLines)")
        #expect(result.findings.contains { $0.message.contains(#""F13" is not a hotkey"#) })
        #expect(result.findings.contains { $0.jsonPath == "routes[1].priority" })
        #expect(rules.isSuperset(of: [.duplicateRoute, .shadowedRoute, .deadLink]), "\(result.textLines.joined(separator: "\n"))")
        // Routes keep their numbers in the file although routes[1] did not decode.
        let duplicate = try #require(result.findings.first { $0.rule == .duplicateRoute })
        #expect(duplicate.routeIndex == 2)
        #expect(duplicate.jsonPath.hasPrefix("routes[2]"))
        #expect(duplicate.relatedRoutes == [0])
        let shadowed = try #require(result.findings.first { $0.rule == .shadowedRoute })
        #expect(shadowed.routeIndex == 4)
        #expect(shadowed.message.contains("routes[3]"), "\(shadowed.message)")
    }
}

/// `unfilled-placeholder`: templates whose `{name}` nothing fills, each at its line:column.
@Suite struct TemplatePlaceholderTests {
    static let file = """
        { "scheme": "insta",
          "screens": { "Reel": { "title": "Reel {reelID}" }, "Chat": { "title": "Chat {threadId}" } },
          "routes": [
            { "path": "reels/:reelID", "screen": "Reel" },
            { "path": "r/:reelID", "redirect": "insta://reels/{reel_id}" },
            { "path": "direct/:threadID", "screen": "Chat" },
            { "path": "files/*", "screen": "Files", "alert": "Opening {wildcard} as {user}" },
            { "path": "search", "screen": "Search", "alert": "Searching {q}", "defaults": { "q": "" } }
          ] }
        """

    @Test func eachUnfillablePlaceholderIsAnErrorAtItsPosition() throws {
        let directory = try ScratchDirectory()
        let path = try directory.write(Self.file, to: "insta.json")
        let result = RouteFileCheck.run(path: path)
        let placeholders = result.findings.filter { $0.rule == .unfilledPlaceholder }
        #expect(placeholders.map(\.description) == [
            #"2:79: error: screens.Chat.title: {threadId} in the title "Chat {threadId}" is never filled: no route showing "Chat" brings a parameter or default named "threadId"; did you mean {threadID}? [unfilled-placeholder]"#,
            #"5:55: error: routes[1].redirect: {reel_id} in redirect "insta://reels/{reel_id}" is never filled: routes[1] "r/:reelID" has no parameter, default or wildcard named "reel_id"; did you mean {reelID}? [unfilled-placeholder]"#,
            #"7:77: error: routes[3].alert: {user} in alert "Opening {wildcard} as {user}" is never filled: routes[3] "files/*" has no parameter, default or wildcard named "user"; it has {wildcard} [unfilled-placeholder]"#,
        ], "\(result.textLines.joined(separator: "\n"))")
        #expect(result.exitCode == 1)
    }

    /// `*` is returned as `wildcard`, so an alert can say what it matched.
    @Test func anAlertFillsTheWildcard() throws {
        let app = try compiledApp(Self.file)
        let simulator = app.simulator
        var state = simulator.coldStart()
        let report = simulator.perform("insta://files/a/b.txt", on: &state)
        #expect(state.alerts.last == "Opening a/b.txt as {user}", "\(report.transcript)")
    }
}

/// `unguarded-tab-root`: a requirement on a tab root is never checked, so check says so.
@Suite struct TabRootRequiresTests {
    @Test func aTabRootWithRequiresIsAnError() throws {
        let app = try compiledApp("""
            { "scheme": "insta", "state": { "loggedIn": false }, "guards": { "loggedIn": { "redirect": "insta://login" } },
              "tabs": [ { "id": "feed", "root": "Feed" }, { "id": "profile", "root": "MyProfile" } ],
              "screens": { "MyProfile": { "title": "Me", "requires": ["loggedIn"] }, "Feed": {}, "Login": {} },
              "routes": [ { "path": "login", "screen": "Login", "presentation": "modal", "set": { "loggedIn": true } },
                          { "path": "me", "screen": "MyProfile", "tab": "profile" } ] }
            """)
        let findings = Linter.lint(app, rules: [.unguardedTabRoot])
        #expect(findings.map(\.description) == [
            #"3:29: error: screens.MyProfile.requires: tabs[1] "profile" shows "MyProfile" from launch, so its requires "loggedIn" is never checked (a tab root opens no route, and no guard runs when the tab is selected); put the requirement on a screen pushed above the root, or on the routes that lead into the tab [unguarded-tab-root]"#,
        ])
        // What the linter describes: selecting the tab shows the root although the flag is false.
        var state = app.simulator.coldStart()
        _ = app.simulator.perform(":tab profile", on: &state)
        #expect(state.tree.currentTab.stack.screens.last?.screen == "MyProfile")
    }

    @Test func anUndeclaredScreenIsANoteNotAWarning() throws {
        let app = try compiledApp(#"{ "scheme": "app", "screens": { "Home": {} }, "routes": [ { "path": "a", "screen": "Hme" } ] }"#)
        let findings = Linter.lint(app, rules: [.unknownScreen])
        #expect(findings.map(\.severity) == [.note])
        #expect(findings.first?.description.contains("note: routes[0].screen: screen \"Hme\" is not declared") == true)
    }

    @Test func aGuardThatNeverWaitsNamesTheRouteThatSetsTheFlag() throws {
        let app = try compiledApp(#"{ "scheme": "app", "state": { "in": false }, "guards": { "in": { "redirect": "app://login" } }, "routes": [ { "path": "cart", "screen": "Cart", "requires": ["in"] }, { "path": "login", "screen": "Login", "set": { "in": true } } ] }"#)
        let finding = try #require(Linter.lint(app, rules: [.guardNeverWaits]).first)
        #expect(finding.severity == .warning)
        #expect(finding.jsonPath == "routes[1].set")
        #expect(finding.message.hasPrefix("the guard of \"in\" redirects to app://login, which opens routes[1] \"login\""))
    }

    @Test func lintRuleNamesAreTheRulesCases() {
        #expect(LintRuleNames.all == LintRule.allCases.map(\.rawValue))
    }

    /// What a profile's source finds in the app's files is reported under rules of `check`: none
    /// of its findings is dropped for want of a rule.
    @Test func appFilesSourcesReportUnderLintRules() {
        let rules = MatchingProfile.appFilesSources.values.flatMap(\.findingRules)
        #expect(Set(rules) == ["deep-link-missing-argument", "repeated-deep-link", "tied-deep-links"])
        for rule in rules { #expect(LintRule(rawValue: rule) != nil, "\(rule)") }
    }
}
