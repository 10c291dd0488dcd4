import Testing
@testable import NavProfiles

/// React Navigation's `extractPathFromURL` (packages/native/src/__tests__/extractPathFromURL.test.tsx,
/// @react-navigation/native 7.3.17): each case has the prefixes, the URL and the expected path of
/// the upstream test it is named after (`nil`: undefined, the link is not handled).
@Suite struct ReactNavigationURLPathTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var upstream: String
        var prefixes: [String]
        var url: String
        var expected: String?
        var testDescription: String { "\(upstream): \(url)" }

        init(_ upstream: String, prefixes: [String], url: String, expected: String?) {
            self.upstream = upstream
            self.prefixes = prefixes
            self.url = url
            self.expected = expected
        }
    }

    static let cases: [Case] = [
        .init("extracts path from URL with protocol", prefixes: ["scheme://"], url: "scheme://some/path", expected: "some/path"),
        .init("extracts path from URL with protocol", prefixes: ["scheme://"], url: "scheme:some/path", expected: "some/path"),
        .init("extracts path from URL with protocol", prefixes: ["scheme://"], url: "scheme:///some/path", expected: "some/path"),
        .init("extracts path from URL with protocol", prefixes: ["scheme:///"], url: "scheme:some/path", expected: "some/path"),
        .init("extracts path from URL with protocol", prefixes: ["scheme:"], url: "scheme:some/path", expected: "some/path"),
        .init("extracts path from URL with protocol", prefixes: ["scheme:"], url: "scheme://some/path", expected: "some/path"),
        .init("extracts path from URL with protocol", prefixes: ["scheme:"], url: "scheme:///some/path", expected: "some/path"),
        .init("extracts path from URL with protocol and host", prefixes: ["scheme://example.com"], url: "scheme://example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol and host", prefixes: ["scheme://example.com"], url: "scheme:example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol and host", prefixes: ["scheme://example.com"], url: "scheme:///example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol and host", prefixes: ["scheme:///example.com"], url: "scheme:example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol and host", prefixes: ["scheme:example.com"], url: "scheme:example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol and host", prefixes: ["scheme:example.com"], url: "scheme://example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol and host", prefixes: ["scheme:example.com"], url: "scheme:///example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol and host", prefixes: ["scheme://example.com"], url: "scheme://example.com/", expected: "/"),
        .init("extracts path from URL with protocol and host", prefixes: ["scheme://example.com"], url: "scheme://example.com", expected: ""),
        .init("extracts path from URL with protocol and host with wildcard", prefixes: ["scheme://*.example.com"], url: "scheme://test.example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol and host with wildcard", prefixes: ["scheme://*.example.com"], url: "scheme:test.example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol and host with wildcard", prefixes: ["scheme://*.example.com"], url: "scheme:///test.example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol and host with wildcard", prefixes: ["scheme:///*.example.com"], url: "scheme:test.example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol and host with wildcard", prefixes: ["scheme:*.example.com"], url: "scheme:test.example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol and host with wildcard", prefixes: ["scheme:*.example.com"], url: "scheme://test.example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol and host with wildcard", prefixes: ["scheme:*.example.com"], url: "scheme:///test.example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol, host and path", prefixes: ["scheme://example.com/test"], url: "scheme://example.com/test/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol, host and path", prefixes: ["scheme://example.com"], url: "scheme:example.com/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol, host and path", prefixes: ["scheme://example.com/test"], url: "scheme:///example.com/test/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol, host and path", prefixes: ["scheme:///example.com/test"], url: "scheme:example.com/test/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol, host and path", prefixes: ["scheme:example.com/test"], url: "scheme:example.com/test/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol, host and path", prefixes: ["scheme:example.com/test"], url: "scheme://example.com/test/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol, host and path", prefixes: ["scheme:example.com/test"], url: "scheme:///example.com/test/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol, host and path", prefixes: ["scheme:example.com/test"], url: "scheme:///example.com//test/some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol, host and path", prefixes: ["scheme:example.com/test"], url: "scheme:///example.com/test//some/path", expected: "/some/path"),
        .init("extracts path from URL with protocol, host and path", prefixes: ["scheme:example.com/test"], url: "scheme:///example.com/test/some//path", expected: "/some/path"),
        .init("extracts path from URL with protocol, host and path", prefixes: ["scheme://example.com/test"], url: "scheme://example.com/test?foo=bar", expected: "/?foo=bar"),
        .init("extracts path from URL with protocol, host and path", prefixes: ["scheme://example.com/test"], url: "scheme://example.com/test#section", expected: "/#section"),
        .init("returns undefined for non-matching protocol", prefixes: ["scheme://"], url: "foo://some/path", expected: nil),
        .init("returns undefined for non-matching protocol", prefixes: ["scheme://"], url: "foo:some/path", expected: nil),
        .init("returns undefined for non-matching protocol", prefixes: ["scheme://"], url: "foo:///some/path", expected: nil),
        .init("returns undefined for non-matching protocol", prefixes: ["scheme:///"], url: "foo:some/path", expected: nil),
        .init("returns undefined for non-matching protocol", prefixes: ["scheme:"], url: "foo:some/path", expected: nil),
        .init("returns undefined for non-matching protocol", prefixes: ["scheme:"], url: "foo://some/path", expected: nil),
        .init("returns undefined for non-matching protocol", prefixes: ["scheme:"], url: "foo:///some/path", expected: nil),
        .init("returns undefined for non-matching path", prefixes: ["scheme://foo"], url: "scheme://some/path", expected: nil),
        .init("returns undefined for non-matching path", prefixes: ["scheme://foo"], url: "scheme:some/path", expected: nil),
        .init("returns undefined for non-matching path", prefixes: ["scheme://foo"], url: "scheme:///some/path", expected: nil),
        .init("returns undefined for non-matching path", prefixes: ["scheme:///foo"], url: "scheme:some/path", expected: nil),
        .init("returns undefined for non-matching path", prefixes: ["scheme:foo"], url: "scheme:some/path", expected: nil),
        .init("returns undefined for non-matching path", prefixes: ["scheme:foo"], url: "scheme://some/path", expected: nil),
        .init("returns undefined for non-matching path", prefixes: ["scheme:foo"], url: "scheme:///some/path", expected: nil),
        .init("returns undefined for non-matching host", prefixes: ["scheme://example.com"], url: "scheme://foo.com/some/path", expected: nil),
        .init("returns undefined for non-matching host", prefixes: ["scheme://example.com"], url: "scheme:foo.com/some/path", expected: nil),
        .init("returns undefined for non-matching host", prefixes: ["scheme://example.com"], url: "scheme:///foo.com/some/path", expected: nil),
        .init("returns undefined for non-matching host", prefixes: ["scheme:///example.com"], url: "scheme:foo.com/some/path", expected: nil),
        .init("returns undefined for non-matching host", prefixes: ["scheme:example.com"], url: "scheme:foo.com/some/path", expected: nil),
        .init("returns undefined for non-matching host", prefixes: ["scheme:example.com"], url: "scheme://foo.com/some/path", expected: nil),
        .init("returns undefined for non-matching host", prefixes: ["scheme:example.com"], url: "scheme:///foo.com/some/path", expected: nil),
        .init("returns undefined for non-matching host", prefixes: ["https://example.com"], url: "https://example.com.evil.com/some/path", expected: nil),
        .init("returns undefined for non-matching host with wildcard", prefixes: ["scheme://*.example.com"], url: "scheme://test.foo.com/some/path", expected: nil),
        .init("returns undefined for non-matching host with wildcard", prefixes: ["scheme://*.example.com"], url: "scheme:test.foo.com/some/path", expected: nil),
        .init("returns undefined for non-matching host with wildcard", prefixes: ["scheme://*.example.com"], url: "scheme:///test.foo.com/some/path", expected: nil),
        .init("returns undefined for non-matching host with wildcard", prefixes: ["scheme:///*.example.com"], url: "scheme:test.foo.com/some/path", expected: nil),
        .init("returns undefined for non-matching host with wildcard", prefixes: ["scheme:*.example.com"], url: "scheme:test.foo.com/some/path", expected: nil),
        .init("returns undefined for non-matching host with wildcard", prefixes: ["scheme:*.example.com"], url: "scheme://test.foo.com/some/path", expected: nil),
        .init("returns undefined for non-matching host with wildcard", prefixes: ["scheme:*.example.com"], url: "scheme:///test.foo.com/some/path", expected: nil),
        .init("returns undefined for non-matching host with wildcard", prefixes: ["https://*.example.com"], url: "https://test.example.com.evil.com/some/path", expected: nil),
        .init("returns undefined for path prefix collisions", prefixes: ["https://example.com/app"], url: "https://example.com/application/path", expected: nil),
        .init("returns undefined for path prefix collisions", prefixes: ["https://example.com/app"], url: "https://example.com/apply/path", expected: nil),
        .init("returns a valid search query when it has a url as param", prefixes: ["https://mysite.com"], url: "https://mysite.com/readPolicy?url=https://test.com", expected: "/readPolicy?url=https://test.com"),
        .init("returns a valid search query when it has a url as param", prefixes: ["https://mysite.com"], url: "https://mysite.com/readPolicy?url=https://test.com?param=1", expected: "/readPolicy?url=https://test.com?param=1"),    ]

    @Test(arguments: cases)
    func mirrorsUpstream(_ example: Case) {
        #expect(ReactNavigationURLPath.path(of: example.url, prefixes: example.prefixes) == example.expected, "\(example.upstream)")
    }
}
