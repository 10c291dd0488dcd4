import NavModel
import NavUI
import Testing

/// A typed line is read once into an `InputLine`; its text is what history, scenarios and the
/// replay after a reload keep.
@Suite struct InputLineTests {
    @Test(arguments: [
        (":back", InputLine.simulator(.back)),
        (" :TAB 2 ", .simulator(.tab(.position(2)))),
        (":tab bookings", .simulator(.tab(.name("bookings")))),
        (":menu", .simulator(.menu(nil))),
        (":menu 3", .simulator(.menu(.position(3)))),
        (":set loggedIn=true", .simulator(.set("loggedIn=true"))),
        (":explain hotels://x", .simulator(.explain("hotels://x"))),
        (":q", .simulator(.quit)),
        (":bak", .simulator(.unknown("bak"))),
        (":record s.json", .record("s.json")),
        (":record stop", .record("stop")),
        (":platform", .simulator(.platform(""))),
        (":platform android", .simulator(.platform("android"))),
        (":lint", .lint),
        (":recordx", .simulator(.unknown("recordx"))),
        ("hotels://cities/paris", .open("hotels://cities/paris")),
        ("newBooking", .open("newBooking")),
    ])
    func readsTheLine(_ text: String, _ expected: InputLine) {
        #expect(InputLine(text) == expected)
    }

    @Test func theTextReadsBackAsTheSameLine() {
        let lines: [InputLine] = [
            .simulator(.back), .simulator(.tab(.position(2))), .simulator(.tab(.name("home"))), .simulator(.menu(nil)),
            .simulator(.set("a=true")), .simulator(.reset), .simulator(.spotlight("Ritz")), .simulator(.shortcut("cart")),
            .simulator(.matrix("x://y")), .simulator(.routes), .record("a.json"), .simulator(.platform("ios")), .lint,
        ]
        for line in lines {
            #expect(InputLine(line.text) == line, "\(line.text)")
        }
    }
}
