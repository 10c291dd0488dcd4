import Foundation
import NavSupport
import Testing
@testable import NavProfiles

/// React Navigation 7's `getStateFromPath` under a `linking` config: each case has the input and
/// the expected state of the upstream test it is named after (packages/core/src/__tests__/
/// getStateFromPath.test.tsx, @react-navigation/core 7.21.13). Configs whose `parse` functions
/// are code other than `Number`, `String` or `Boolean` cannot be written in a route file and are
/// not mirrored here.
@Suite struct ReactNavigationStateFromPathTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// The upstream test's name.
        var upstream: String
        /// `linking.config` as JSON (`null`: `getStateFromPath(path)` without options).
        var config: String
        var path: String
        /// The expected state as JSON, `null` for `undefined`.
        var expected: String
        var testDescription: String { upstream }

        init(_ upstream: String, config: String, path: String, expected: String) {
            self.upstream = upstream
            self.config = config
            self.path = path
            self.expected = expected
        }
    }

    static let cases: [Case] = [
        .init("returns undefined for invalid path",
              config: #"null"#,
              path: "//",
              expected: #"null"#),
        .init("returns undefined for malformed encoded path segment",
              config: #"null"#,
              path: "foo/%E0%A4%A",
              expected: #"null"#),
        .init("returns undefined for malformed encoded path param",
              config: #"{"screens":{"Foo":"foo/:id"}}"#,
              path: "foo/%E0%A4%A",
              expected: #"null"#),
        .init("matches malformed encoded path against wildcard",
              config: #"{"screens":{"404":"*","Foo":"foo/:id"}}"#,
              path: "foo/%E0%A4%A",
              expected: #"{"routes":[{"name":"404","path":"foo/%E0%A4%A"}]}"#),
        .init("matches malformed encoded first segment against wildcard",
              config: #"{"screens":{"404":"*","Foo":"foo/:id"}}"#,
              path: "%E0%A4%A/bar",
              expected: #"{"routes":[{"name":"404","path":"%E0%A4%A/bar"}]}"#),
        .init("returns undefined for malformed encoded first segment without wildcard",
              config: #"{"screens":{"Foo":"foo/:id"}}"#,
              path: "%E0%A4%A/bar",
              expected: #"null"#),
        .init("converts path string to initial state",
              config: #"null"#,
              path: "foo/bar/baz%20qux?author=jane%20%26%20co&valid=true",
              expected: #"{"routes":[{"name":"foo","state":{"routes":[{"name":"bar","state":{"routes":[{"name":"baz qux","params":{"author":"jane & co","valid":"true"},"path":"foo/bar/baz%20qux?author=jane%20%26%20co&valid=true"}]}}]}}]}"#),
        .init("decodes encoded params in path",
              config: #"{"screens":{"Foo":{"path":"foo","screens":{"Bar":{"path":"/bar/:id"}}}}}"#,
              path: "/foo/bar/bar_%23_foo",
              expected: #"{"routes":[{"name":"Foo","state":{"routes":[{"name":"Bar","params":{"id":"bar_#_foo"},"path":"/foo/bar/bar_%23_foo"}]}}]}"#),
        .init("decodes encoded params in path that have encoded /",
              config: #"{"screens":{"Foo":{"path":"foo","screens":{"Bar":{"path":"/bar/:id"}}}}}"#,
              path: "/foo/bar/bar_%2F_foo",
              expected: #"{"routes":[{"name":"Foo","state":{"routes":[{"name":"Bar","params":{"id":"bar_/_foo"},"path":"/foo/bar/bar_%2F_foo"}]}}]}"#),
        .init("handles leading slash when converting",
              config: #"null"#,
              path: "/foo/bar/?count=42",
              expected: #"{"routes":[{"name":"foo","state":{"routes":[{"name":"bar","params":{"count":"42"},"path":"/foo/bar/?count=42"}]}}]}"#),
        .init("handles ending slash when converting",
              config: #"null"#,
              path: "foo/bar/?count=42",
              expected: #"{"routes":[{"name":"foo","state":{"routes":[{"name":"bar","params":{"count":"42"},"path":"foo/bar/?count=42"}]}}]}"#),
        .init("handles route without param",
              config: #"null"#,
              path: "foo/bar",
              expected: #"{"routes":[{"name":"foo","state":{"routes":[{"name":"bar","path":"foo/bar"}]}}]}"#),
        .init("handles parse in nested object for second route depth",
              config: #"{"screens":{"Foo":{"path":"foo","screens":{"Foe":{"path":"foe","exact":true},"Bar":{"path":"bar","exact":true,"screens":{"Baz":{"path":"baz","exact":true}}}}}}}"#,
              path: "/baz",
              expected: #"{"routes":[{"name":"Foo","state":{"routes":[{"name":"Bar","state":{"routes":[{"name":"Baz","path":"/baz"}]}}]}}]}"#),
        .init("handles path at top level",
              config: #"{"path":"foo","screens":{"Foo":{"screens":{"Fruits":"fruits/:fruit"}}}}"#,
              path: "/foo/fruits/apple",
              expected: #"{"routes":[{"name":"Foo","state":{"routes":[{"name":"Fruits","params":{"fruit":"apple"},"path":"/foo/fruits/apple"}]}}]}"#),
        .init("handles initialRouteName at top level",
              config: #"{"initialRouteName":"Boo","screens":{"Foo":{"screens":{"Foe":"foe","Bar":{"screens":{"Baz":"baz"}}}}}}"#,
              path: "/baz",
              expected: #"{"index":1,"routes":[{"name":"Boo"},{"name":"Foo","state":{"routes":[{"name":"Bar","state":{"routes":[{"name":"Baz","path":"/baz"}]}}]}}]}"#),
        .init("handles initialRouteName inside a screen",
              config: #"{"screens":{"Foo":{"initialRouteName":"Foe","screens":{"Foe":"foe","Bar":{"screens":{"Baz":"baz"}}}}}}"#,
              path: "/baz",
              expected: #"{"routes":[{"name":"Foo","state":{"index":1,"routes":[{"name":"Foe"},{"name":"Bar","state":{"routes":[{"name":"Baz","path":"/baz"}]}}]}}]}"#),
        .init("handles initialRouteName included in path",
              config: #"{"screens":{"Foo":{"initialRouteName":"Foe","screens":{"Foe":{"screens":{"Baz":"baz"}},"Bar":"bar"}}}}"#,
              path: "/baz",
              expected: #"{"routes":[{"name":"Foo","state":{"routes":[{"name":"Foe","state":{"routes":[{"name":"Baz","path":"/baz"}]}}]}}]}"#),
        .init("returns undefined if no matching screen is present (top level path)",
              config: #"{"path":"qux","screens":{"Foo":{"screens":{"Foe":"foo","Bar":{"screens":{"Baz":"bar"}}}}}}"#,
              path: "/foo/bar",
              expected: #"null"#),
        .init("returns undefined if no matching screen is present",
              config: #"{"screens":{"Foo":{"path":"foo","screens":{"Foe":"foe","Bar":{"screens":{"Baz":"baz"}}}}}}"#,
              path: "/baz",
              expected: #"null"#),
        .init("returns undefined if path is empty and no matching screen is present",
              config: #"{"screens":{"Foo":{"screens":{"Foe":"foe","Bar":{"screens":{"Baz":"baz"}}}}}}"#,
              path: "",
              expected: #"null"#),
        .init("returns matching screen if path is empty",
              config: #"{"screens":{"Foo":{"screens":{"Foe":"foe","Bar":{"screens":{"Qux":"","Baz":"baz"}}}}}}"#,
              path: "",
              expected: #"{"routes":[{"name":"Foo","state":{"routes":[{"name":"Bar","state":{"routes":[{"name":"Qux","path":""}]}}]}}]}"#),
        .init("returns matching screen if path is only slash",
              config: #"{"screens":{"Foo":{"screens":{"Foe":"foe","Bar":{"screens":{"Qux":"","Baz":"baz"}}}}}}"#,
              path: "/",
              expected: #"{"routes":[{"name":"Foo","state":{"routes":[{"name":"Bar","state":{"routes":[{"name":"Qux","path":""}]}}]}}]}"#),
        .init("returns matching screen with params if path is empty",
              config: #"{"screens":{"Foo":{"screens":{"Foe":"foe","Bar":{"screens":{"Qux":{"path":"","parse":{"foo":"Number"}},"Baz":"baz"}}}}}}"#,
              path: "?foo=42",
              expected: #"{"routes":[{"name":"Foo","state":{"routes":[{"name":"Bar","state":{"routes":[{"name":"Qux","params":{"foo":42},"path":"?foo=42"}]}}]}}]}"#),
        .init("doesn't match nested screen if path is empty",
              config: #"{"screens":{"Foo":{"screens":{"Foe":"foe","Bar":{"path":"bar","screens":{"Qux":{"path":"","parse":{"foo":"Number"}}}}}}}}"#,
              path: "",
              expected: #"null"#),
        .init("chooses more exhaustive pattern",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foo/:id","parse":{"id":"Number"}}}}}}"#,
              path: "/foo/5",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bis","params":{"id":5},"path":"/foo/5"}]}}]}"#),
        .init("handles same paths beginnings",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foos"}}}}}"#,
              path: "/foos",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bis","path":"/foos"}]}}]}"#),
        .init("handles same paths beginnings with params",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foos/:id","parse":{"id":"Number"}}}}}}"#,
              path: "/foos/5",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bis","params":{"id":5},"path":"/foos/5"}]}}]}"#),
        .init("handles not taking path with too many segments",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foos/:id","parse":{"id":"Number"}},"Bas":{"path":"foos/:id/:nip","parse":{"id":"Number","pwd":"Number"}}}}}}"#,
              path: "/foos/5",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bis","params":{"id":5},"path":"/foos/5"}]}}]}"#),
        .init("handles differently ordered params v1",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foos/:id","parse":{"id":"Number"}},"Bas":{"path":"foos/:id/res/:pwd","parse":{"id":"Number","pwd":"Number"}}}}}}"#,
              path: "/foos/5/res/20",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"id":5,"pwd":20},"path":"/foos/5/res/20"}]}}]}"#),
        .init("handles differently ordered params v2",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foos/:id","parse":{"id":"Number"}},"Bas":{"path":":id/:pwd/foos/res","parse":{"id":"Number","pwd":"Number"}}}}}}"#,
              path: "/5/20/foos/res",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"id":5,"pwd":20},"path":"/5/20/foos/res"}]}}]}"#),
        .init("handles differently ordered params v3",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foos/:id","parse":{"id":"Number"}},"Bas":{"path":"foos/:id/:pwd/res","parse":{"id":"Number","pwd":"Number"}}}}}}"#,
              path: "/foos/5/20/res",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"id":5,"pwd":20},"path":"/foos/5/20/res"}]}}]}"#),
        .init("handles differently ordered params v4",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foos/:id","parse":{"id":"Number"}},"Bas":{"path":":id/foos/res/:pwd","parse":{"id":"Number","pwd":"Number"}}}}}}"#,
              path: "5/foos/res/20",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"id":5,"pwd":20},"path":"5/foos/res/20"}]}}]}"#),
        .init("handles simple optional params",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foo/:id","parse":{"id":"Number"}},"Bas":{"path":"foos/:id/:nip?","parse":{"id":"Number","nip":"Number"}}}}}}"#,
              path: "/foos/5",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"id":5},"path":"/foos/5"}]}}]}"#),
        .init("handle 2 optional params at the end v1",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foo/:id","parse":{"id":"Number"}},"Bas":{"path":"foos/:id/:nip?/:pwd?","parse":{"id":"Number","nip":"Number"}}}}}}"#,
              path: "/foos/5",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"id":5},"path":"/foos/5"}]}}]}"#),
        .init("handle 2 optional params at the end v2",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foo/:id","parse":{"id":"Number"}},"Bas":{"path":"foos/:id/:nip?/:pwd?","parse":{"id":"Number","nip":"Number"}}}}}}"#,
              path: "/foos/5/10",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"id":5,"nip":10},"path":"/foos/5/10"}]}}]}"#),
        .init("handle 2 optional params at the end v3",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foo/:id","parse":{"id":"Number"}},"Bas":{"path":"foos/:id/:nip?/:pwd?","parse":{"id":"Number","nip":"Number","pwd":"Number"}}}}}}"#,
              path: "/foos/5/10/15",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"id":5,"nip":10,"pwd":15},"path":"/foos/5/10/15"}]}}]}"#),
        .init("handle optional params in the middle v1",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foo/:id","parse":{"id":"Number"}},"Bas":{"path":"foos/:id/:nip?/:pwd","parse":{"id":"Number","nip":"Number","pwd":"Number"}}}}}}"#,
              path: "/foos/5/10",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"id":5,"pwd":10},"path":"/foos/5/10"}]}}]}"#),
        .init("handle optional params in the middle v2",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foo/:id","parse":{"id":"Number"}},"Bas":{"path":"foos/:id/:nip?/:pwd","parse":{"id":"Number","nip":"Number","pwd":"Number"}}}}}}"#,
              path: "/foos/5/10/15",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"id":5,"nip":10,"pwd":15},"path":"/foos/5/10/15"}]}}]}"#),
        .init("handle optional params in the middle v3",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foo/:id","parse":{"id":"Number"}},"Bas":{"path":"foos/:id/:nip?/:pwd/:smh","parse":{"id":"Number","nip":"Number","pwd":"Number","smh":"Number"}}}}}}"#,
              path: "/foos/5/10/15",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"id":5,"pwd":10,"smh":15},"path":"/foos/5/10/15"}]}}]}"#),
        .init("handle optional params in the middle v4",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foo/:id","parse":{"id":"Number"}},"Bas":{"path":"foos/:nip?/:pwd/:smh?/:id","parse":{"id":"Number","nip":"Number","pwd":"Number","smh":"Number"}}}}}}"#,
              path: "/foos/5/10",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"pwd":5,"id":10},"path":"/foos/5/10"}]}}]}"#),
        .init("handle optional params in the middle v5",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foo/:id","parse":{"id":"Number"}},"Bas":{"path":"foos/:nip?/:pwd/:smh?/:id","parse":{"id":"Number","nip":"Number","pwd":"Number","smh":"Number"}}}}}}"#,
              path: "/foos/5/10/15",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"nip":5,"pwd":10,"id":15},"path":"/foos/5/10/15"}]}}]}"#),
        .init("handle optional params in the beginning v1",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foo/:id","parse":{"id":"Number"}},"Bas":{"path":":nip?/:pwd/foos/:smh?/:id","parse":{"id":"Number","nip":"Number","pwd":"Number","smh":"Number"}}}}}}"#,
              path: "5/10/foos/15",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"nip":5,"pwd":10,"id":15},"path":"5/10/foos/15"}]}}]}"#),
        .init("handle optional params in the beginning v2",
              config: #"{"screens":{"Foe":{"path":"/","initialRouteName":"Foo","screens":{"Foo":"foo","Bis":{"path":"foo/:id","parse":{"id":"Number"}},"Bas":{"path":":nip?/:smh?/:pwd/foos/:id","parse":{"id":"Number","nip":"Number","pwd":"Number","smh":"Number"}}}}}}"#,
              path: "5/10/foos/15",
              expected: #"{"routes":[{"name":"Foe","state":{"index":1,"routes":[{"name":"Foo"},{"name":"Bas","params":{"nip":5,"pwd":10,"id":15},"path":"5/10/foos/15"}]}}]}"#),
        .init("merges parent patterns if needed",
              config: #"{"screens":{"Foo":{"path":"foo/:bar","parse":{"bar":"Number"},"screens":{"Baz":"baz/:qux"}}}}"#,
              path: "foo/42/baz/babel",
              expected: #"{"routes":[{"name":"Foo","params":{"bar":42},"state":{"routes":[{"name":"Baz","params":{"qux":"babel"},"path":"foo/42/baz/babel"}]}}]}"#),
        .init("ignores extra slashes in the pattern",
              config: #"{"screens":{"Foo":{"screens":{"Bar":{"path":"/bar//:id/"}}}}}"#,
              path: "/bar/42",
              expected: #"{"routes":[{"name":"Foo","state":{"routes":[{"name":"Bar","params":{"id":"42"},"path":"/bar/42"}]}}]}"#),
        .init("matches wildcard patterns at root",
              config: #"{"screens":{"404":"*","Foo":{"screens":{"Bar":{"path":"/bar/:id/"}}}}}"#,
              path: "/test/bar/42/whatever",
              expected: #"{"routes":[{"name":"404","path":"/test/bar/42/whatever"}]}"#),
        .init("matches param and wildcard patterns after unrelated static first segments #1",
              config: #"{"screens":{"Foo":"foo/:id","Bar":"bar/:id","Dynamic":":section/:id","NotFound":"*"}}"#,
              path: "/bar/42",
              expected: #"{"routes":[{"name":"Bar","params":{"id":"42"},"path":"/bar/42"}]}"#),
        .init("matches param and wildcard patterns after unrelated static first segments #2",
              config: #"{"screens":{"Foo":"foo/:id","Bar":"bar/:id","Dynamic":":section/:id","NotFound":"*"}}"#,
              path: "/baz/42",
              expected: #"{"routes":[{"name":"Dynamic","params":{"section":"baz","id":"42"},"path":"/baz/42"}]}"#),
        .init("matches param and wildcard patterns after unrelated static first segments #3",
              config: #"{"screens":{"Foo":"foo/:id","Bar":"bar/:id","Dynamic":":section/:id","NotFound":"*"}}"#,
              path: "/foo/42/extra",
              expected: #"{"routes":[{"name":"NotFound","path":"/foo/42/extra"}]}"#),
        .init("matches wildcard patterns at nested level",
              config: #"{"screens":{"Foo":{"screens":{"Bar":{"path":"/bar/:id/","screens":{"404":"*"}}}}}}"#,
              path: "/bar/42/whatever/baz/initt",
              expected: #"{"routes":[{"name":"Foo","state":{"routes":[{"name":"Bar","params":{"id":"42"},"state":{"routes":[{"name":"404","path":"/bar/42/whatever/baz/initt"}]}}]}}]}"#),
        .init("matches wildcard patterns at nested level with exact",
              config: #"{"screens":{"Foo":{"screens":{"Bar":{"path":"/bar/:id/","screens":{"404":{"path":"*","exact":true}}},"Baz":{}}}}}"#,
              path: "/whatever",
              expected: #"{"routes":[{"name":"Foo","state":{"routes":[{"name":"Bar","state":{"routes":[{"name":"404","path":"/whatever"}]}}]}}]}"#),
        .init("tries to match wildcard patterns at the end",
              config: #"{"screens":{"Foo":{"screens":{"Bar":{"path":"/bar/:id/","screens":{"404":"*","UserProfile":":userSlug","Test":"test"}}}}}}"#,
              path: "/bar/42/test",
              expected: #"{"routes":[{"name":"Foo","state":{"routes":[{"name":"Bar","params":{"id":"42"},"state":{"routes":[{"name":"Test","path":"/bar/42/test"}]}}]}}]}"#),
        .init("uses nearest parent wildcard match for unmatched paths",
              config: #"{"screens":{"Foo":{"screens":{"404":"*","Bar":{"path":"/bar/:id/","screens":{"Baz":"baz"}}}}}}"#,
              path: "/bar/42/baz/test",
              expected: #"{"routes":[{"name":"Foo","state":{"routes":[{"name":"404","path":"/bar/42/baz/test"}]}}]}"#),
        .init("matches screen with overlapping initial path and wildcard",
              config: #"{"screens":{"Foo":{"screens":{"Bar":{"path":"/bar/:id/","screens":{"Baz":"baz"}},"Baz":"/bar/:id/*"}}}}"#,
              path: "/bar/42/baz/test/whatever",
              expected: #"{"routes":[{"name":"Foo","state":{"routes":[{"name":"Baz","params":{"id":"42"},"path":"/bar/42/baz/test/whatever"}]}}]}"#),
        .init("correctly applies initialRouteName for config with similar route names",
              config: #"{"screens":{"RootTabs":{"screens":{"HomeTab":{"screens":{"Home":"","WeeklyEarnings":"weekly-earnings","EventDetails":"event-details/:eventId"}},"EarningsTab":{"initialRouteName":"Earnings","path":"earnings","screens":{"Earnings":"","WeeklyEarnings":"weekly-earnings"}}}}}}"#,
              path: "/weekly-earnings",
              expected: #"{"routes":[{"name":"RootTabs","state":{"routes":[{"name":"HomeTab","state":{"routes":[{"name":"WeeklyEarnings","path":"/weekly-earnings"}]}}]}}]}"#),
        .init("correctly applies initialRouteName for config with similar route names v2",
              config: #"{"screens":{"RootTabs":{"screens":{"HomeTab":{"initialRouteName":"Home","screens":{"Home":"","WeeklyEarnings":"weekly-earnings"}},"EarningsTab":{"initialRouteName":"Earnings","path":"earnings","screens":{"Earnings":"","WeeklyEarnings":"weekly-earnings"}}}}}}"#,
              path: "/earnings/weekly-earnings",
              expected: #"{"routes":[{"name":"RootTabs","state":{"routes":[{"name":"EarningsTab","state":{"index":1,"routes":[{"name":"Earnings"},{"name":"WeeklyEarnings","path":"/earnings/weekly-earnings"}]}}]}}]}"#),
        .init("resolves nested path params with same name to correct screen",
              config: #"{"initialRouteName":"Foo","screens":{"Foo":{"path":"foo/:id","screens":{"Bar":{"path":"bar/:id"}}}}}"#,
              path: "/foo/42/bar/43",
              expected: #"{"routes":[{"name":"Foo","params":{"id":"42"},"state":{"routes":[{"name":"Bar","params":{"id":"43"},"path":"/foo/42/bar/43"}]}}]}"#),
        .init("keeps query string intact when it contains an extra question mark",
              config: #"{"screens":{"Foo":"foo"}}"#,
              path: "/foo?raw=x?y=1",
              expected: #"{"routes":[{"name":"Foo","params":{"raw":"x?y=1"},"path":"/foo?raw=x?y=1"}]}"#),
        .init("matches percent-encoded static segments #1",
              config: #"{"screens":{"Foo":"caf\u00e9/foo","Bar":"foo bar"}}"#,
              path: "/caf\u{00e9}/foo",
              expected: #"{"routes":[{"name":"Foo","path":"/caf\u00e9/foo"}]}"#),
        .init("matches percent-encoded static segments #2",
              config: #"{"screens":{"Foo":"caf\u00e9/foo","Bar":"foo bar"}}"#,
              path: "/caf%C3%A9/foo",
              expected: #"{"routes":[{"name":"Foo","path":"/caf%C3%A9/foo"}]}"#),
        .init("matches percent-encoded static segments #3",
              config: #"{"screens":{"Foo":"caf\u00e9/foo","Bar":"foo bar"}}"#,
              path: "/caf%c3%a9/foo",
              expected: #"{"routes":[{"name":"Foo","path":"/caf%c3%a9/foo"}]}"#),
        .init("matches percent-encoded static segments #4",
              config: #"{"screens":{"Foo":"caf\u00e9/foo","Bar":"foo bar"}}"#,
              path: "/c%61f%C3%A9/foo",
              expected: #"{"routes":[{"name":"Foo","path":"/c%61f%C3%A9/foo"}]}"#),
        .init("matches percent-encoded static segments #5",
              config: #"{"screens":{"Foo":"caf\u00e9/foo","Bar":"foo bar"}}"#,
              path: "/foo%20bar",
              expected: #"{"routes":[{"name":"Bar","path":"/foo%20bar"}]}"#),
        .init("matches percent-encoded static segments #6",
              config: #"{"screens":{"Foo":"caf\u00e9/foo","Bar":"foo bar"}}"#,
              path: "/f%6Fo%20bar",
              expected: #"{"routes":[{"name":"Bar","path":"/f%6Fo%20bar"}]}"#),
        .init("matches custom param regex against the decoded value #1",
              config: #"{"screens":{"Bar":"bar/:name([a-z ]+)","Baz":"bar/:id(\\d+)"}}"#,
              path: "/bar/john doe",
              expected: #"{"routes":[{"name":"Bar","params":{"name":"john doe"},"path":"/bar/john doe"}]}"#),
        .init("matches custom param regex against the decoded value #2",
              config: #"{"screens":{"Bar":"bar/:name([a-z ]+)","Baz":"bar/:id(\\d+)"}}"#,
              path: "/bar/john%20doe",
              expected: #"{"routes":[{"name":"Bar","params":{"name":"john doe"},"path":"/bar/john%20doe"}]}"#),
        .init("matches custom param regex against the decoded value #3",
              config: #"{"screens":{"Bar":"bar/:name([a-z ]+)","Baz":"bar/:id(\\d+)"}}"#,
              path: "/bar/%34%32",
              expected: #"{"routes":[{"name":"Baz","params":{"id":"42"},"path":"/bar/%34%32"}]}"#),
        .init("matches custom param regex against the decoded value #4",
              config: #"{"screens":{"Bar":"bar/:name([a-z ]+)","Baz":"bar/:id(\\d+)"}}"#,
              path: "/bar/john%2Fdoe42",
              expected: #"null"#),
        .init("rejects decoded value when encoded value matches custom regex",
              config: #"{"screens":{"Foo":"foo/:value([a-z%0-9]+)"}}"#,
              path: "/foo/john%20doe",
              expected: #"null"#),
        .init("matches percent-encoded root path prefix #1",
              config: #"{"path":"caf\u00e9","screens":{"Foo":"foo"}}"#,
              path: "/caf\u{00e9}/foo",
              expected: #"{"routes":[{"name":"Foo","path":"/caf\u00e9/foo"}]}"#),
        .init("matches percent-encoded root path prefix #2",
              config: #"{"path":"caf\u00e9","screens":{"Foo":"foo"}}"#,
              path: "/caf%C3%A9/foo",
              expected: #"{"routes":[{"name":"Foo","path":"/caf%C3%A9/foo"}]}"#),
        .init("matches percent-encoded root path prefix #3",
              config: #"{"path":"caf\u00e9","screens":{"Foo":"foo"}}"#,
              path: "/caf%c3%a9/foo",
              expected: #"{"routes":[{"name":"Foo","path":"/caf%c3%a9/foo"}]}"#),
        .init("matches percent-encoded root path prefix #4",
              config: #"{"path":"caf\u00e9","screens":{"Foo":"foo"}}"#,
              path: "/c%61f%C3%A9/foo",
              expected: #"{"routes":[{"name":"Foo","path":"/c%61f%C3%A9/foo"}]}"#),
        .init("matches percent-encoded root path prefix #5",
              config: #"{"path":"caf\u00e9","screens":{"Foo":"foo"}}"#,
              path: "/other/foo",
              expected: #"null"#),
        .init("strips nested navigation query params for routes with nested screens",
              config: #"{"screens":{"Parent":{"path":"parent","screens":{"Child":"child"}}}}"#,
              path: "parent?screen=Child&params=value&initial=false&path=/child&merge=true&pop=true&state=keep&query=test",
              expected: #"{"routes":[{"name":"Parent","params":{"query":"test","state":"keep"},"path":"parent?screen=Child&params=value&initial=false&path=/child&merge=true&pop=true&state=keep&query=test"}]}"#),
        .init("doesn't strip nested navigation query params for leaf routes",
              config: #"{"screens":{"Leaf":"leaf"}}"#,
              path: "leaf?screen=Child&params=value&initial=false&path=/child&merge=true&pop=true",
              expected: #"{"routes":[{"name":"Leaf","params":{"screen":"Child","params":"value","initial":"false","path":"/child","merge":"true","pop":"true"},"path":"leaf?screen=Child&params=value&initial=false&path=/child&merge=true&pop=true"}]}"#),
        .init("doesn't strip nested navigation query params without screen",
              config: #"{"screens":{"Parent":{"path":"parent","screens":{"Child":"child"}}}}"#,
              path: "parent?params=value&initial=false&path=/child&merge=true&pop=true",
              expected: #"{"routes":[{"name":"Parent","params":{"params":"value","initial":"false","path":"/child","merge":"true","pop":"true"},"path":"parent?params=value&initial=false&path=/child&merge=true&pop=true"}]}"#),
        .init("regexp pattern doesn't match slash #1",
              config: #"{"screens":{"Foo":{"path":"foo/:id([a-z]+\\/)"}}}"#,
              path: "foo/bar/",
              expected: #"null"#),
        .init("regexp pattern doesn't match slash #2",
              config: #"{"screens":{"Foo":{"path":"foo/:id([a-z]+\\/)"}}}"#,
              path: "foo/bar/baz",
              expected: #"null"#),
        .init("regexp pattern doesn't match slash #3",
              config: #"{"screens":{"Foo":{"path":"foo/:id([a-z]+\\/)"}}}"#,
              path: "foo/bar/baz/qux",
              expected: #"null"#),
        .init("parses array and null query params without parse config",
              config: #"{"screens":{"Foo":"foo"}}"#,
              path: "/foo?tags=a&tags=b&flag",
              expected: #"{"routes":[{"name":"Foo","params":{"tags":["a","b"],"flag":null},"path":"/foo?tags=a&tags=b&flag"}]}"#),    ]

    @Test(arguments: cases)
    func mirrorsUpstream(_ example: Case) throws {
        let resolved = try Self.resolve(example.config)
        let actual = resolved.state(for: example.path).map { ExpoStateReport.parsedJSON($0.state).rendered() } ?? "null"
        #expect(try Self.sameJSON(actual, example.expected), "\(example.upstream): \(actual)")
    }

    // getStateFromPath.test.tsx › parses / same as empty string
    @Test func slashIsTheEmptyPath() throws {
        let resolved = try Self.resolve(#"{"screens":{"Foo":{"path":"/"},"Bar":{"path":"bar"}}}"#)
        let slash = try #require(resolved.state(for: "/")).state
        #expect(slash == (try #require(resolved.state(for: ""))).state)
        #expect(slash.routes.map(\.name) == ["Foo"])
    }

    // The parse functions a route file can name are JavaScript's globals: Number("4.5") is 4.5,
    // Boolean("false") is true (a non-empty string), Number("abc") is NaN (JSON null)
    @Test func parseFunctionsAreJavaScriptsGlobals() throws {
        let resolved = try Self.resolve(#"{"screens":{"Foo":{"path":"foo/:a/:b/:c","parse":{"a":"Number","b":"Boolean","c":"String","n":"Number"}}}}"#)
        let state = try #require(resolved.state(for: "/foo/4.5/false/x?n=abc")).state
        #expect(ExpoStateReport.parsedJSON(state).rendered(pretty: false)
                == #"{"routes":[{"name":"Foo","params":{"a":4.5,"b":true,"c":"x","n":null},"path":"/foo/4.5/false/x?n=abc"}]}"#)
        #expect(ReactNavigationLinking.Parser.javaScriptNumber(" 0x1F ") == 31 && ReactNavigationLinking.Parser.javaScriptNumber("") == 0)
        #expect(ReactNavigationLinking.Parser.javaScriptNumber("1e3") == 1000 && ReactNavigationLinking.Parser.javaScriptNumber("-Infinity") == -.infinity)
        #expect(JSONOutput.number(1.5e-7).rendered() == "1.5e-7" && JSONOutput.number(1e21).rendered() == "1e+21" && JSONOutput.number(-3).rendered() == "-3")
    }

    // getStateFromPath.test.tsx › throws if two screens map to the same pattern
    @Test func twoScreensOfOnePatternAreAnError() throws {
        let config = #"{"screens":{"Foo":{"path":"","screens":{"Bar":"bar","Qux":"bar"}}}}"#
        #expect(throws: ReactNavigationStateFromPath.Problem.self) { try Self.resolve(config) }
        do { _ = try Self.resolve(config) } catch let error as ReactNavigationStateFromPath.Problem {
            #expect(error.message == "Found conflicting screens with the same pattern. The pattern 'bar' resolves to both 'Foo > Bar' and "
                    + "'Foo > Qux'. Patterns must be unique and cannot resolve to more than one screen.")
        }
        // A screen nested in the other is not a conflict.
        #expect(throws: Never.self) { try Self.resolve(#"{"screens":{"Foo":{"path":"foo","screens":{"Bar":""}}}}"#) }
    }

    // getStateFromPath.test.tsx › throws if screen has alias but no path
    @Test func aliasWithoutPathIsAnError() throws {
        let messages = try Self.readErrors(#"{"screens":{"Foo":{"alias":["foo"]}}}"#)
        #expect(messages == ["Screen 'Foo' doesn't specify a 'path'. A 'path' needs to be specified in order to use 'alias'."])
    }

    // validatePathConfig: a top-level path cannot hold params; getPatternParts' errors
    @Test func badPatternsAreErrors() throws {
        #expect(try Self.readErrors(#"{"path":"a/:id","screens":{}}"#)
                == ["Found invalid path 'a/:id'. The 'path' in the top-level configuration cannot contain patterns for params."])
        #expect(try Self.readErrors(#"{"screens":{"Foo":"a:b"}}"#) == ["Encountered ':' in the middle of a segment in path: a:b"])
        #expect(try Self.readErrors(#"{"screens":{"Foo":"a/:b(\\d+"}}"#) == ["Could not find closing ')' in path: a/:b(\\d+"])
        #expect(try Self.readErrors(#"{"screens":{"Foo":"a/:b/:b"}}"#) == ["Duplicate param name 'b' found in path: a/:b/:b"])
        #expect(try Self.readErrors(#"{"screens":{"Foo":"a/:b(*)"}}"#) == ["Invalid regular expression '*' for the param 'b' in path: a/:b(*)"])
        #expect(try Self.readErrors(#"{"screens":{"Foo":{"path":"a","parse":{"id":"parseInt"}}}}"#)
                == ["unknown parse function \"parseInt\": a function is code; name one of Number, String, Boolean"])
        #expect(try Self.readErrors(#"{"screens":{"Foo":{"path":"a","exat":true}}}"#).first?.hasPrefix("unknown key \"exat\"") == true)
    }

    // extractPathFromURL: the path after the first prefix the URL starts with; a path typed without a scheme is itself
    @Test func prefixes() {
        let prefixes = ["myapp://", "https://*.example.com", "https://example.org/app"]
        #expect(ReactNavigationURLPath.path(of: "myapp://user/42?x=1", prefixes: prefixes) == "user/42?x=1")
        #expect(ReactNavigationURLPath.path(of: "myapp:///user", prefixes: prefixes) == "user")
        #expect(ReactNavigationURLPath.path(of: "https://www.example.com/user/42", prefixes: prefixes) == "/user/42")
        #expect(ReactNavigationURLPath.path(of: "https://example.org/app?x=1", prefixes: prefixes) == "/?x=1")
        #expect(ReactNavigationURLPath.path(of: "https://example.org/application", prefixes: prefixes) == nil)
        #expect(ReactNavigationURLPath.path(of: "other://user", prefixes: prefixes) == nil)
        #expect(ReactNavigationURLPath.path(of: "/user/42", prefixes: prefixes) == "/user/42")
    }

    static func reader(_ config: String) throws -> (ReactNavigationLinking, [String]) {
        let document = try JSONDocument(parsing: #"{"config": "# + (config == "null" ? "{}" : config) + "}")
        var reader = ExpoJSONReader()
        var linking = reader.linking(document.root)
        // `getStateFromPath(path)` without options: no screens at all.
        if config == "null" { linking.screens = nil }
        return (linking, reader.diagnostics.map(\.message))
    }

    static func readErrors(_ config: String) throws -> [String] { try reader(config).1 }

    static func resolve(_ config: String) throws -> ReactNavigationStateFromPath {
        let (linking, errors) = try reader(config)
        #expect(errors.isEmpty, "\(errors)")
        return try ReactNavigationStateFromPath(linking)
    }

    /// Equal as JavaScript values (object keys in any order), as Jest's `toEqual` compares.
    static func sameJSON(_ a: String, _ b: String) throws -> Bool {
        func canonical(_ text: String) throws -> Data {
            let value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
            return try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        }
        return try canonical(a) == canonical(b)
    }
}
