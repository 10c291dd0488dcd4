extension ProjectImport {
    /// A folder given to `init` or `check --against` that does not exist.
    public struct MissingFolder: Error, Sendable {
        /// The folder as given.
        public var path: String
    }

    /// Walks `folders` (``ProjectTree``) and imports what they hold; what the walk skipped
    /// comes first among the app's ``ImportedApp/notUnderstood``.
    /// - Throws: ``MissingFolder`` for the first folder that does not exist.
    /// `variant`: the Gradle build variant (``ImportedApp/variantProblem`` says when the app has no such one).
    public static func read(folders: [String], patterns: PatternList? = nil, variant: String? = nil) throws(MissingFolder) -> ImportedApp {
        var files: [ProjectFile] = []
        var skipped: [NotUnderstood] = []
        var seen: Set<String> = []
        for folder in folders {
            guard let walk = ProjectTree.walk(folder) else { throw MissingFolder(path: folder) }
            // A folder given inside another given one is read once.
            files += walk.files.filter { seen.insert($0.path).inserted }
            skipped += walk.skipped.filter { !seen.contains($0.source.file) }
            seen.formUnion(walk.skipped.map(\.source.file))
        }
        var app = read(files, patterns: patterns, variant: variant)
        app.notUnderstood = skipped + app.notUnderstood
        return app
    }
}
