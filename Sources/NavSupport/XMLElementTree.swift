import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element with its attributes (qualified names as written) and its position.
package struct XMLElementNode {
    package var name: String
    package var attributes: [String: String]
    package var position: SourcePosition
    package var children: [XMLElementNode] = []
}

/// Where a document stops being XML, and why.
package struct XMLProblem: Error {
    package var position: SourcePosition
    package var message: String
}

/// Reads a whole XML document into an element tree with Foundation's `XMLParser` (libxml2), the
/// way the manifest reader does: no DTD, no entity of the document's own, positions for every
/// element and for the first error.
package enum XMLElementTree {
    /// The deepest nesting of elements read: far beyond any real graph (a few levels), and
    /// shallow enough that nothing walking the tree recursively runs out of stack.
    package static let maximumDepth = 256

    /// The root element, or the problem with its position.
    package static func parse(_ data: Data) -> Result<XMLElementNode, XMLProblem> {
        // The DOCTYPE search below reads ASCII bytes: a UTF-16 graph would hide its entities from it.
        if let refusal = XMLDocumentEncoding.refusal(data) {
            return .failure(XMLProblem(position: SourcePosition(line: 1, column: 1), message: refusal))
        }
        let text = String(decoding: data, as: UTF8.self)
        if text.allSatisfy(\.isWhitespace) {
            return .failure(XMLProblem(position: SourcePosition(line: 1, column: 1), message: "malformed XML: the document is empty"))
        }
        // Searched in the bytes: a graph may be megabytes long.
        if let found = data.range(of: Data("<!DOCTYPE".utf8)) {
            return .failure(XMLProblem(position: position(ofByte: found.lowerBound, in: data),
                             message: "a document type declaration (<!DOCTYPE …>): navsim reads no DTD and no entity it declares"))
        }
        let builder = TreeBuilder(bytes: [UInt8](data))
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let finished = parser.parse()
        if let position = builder.tooDeep {
            return .failure(XMLProblem(position: position, message: "elements nest deeper than \(maximumDepth) levels"))
        }
        if let error = parser.parserError ?? (finished ? nil : NSError(domain: XMLParser.errorDomain, code: 0)) {
            let code = builder.firstError?.code ?? (error as NSError).code
            let position = builder.firstError?.position ?? SourcePosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            return .failure(XMLProblem(position: position, message: "malformed XML: " + LibXMLErrorText.describe(code)))
        }
        guard builder.stack.isEmpty, let root = builder.root else {
            return .failure(XMLProblem(position: SourcePosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
                             message: "malformed XML: the document ends before every element is closed"))
        }
        return .success(root)
    }

    /// The line and column (in characters) of the byte at `offset`.
    private static func position(ofByte offset: Data.Index, in data: Data) -> SourcePosition {
        let before = data[data.startIndex..<offset]
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? data.startIndex
        return SourcePosition(line: line, column: String(decoding: data[lineStart..<offset], as: UTF8.self).count + 1)
    }

    /// The parser's delegate: a stack of open elements.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        private var locator: XMLTagLocator
        var stack: [XMLElementNode] = []
        var root: XMLElementNode?
        var firstError: (code: Int, position: SourcePosition)?
        /// Where an element opened past ``XMLElementTree/maximumDepth`` (the parse stops there).
        var tooDeep: SourcePosition?

        init(bytes: [UInt8]) {
            locator = XMLTagLocator(bytes)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
            guard firstError == nil else { return }
            firstError = ((error as NSError).code, SourcePosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
        }

        /// The parser reports the end of the start tag: step back to its `<`.
        private func tagStart(_ parser: XMLParser) -> SourcePosition {
            locator.tagStart(line: parser.lineNumber, column: parser.columnNumber)
        }

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            guard stack.count < XMLElementTree.maximumDepth else {
                if tooDeep == nil { tooDeep = tagStart(parser) }
                parser.abortParsing()
                return
            }
            stack.append(XMLElementNode(name: element, attributes: attributes, position: tagStart(parser)))
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            guard let done = stack.popLast() else { return }
            if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
        }
    }
}
