import NavSyntax

/// What one `build.gradle(.kts)` says about the app it builds, read as string literals:
/// `namespace`, and for `defaultConfig`, each build type and each product flavor its
/// `applicationId`, `applicationIdSuffix` and `manifestPlaceholders` (Groovy maps, `putAll`,
/// `+=`, Kotlin `mapOf("k" to "v")`, `manifestPlaceholders["k"] = "v"`, `.put("k", "v")`). A value
/// given by a local `def`/`val` of a literal is resolved; any other expression is reported.
struct GradleBuildFile {
    /// A value read, where; `nil` value: written as something navsim cannot evaluate.
    struct Value {
        var value: String?
        var expression: String
        var source: ImportSource
    }

    /// One configuration block: `defaultConfig`, a build type or a flavor.
    struct Config {
        var name: String
        var source: ImportSource
        var applicationId: Value?
        var applicationIdSuffix: Value?
        var placeholders: [(key: String, value: Value)] = []
        var dimension: String?
    }

    var file: String
    var namespace: Value?
    var defaultConfig: Config?
    var buildTypes: [Config] = []
    var flavors: [Config] = []
    var flavorDimensions: [String] = []
    /// Applies the `com.android.application` plugin (or sets an applicationId).
    var isApplication = false
    var notUnderstood: [NotUnderstood] = []

    init(_ text: String, file: String) {
        self.file = file
        let tokens = SourceToken.tokens(text)
        var parser = Parser(tokens: tokens, file: file)
        parser.run()
        namespace = parser.namespace
        defaultConfig = parser.configs.first { $0.kind == .defaultConfig }?.config
        buildTypes = parser.configs.filter { $0.kind == .buildType }.map(\.config)
        flavors = parser.configs.filter { $0.kind == .flavor }.map(\.config)
        flavorDimensions = parser.flavorDimensions
        isApplication = parser.appliesApplicationPlugin || defaultConfig?.applicationId != nil || flavors.contains { $0.applicationId != nil }
        notUnderstood = parser.notUnderstood
    }

    private enum BlockKind { case defaultConfig, buildType, flavor, other }

    private struct Parser {
        let tokens: [SourceToken]
        let file: String
        var index = 0
        var configs: [(kind: BlockKind, config: Config)] = []
        var namespace: Value?
        var flavorDimensions: [String] = []
        var appliesApplicationPlugin = false
        var notUnderstood: [NotUnderstood] = []

        init(tokens: [SourceToken], file: String) {
            self.tokens = tokens
            self.file = file
        }

        /// Each open block: its name, its kind, the config it fills (index in `configs`), its local values.
        private var blocks: [(name: String, kind: BlockKind, config: Int?, locals: [String: String])] = []

        mutating func run() {
            var statementStart = 0
            while index < tokens.count {
                let token = tokens[index]
                if token.isSymbol("{") {
                    open(header: Array(tokens[statementStart..<index].filter { $0.line == token.line }))
                    index += 1
                    statementStart = index
                    continue
                }
                if token.isSymbol("}") {
                    if !blocks.isEmpty { blocks.removeLast() }
                    index += 1
                    statementStart = index
                    continue
                }
                if token.isSymbol(";") { index += 1; statementStart = index; continue }
                if index > statementStart, token.line != tokens[index - 1].line { statementStart = index }
                if index == statementStart { statement() } else { index += 1 }
            }
        }

        private var current: (name: String, kind: BlockKind, config: Int?, locals: [String: String])? { blocks.last }

        private mutating func open(header: [SourceToken]) {
            let names = header.compactMap(\.name)
            var name = names.first ?? ""
            // `getByName("release")`, `create("beta")`, `named("x")`, `register("x")`, `maybeCreate("x")`.
            if ["getByName", "create", "named", "register", "maybeCreate"].contains(name),
               let literal = header.lazy.compactMap({ if case .string(let text, false) = $0.kind { text } else { nil } }).first {
                name = literal
            }
            let parent = current?.name
            var kind = BlockKind.other
            if name == "defaultConfig" && parent == "android" { kind = .defaultConfig }
            if parent == "buildTypes", current?.kind == .other, !name.isEmpty { kind = .buildType }
            if parent == "productFlavors", current?.kind == .other, !name.isEmpty { kind = .flavor }
            // `debug { … }` and `release { … }` under `buildTypes` name the build types; `if (…) {` and the like are not configs.
            if ["if", "else", "all", "each", "configureEach", "forEach", "withType"].contains(name) { kind = .other }
            var config: Int?
            if kind != .other {
                let line = header.first?.line ?? tokens[index].line
                if let existing = configs.firstIndex(where: { $0.kind == kind && $0.config.name == name }) {
                    config = existing
                } else {
                    configs.append((kind, Config(name: name, source: ImportSource(file: file, line: line))))
                    config = configs.count - 1
                }
            }
            blocks.append((name, kind, config, [:]))
        }

        private func peek(_ offset: Int = 0) -> SourceToken? { index + offset < tokens.count ? tokens[index + offset] : nil }

