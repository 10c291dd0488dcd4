import Testing
import NavProfiles
import NavRouting

/// Source code that the registration reader once misread: a call in a nested Swift comment, a
/// raw multi-line string, patterns built by concatenation or escapes, code under `#if 0`, and
/// files of thousands of calls that took time growing with the square of their count.
@Suite struct RegistrationSourceReadingTests {
    private func scan(_ text: String, swift: Bool = true) -> (routes: [String], problems: [String]) {
        let found = RegistrationScanner.scan(Array(text.utf8), swift: swift)
        let routes = found.registrations.compactMap { registration -> String? in
            guard case .route(let pattern, let scheme) = registration.kind else { return nil }
            return (scheme.map { "\($0):" } ?? "") + pattern + "@\(registration.line)"
        }
        return (routes, found.problems.map { "\($0.line): \($0.what)" })
    }

    @Test func aCallInANestedSwiftBlockCommentIsNotRead() {
        let found = scan("""
            /* outer /* inner */ JLRoutes.global().addRoute("/commented") */
            JLRoutes.global().addRoute("/real")
            """)
        #expect(found.routes == ["/real@2"])
        // Objective-C's comments do not nest: the code after the first `*/` is code.
        let objc = scan("/* a /* b */ [[JLRoutes globalRoutes] addRoute:@\"/objc\" handler:nil];", swift: false)
        #expect(objc.routes == ["/objc@1"])
    }

    @Test func rawStringsEndAtTheirOwnDelimiter() {
        let found = scan(##"""
            let s = #"""
              a """ b \"""
              """#
            JLRoutes.global().addRoute("/real")
            JLRoutes.global().addRoute(#"/raw"quoted"#)
            JLRoutes.global().addRoute(#"/x/\#(id)"#)
            """##)
        #expect(found.routes == [#"/real@4"#, #"/raw"quoted@5"#])
        #expect(found.problems == ["6: JLRoutes addRoute(_:) with a pattern built by string interpolation: not imported"])
    }

    @Test func concatenationIsReportedNotReadAsItsFirstLiteral() {
        let swift = scan(#"JLRoutes.global().addRoute("/a" + "/b")"#)
        #expect(swift.routes.isEmpty)
        #expect(swift.problems == [#"1: JLRoutes addRoute(_:) with a pattern built by concatenation ("/a" + …): not imported"#])
        let objc = scan(#"[[JLRoutes globalRoutes] addRoute:@"/con" @"cat" handler:nil];"#, swift: false)
        #expect(objc.routes.isEmpty)
        #expect(objc.problems == [#"1: JLRoutes addRoute: with a pattern built by concatenation ("/con" …): not imported"#])
    }

    @Test func unicodeEscapesAreResolved() {
        #expect(scan(#"JLRoutes.global().addRoute("\u{2F}x")"#).routes == ["/x@1"])
        #expect(scan(#"[[JLRoutes globalRoutes] addRoute:@"\u002Fy\x2Fz" handler:nil];"#, swift: false).routes == ["/y/z@1"])
        // An escape navsim does not read is reported, not guessed.
        #expect(scan(#"[[JLRoutes globalRoutes] addRoute:@"\q" handler:nil];"#, swift: false).problems.count == 1)
    }

    @Test func codeUnderIfZeroIsNotRead() {
        let found = scan("""
            #if 0
            JLRoutes.global().addRoute("/dead")
            #if DEBUG
            JLRoutes.global().addRoute("/dead-too")
            #endif
            #else
            JLRoutes.global().addRoute("/live")
            #endif
            #if false
            JLRoutes.global().addRoute("/never")
            #endif
            JLRoutes.global().addRoute("/after")
            """)
        #expect(found.routes == ["/live@7", "/after@12"])
    }

    /// 8,000 calls on lines without `;`, `{` or `}`, and 4,000 `routeEntityWithName:` without
    /// `path:`: each call once scanned back to the file's start or on to its end.
    @Test func thousandsOfCallsWithoutStatementBreaksAreReadInOnePass() {
        let calls = (0..<8_000).map { "JLRoutes.global().addRoute(\"/r\($0)/:id\")" }.joined(separator: "\n")
        let found = scan(calls)
        #expect(found.routes.count == 8_000)
        #expect(found.routes.last == "/r7999/:id@8000")
        let entities = (0..<4_000).map { "[WARouteEntity routeEntityWithName:@\"n\($0)\" x:nil]" }.joined(separator: "\n")
        let missing = scan(entities, swift: false)
        #expect(missing.problems.count == 4_000)
        #expect(missing.problems.last == "4000: WAAppRouting routeEntityWithName: without a path: argument: not imported")
        // The scheme of a table named in the same statement is still found.
        let tables = scan(#"JLRoutes(forScheme: "a").addRoute("/x");"# + "\n" + #"JLRoutes.global().addRoute("/y")"#)
        #expect(tables.routes == ["a:/x@1", "/y@2"])
    }
}
