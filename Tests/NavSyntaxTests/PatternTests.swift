import Testing
@testable import NavSyntax

@Suite struct PatternTests {
    @Test(arguments: [
        ("/user/view/:userID", "/user/view/:userID"),
        ("user/view/:userID", "/user/view/:userID"),
        ("users/{user_id}", "/users/:user_id"),
        ("/a/<int:id>/<float:x>/<uuid:u>", "/a/<int:id>/<float:x>/<uuid:u>"),
        ("/files/<path:rest>", "/files/<path:rest>"),
        ("list/*", "/list/*"),
        ("list/*/detail", "/list/*/detail"),
        ("/", "/"),
        ("//a///b/", "/a/b"),
        ("docs/:page#:section", "/docs/:page#:section"),
    ])
    func normalizedText(source: String, expected: String) throws {
        let pattern = try RoutePattern(source)
        #expect(pattern.expansions.map(\.text) == [expected])
    }

    @Test func segmentKinds() throws {
        let pattern = try RoutePattern("a/:b/{c}/<int:d>/*/e/*")
        #expect(pattern.expansions[0].segments.map(\.segment) == [
            .literal("a"), .parameter("b"), .parameter("c"), .typed("d", .int), .anyOne, .literal("e"), .rest,
        ])
    }

    @Test func optionalGroupsExpandLongestFirstInJLRoutesOrder() throws {
        let pattern = try RoutePattern("/the(/foo/:a)(/bar/:b)")
        #expect(pattern.expansions.map(\.text) == [
            "/the/foo/:a/bar/:b", "/the/foo/:a", "/the/bar/:b", "/the",
        ])
    }

    @Test func optionalGroupsAnywhereAndNested() throws {
        #expect(try RoutePattern("(/:lang)/home").expansions.map(\.text) == ["/:lang/home", "/home"])
        #expect(try RoutePattern("/a(/b(/c))").expansions.map(\.text) == ["/a/b/c", "/a/b", "/a"])
    }

    @Test func screenMarksAndModal() throws {
        let pattern = try RoutePattern("cities{CityList}/:city{HotelList}/:hotelID{HotelDetail}/book{Booking}!")
        let marks = pattern.expansions[0].segments.map(\.mark)
        #expect(marks == [
            ScreenMark(screen: "CityList", modal: false), ScreenMark(screen: "HotelList", modal: false),
            ScreenMark(screen: "HotelDetail", modal: false), ScreenMark(screen: "Booking", modal: true),
        ])
        #expect(pattern.expansions[0].segments[1].segment == .parameter("city"))
    }

    @Test func parameterInBracesWithScreen() throws {
        let pattern = try RoutePattern("users/{user_id}{User}")
        #expect(pattern.expansions[0].segments[1] == MarkedSegment(.parameter("user_id"), mark: ScreenMark(screen: "User", modal: false)))
    }

    @Test(arguments: [
        ("", 1, "the path is empty"),
        ("   ", 1, "the path is empty"),
        ("/the(/foo", 5, "unbalanced '('"),
        ("/the/foo)", 9, "unbalanced ')'"),
        ("/a/{id", 4, "unbalanced '{'"),
        ("/a/<int:id", 4, "typed parameter is written <type:name>"),
        ("/a/<bool:id>", 5, "unknown parameter type 'bool'"),
        ("/a/:", 4, "empty parameter name"),
        ("/a/:id/:id", 8, "parameter 'id' appears twice"),
        ("/a!/b", 3, "'!' must follow a {Screen}"),
        ("/files/<path:p>/more", 8, "must be the last segment"),
        ("/a/b*c", 5, "unexpected '*'"),
        ("/a/x{}", 5, "empty screen name"),
        ("/a#", 3, "'#' must be followed by one fragment segment"),
    ])
    func invalidPatterns(source: String, column: Int, message: String) {
        #expect(throws: PatternError.self) { try RoutePattern(source) }
        do {
            _ = try RoutePattern(source)
        } catch {
            #expect(error.column == column, "\(source): \(error)")
            #expect(error.message.contains(message), "\(source): \(error)")
        }
    }

    @Test func tooManyOptionalGroups() {
        let source = "/a" + String(repeating: "(/x)", count: 9)
        #expect(throws: PatternError.self) { try RoutePattern(source) }
    }

    @Test(arguments: [
        (ParameterType.int, "42", true), (.int, "-7", true), (.int, "4.2", false), (.int, "x", false),
        (.float, "4.2", true), (.float, "1e3", true), (.float, "inf", false), (.float, "nan", false),
        (.uuid, "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", true), (.uuid, "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", true),
        (.uuid, "E621E1F8C36C495A93FC0C247A3E6E5F", false), (.uuid, "G621E1F8-C36C-495A-93FC-0C247A3E6E5F", false),
        (.path, "a/b", true),
    ])
    func typeConversion(type: ParameterType, value: String, accepted: Bool) {
        #expect(type.accepts(Substring(value)) == accepted)
    }
}
