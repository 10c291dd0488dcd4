import NavUI
import Testing

@Suite("KeyInput from character codes")
struct KeyInputTests {
    @Test(arguments: [
        (9, KeyInput.tab), (10, .enter), (13, .enter), (8, .backspace), (127, .backspace),
        (27, .escape), (0, .ctrl("@")), (1, .ctrl("a")), (3, .ctrl("c")), (26, .ctrl("z")),
        (28, .ctrl("\\")), (29, .ctrl("]")), (30, .ctrl("^")), (31, .ctrl("_")),
        (32, .character(" ")), (0x61, .character("a")), (0x7E, .character("~")),
        (0xE9, .character("é")), (0x6F22, .character("漢")), (0x1F600, .character("😀")),
        (0x85, .unknown(0x85)), (0x9F, .unknown(0x9F)),
        (0xD800, .unknown(0xD800)), (0x110000, .unknown(0x110000)),
    ] as [(UInt32, KeyInput)])
    func decodes(code: UInt32, expected: KeyInput) {
        #expect(KeyInput(characterCode: code) == expected)
    }

    @Test func codesBeyondInt32AreUnknownWithoutTrapping() {
        #expect(KeyInput(characterCode: UInt32.max) == .unknown(-1))
    }
}
