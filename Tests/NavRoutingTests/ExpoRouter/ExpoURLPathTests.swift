import Testing
@testable import NavProfiles

/// `extractExpoPathFromURL` in a built app ("Bare"), from
/// packages/expo-router/src/fork/__tests__/extractPathFromURL.test.ios.ts and its snapshot.
@Suite struct ExpoURLPathTests {
    // extractPathFromURL.test.ios.ts › extractExpoPathFromURL › Bare › parses %p (snapshot values)
    @Test(arguments: [
        ("scheme://expo-development-client/?url=http%3A%2F%2Flocalhost%3A8081%2Fexample%2Fpath", "example/path"),
        ("scheme://expo-development-client/?url=http://acme.com/foo/bar?query=param", "foo/bar?query=param"),
        ("scheme://expo-development-client/?url=acme://foo/bar?query=param&query2=param2", "foo/bar?query=param"),
        ("app.bacon.expo://expo-development-client", ""),
        ("exp://127.0.0.1:19000/", "127.0.0.1:19000/"),
        ("exp://127.0.0.1:19000/--/test/path?query=param", "127.0.0.1:19000/--/test/path?query=param"),
        ("exp://127.0.0.1:19000/--/test/path?shouldBeEscaped=x%252By%2540xxx.com", "127.0.0.1:19000/--/test/path?shouldBeEscaped=x+y@xxx.com"),
        ("exp://127.0.0.1:19000/x?y=x%252By%2540xxx.com", "127.0.0.1:19000/x?y=x+y@xxx.com"),
        ("exp://127.0.0.1:19000?query=param", "127.0.0.1:19000?query=param"),
        ("exp://exp.host/@test/test/--/test/path/--/foobar", "exp.host/@test/test/--/test/path/--/foobar"),
        ("exp://u.expo.dev/update/123abc/efg", "u.expo.dev/update/123abc/efg"),
        ("https://example.com/test/path?query=param", "test/path?query=param"),
        ("https://example.com/test/path", "test/path"),
        ("https://example.com:8000/test/path", "test/path"),
        ("https://example.com:8000/test/path+with+plus", "test/path+with+plus"),
        ("https://example.com/test/path?query=do+not+escape", "test/path?query=do+not+escape"),
        ("https://example.com/test/path?missingQueryValue=", "test/path?missingQueryValue="),
        ("custom:///?shouldBeEscaped=x%252By%2540xxx.com", "?shouldBeEscaped=x+y@xxx.com"),
        ("custom:///test/path?foo=bar", "test/path?foo=bar"),
        ("custom:///", ""),
        ("custom://", ""),
        ("custom://?hello=bar", "?hello=bar"),
        ("invalid", "invalid"),
    ])
    func bareSnapshot(url: String, expected: String) {
        #expect(ExpoURLPath.path(of: url, baseUrl: nil) == expected)
    }

    // extractPathFromURL.test.ios.ts › decodes query params in bare
    @Test func decodesQueryParamsInBare() {
        #expect(ExpoURLPath.path(of: "custom:///?x=%20%2B%2F", baseUrl: nil) == "?x= +/")
    }

    // extractPathFromURL.test.ios.ts › preserves a URL used as a query parameter
    @Test func preservesAURLInTheQuery() {
        #expect(ExpoURLPath.path(of: "https://mysite.com/readPolicy?url=https://test.com?param=1", baseUrl: nil) == "readPolicy?url=https://test.com?param=1")
    }

    // extractPathFromURL.test.ios.ts › does not throw on malformed percent-encoding in query params
    @Test func keepsAMalformedEscape() {
        #expect(ExpoURLPath.path(of: "custom:///?q=%GG", baseUrl: nil) == "?q=%GG")
        #expect(!ExpoURLPath.path(of: "scheme://expo-development-client/?url=http://localhost:8081/%GG", baseUrl: nil).isEmpty)
    }

    // extractPathFromURL.test.ios.ts › ignores reserved launch params on a legacy dev client URL;
    // unwraps a dev client URL that uses __expo_url; ignores a reserved launch param on an app deep link
    @Test func dropsExpoLaunchParameters() {
        #expect(ExpoURLPath.path(of: "scheme://expo-development-client/?url=http%3A%2F%2Flocalhost%3A8081%2Fexample%2Fpath&__expo_disable_auto_launch=1",
                                 baseUrl: nil) == "example/path")
        #expect(ExpoURLPath.path(of: "scheme://?__expo_url=http%3A%2F%2Flocalhost%3A8081%2Fexample%2Fpath&__expo_disable_fab=1", baseUrl: nil) == "example/path")
        #expect(ExpoURLPath.path(of: "myapp://login?__expo_disable_fab=1&x=1", baseUrl: nil) == "login?x=1")
    }

    // extractPathFromURL.test.ios.ts › only handles Expo Go URLs in Expo Go
    @Test func expoGoFormOutsideExpoGo() {
        #expect(ExpoURLPath.path(of: "exp://127.0.0.1:19000/--/test", baseUrl: nil) == "127.0.0.1:19000/--/test")
    }
}
