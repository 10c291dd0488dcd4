import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `init` on app trees that once made it write wrong paths, read folders twice or not at all,
/// forge report lines, or misname why a folder cannot be read. Each runs the built binary.
@Suite struct InitHostileTreeTests {
    private static let graph = """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
            android:id="@+id/main" app:startDestination="@id/home">
          <fragment android:id="@+id/home" android:label="Home"><deepLink app:uri="demo://home"/></fragment>
        </navigation>
        """

    private func run(_ arguments: [String], in scratch: ScratchDirectory) throws -> NavsimBinary.Output {
        let output = try NavsimBinary.run(arguments, in: scratch.url)
        #expect(!output.timedOut)
        return output
    }

    private func folder(_ path: String, in scratch: ScratchDirectory) throws {
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent(path), withIntermediateDirectories: true)
    }

    // The route file's relative paths were computed lexically through a linked output folder.
    @Test func pathsWrittenThroughALinkedOutputFolderResolve() throws {
        let scratch = try ScratchDirectory()
        try folder("app/src/main/res/navigation", in: scratch)
        try folder("out/deep", in: scratch)
        try scratch.write(Self.graph, to: "app/src/main/res/navigation/main.xml")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("outl"), withDestinationPath: "out/deep")
        let written = try run(["init", "app", "-o", "outl/routes.json"], in: scratch)
        #expect(written.status == 0, "\(written.stdout)\(written.stderr)")
        let text = try String(contentsOfFile: scratch.path("out/deep/routes.json"), encoding: .utf8)
        #expect(text.contains(#""../../app/src/main/res/navigation/main.xml""#), "\(text)")
        let check = try run(["check", "outl/routes.json"], in: scratch)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    // `café` precomposed and decomposed are two folders; `base` and `./base` one.
    @Test func foldersAreToldApartByTheirBytes() throws {
        let scratch = try ScratchDirectory()
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        for (name, route) in [(composed, "/composed"), (decomposed, "/decomposed")] {
            try folder(name, in: scratch)
            try scratch.write(#"JLRoutes.global().addRoute("\#(route)")"# + "\n", to: name + "/Routes.swift")
        }
        let both = try run(["init", composed, decomposed], in: scratch)
        #expect(both.stdout.contains(#"{ "path": "/composed" }"#) && both.stdout.contains(#"{ "path": "/decomposed" }"#),
                "\(both.stdout)\(both.stderr)")
        try folder("base/hotels.example.com", in: scratch)
        try scratch.write(#"{"applinks": {"details": []}}"#, to: "base/hotels.example.com/apple-app-site-association")
        try scratch.write(#"JLRoutes.global().addRoute("/once")"# + "\n", to: "base/Routes.swift")
        let twice = try run(["init", "base", "./base"], in: scratch)
        #expect(!twice.stderr.contains("a second"), "\(twice.stderr)")
        #expect(!twice.stderr.contains("registered again"), "\(twice.stderr)")
        #expect(twice.stdout.components(separatedBy: "/once").count == 2)
    }

    // A newline in a file name went raw into the text report, forging a line.
    @Test func aNewlineInAFileNameIsEscapedInTheReport() throws {
        let scratch = try ScratchDirectory()
        try folder("app", in: scratch)
        try scratch.write(#"JLRoutes.global().addRoute("/a")"# + "\n", to: "app/Ro\nutes.swift")
        let written = try run(["init", "app"], in: scratch)
        #expect(written.stderr.contains(#"app/Ro\nutes.swift:1: imported route /a"#), "\(written.stderr)")
        #expect(!written.stderr.split(separator: "\n").contains { $0.hasPrefix("utes.swift") })
    }

    // A name that is not UTF-8, a patterns file that is not UTF-8, and a FIFO or a link loop
    // given as the folder, each with its own message.
    @Test func namesAndFilesThatAreNotUTF8AndFoldersThatAreNotFoldersAreNamed() throws {
        let scratch = try ScratchDirectory()
        try folder("app", in: scratch)
        try scratch.write(#"JLRoutes.global().addRoute("/a")"# + "\n", to: "app/Routes.swift")
        let badName = Array(scratch.path("app/R").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)] + Array(".swift".utf8CString)
        let descriptor = badName.withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        let walked = try run(["init", "app"], in: scratch)
        #expect(walked.status == 0)
        #expect(walked.stderr.contains(#"app/R\#u{FFFD}.swift: not understood: a name that is not UTF-8: skipped"#), "\(walked.stderr)")

        try scratch.write(Data("/ok\n/b\u{FF}d\n".utf8.map { $0 } + [0xFF, 0x0A]), to: "patterns.txt")
        let patterns = try run(["init", "app", "--patterns", "patterns.txt"], in: scratch)
        #expect(patterns.status == 2)
        #expect(patterns.stderr.contains("patterns.txt:3: error: the pattern file is not UTF-8"), "\(patterns.stderr)")

        #expect(mkfifo(scratch.path("fifo"), 0o600) == 0)
        let fifo = try run(["init", "fifo"], in: scratch)
        #expect(fifo.status == 2)
        #expect(fifo.stderr.contains("navsim: fifo: a FIFO, not a folder"), "\(fifo.stderr)")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("loop"), withDestinationPath: "loop")
        let loop = try run(["init", "loop"], in: scratch)
        #expect(loop.status == 2)
        #expect(loop.stderr.contains("navsim: loop: a symbolic link loop"), "\(loop.stderr)")
    }
}