        /// A statement at the start of a line in the current block.
        private mutating func statement() {
            let token = tokens[index]
            guard let name = token.name else { index += 1; return }
            switch name {
            case "def", "val", "var":
                // `def name = "literal"`: a local the block's values may name.
                if let local = peek(1)?.name, peek(2)?.isSymbol("=") == true, case .string(let text, false)? = peek(3)?.kind,
                   !blocks.isEmpty {
                    blocks[blocks.count - 1].locals[local] = text
                    index += 4
                    return
                }
            case "applicationId", "applicationIdSuffix", "namespace", "dimension":
                if peek(1)?.isSymbol(".") == true { break }
                index += 1
                if peek()?.isSymbol("=") == true || peek()?.isSymbol("(") == true { index += 1 }
                let value = readValue(line: token.line)
                if name == "namespace" {
                    if namespace == nil, blocks.last?.name == "android" || blocks.isEmpty { namespace = value }
                } else if let config = current?.config {
                    switch name {
                    case "applicationId": configs[config].config.applicationId = value
                    case "applicationIdSuffix": configs[config].config.applicationIdSuffix = value
                    default: configs[config].config.dimension = value.value
                    }
                }
                return
            case "manifestPlaceholders":
                index += 1
                readPlaceholders(line: token.line)
                return
            case "flavorDimensions":
                index += 1
                while let next = peek(), next.line == token.line {
                    if case .string(let text, false) = next.kind { flavorDimensions.append(text) }
                    index += 1
                }
                return
            case "id", "apply", "alias":
                // `id 'com.android.application'`, `id("com.android.application")`, `apply plugin: '…'`, `alias(libs.plugins.android.application)`.
                var probe = index + 1
                var words: [String] = []
                while probe < tokens.count, tokens[probe].line == token.line {
                    if case .string(let text, _) = tokens[probe].kind { words.append(text) }
                    if let word = tokens[probe].name { words.append(word) }
                    probe += 1
                }
                let joined = words.joined(separator: ".")
                if joined.contains("com.android.application") || joined.contains("android.application") { appliesApplicationPlugin = true }
                index = probe
                return
            default:
                break
            }
            index += 1
        }

        /// A value: a literal, a local named, or an expression (reported by the caller's use).
        private mutating func readValue(line: Int) -> Value {
            let source = ImportSource(file: file, line: line)
            guard let token = peek() else { return Value(value: nil, expression: "", source: source) }
            var expression: [String] = []
            var probe = index
            while probe < min(tokens.count, index + 40), tokens[probe].line == token.line, !tokens[probe].isSymbol(")") || probe == index {
                expression.append(Self.text(tokens[probe]))
                probe += 1
            }
            let written = expression.joined()
            switch token.kind {
            case .string(let text, false) where probe == index + 1 || !(peek(1)?.isSymbol("+") ?? false):
                index += 1
                return Value(value: text, expression: written, source: source)
            case .string(let text, true):
                index += 1
                // `"$name"` / `"${name}"` of a local.
                let inner = text.hasPrefix("${") && text.hasSuffix("}") ? String(text.dropFirst(2).dropLast()) : String(text.dropFirst())
                return Value(value: text.hasPrefix("$") ? local(inner) : nil, expression: written, source: source)
            case .name(let name) where probe == index + 1 || tokens[index + 1].line != token.line || tokens[index + 1].isSymbol(",")
                || tokens[index + 1].isSymbol(")") || tokens[index + 1].isSymbol("]"):
                index += 1
                return Value(value: local(name), expression: written, source: source)
            default:
                index = probe
                return Value(value: nil, expression: written, source: source)
            }
        }

        private func local(_ name: String) -> String? {
            for block in blocks.reversed() { if let value = block.locals[name] { return value } }
            return nil
        }

        private static func text(_ token: SourceToken) -> String {
            switch token.kind {
            case .name(let name): name
            case .string(let text, _): "\"\(text)\""
            case .symbol(let symbol): symbol
            }
        }

        /// After `manifestPlaceholders`: `= [k: v]`, `.putAll([k: v])`, `+= [k: v]`, `= mapOf("k" to v)`,
        /// `+= mapOf(…)`, `["k"] = v`, `.put("k", v)`, `.set("k", v)`.
        private mutating func readPlaceholders(line: Int) {
            guard let config = current?.config else { return }
            var entries: [(String, Value)] = []
            if peek()?.isSymbol("[") == true, case .string(let key, false)? = peek(1)?.kind, peek(2)?.isSymbol("]") == true,
               peek(3)?.isSymbol("=") == true {
                index += 4
                entries.append((key, readValue(line: line)))
            } else if peek()?.isSymbol(".") == true, let method = peek(1)?.name, ["put", "set"].contains(method), peek(2)?.isSymbol("(") == true,
                      case .string(let key, false)? = peek(3)?.kind, peek(4)?.isSymbol(",") == true {
                index += 5
                entries.append((key, readValue(line: line)))
            } else {
                // `=`, `+=` or `.putAll(`, then a map.
                while let token = peek(), !token.isSymbol("["), token.name != "mapOf", token.name != "mutableMapOf",
                      !token.isSymbol("}"), token.line <= line + 1 {
                    index += 1
                }
                guard let opener = peek(), opener.isSymbol("[") || opener.name == "mapOf" || opener.name == "mutableMapOf" else {
                    notUnderstood.append(NotUnderstood(source: ImportSource(file: file, line: line),
                                                       what: "manifestPlaceholders that is not a map of literals: not read"))
                    return
                }
                index += opener.isSymbol("[") ? 1 : 2
                var depth = 1
                while let token = peek(), depth > 0 {
                    if token.isSymbol("[") || token.isSymbol("(") { depth += 1 }
                    if token.isSymbol("]") || token.isSymbol(")") { depth -= 1; index += 1; continue }
                    // `"key": value` (Groovy; the key may be a bare name) or `"key" to value` (Kotlin).
                    var key: String?
                    if case .string(let text, false) = token.kind { key = text } else if let name = token.name, depth == 1 { key = name }
                    if let key, depth == 1, let separator = peek(1), separator.isSymbol(":") || separator.name == "to" {
                        index += 2
                        entries.append((key, readValue(line: peek()?.line ?? token.line)))
                        continue
                    }
                    index += 1
                }
            }
            for (key, value) in entries {
                configs[config].config.placeholders.removeAll { $0.key == key }
                configs[config].config.placeholders.append((key, value))
            }
        }
    }
}
