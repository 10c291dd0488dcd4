@testable import NavTerminal
import Testing

/// A block read straight from the terminal during a paste typed key by key: its leading
/// printable characters, then what goes back to ncurses, in order, key sequences as key codes.
@Suite struct TypedPasteBlockTests {
    static let up: Int32 = 259
    static let mouse: Int32 = 409

    static func split(_ text: String) -> TypedPasteBlock {
        split(Array(text.utf8))
    }

    static func split(_ bytes: [UInt8]) -> TypedPasteBlock {
        TypedPasteBlock(bytes[...], mouseCode: mouse) { sequence in
            switch Array(sequence) {
            case Array("\u{1B}[A".utf8): return up
            case Array("\u{1B}[M".utf8), Array("\u{1B}[<".utf8): return mouse
            default: return 0
            }
        }
    }

    @Test func aPrintableBlockIsAllCharacters() {
        let block = Self.split("xy é 日本 ~")
        #expect(String(block.characters) == "xy é 日本 ~")
        #expect(block.rest.isEmpty)
    }

    @Test func enterEndsTheCharactersAndTheRestGoesBackAsBytes() {
        let block = Self.split("abc\r def")
        #expect(String(block.characters) == "abc")
        #expect(block.rest == [13, 32, 100, 101, 102])
    }

    @Test func aKeySequenceGoesBackAsItsKeyCode() {
        let block = Self.split("ab\u{1B}[Acd\u{1B}")
        #expect(String(block.characters) == "ab")
        #expect(block.rest == [Self.up, 99, 100, 27])
    }

    @Test func aMouseReportIsDropped() {
        #expect(Self.split("ab\u{1B}[<0;31;4Mcd").rest == [99, 100])
        #expect(Self.split("ab\u{1B}[M !!cd").rest == [99, 100])
    }

    @Test func aCharacterCutByTheBlockEndAndControlsGoBackAsBytes() {
        let cut = Self.split([0x61, 0x62, 0xC3])
        #expect(String(cut.characters) == "ab")
        #expect(cut.rest == [0xC3])
        let c1 = Self.split("a\u{85}b")
        #expect(String(c1.characters) == "a")
        #expect(c1.rest == [0xC2, 0x85, 0x62])
        #expect(Self.split("a\u{7F}").rest == [0x7F])
        #expect(Self.split([0xFF, 0x61]).rest == [0xFF, 0x61])
    }
}
