import Foundation
import NavModel
import NavRouteFile
@testable import NavUI
import TestSupport
import Testing

/// What a new user trying the UI at 80×24 and 120×36 ran into, each as the user sees it.
@Suite struct NewUserDayTests {
    /// An Instagram-like app with an alert, a modal, spotlight entries and three tabs.
    static let insta = """
        { "name": "Insta", "scheme": "insta",
          "state": { "loggedIn": false }, "guards": { "loggedIn": { "redirect": "insta://signin" } },
          "tabs": [ { "id": "feed", "title": "Feed", "root": "Feed" }, { "id": "search", "title": "Search", "root": "Explore" },
                    { "id": "me", "title": "Profile", "root": "MyProfile" } ],
          "screens": { "Feed": { "title": "Where to?" }, "Explore": { "title": "Explore" }, "MyProfile": { "title": "Me" },
                       "Reels": { "title": "Reels in {city}" }, "Reel": { "title": "Reel {reelID}" },
                       "Settings": { "title": "Settings", "requires": ["loggedIn"] } },
          "routes": [
            { "path": "reels/:city{Reels}/:reelID{Reel}", "tab": "feed" },
            { "path": "files/*", "alert": "Opening {wildcard}" },
            { "path": "login", "screen": "Login", "presentation": "modal", "set": { "loggedIn": true } },
            { "path": "compose", "screen": "Compose", "presentation": "modal" },
            { "path": "signin", "screen": "SignIn", "presentation": "modal" },
            { "path": "me/settings{Settings}", "tab": "me" },
            { "path": "p/:user", "screen": "Profile", "tab": "search" }
          ],
          "spotlight": [ { "title": "Ritz Carlton London", "url": "insta://p/ritzlondon" },
                         { "title": "Hotel Ritz Paris", "url": "insta://p/ritzparis" },
                         { "title": "Paris Reels", "url": "insta://reels/paris/1" } ] }
        """

    static func state(columns: Int, rows: Int) throws -> AppState {
        AppState(app: try compiledApp(insta), columns: columns, rows: rows)
    }

    static func screen(_ state: AppState) -> String { view(state).textLines().joined(separator: "\n") }

    // MARK: 9. Titles

