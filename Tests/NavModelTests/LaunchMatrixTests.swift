import Foundation
import NavModel
import NavRouteFile
import Testing
import TestSupport

/// `navsim matrix` on the shipped demo: which launch states end differently from the cold start.
@Suite struct LaunchMatrixTests {
    static func demo() throws -> Simulator {
        try CompiledApp.load(path: ProjectFiles.root.appendingPathComponent("demo-routes.json").path).simulator
    }

    @Test func theStatesOfTheDemo() throws {
        let states = try Self.demo().launchStates(for: "hotels://cities/paris/42")
        #expect(states.map(\.name) == [
            "cold", "warm on home root", "warm on bookings root", "warm on profile root",
            "warm on its own screen, other parameters", "warm with a modal up",
            "signed out (guard flags false)", "signed in (required flags true)",
        ])
        #expect(states[4].launch == Launch(from: ["hotels://cities/paris2/43"]))
        #expect(states[5].launch == Launch(from: ["hotels://help"]))
        #expect(states[7].launch == Launch(flags: ["loggedIn": true]))
    }

    @Test func aLinkWithoutATabOpensOnTheSelectedTabSoWarmStatesDiffer() throws {
        let matrix = try Self.demo().matrix("hotels://natgeo")
        #expect(matrix.rows.filter(\.differs).map(\.name) == ["warm on bookings root", "warm on profile root"])
        let bookings = try #require(matrix.rows.first { $0.name == "warm on bookings root" })
        #expect(bookings.selectedTab == "bookings")
        #expect(bookings.stack == ["BookingList", "PartnerProfile"])
        #expect(matrix.lines.prefix(4) == [
            "matrix of hotels://natgeo: 2 of 6 states differ from the cold start (*)",
            "  state                           tab      top            stack                        modals pending",
            "  cold                            home     PartnerProfile CityList > PartnerProfile    -      -",
            "  warm on home root               home     PartnerProfile CityList > PartnerProfile    -      -",
        ])
        #expect(matrix.lines.contains("* warm on bookings root           bookings PartnerProfile BookingList > PartnerProfile -      -"))
    }

    /// Only a link no route takes is "unmatched"; a refused command or a guarded link is a result.
    @Test func aLinkNoRouteTakesIsUnmatched() throws {
        let demo = try Self.demo()
        #expect(demo.matrix("hotels://natgoe").unmatched == "no route matches hotels://natgoe")
        #expect(demo.matrix("").unmatched?.hasPrefix("the input is empty") == true)
        for taken in ["hotels://natgeo", "inbox", ":back", "newBooking", "hotels://cities/paris/42/book"] {
            #expect(demo.matrix(taken).unmatched == nil, "\(taken)")
        }
    }

    @Test func aGuardedLinkWaitsColdAndOpensSignedIn() throws {
        let matrix = try Self.demo().matrix("inbox")
        let cold = try #require(matrix.rows.first)
        #expect(cold.modals == [["Login"]])
        #expect(cold.pending == "hotels://inbox")
        let signedIn = try #require(matrix.rows.last)
        #expect(signedIn.name == "signed in (required flags true)")
        #expect(signedIn.differs)
        #expect(signedIn.top == "Inbox")
        #expect(signedIn.pending == nil)
        #expect(matrix.rows.first { $0.name == "signed out (guard flags false)" }?.differs == false)
    }

    @Test func aWholeStackLinkEndsTheSameEverywhere() throws {
        let matrix = try Self.demo().matrix("hotels://cities/paris/42")
        #expect(matrix.rows.allSatisfy { !$0.differs && $0.stack == ["CityList", "HotelList", "HotelDetail"] })
        #expect(matrix.lines.first == "matrix of hotels://cities/paris/42: every state ends as the cold start does")
    }

    @Test func anUnmatchedLinkIsRefusedInEveryState() throws {
        let matrix = try Self.demo().matrix("hotels://nowhere")
        #expect(matrix.rows.allSatisfy { $0.refusal == "no route matches hotels://nowhere" && !$0.differs })
        #expect(!matrix.rows.contains { $0.name.hasPrefix("warm on its own screen") })
    }

    @Test func theMatrixCommandShowsTheSameTable() throws {
        let simulator = try Self.demo()
        var state = simulator.coldStart()
        let report = simulator.perform(":matrix hotels://natgeo", on: &state)
        #expect(report.outcome == .info(simulator.matrix("hotels://natgeo").lines))
        #expect(state == simulator.coldStart())
        #expect(simulator.perform(":matrix", on: &state).isRefused)
    }
}
