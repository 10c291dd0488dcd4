import Foundation

/// Reads what a `_layout` file states literally: the navigator its default export renders,
/// `export const unstable_settings = {…}`, each `<X.Screen name options>` and the navigator's
/// `screenOptions`. What is code (computed options, a custom navigator) becomes a note.
enum ExpoLayoutReader {
    static let navigatorTags = ExpoNavigatorKind.allCases.map(\.rawValue)

    static func read(_ source: String, file: String) -> ExpoLayoutDeclaration {
        var declaration = ExpoLayoutDeclaration()
        let scanner = ExpoSourceScanner(source)
        func note(_ offset: Int, _ text: String) {
            let (line, column) = scanner.location(of: offset)
            declaration.notUnderstood.append("\(file):\(line):\(column): \(text)")
        }
        readSettings(scanner, into: &declaration, note: note)

        // The navigator: the first `<Stack`, `<Tabs`, `<Slot` or `<Drawer` element (not `.Screen`).
        var navigatorOffset: Int?
        for offset in scanner.occurrences(of: "<").sorted() {
            var reader = scanner
            reader.position = offset + 1
            guard let name = reader.readIdentifier(), let kind = ExpoNavigatorKind(rawValue: name) else { continue }
            if reader.position < reader.text.count, reader.text[reader.position] == "." { continue }
            if !importsFromExpoRouter(name, source: source) {
                note(offset, "<\(name)> is not imported from expo-router: give the navigator in expoRouter.layouts")
            } else {
                declaration.navigatorIsLiteral = true
            }
            declaration.navigator = kind
            navigatorOffset = offset
            if let options = attributes(&reader)["screenOptions"] {
                declaration.screenOptions = screenOptions(options, at: offset, what: "screenOptions", note: note)
            }
            break
        }
        if navigatorOffset == nil {
            note(scanner.occurrences(of: "export default").first ?? 0, "the default export renders no <Stack>, <Tabs>, <Slot> or <Drawer> from expo-router (a custom navigator?): "
                + "give the navigator in expoRouter.layouts; read as a Stack")
        }
        for tag in navigatorTags {
            for offset in scanner.occurrences(of: "<\(tag).Screen") {
                var reader = scanner
                reader.position = offset + tag.count + 8
                let attributes = attributes(&reader)
                guard case .string(let name)? = attributes["name"] else {
                    note(offset, "<\(tag).Screen> without a literal name")
                    continue
                }
                if !declaration.screens.contains(name) { declaration.screens.append(name) }
                if let options = attributes["options"] {
                    declaration.options[name] = screenOptions(options, at: offset, what: "the options of \"\(name)\"", note: note)
                }
            }
        }
        return declaration
    }

    private static func readSettings(_ scanner: ExpoSourceScanner, into declaration: inout ExpoLayoutDeclaration,
                                     note: (Int, String) -> Void) {
        for offset in scanner.occurrences(of: "unstable_settings") {
            var reader = scanner
            reader.position = offset + "unstable_settings".count
            reader.skipTrivia()
            if reader.position < reader.text.count, reader.text[reader.position] == ":" {
                // A type annotation: skip to `=`.
                while reader.position < reader.text.count, reader.text[reader.position] != "=" { reader.position += 1 }
            }
            guard reader.position < reader.text.count, reader.text[reader.position] == "=" else { continue }
            reader.position += 1
            let value = reader.readLiteral()
            guard case .object(let members) = value else {
                note(offset, "unstable_settings is not an object literal: give the anchor in expoRouter.layouts")
                return
            }
            for entry in members {
                let (key, member) = (entry.key, entry.value)
                switch (key, member) {
                case ("anchor", .string(let name)): declaration.anchor = name
                case ("initialRouteName", .string(let name)): if value["anchor"] == nil { declaration.anchor = name }
                case (_, .object):
                    if let name = member["anchor"]?.stringValue ?? member["initialRouteName"]?.stringValue {
                        declaration.groupAnchors[key] = name
                    }
                case (_, .string), (_, .scalar): break
                default: note(offset, "unstable_settings.\(key) is not a literal")
                }
            }
            return
        }
    }

