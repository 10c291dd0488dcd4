import NavSupport
extension RouteFile {
    /// The key that fires a shortcut (`shortcuts[i].key`).
    ///
    /// Valid names: `F1`–`F12`; a single printable character (`+`, `n`, `é`);
    /// `ctrl-A`…`ctrl-Z`. Letter case does not matter in `F` and `ctrl-`, nor in
    /// the control letter, since a terminal sends the same byte for ctrl-a and ctrl-A.
    public enum Hotkey: Sendable, Hashable, CustomStringConvertible {
        /// A function key, 1 to 12.
        case function(Int)
        /// A single printable character.
        case character(Character)
        /// A control key; the letter is upper-case A–Z.
        case control(Character)

        /// The rule ``init(name:)`` applies, for error messages.
        static let namingRule = "F1–F12, a single printable character, or ctrl-A…ctrl-Z"

        private static let functionKeys = 1...12

        /// Reads a key name; `nil` when it does not follow ``namingRule``.
        public init?(name: String) {
            if name.count == 1, let character = name.first {
                guard Self.isPrintable(character) else { return nil }
                self = .character(character)
            } else if name.lowercased().hasPrefix("ctrl-") {
                let letter = name.dropFirst("ctrl-".count)
                guard letter.count == 1, let character = letter.first,
                      character.isASCII, character.isLetter
                else { return nil }
                self = .control(Character(character.uppercased()))
            } else if let first = name.first, first == "F" || first == "f" {
                let digits = name.dropFirst()
                guard digits.first != "0", digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                      let number = Int(digits), Self.functionKeys.contains(number)
                else { return nil }
                self = .function(number)
            } else {
                return nil
            }
        }

        /// The canonical name: `F2`, `+`, `ctrl-K`.
        public var description: String {
            switch self {
            case .function(let number): "F\(number)"
            case .character(let character): String(character)
            case .control(let letter): "ctrl-\(letter)"
            }
        }

        /// What the key already does in navsim or in a terminal, when that would
        /// hide the shortcut or make it misfire; `nil` for a free key.
        public var clash: String? {
            switch self {
            case .function(1), .character("?"): "\(self) opens navsim's key help"
            case .control("C"): "ctrl-C quits navsim"
            case .control("O"): "ctrl-O switches the simulated OS in navsim"
            case .control("G"): "ctrl-G opens a drawer app's side menu in navsim"
            case .control("Z"): "ctrl-Z suspends the program in a terminal"
            case .control("I"): "ctrl-I is the Tab key in a terminal"
            case .control("J"), .control("M"): "\(self) is the Enter key in a terminal"
            case .control("H"): "ctrl-H is the Backspace key in many terminals"
            default: nil
            }
        }

        private static func isPrintable(_ character: Character) -> Bool {
            !character.unicodeScalars.contains(where: isInvisible) && character != " "
        }
    }
}
