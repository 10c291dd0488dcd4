import NavProfiles
import ArgumentParser
import Foundation
import NavImport
import NavRouteFile
import NavSupport

/// `navsim init DIR...`: a route file from the app's own files (docs/import.md).
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a route file from an app's own files: Info.plist, entitlements, association files, Android manifests, route registrations.",
        discussion: """
            Reads each DIR (an Xcode project, an Android project, or a monorepo holding both), skipping .git, build, \
            DerivedData, Pods, Carthage, node_modules, .gradle and .build. With -o the route file is written there and the \
            report (every imported value with its FILE:LINE, every construct not understood) goes to stdout; without \
            -o the route file goes to stdout and the report to stderr. Exit 0 when a route file was written, 1 when \
            the folders hold nothing to import, 2 on bad arguments (a missing folder, -o naming an existing file \
            without --force). See docs/import.md.
            """)

    @Argument(help: ArgumentHelp("The app's project folders.", valueName: "dir")) var folders: [String] = []
    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the route file here (default: stdout).", valueName: "file"))
    var output: String?
    @Flag(help: "Overwrite the -o file when it exists.") var force = false
    @Flag(help: "Print the report as JSON: {routeFile, imported: [{kind, value, source}], notUnderstood: [{source, what}]}.")
    var json = false
    @Option(help: ArgumentHelp("A file of route patterns, one per line (# comments), imported as routes.", valueName: "file"))
    var patterns: String?
    @Option(help: ArgumentHelp("The Gradle build variant whose values resolve the manifests (default: release), e.g. fenixBeta or debug.",
                               valueName: "name"))
    var variant: String?

    func run() throws {
        guard !folders.isEmpty else { throw usage("give at least one folder to read, e.g. navsim init ios android") }
        if let output, !force, FileManager.default.fileExists(atPath: output) {
            throw usage("\(output) exists: navsim init does not overwrite it without --force")
        }
        let app = try AppFolders.read(folders, patterns: patterns, variant: variant)
        let currentDirectory = FileManager.default.currentDirectoryPath
        if app.isEmpty {
            Console.error("navsim init: nothing to import in \(folders.joined(separator: ", ")): no Info.plist, entitlements, association file,"
                          + " AndroidManifest.xml, navigation graph or route registration")
            for line in ImportReport.notUnderstoodLines(app.notUnderstood) { Console.error(line) }
            throw ExitCode(1)
        }
        let directory = output.map { absoluteFolder(of: $0, in: currentDirectory) } ?? currentDirectory
        let written = RouteFileWriter.write(app, directory: directory, currentDirectory: currentDirectory)
        if let output {
            do {
                try AtomicFileWriter.write(Data(written.text.utf8), to: output)
            } catch {
                Console.error("navsim init: \(error.description)")
                throw ExitCode(2)
            }
            if json { print(written.report.json(routeFile: output).rendered()) } else { Console.print(reportLines(written, to: output)) }
        } else {
            print(written.text, terminator: "")
            if json { Console.error(written.report.json(routeFile: "-").rendered()) } else { Console.error(reportLines(written, to: "stdout").joined(separator: "\n")) }
        }
    }

    private func reportLines(_ written: ImportedRouteFile, to destination: String) -> [String] {
        let report = written.report
        // A profile's own reader's routes (a route tree) count as routes too.
        let routes = written.app.routes.count + (written.app.sourceReading?.routes.count ?? 0)
        return report.textLines + ["navsim init: wrote \(destination): \(routes) route\(routes == 1 ? "" : "s"),"
            + " \(report.imported.count) item\(report.imported.count == 1 ? "" : "s") imported, \(report.notUnderstood.count) not understood"]
    }

    private func usage(_ message: String) -> Error {
        Console.error("navsim init: \(message)")
        return ExitCode(2)
    }

    private func absoluteFolder(of file: String, in currentDirectory: String) -> String {
        let absolute = file.hasPrefix("/") ? file : currentDirectory + "/" + file
        return folder(of: absolute)
    }
}

/// Reading the app's folders for `init` and `check --against`: a missing folder or an unreadable
/// `--patterns` file exits 2 with its name.
enum AppFolders {
    /// The 1-based line of the first byte sequence in `data` that is not UTF-8.
    static func firstInvalidUTF8Line(_ data: Data) -> Int {
        var line = 1
        var start = data.startIndex
        for index in data.indices where data[index] == 0x0A {
            if String(validating: data[start..<index], as: UTF8.self) == nil { return line }
            line += 1
            start = index + 1
        }
        return line
    }

    static func read(_ folders: [String], patterns: String?, variant: String? = nil) throws -> ImportedApp {
        var list: ProjectImport.PatternList?
        if let patterns {
            let data: Data
            do {
                data = try RouteFileLoader.contents(ofFileAt: patterns, kind: "pattern file")
            } catch {
                Console.error(error.render())
                throw ExitCode(2)
            }
            guard let text = String(validating: data, as: UTF8.self) else {
                // Read as U+FFFD, an invalid byte would be imported into a pattern no app registers.
                let line = Self.firstInvalidUTF8Line(data)
                Console.error("\(visibleText(patterns)):\(line): error: the pattern file is not UTF-8 (line \(line) holds an invalid byte); save it as UTF-8")
                throw ExitCode(2)
            }
            list = ProjectImport.PatternList(file: patterns, text: text)
        }
        let app: ImportedApp
        do {
            app = try ProjectImport.read(folders: folders, patterns: list, variant: variant)
        } catch {
            Console.error("navsim: \(visibleText(error.path)): \(error.reason)")
            throw ExitCode(2)
        }
        if let problem = app.variantProblem {
            Console.error("navsim: \(problem)")
            throw ExitCode(2)
        }
        return app
    }
}
