import NavSupport
import Foundation
import Testing
@testable import NavRouteFile

/// A path that names one of the process's open descriptors (`/dev/stdout`, `/dev/fd/N`,
/// `/proc/self/fd/N`) is written into that descriptor, not replaced by a renamed file.
@Suite struct AtomicFileWriterDescriptorTests {
    @Test func aPipeNamedThroughDevFdIsWrittenInto() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        for path in ["/dev/fd/\(ends[1])", "/proc/self/fd/\(ends[1])"] {
            #expect(AtomicFileWriter.openDescriptor(named: path) == ends[1])
            #expect(AtomicFileWriter.problem(writing: path) == nil)
            try AtomicFileWriter.write(Data("report\n".utf8), to: path)
        }
        close(ends[1])
        let read = FileHandle(fileDescriptor: ends[0], closeOnDealloc: false).readDataToEndOfFile()
        #expect(String(decoding: read, as: UTF8.self) == "report\nreport\n")
    }

    @Test func onlyThisProcesssOpenDescriptorsAreNamed() {
        #expect(AtomicFileWriter.openDescriptor(named: "/dev/stdout") == 1)
        #expect(AtomicFileWriter.openDescriptor(named: "/dev/stderr") == 2)
        #expect(AtomicFileWriter.openDescriptor(named: "/dev/fd/987654") == nil, "a closed descriptor")
        #expect(AtomicFileWriter.openDescriptor(named: "/proc/1/fd/1") == nil || getpid() == 1)
        #expect(AtomicFileWriter.openDescriptor(named: "dev/fd/1") == nil, "relative")
        #expect(AtomicFileWriter.openDescriptor(named: "/tmp/report.xml") == nil)
    }
}
