import Testing
import NavImport

@Suite struct PatternShapeTests {
    @Test(arguments: [
        ("/user/view/:userID", "user/view/:"),
        ("user/view/:id/", "user/view/:"),
        ("users/{user_id}", "users/:"),
        ("list{List}/:id{Detail}!/extra", "list/:/extra"),
        ("legal/<path:document>", "legal/<path>"),
        ("/the(/foo/:a)(/bar/:b)", "the(/foo/:)(/bar/:)"),
        ("/wildcard/*", "wildcard/*"),
    ])
    func parameterNamesAndScreenMarksAreLeftOut(pattern: String, shape: String) {
        #expect(PatternShape.normalised(pattern) == shape)
    }

    @Test func differentLiteralsStayDifferent() {
        #expect(PatternShape.normalised("/user/:id") != PatternShape.normalised("/users/:id"))
        #expect(PatternShape.normalised("/a/:x") != PatternShape.normalised("/a/*"))
    }
}