    private static func screenOptions(_ value: ExpoLiteral, at offset: Int, what: String, note: (Int, String) -> Void) -> ExpoScreenOptions {
        guard case .object = value else {
            note(offset, "\(what) are computed, not an object literal: give them in expoRouter.layouts")
            return ExpoScreenOptions()
        }
        var options = ExpoScreenOptions()
        for key in ["title", "presentation"] {
            guard let member = value[key] else { continue }
            guard let text = member.stringValue else {
                note(offset, "\(what): \(key) is not a string literal")
                continue
            }
            if key == "title" { options.title = text } else { options.presentation = text }
        }
        return options
    }

    /// The JSX attributes from the reader's position to the end of the opening tag.
    static func attributes(_ reader: inout ExpoSourceScanner) -> [String: ExpoLiteral] {
        var found: [String: ExpoLiteral] = [:]
        while true {
            reader.skipTrivia()
            guard reader.position < reader.text.count else { return found }
            let character = reader.text[reader.position]
            if character == ">" || character == "/" { return found }
            if character == "{" {
                // A spread attribute.
                reader.position += 1
                reader.skipBalanced()
                reader.position += 1
                continue
            }
            guard let name = reader.readIdentifier() else { reader.position += 1; continue }
            reader.skipTrivia()
            guard reader.position < reader.text.count, reader.text[reader.position] == "=" else {
                found[name] = .scalar("true")
                continue
            }
            reader.position += 1
            reader.skipTrivia()
            if let string = reader.readString() {
                found[name] = .string(string)
            } else if reader.position < reader.text.count, reader.text[reader.position] == "{" {
                reader.position += 1
                let value = reader.readLiteral()
                reader.skipTrivia()
                if reader.position < reader.text.count, reader.text[reader.position] == "}" { reader.position += 1 }
                else { reader.skipBalanced(); reader.position += 1 }
                found[name] = value
            }
        }
    }

    /// Whether `name` is imported from an `expo-router` module (or not imported at all, as in a test).
    static func importsFromExpoRouter(_ name: String, source: String) -> Bool {
        let scanner = ExpoSourceScanner(source)
        for offset in scanner.occurrences(of: "import") {
            var reader = scanner
            reader.position = offset + 6
            reader.skipTrivia()
            guard reader.position < reader.text.count, reader.text[reader.position] == "{" else { continue }
            let start = reader.position
            while reader.position < reader.text.count, reader.text[reader.position] != "}" { reader.position += 1 }
            let names = String(reader.text[start..<min(reader.position, reader.text.count)])
            guard names.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(Substring(name)) else { continue }
            reader.position += 1
            reader.skipTrivia()
            _ = reader.readIdentifier()  // from
            reader.skipTrivia()
            return reader.readString()?.hasPrefix("expo-router") ?? false
        }
        return true
    }

    /// The href a route file's default export redirects to when it renders only `<Redirect href="…" />`
    /// (no condition around it); `nil` otherwise.
    static func unconditionalRedirect(_ source: String) -> String? {
        let scanner = ExpoSourceScanner(source)
        let redirects = scanner.occurrences(of: "<Redirect")
        guard redirects.count == 1, let offset = redirects.first else { return nil }
        // Another element, or a condition before it, makes it conditional.
        let otherElements = scanner.occurrences(of: "<").filter { candidate in
            guard candidate != offset, candidate + 1 < scanner.text.count else { return false }
            return scanner.text[candidate + 1].isLetter
        }
        guard otherElements.isEmpty else { return nil }
        let before = String(scanner.text[0..<offset])
        if let defaultExport = before.range(of: "export default") {
            let body = before[defaultExport.upperBound...]
            if body.contains("if ") || body.contains("if(") || body.contains("?") || body.contains("&&") || body.contains("||") { return nil }
        }
        var reader = scanner
        reader.position = offset + "<Redirect".count
        if case .string(let href)? = attributes(&reader)["href"] { return href }
        return nil
    }
}
