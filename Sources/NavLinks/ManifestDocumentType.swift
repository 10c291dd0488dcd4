import NavSupport
import Foundation
import NavRouteFile

/// Refuses a manifest whose prolog holds a document type with an internal subset
/// (`<!DOCTYPE manifest [ … ]>`), where entities are declared. Android manifests have none and
/// the Android build tools never read one; libxml2 would expand the entities (an entity of
/// 500,000 characters referenced 100,000 times takes it about a minute), so navsim refuses the
/// file before parsing it, naming the line.
enum ManifestDocumentType {
    /// Throws when the prolog (what comes before the root element) declares an internal subset.
    /// Comments, processing instructions and the XML declaration are skipped; the scan stops at
    /// the first other `<`, so it reads the prolog only, in time linear in its length.
    /// A document in an encoding that does not write ASCII as ASCII (UTF-16, say) is refused
    /// first: the scan reads bytes, so it would not see such a document's subset.
    static func refuseInternalSubset(_ bytes: [UInt8], file: String) throws(RouteFileError) {
        if let refusal = XMLDocumentEncoding.refusal(bytes) {
            throw RouteFileError(path: file, diagnostics: [ConfigDiagnostic(severity: .error, message: refusal,
                                                                             position: SourcePosition(line: 1, column: 1))])
        }
        var index = 0
        var line = 1
        var lineStart = 0
        func advance(to end: Int) {
            while index < min(end, bytes.count) {
                if bytes[index] == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        }
        func starts(with text: String, at offset: Int) -> Bool {
            let pattern = Array(text.utf8)
            return offset + pattern.count <= bytes.count && bytes[offset..<offset + pattern.count].elementsEqual(pattern)
        }
        func find(_ text: String, from offset: Int) -> Int? {
            var at = offset
            while at < bytes.count {
                if starts(with: text, at: at) { return at }
                at += 1
            }
            return nil
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || (index == 0 && starts(with: "\u{FEFF}", at: 0)) {
                advance(to: index + (byte == 0xEF ? 3 : 1))
                continue
            }
            if starts(with: "<!--", at: index) {
                guard let end = find("-->", from: index + 4) else { return }
                advance(to: end + 3)
            } else if starts(with: "<?", at: index) {
                guard let end = find("?>", from: index + 2) else { return }
                advance(to: end + 2)
            } else if starts(with: "<!DOCTYPE", at: index) {
                let position = SourcePosition(line: line, column: XMLTagLocator.scalarCount(bytes[lineStart..<index]) + 1)
                // The internal subset opens with the first "[" outside a quoted external identifier.
                var at = index + 9
                var quote: UInt8?
                while at < bytes.count {
                    let current = bytes[at]
                    if let open = quote {
                        if current == open { quote = nil }
                    } else if current == 0x22 || current == 0x27 {
                        quote = current
                    } else if current == 0x5B {
                        throw RouteFileError(path: file, diagnostics: [ConfigDiagnostic(
                            severity: .error,
                            message: "the document type declares an internal subset (<!DOCTYPE … [ … ]>, where entities are declared):"
                                + " Android manifests have none and the Android build tools never read one, so navsim refuses it; remove it",
                            position: position)])
                    } else if current == 0x3E {
                        return
                    }
                    at += 1
                }
                return
            } else {
                return
            }
        }
    }
}
