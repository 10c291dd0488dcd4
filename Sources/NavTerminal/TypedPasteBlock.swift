/// One block of bytes read straight from the terminal during a paste that arrives key by key
/// (a terminal without bracketed paste), split into the printable characters it starts with
/// and the input that follows them.
///
/// ncurses reads one byte per system call, so a megabyte pasted this way took seconds; the
/// session reads such a paste a block at a time instead, and gives ncurses back (`ungetch`)
/// whatever follows the paste's characters in the last block. ncurses returns given-back
/// input as it is, without matching key sequences, so a sequence there (an arrow key: ESC [ A)
/// is handed back as its key code. A mouse report there is dropped: a click during a paste
/// is lost rather than typed as text.
package struct TypedPasteBlock {
    /// The printable characters the block starts with (no C0 or C1 control, no DEL).
    package var characters = String.UnicodeScalarView()
    /// What follows them, in order: bytes, and key codes for the key sequences among them.
    /// Empty when the whole block was printable.
    package var rest: [Int32] = []

    /// The longest key sequence tried after an ESC.
    static let longestSequence = 16

    /// Splits `bytes`. `keyCode(sequence)` is the key code bound to a sequence of bytes
    /// starting with ESC, or 0 (ncurses' `key_defined`); `mouseCode` is the code of a mouse report.
    package init(_ bytes: ArraySlice<UInt8>, mouseCode: Int32, keyCode: (ArraySlice<UInt8>) -> Int32) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard let (scalar, length) = Self.decode(bytes[index...]), Self.isPrintable(scalar) else { break }
            characters.append(scalar)
            index += length
        }
        while index < bytes.endIndex {
            guard bytes[index] == 0x1B,
                  let length = stride(from: min(Self.longestSequence, bytes.endIndex - index), through: 2, by: -1)
                    .first(where: { keyCode(bytes[index..<(index + $0)]) > 0 })
            else {
                rest.append(Int32(bytes[index]))
                index += 1
                continue
            }
            let code = keyCode(bytes[index..<(index + length)])
            index += length
            guard code == mouseCode else {
                rest.append(code)
                continue
            }
            // The report's parameters: three bytes (X10), or up to the final `M` or `m` (SGR, `ESC [ <`).
            if bytes[index - 1] == UInt8(ascii: "<") {
                while index < bytes.endIndex, bytes[index] != UInt8(ascii: "M"), bytes[index] != UInt8(ascii: "m") { index += 1 }
                index = min(index + 1, bytes.endIndex)
            } else {
                index = min(index + 3, bytes.endIndex)
            }
        }
    }

    /// The scalar UTF-8 encodes at the start of `bytes`, with its length; `nil` when the bytes
    /// there are not (or not yet, at the block's end) a whole UTF-8 character.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (Unicode.Scalar, Int)? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, UTF8.width(scalar))
    }

    /// Not a C0 control, DEL or a C1 control: what `KeyInput(characterCode:)` reads as a character.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x20 && !(0x7F..<0xA0).contains(scalar.value)
    }
}
