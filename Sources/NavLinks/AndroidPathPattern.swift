import Foundation

/// `android:pathPattern`: Android's simple glob (`PatternMatcher.PATTERN_SIMPLE_GLOB`, docs/links.md).
///
/// `.` matches any character, `x*` zero or more of the character before it, `.*` any run of
/// characters, `\` escapes the next character. The manifest's XML text is first unescaped as
/// an Android string resource is, so a literal `*` is written `\\*` in the file. Like
/// Android's matcher it never backtracks: `.*` stops at the first occurrence of the character
/// that follows it, which is why `.*\\.pdf` does not match `/a.b.pdf`.
package struct AndroidPathPattern: Sendable {
    /// The pattern as written in the manifest.
    package let written: String
    /// After the XML-string unescaping (`\\` → `\`).
    package let pattern: [Character]

    package init(_ written: String) {
        self.written = written
        pattern = Array(Self.unescapeResourceString(written))
    }

    /// The first pass Android's resource compiler makes over an attribute's text: `\x` → `x`.
    package static func unescapeResourceString(_ text: String) -> String {
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                out.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// Whether the whole of `path` matches, as Android's matcher decides it.
    package func matches(_ path: String) -> Bool {
        let text = Array(path)
        let patternCount = pattern.count
        guard patternCount > 0 else { return text.isEmpty }
        let textCount = text.count
        var ip = 0
        var im = 0
        func at(_ index: Int) -> Character? { index < patternCount ? pattern[index] : nil }
        var next = at(0)
        while ip < patternCount, im < textCount {
            var character = next!
            ip += 1
            next = at(ip)
            let escaped = character == "\\"
            if escaped, let following = next {
                character = following
                ip += 1
                next = at(ip)
            }
            if next == "*" {
                if !escaped, character == "." {
                    // `.*`: at the end it takes everything; otherwise skip to the next occurrence
                    // of the character after it, without backtracking.
                    if ip >= patternCount - 1 { return true }
                    ip += 1
                    next = at(ip)
                    if next == "\\" {
                        ip += 1
                        next = at(ip)
                    }
                    while im < textCount, text[im] != next { im += 1 }
                    if im == textCount { return false }
                    ip += 1
                    next = at(ip)
                    im += 1
                } else {
                    while im < textCount, text[im] == character { im += 1 }
                    ip += 1
                    next = at(ip)
                }
            } else {
                if character != "." || escaped, text[im] != character { return false }
                im += 1
            }
        }
        if ip >= patternCount, im >= textCount { return true }
        // The text ended first: only a `.*` left at the very end still matches (as in Android;
        // another `x*` left over does not).
        return ip == patternCount - 2 && pattern[ip] == "." && pattern[ip + 1] == "*"
    }

    /// Why the pattern can never match a link's path, or `nil` when it can: a path always
    /// starts with `/`.
    package var neverMatchesReason: String? {
        guard let first = pattern.first else { return "an empty pattern matches only an empty path, and a link's path is never empty" }
        let second = pattern.count > 1 ? pattern[1] : nil
        if first != "/", first != ".", first != "\\", second != "*" {
            return "it starts with \"\(first)\", but a link's path always starts with \"/\""
        }
        return nil
    }
}

/// `android:pathAdvancedPattern` (API 31): `PatternMatcher.PATTERN_ADVANCED_GLOB`, a subset of
/// regular expressions: `.`, `[…]` sets with ranges and `^`, `*`, `+`, `{m}`, `{m,n}` and `\`
/// escapes, matched against the whole path. navsim translates it into a regular expression.
package struct AndroidAdvancedPattern: Sendable {
    package let written: String
    private let expression: NSRegularExpression?

    package init(_ written: String) {
        self.written = written
        let unescaped = AndroidPathPattern.unescapeResourceString(written)
        var regex = "^"
        var inSet = false
        var escaping = false
        for character in unescaped {
            if escaping {
                regex += NSRegularExpression.escapedPattern(for: String(character))
                escaping = false
                continue
            }
            switch character {
            case "\\": escaping = true
            case "[": inSet = true; regex.append("[")
            case "]": inSet = false; regex.append("]")
            case ".", "*", "+", "{", "}", ",", "^", "-": regex.append(character)
            case _ where character.isNumber: regex.append(character)
            default: regex += inSet ? String(character) : NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        expression = try? NSRegularExpression(pattern: regex + "$")
    }

    /// Whether the pattern is well formed.
    package var isValid: Bool { expression != nil }

    package func matches(_ path: String) -> Bool {
        guard let expression else { return false }
        return expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }
}