    @Test func theTreeShowsTitlesWithTheIdBeside() throws {
        var state = try Self.state(columns: 120, rows: 36)
        Fixture.enter("insta://reels/paris/7", into: &state)
        let screen = Self.screen(state)
        #expect(screen.contains("   0 Where to?  Feed #1"), "\(screen)")
        #expect(screen.contains("   1 Reels in paris  Reels #"), "\(screen)")
        #expect(screen.contains("   2 Reel 7  Reel #"), "\(screen)")
        // The title in the text's own style, the id and instance dimmed beside it.
        let buffer = view(state)
        let lines = buffer.textLines()
        let row = try #require(lines.firstIndex { $0.contains("1 Reels in paris  Reels #") })
        let line = lines[row]
        func style(at text: String) throws -> CellStyle {
            let column = line.distance(from: line.startIndex, to: try #require(line.range(of: text)).lowerBound)
            return try #require(buffer.styleRuns(row: row).first { $0.columns.contains(column) }).style
        }
        #expect(try !style(at: "Reels in paris").dim)
        #expect(try style(at: "Reels #").dim)
    }

    /// The back label gets the room it has: the title moves right of it, as UINavigationBar does.
    @Test func theBackLabelIsCutOnlyWhenTheTitleNeedsTheRoom() {
        func bar(_ title: String, back: String?) -> String {
            var buffer = CellBuffer(width: 36, height: 1)
            PhoneView.drawNavigationBar(&buffer, title: title, back: back, close: false, rect: CellRect(x: 0, y: 0, width: 36, height: 1))
            return buffer.textLines()[0]
        }
        #expect(bar("Hotels in paris", back: "Where to?") == "‹ Where to? Hotels in paris")
        #expect(bar("Hotel 42", back: "Where to?") == "‹ Where to?   Hotel 42")
        #expect(bar("Hotel 42", back: "Hotels in paris") == "‹ Hotels in paris Hotel 42")
        #expect(bar("A rather long screen title", back: "Hotels in paris") == "‹ Back A rather long screen title")
        #expect(bar("A title that takes the whole bar away", back: "Hotels") == "‹ A title that takes the whole bar …")
        #expect(bar("Home", back: nil) == "                Home")
    }

    // MARK: 10. The log

    @Test func aLongReportOpensAtItsHeadAndScrolls() throws {
        var state = try Self.state(columns: 80, rows: 24)
        Fixture.enter(":explain insta://reels/paris/7", into: &state)
        var screen = Self.screen(state)
        #expect(screen.contains("winner: routes[0]"), "\(screen)")
        #expect(screen.hasSuffix("Esc navigator · PgUp/PgDn log"), "the footer says how to scroll the log")
        #expect(screen.contains("more below · PgDn"))
        var pages = 0
        while update(&state, .key(.pageDown)).isEmpty, pages < 20 { pages += 1 }
        #expect(pages >= 1)
        screen = Self.screen(state)
        #expect(!screen.contains("winner: routes[0]"))
        #expect(state.logScroll == 0)
        #expect(update(&state, .key(.pageDown)) == [.bell])  // at the end already
        _ = update(&state, .key(.pageUp))
        #expect(state.logScroll > 0)
        // The wheel over the log scrolls it; over the phone it does nothing.
        let log = try #require(Layout(columns: 80, rows: 24).logPanel)
        let before = state.logScroll
        _ = update(&state, .key(.mouse(MouseEvent(x: log.x + 3, y: log.y + 2, kind: .scrollDown))))
        #expect(state.logScroll == max(0, before - 3))
        _ = update(&state, .key(.mouse(MouseEvent(x: 2, y: 10, kind: .scrollUp))))
        #expect(state.logScroll == max(0, before - 3))
        // New input follows the end again.
        Fixture.enter(":back", into: &state)
        #expect(state.logScroll == 0)
    }

    @Test func theLogWrapsAtWordBoundaries() {
        #expect(LogView.wrap("type a deep link and press Enter; F1 shows every key", width: 40)
            == ["type a deep link and press Enter; F1", "    shows every key"])
        // A word longer than a line breaks after a `/`, `?` or `&`, not in the middle of a name.
        #expect(LogView.wrap("  matched routes[0] cities{CityList}/:city{HotelList}/:hotelID{HotelDetail} as /x", width: 30)
            == ["  matched routes[0]", "    cities{CityList}/", "    :city{HotelList}/", "    :hotelID{HotelDetail} as", "    /x"])
        #expect(LogView.wrap("› hotels://cities/paris/hotels/42/reviews?sort=new&page=2", width: 40)
            == ["› hotels://cities/paris/hotels/42/", "    reviews?sort=new&page=2"])
        #expect(LogView.wrap("  ✗ no route matches insta://posts/12/comments/987654?x=1", width: 40)
            == ["  ✗ no route matches", "    insta://posts/12/comments/987654?x=1"])  // it fits a line of its own
        #expect(LogView.wrap("  ✗ no route matches insta://posts/12/comments/987654321?sort=top&x=1", width: 40)
            == ["  ✗ no route matches insta://posts/12/", "    comments/987654321?sort=top&x=1"])
        // Without a separator in reach a word is still cut at the width.
        #expect(LogView.wrap("abcdefghijklmnopqrstuvwxyz", width: 10) == ["abcdefghij", "    klmnop", "    qrstuv", "    wxyz"])
        #expect(LogView.wrap("short", width: 30) == ["short"])
    }

    // MARK: 12. Guard state

    @Test func flagsAndThePendingLinkAreAlwaysOnScreen() throws {
        var state = try Self.state(columns: 80, rows: 24)
        #expect(Self.screen(state).components(separatedBy: "\n")[2].hasPrefix(" flags  loggedIn=false  pending none"))
        Fixture.enter("me/settings", into: &state)
        _ = update(&state, .key(.escape))  // leave the login modal up, back to the navigator
        let line = Self.screen(state).components(separatedBy: "\n")[2]
        // The canonical URL, not the input as typed.
        #expect(line.hasPrefix(" flags  loggedIn=false  pending insta://me/settings"), "\(line)")
    }

    // MARK: 13. Alerts

    @Test func anAlertShowsOnThePhoneUntilEnterOrEsc() throws {
        var state = try Self.state(columns: 80, rows: 24)
        Fixture.enter("insta://files/a/b.txt", into: &state)
        #expect(state.overlay == .alert("Opening a/b.txt"))
        let screen = Self.screen(state)
        #expect(screen.contains("Alert"))
        #expect(screen.contains("Opening a/b.txt"))
        #expect(screen.contains("OK  (Enter / Esc)"))
        #expect(update(&state, .key(.character("x"))) == [.bell])
        #expect(state.editor.isEmpty)
        _ = update(&state, .key(.escape))
        #expect(state.overlay == nil)
        Fixture.enter("insta://files/c", into: &state)
        _ = update(&state, .key(.enter))
        #expect(state.overlay == nil)
        #expect(!Self.screen(state).contains("OK  (Enter / Esc)"))
    }

    // MARK: 14. Space

    /// At 80×24 the selected tab's stack stays in view: the other tabs fold to one row.
    @Test func theSelectedStackIsVisibleAt80x24() throws {
        var state = try Self.state(columns: 80, rows: 24)
        Fixture.enter("insta://reels/paris/7", into: &state)
        Fixture.enter("insta://p/ann", into: &state)
        Fixture.enter("insta://login", into: &state)
        Fixture.enter("insta://me/settings", into: &state)
        let screen = Self.screen(state)
        #expect(screen.contains("● Profile  me"), "\(screen)")
        #expect(screen.contains("   1 Settings  Settings #"), "\(screen)")
        #expect(screen.contains("○ Feed  feed  · Reel 7 (3 screens)"), "\(screen)")
    }

    /// At 120×36 the log is as wide as everything right of the phone.
    @Test func theLogGetsTheWidthAt120x36() throws {
        let layout = Layout(columns: 120, rows: 36)
        let log = try #require(layout.logPanel)
        let inspector = try #require(layout.inspector)
        #expect(log.x == Layout.phoneWidth && log.width == 120 - Layout.phoneWidth)
        #expect(inspector.width == log.width && inspector.y + inspector.height == log.y)
        #expect(log.height >= 15)
    }

    // MARK: 15. Spotlight

    @Test func spotlightSearchFindsTitlesByAnyPartRanked() throws {
        let app = try compiledApp(Self.insta)
        #expect(SpotlightSearch.ranked("ritz", in: app.app.spotlight).map(\.title) == ["Ritz Carlton London", "Hotel Ritz Paris"])
        #expect(SpotlightSearch.ranked("paris", in: app.app.spotlight).map(\.title) == ["Paris Reels", "Hotel Ritz Paris"])
        var state = try Self.state(columns: 120, rows: 36)
        Fixture.enter("Ritz Paris", into: &state)
        #expect(state.navigation.tree.currentTab.stack.screens.last?.screen == "Profile")
        #expect(state.log.contains { $0.text.contains(#"spotlight search "Ritz Paris" → "Hotel Ritz Paris""#) })
        for character in "Ritz" { _ = update(&state, .key(.character(character))) }
        _ = update(&state, .key(.tab))
        #expect(state.log.last?.text == "completions: Ritz Carlton London  Hotel Ritz Paris")
        _ = update(&state, .key(.ctrl("u")))
        for character in "carlton" { _ = update(&state, .key(.character(character))) }
        _ = update(&state, .key(.tab))
        #expect(state.editor.string == "Ritz Carlton London")
    }

    // MARK: 16. Small ones

    @Test func recordIsCompletedAndListed() throws {
        let app = try compiledApp(Self.insta)
        #expect(Completion.candidates(for: ":re", app: app) == [":reset", ":replace", ":record"])
    }

    /// F1 at 80×24 and 120×36: every key's action and every command's summary is there whole
    /// (long lines wrap inside the panel instead of being cut at its edge).
    @Test(arguments: [(80, 24), (120, 36)]) func helpLinesAreWholeAtCommonSizes(columns: Int, rows: Int) throws {
        var state = try Self.state(columns: columns, rows: rows)
        _ = update(&state, .key(.function(1)))
        var text: [String] = []
        for _ in 0..<12 {
            let lines = view(state).textLines().map(Array.init)
            let top = try #require(lines.firstIndex { String($0).contains("┌─ Keys") })
            let left = try #require(lines[top].firstIndex(of: "┌"))
            let right = try #require(lines[top][(left + 1)...].firstIndex(of: "┐"))
            for line in lines[(top + 1)...] {
                guard line.count > right, line[left] == "│", line[right] == "│" else { break }
                text.append(String(line[(left + 1)..<right]))
            }
            _ = update(&state, .key(.pageDown))
        }
        func collapsed(_ string: String) -> String { string.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let help = collapsed(text.joined(separator: " "))
        #expect(!text.contains { $0.trimmingCharacters(in: .whitespaces).hasSuffix("…") }, "\(text.joined(separator: "\n"))")
        for entry in KeyMap.groups.flatMap(\.entries) {
            #expect(help.contains(collapsed(entry.keys + " " + entry.action)), "F1 at \(columns) columns cuts \(entry.keys)")
        }
        for command in KeyMap.commands {
            #expect(help.contains(collapsed(command.usage + " " + command.summary)), "F1 at \(columns) columns cuts \(command.usage)")
        }
    }

    @Test func keysDoNothingBehindTheTooSmallScreen() throws {
        var state = try Self.state(columns: 120, rows: 36)
        _ = update(&state, .resize(columns: 30, rows: 10))
        #expect(update(&state, .key(.character("x"))) == [.bell])
        _ = update(&state, .key(.function(1)))
        _ = update(&state, .key(.enter))
        #expect(state.editor.isEmpty && state.overlay == nil && state.focus == .input)
        _ = update(&state, .resize(columns: 120, rows: 36))
        #expect(Self.screen(state).contains("Container tree"))
    }

    /// At the narrowest width the title bar's two halves do not run into each other: the
    /// profile goes first.
    @Test func theTitleBarAt44Columns() throws {
        let state = try Self.state(columns: 44, rows: 14)
        let title = Self.screen(state).components(separatedBy: "\n")[0]
        #expect(title.hasSuffix(" inline.json"), "\(title)")
        #expect(title.hasPrefix(" navsim · Insta · insta://  "), "\(title)")
        #expect(!title.contains("…"), "\(title)")
    }

    @Test func oneRouteIsOneRoute() throws {
        let state = AppState(app: try compiledApp(#"{ "routes": [ { "path": "a" } ] }"#), columns: 120, rows: 36)
        #expect(state.log.first?.text.hasPrefix("App: 1 route from") == true)
    }

    /// A modal opened again while it is up is a new instance, and the log says so.
    @Test func aModalOpenedAgainSaysItIsANewInstance() throws {
        var state = try Self.state(columns: 120, rows: 36)
        Fixture.enter("insta://compose", into: &state)
        Fixture.enter("insta://compose", into: &state)
        #expect(state.log.contains { $0.text.contains("Compose was already presented (#4): it was dismissed and a new instance (#5) presented") },
                "\(state.log.map(\.text))")
    }
}
