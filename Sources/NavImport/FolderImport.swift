import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ProjectImport {
    /// A folder given to `init` or `check --against` that does not exist.
    public struct MissingFolder: Error, Sendable {
        /// The folder as given.
        public var path: String
        /// Why it cannot be read: "no such file or folder", "a symbolic link loop", "a FIFO, not a folder"…
        public var reason: String = "no such file or folder"
    }

    /// Why `path`, which the walk could not start from, is no folder to read.
    static func reason(notReading path: String) -> String {
        var info = stat()
        if stat(path, &info) != 0 {
            switch errno {
            case ELOOP: return "a symbolic link loop"
            case ENOTDIR: return "a path through something that is not a folder"
            case EACCES: return "not readable (permission denied)"
            default: return "no such file or folder"
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFIFO: return "a FIFO, not a folder: navsim never opens one"
        case S_IFSOCK: return "a socket, not a folder"
        case S_IFCHR, S_IFBLK: return "a device file, not a folder"
        default: return "neither a folder nor a file"
        }
    }

    /// Walks `folders` (``ProjectTree``) and imports what they hold; what the walk skipped
    /// comes first among the app's ``ImportedApp/notUnderstood``.
    /// - Throws: ``MissingFolder`` for the first folder that does not exist.
    /// `variant`: the Gradle build variant (``ImportedApp/variantProblem`` says when the app has no such one).
    public static func read(folders: [String], patterns: PatternList? = nil, variant: String? = nil) throws(MissingFolder) -> ImportedApp {
        // Each file is imported as the walk reads it and then let go: holding every file to
        // the end took 939 MB for 60 sparse sources of 15 MB.
        var reader = Reader()
        reader.requestedVariant = variant
        var skipped: [NotUnderstood] = []
        // Files are told apart by their resolved paths' bytes: as Swift Strings, `café` written
        // precomposed and decomposed are equal (one folder was not read), and `base` and
        // `./base` differ (every file was read twice).
        var seen: Set<[UInt8]> = []
        func key(_ path: String) -> [UInt8] { Array(resolvedPath(path).utf8) }
        for folder in folders {
            // A folder given inside another given one is read once.
            let walked = ProjectTree.walk(folder) { file in
                if seen.insert(key(file.path)).inserted { reader.read(file) }
            }
            guard let walked else { throw MissingFolder(path: folder, reason: reason(notReading: folder)) }
            skipped += walked.filter { !seen.contains(key($0.source.file)) }
            seen.formUnion(walked.map { key($0.source.file) })
        }
        if let patterns { reader.readPatterns(patterns) }
        var app = reader.finish()
        app.notUnderstood = skipped + app.notUnderstood
        return app
    }
}
