/// A URL scheme as RFC 3986 writes it: a letter, then letters, digits, `+`, `-` or `.`.
package func isSchemeName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
    return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
}

/// A host name: dot-separated labels of ASCII letters, digits and `-`, at least two (`*.` first when allowed).
package func isHostName(_ text: String, allowingWildcard: Bool) -> Bool {
    let host = allowingWildcard && text.hasPrefix("*.") ? String(text.dropFirst(2)) : text
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2 && labels.allSatisfy { label in
        !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }
}
