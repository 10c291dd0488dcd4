import Foundation
import Testing
import NavSupport

/// XML that libxml2 would read in an encoding the byte-level DOCTYPE checks cannot see is refused;
/// UTF-8 and encodings that write ASCII as ASCII pass.
@Suite struct XMLDocumentEncodingTests {
    private static let document = "<?xml version=\"1.0\"?>\n<!DOCTYPE m [<!ENTITY a \"aaaa\">]>\n<manifest>&a;</manifest>\n"

    @Test func utf16WithAndWithoutAByteOrderMarkIsRefused() throws {
        let bigEndian = try #require(Self.document.data(using: .utf16BigEndian))
        let littleEndian = try #require(Self.document.data(using: .utf16LittleEndian))
        #expect(XMLDocumentEncoding.refusal(Data([0xFE, 0xFF]) + bigEndian)?.contains("UTF-16 (a byte-order mark)") == true)
        #expect(XMLDocumentEncoding.refusal(Data([0xFF, 0xFE]) + littleEndian)?.contains("UTF-16 (a byte-order mark)") == true)
        #expect(XMLDocumentEncoding.refusal(bigEndian)?.contains("UTF-16 or UTF-32") == true)
        #expect(XMLDocumentEncoding.refusal(littleEndian)?.contains("UTF-16 or UTF-32") == true)
    }

    @Test func aDeclaredEncodingThatIsNotASCIICompatibleIsRefused() {
        let declared = Data("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a/>".utf8)
        #expect(XMLDocumentEncoding.refusal(declared)?.contains(#"encoding "UTF-16" (its XML declaration)"#) == true)
        #expect(XMLDocumentEncoding.refusal(Data("<?xml version='1.0' encoding='ebcdic-cp-us'?><a/>".utf8)) != nil)
    }

    @Test(arguments: ["<?xml version=\"1.0\" encoding=\"utf-8\"?><a/>", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>",
                      "\u{FEFF}<?xml version=\"1.0\"?><a/>", "<a/>", "", "<?xml version=\"1.0\" encoding=\"US-ASCII\"?>"])
    func utf8AndASCIICompatibleDocumentsPass(text: String) {
        #expect(XMLDocumentEncoding.refusal(Data(text.utf8)) == nil)
    }

    /// Bytes that are not UTF-8 in a document that is UTF-8 crashed FoundationXML's parser (found
    /// by the `graph` fuzz target): refused naming the line; a declared Latin-1 document passes.
    @Test func invalidUTF8IsRefusedNamingItsLine() {
        let bytes = Data("<navigation>\n<nav".utf8) + Data([0xEF, 0x69]) + Data("/>\n</navigation>".utf8)
        #expect(XMLDocumentEncoding.refusal(bytes) == "the document is not valid UTF-8 (line 2 holds bytes that are not): save it as UTF-8")
        let latin = Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a b=\"".utf8) + Data([0xE9]) + Data("\"/>".utf8)
        #expect(XMLDocumentEncoding.refusal(latin) == nil)
    }

    /// A broken declaration whose `encoding` names no encoding (`encoding=PUBLIC "-//Apple…"`):
    /// libxml2 handed FoundationXML's parser the raw bytes and it crashed on a name holding
    /// 0xFF (found by the `plist` fuzz target). Only a well-formed declaration of Latin-1 lets
    /// bytes that are not UTF-8 through.
    @Test func anEncodingNameThatIsNoEncodingIsReadAsUTF8() {
        let broken = Data("<?xml versi encoding=PUBLIC \"-//Apple//DTD PLIST 1.0//EN\">\n<dict>\n<st".utf8) + Data(repeating: 0xFF, count: 8)
        #expect(XMLDocumentEncoding.refusal(broken) == "the document is not valid UTF-8 (line 3 holds bytes that are not): save it as UTF-8")
        // A misspelt declaration or an unquoted name leaves the bytes raw too (found next, with
        // `verison="1.0" encoding=cp1258"`), and so does an encoding libxml2 may not convert.
        for declaration in [#"<?xml verison="1.0" encoding="ISO-8859-1"?>"#, #"<?xml version="1.0" encoding=cp1258"?>"#,
                            #"<?xml version="1.0" encoding="windows-1252"?>"#] {
            let bytes = Data((declaration + "\n<i").utf8) + Data([0xFF, 0xFF]) + Data("/>".utf8)
            #expect(XMLDocumentEncoding.refusal(bytes) == "the document is not valid UTF-8 (line 2 holds bytes that are not): save it as UTF-8",
                    "\(declaration)")
        }
    }

    /// A processing instruction with a target and no data crashed FoundationXML's parser, which
    /// reads the missing data as a C string (found by the plist fuzz target): refused naming its
    /// line. One with data, and the XML declaration, pass.
    @Test func aProcessingInstructionWithoutDataIsRefused() {
        for text in ["<?x?>\n<plist/>", "<?xml version=\"1.0\"?>\n<a>\n<?target   ?></a>", "<?x8n?>"] {
            let line = text.components(separatedBy: "\n").firstIndex { $0.contains("?>") && !$0.contains("version") }.map { $0 + 1 } ?? 1
            #expect(XMLDocumentEncoding.refusal(Data(text.utf8))
                    == "line \(line) holds a processing instruction without data (<?name?>), which navsim's XML parser cannot read", "\(text)")
        }
        #expect(XMLDocumentEncoding.refusal(Data("<?xml version=\"1.0\"?>\n<a><?target data?></a>".utf8)) == nil)
    }
}
