import Foundation
import TestSupport
import Testing

/// The headless commands of the built binary: output and exit codes.
@Suite struct HeadlessCommandTests {
    @Test func matchPrintsTheSpecJSON() throws {
        let result = try Binary.run(["match", "hotels://cities/paris/42?ref=mail", "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["input"] as? String == "hotels://cities/paris/42?ref=mail")
        #expect(json["matched"] as? Bool == true)
        let route = try #require(json["route"] as? [String: Any])
        #expect(route["index"] as? Int == 0)
        #expect(route["scheme"] as? String == "hotels")
        let params = try #require(json["params"] as? [String: Any])
        #expect(params["city"] as? String == "paris")
        #expect(params["hotelID"] as? String == "42")
        #expect(params["ref"] as? String == "mail")
        #expect(json["profile"] as? String == "navsim")
        #expect(json["wildcard"] as? [String] == [])
    }

    @Test func noMatchExitsOneAndSuggests() throws {
        let result = try Binary.run(["match", "hotels://citys/paris"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("no route matches hotels://citys/paris"))
        #expect(result.stdout.contains("did you mean: /cities/:city"))
    }

    @Test func explainListsEveryCandidate() throws {
        let result = try Binary.run(["match", "hotels://cities/paris/42", "--explain"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("won"))
        #expect(result.stdout.contains("segment 4: the URL ends where the pattern expects 'book'"))
    }

    @Test func openAppliesInputsFromAColdStart() throws {
        let result = try Binary.run(["open", "hotels://cities/paris/42/book", ":set loggedIn=true", "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["selectedTab"] as? String == "home")
        let tabs = try #require(json["tabs"] as? [[String: Any]])
        let home = try #require(tabs.first?["stack"] as? [[String: Any]])
        #expect(home.map { $0["screen"] as? String } == ["CityList", "HotelList", "HotelDetail"])
        let modals = try #require(json["modals"] as? [[String: Any]])
        #expect((modals.first?["stack"] as? [[String: Any]])?.first?["screen"] as? String == "Booking")
        #expect(json["pending"] is NSNull)
        #expect((json["state"] as? [String: Bool])?["loggedIn"] == true)
        #expect(json["url"] as? String == "hotels://cities/paris/42/book")
    }

    @Test func checkNamesTheLineOfAMalformedFileAndExitsTwo() throws {
        let scratch = try ScratchDirectory()
        defer { withExtendedLifetime(scratch) {} }
        let path = try scratch.write("{\n  \"routes\": [\n    { \"path\": \"a\" }\n    { \"path\": \"b\" }\n  ]\n}\n", to: "routes.json")
        let result = try Binary.run(["check", path])
        #expect(result.status == 2)
        #expect(result.stdout.contains("\(path):4:5: error"))
    }

    @Test func checkAcceptsTheDemoAndTheExamples() throws {
        for file in ["demo-routes.json", "Resources/examples/jlroutes.json", "Resources/examples/waapprouting.json",
                     "Resources/examples/ikrouter.json", "Resources/examples/icrouter.json"] {
            let result = try Binary.run(["check", file])
            #expect(result.status == 0, "\(file): \(result.stdout)\(result.stderr)")
        }
    }

    @Test func aBadRouteFileExitsTwoForEveryCommand() throws {
        let scratch = try ScratchDirectory()
        defer { withExtendedLifetime(scratch) {} }
        let path = try scratch.write("{ \"routes\": [ { \"path\": \"/a(\" } ] }", to: "routes.json")
        for arguments in [["match", "/a"], ["open", "/a"], ["routes"]] {
            let result = try Binary.run(arguments + ["--routes", path])
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("unbalanced '('"), "\(arguments): \(result.stderr)")
        }
    }

    @Test func badArgumentsExitTwo() throws {
        #expect(try Binary.run(["match"]).status == 2)
        #expect(try Binary.run(["open", "--nope"]).status == 2)
    }

    @Test func theUIRefusesToStartWithoutATerminal() throws {
        let result = try Binary.run([])
        #expect(result.status == 2)
        #expect(result.stderr.contains("needs a terminal"))
        #expect(result.stderr.contains("navsim open"))
    }

    @Test func runsTheBundledDemoFromAnyDirectory() throws {
        let result = try Binary.run(["match", "hotels://cities/paris", "--json"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"matched\": true"))
    }

    @Test func hostileInputsNeverCrash() throws {
        let inputs = ["", " ", "%", "%%%zz", "://", "hotels://" + String(repeating: "a/", count: 5000),
                      "hotels://\u{1}\u{7f}", "hotels://a?&&&==&", "#", "?", "\u{FFFD}\u{0301}", ":", ":::"]
        for input in inputs {
            let result = try Binary.run(["match", input, "--json"])
            #expect([0, 1].contains(result.status), "\(input.prefix(40)): \(result.status) \(result.stderr)")
            let opened = try Binary.run(["open", input])
            #expect(opened.status == 0, "\(input.prefix(40)): \(opened.status) \(opened.stderr)")
        }
    }
}

/// `navsim open --from SETUP... -- INPUT...`: a warm start, with setup and inputs told apart.
@Suite struct WarmOpenCommandTests {
    @Test func theTraceSaysWhichInputsSetUpTheStateAndWhichAreUnderTest() throws {
        let result = try NavsimBinary.run(["open", "--trace", "--from", ":tab bookings", "--", "hotels://natgeo"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let setup = try #require(lines.firstIndex(of: "setup (warm start, not under test):"))
        let underTest = try #require(lines.firstIndex(of: "under test:"))
        #expect(lines[setup + 1] == "> :tab bookings")
        #expect(lines[underTest + 1] == "> hotels://natgeo")
        #expect(setup < underTest)
        #expect(lines.contains("tab bookings*: BookingList#2 > PartnerProfile#4(partner=natgeo)"))
    }

    /// The cancelled sign-in, headless: the sheet closed by Back drops the waiting Inbox link,
    /// so signing in afterwards leaves the partner's profile on top, cold or warm.
    @Test(arguments: [["inbox", ":back", "natgeo", ":set loggedIn=true"],
                      ["--from", "inbox", ":back", "natgeo", "--", ":set loggedIn=true"]])
    func aCancelledSignInLeavesTheNatgeoProfileOnTop(_ inputs: [String]) throws {
        let result = try NavsimBinary.run(["open"] + inputs)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("tab home*: CityList#1(imageCache:=HotelImageCache) > PartnerProfile#5(partner=natgeo)"), "\(result.stdout)")
        #expect(lines.contains("pending: none"))
        #expect(!lines.contains { $0.contains("Inbox") })
    }

    /// `--from` takes every value up to the next option, so without `--` the link meant to be
    /// under test is setup: the command says so instead of printing a warm state silently.
    @Test func fromWithoutTheSeparatorSaysNothingIsUnderTest() throws {
        let result = try NavsimBinary.run(["open", "--json", "--from", ":tab bookings", "hotels://natgeo"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("every input after --from is setup, so nothing is under test; put the inputs under test after `--`"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["setup"] as? [Any])?.count == 2)
        #expect((json["steps"] as? [Any])?.isEmpty == true)
        for quiet in [["--from", ":tab bookings", "--", "hotels://natgeo"], ["--from", ":tab bookings", "--"], ["hotels://natgeo"]] {
            let separated = try NavsimBinary.run(["open"] + quiet)
            #expect(separated.status == 0 && separated.stderr.isEmpty, "\(quiet): \(separated.stderr)")
        }
    }

    @Test func jsonListsTheSetupApartFromTheSteps() throws {
        let result = try NavsimBinary.run(["open", "--json", "--from", "hotels://cities/paris/42", "--", "hotels://cities/paris/7"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let setup = try #require(json["setup"] as? [[String: Any]])
        let steps = try #require(json["steps"] as? [[String: Any]])
        #expect(setup.map { $0["input"] as? String } == ["hotels://cities/paris/42"])
        #expect(steps.map { $0["input"] as? String } == ["hotels://cities/paris/7"])
        // Warm on its own screen, the link reuses the instances and refreshes the parameter.
        #expect((steps[0]["events"] as? [String])?.contains("reused HotelDetail #5") == true)
        #expect(json["url"] as? String == "hotels://cities/paris/7")
    }

    @Test func withoutFromTheStartIsColdAndTheOutputHasNoSetup() throws {
        let result = try NavsimBinary.run(["open", "--json", "hotels://natgeo"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["setup"] == nil)
        #expect(json["selectedTab"] as? String == "home")
    }
}

/// `navsim matrix URL... [--json]`.
@Suite struct MatrixCommandTests {
    @Test func jsonNamesEveryStateWithItsTreeAndMarksTheDifferingOnes() throws {
        let result = try NavsimBinary.run(["matrix", "--json", "hotels://natgeo"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["input"] as? String == "hotels://natgeo")
        let states = try #require(json["states"] as? [[String: Any]])
        #expect(states.count == 7)
        let bookings = try #require(states.first { $0["name"] as? String == "warm on bookings root" })
        #expect(bookings["selectedTab"] as? String == "bookings")
        #expect(bookings["stack"] as? [String] == ["BookingList", "PartnerProfile"])
        #expect(bookings["modals"] as? [[String]] == [])
        #expect(bookings["url"] as? String == "hotels://partners/natgeo")
        #expect(bookings["pending"] is NSNull)
        #expect(bookings["differs"] as? Bool == true)
        #expect(states.first?["differs"] as? Bool == false)
    }

    @Test func severalLinksGiveAnArrayAndTextTablesApart() throws {
        let json = try NavsimBinary.run(["matrix", "--json", "inbox", "hotels://natgeo"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["input"] as? String } == ["inbox", "hotels://natgeo"])
        let text = try NavsimBinary.run(["matrix", "inbox", "hotels://natgeo"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("matrix of inbox on iOS: 4 of 7 states differ from the cold start (*)\n"))
        #expect(text.stdout.contains("\n\nmatrix of hotels://natgeo on iOS: 2 of 6 states differ from the cold start (*)\n"))
    }

    /// A misspelt link used to print "every state ends as the cold start does" and exit 0.
    @Test func aLinkNoRouteTakesExitsOneAndIsNamed() throws {
        let result = try NavsimBinary.run(["matrix", "hotels://natgeo", "hotels://natgoe"])
        #expect(result.status == 1)
        // Refused in every state: the tabs differ (each state stays as it was), so the header does not say they end alike.
        #expect(result.stdout.contains("matrix of hotels://natgoe on iOS: the link is refused in every state, so each stays as it was"))
        #expect(result.stderr == "navsim: hotels://natgoe: no route matches hotels://natgoe\n")
        let json = try NavsimBinary.run(["matrix", "--json", "hotels://natgoe"])
        #expect(json.status == 1)
        #expect((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["input"] as? String == "hotels://natgoe")
    }

    @Test func noLinkIsAUsageErrorWithExitTwo() throws {
        let result = try NavsimBinary.run(["matrix"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Missing expected argument"))
    }
}
