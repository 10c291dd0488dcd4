import Testing
@testable import NavRouting

@Suite struct NavsimRequestTests {
    let options = MatchingOptions(defaultScheme: "hotels", domains: ["hotels.example.com"])

    func read(_ input: String, _ options: MatchingOptions? = nil) throws -> RouteRequest {
        try RouteRequest.parse(input, options: options ?? self.options).get()
    }

    @Test(arguments: [
        ("hotels://cities/paris", "hotels", ["cities", "paris"]),
        ("HOTELS://cities/paris", "hotels", ["cities", "paris"]),
        ("cities/paris", "hotels", ["cities", "paris"]),
        ("/cities/paris/", "hotels", ["cities", "paris"]),
        ("hotels://cities//paris///", "hotels", ["cities", "paris"]),
        ("hotels:cities/paris", "hotels", ["cities", "paris"]),
        ("https://hotels.example.com/cities/paris", "hotels", ["cities", "paris"]),
        ("https://HOTELS.example.com:443/cities", "hotels", ["cities"]),
        ("hotels://localhost/cities", "hotels", ["cities"]),
        ("thing://foo/bar", "thing", ["foo", "bar"]),
        ("hotels://a%2Fb/c%20d", "hotels", ["a/b", "c d"]),
        ("hotels://a+b", "hotels", ["a+b"]),
        ("hotels://caf%C3%A9", "hotels", ["café"]),
        ("hotels://bad%zz%", "hotels", ["bad%zz%"]),
        ("hotels://", "hotels", []),
        ("  hotels://x  ", "hotels", ["x"]),
    ])
    func components(input: String, scheme: String, components: [String]) throws {
        let request = try read(input)
        #expect(request.scheme == scheme)
        #expect(request.components == components)
    }

    @Test func universalLinkIsMarked() throws {
        let request = try read("https://hotels.example.com/cities")
        #expect(request.isUniversalLink)
        #expect(request.droppedHost == "hotels.example.com")
    }

    @Test func queryRepeatedBareAndPlus() throws {
        let request = try read("hotels://x?a=1&b&a=2&&c=x+y%20z&d=")
        #expect(request.query == [
            QueryItem(name: "a", value: "1"), QueryItem(name: "b", value: nil), QueryItem(name: "a", value: "2"),
            QueryItem(name: "c", value: "x y z"), QueryItem(name: "d", value: ""),
        ])
    }

    @Test func plusKeptWhenDecodePlusIsOff() throws {
        var options = self.options
        options.decodePlus = false
        #expect(try read("x?c=a+b", options).query == [QueryItem(name: "c", value: "a+b")])
    }

    @Test func fragmentIsKept() throws {
        #expect(try read("docs/intro#setup%20now").fragment == "setup now")
    }

    @Test(arguments: [
        ("", "empty"),
        ("   ", "empty"),
        ("hotels://a\u{07}b", "control character U+0007"),
        ("https://evil.example.org/cities", "not one of this app's universal-link domains"),
    ])
    func refused(input: String, message: String) {
        switch RouteRequest.parse(input, options: options) {
        case .success(let request): Issue.record("expected a refusal, read \(request)")
        case .failure(let error): #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test func overlongInputIsRefused() {
        let input = "hotels://" + String(repeating: "a", count: RouteRequest.maximumLength)
        guard case .failure(let error) = RouteRequest.parse(input, options: options) else {
            Issue.record("accepted an overlong URL")
            return
        }
        #expect(error.message.contains("the limit is 16384"))
    }
}
