import NavSyntax
import NavProfiles
import Foundation
import NavLinks
import NavRouting
import NavRouteFile
import NavSupport

/// Reads an app's project files into an ``ImportedApp``: the pure core of `navsim init`
/// (``ProjectTree`` is the walk that gives it the files).
public enum ProjectImport {
    /// A `--patterns` file: one route pattern per line; blank lines and lines starting with `#` skipped.
    public struct PatternList: Sendable {
        /// The file's name in sources (`FILE:LINE`).
        public var file: String
        /// Its text.
        public var text: String
        /// Makes a list.
        public init(file: String, text: String) {
            self.file = file
            self.text = text
        }
    }

    /// Imports `files` (in walk order) and the optional pattern list; `variant` names the Gradle
    /// build variant whose values resolve the manifests (`nil`: the release build).
    public static func read(_ files: [ProjectFile], patterns: PatternList? = nil, variant: String? = nil) -> ImportedApp {
        var reader = Reader()
        reader.requestedVariant = variant
        for file in files { reader.read(file) }
        if let patterns { reader.readPatterns(patterns) }
        return reader.finish()
    }

    /// The domain a platform file is for, told by the folder it is in (`hotels.example.com/assetlinks.json`)
    /// or, for a `.well-known` folder, the folder above (`hotels.example.com/.well-known/…`).
    public static func domain(ofPlatformFile path: String) -> String? {
        var folders = path.split(separator: "/").dropLast()
        if folders.last == ".well-known" { folders = folders.dropLast() }
        guard let folder = folders.last.map(String.init), isHostName(folder, allowingWildcard: true) else { return nil }
        return folder.lowercased()
    }

    /// The import in progress: each file read into ``app``, then ``finish()`` (the Android and
    /// localization steps that need every file are in ProjectImportVariants.swift).
    struct Reader {
        var app = ImportedApp()
        var bundleIdentifiers: [String] = []
        var appIDs: [ImportedFact] = []
        var statements: [(package: String, fingerprint: String, source: ImportSource)] = []
        var manifests: [(path: String, hasLinkFilters: Bool, placeholders: [(name: String, value: String)])] = []
        var requestedVariant: String?
        var gradleBuilds: [GradleBuildFile] = []
        var manifestFiles: [ProjectFile] = []
        var shortcutFiles: [ProjectFile] = []
        var resources = AndroidResources()
        /// Each Kotlin and Java source's place in the walk, and the lines where it reads `intent.data`.
        var androidSourceOrder: [String: Int] = [:]
        var intentDataLines: [(path: String, lines: [Int])] = []
        /// The profiles' readers of the app's Android files, in registry order; the files each kept, in walk order.
        let androidReaders: [(profile: String, reader: any ProjectSourceReader)] = MatchingProfile.allCases.compactMap { profile in
            MatchingProfile.projectSourceReaders[profile.rawValue].flatMap { $0.readsAndroidFiles ? (profile.rawValue, $0) : nil }
        }
        var androidFiles: [(profile: String, path: String, contents: Data)] = []
        /// What each of those readers read, in registry order.
        var androidReadings: [(profile: String, reader: any ProjectSourceReader, reading: ProjectSourceReading)] = []
        /// The reader whose reading is ``ImportedApp/filesReading``.
        var filesReader: (profile: String, reader: any ProjectSourceReader)?
        var infoPlistStrings: [(region: String, pairs: [(key: String, value: String)])] = []
        var developmentRegions: [String] = []
        var applicationID: ImportedFact?
        var namespace: ImportedFact?
        var manifestPackage: ImportedFact?
        /// The profiles whose libraries' registrations were found, first found first.
        var libraries: [(profile: MatchingProfile, source: ImportSource)] = []
        /// Files a profile's own reader reads (``ProjectSourceReader``).
        var profileSources: [(path: String, contents: Data)] = []
        /// The profile whose reader gave ``ImportedApp/sourceReading``, and what tells it.
        var sourceLibrary: (profile: MatchingProfile, source: ImportSource)?
        // What is already imported, by key, so each de-duplication is one lookup: a linear
        // search per value made 16,000 patterns or 20,000 schemes take seconds.
        /// Each imported scheme's and domain's index in ``app``: a value met again adds its place there.
        var schemeIndex: [String: Int] = [:]
        var domainIndex: [String: Int] = [:]
        var wildcardNames: Set<String> = []
        var shortcutSources: [String: ImportSource] = [:]
        var routeSources: [RouteKey: ImportSource] = [:]
        var screenParameters: Set<String> = []
        var fallbackNames: Set<String> = []

        struct RouteKey: Hashable {
            var pattern: String
            var scheme: String?
        }

        mutating func read(_ file: ProjectFile) {
            switch file.kind {
            case .infoPlist: readInfoPlist(file)
            case .entitlements: readEntitlements(file)
            case .appleAppSiteAssociation: readAssociation(file)
            case .assetLinks: readAssetLinks(file)
            case .androidManifest: readManifest(file)
            case .gradleBuild: readGradle(file)
            case .navigationGraph: meetAndroidFile(file)
            case .source: readSource(file)
            case .androidSource:
                if androidSourceOrder[file.path] == nil { androidSourceOrder[file.path] = androidSourceOrder.count }
                let lines = IntentDataReads.lines([UInt8](file.contents))
                if !lines.isEmpty { intentDataLines.append((file.path, lines)) }
                meetAndroidFile(file)
            case .androidValues:
                // Most values files hold dimensions, colours, styles: only `<string>`s are read.
                if ByteSearch.containsAny([UInt8](file.contents), ["<string "]) { resources.addValues(file.contents) }
            case .androidShortcuts: shortcutFiles.append(file)
            case .infoPlistStrings:
                let region = String(file.path.split(separator: "/").dropLast().last?.dropLast(".lproj".count) ?? "")
                infoPlistStrings.append((region, StringsFile.pairs(file.contents)))
            case .profileSource: readProfileSource(file)
            }
        }

        /// A file a profile's own reader reads: at once when it reads each file as the walk meets
        /// it (a project config), else kept for ``readProfileSources()``.
        private mutating func readProfileSource(_ file: ProjectFile) {
            let name = (file.path as NSString).lastPathComponent
            guard let (profile, reader) = MatchingProfile.projectSourceReaders.sorted(by: { $0.key < $1.key })
                .first(where: { $0.value.readsEachFileAsMet && $0.value.reads(fileNamed: name) })
            else {
                profileSources.append((file.path, file.contents))
                return
            }
            add(reader.read([(file.path, file.contents)]), profile: profile, files: [file.path])
        }

        /// A profile reader's reading: its schemes, domains and report lines; the first reading
        /// that writes members gives the route file's and the profile (after registrations found first).
        private mutating func add(_ reading: ProjectSourceReading, profile name: String, files: [String]) {
            func source(_ fact: ProjectSourceReading.Fact) -> ImportSource { ImportSource(file: fact.file, line: fact.line) }
            reading.schemes.forEach { addScheme($0.value, source($0)) }
            reading.domains.forEach { addDomain($0.value, source($0)) }
            app.notUnderstood += reading.notUnderstood.map { NotUnderstood(source: ImportSource(file: $0.file, line: $0.line), what: $0.what) }
            guard !reading.members.isEmpty, app.sourceReading == nil, let profile = MatchingProfile(rawValue: name) else { return }
            app.sourceReading = reading
            let source = reading.profileSource.map { ImportSource(file: $0.file, line: $0.line) }
                ?? reading.routes.first.map { ImportSource(file: $0.file, line: $0.line) } ?? ImportSource(file: files[0])
            sourceLibrary = (profile, source)
        }

        mutating func addScheme(_ name: String, _ source: ImportSource) {
            let name = name.lowercased()
            if let index = schemeIndex[name] {
                if app.schemes[index].source != source, !app.schemes[index].otherSources.contains(source) { app.schemes[index].otherSources.append(source) }
            } else {
                schemeIndex[name] = app.schemes.count
                app.schemes.append(ImportedFact(name, source))
            }
        }

        /// `applinks`: an entitlements domain (a `*.` one is an association key too); else a manifest's host.
        mutating func addDomain(_ host: String, _ source: ImportSource, applinks: Bool = true) {
            // `*.example.com` is a domain pattern the route file takes, and an association key.
            if applinks, host.hasPrefix("*."), wildcardNames.insert(host).inserted {
                app.wildcardDomains.append(ImportedFact(host, source))
            }
            if let index = domainIndex[host] {
                if app.domains[index].source != source, !app.domains[index].otherSources.contains(source) { app.domains[index].otherSources.append(source) }
            } else {
                domainIndex[host] = app.domains.count
                app.domains.append(ImportedFact(host, source))
            }
        }

        private mutating func readInfoPlist(_ file: ProjectFile) {
            switch PropertyListFile.read(file.contents, file: file.path) {
            case .failure(let problem): app.notUnderstood.append(problem)
            case .success(let plist):
                // An app extension's (a share or action extension, an intent handler): not the app.
                if plist.root["NSExtension"] != nil {
                    let name = (plist.root["CFBundleDisplayName"] ?? plist.root["CFBundleName"]) as? String
                    app.notUnderstood.append(NotUnderstood(
                        source: plist.source(key: "NSExtension"),
                        what: "the Info.plist of an app extension (NSExtension\(name.map { ", named \($0)" } ?? "")): not the app's; not read"))
                    return
                }
                app.readInfoPlist = true
                let facts = InfoPlistFacts(plist)
                if let region = plist.root["CFBundleDevelopmentRegion"] as? String {
                    developmentRegions.append(usesBuildSetting(region) ? "en" : region)
                }
                for key in ["CFBundleDisplayName", "CFBundleName"] {
                    if let name = plist.root[key] as? String, usesBuildSetting(name) {
                        app.notUnderstood.append(NotUnderstood(source: plist.source(key: key),
                                                               what: "\(key) \(name) is a build setting navsim cannot resolve: the name is left out"))
                        break
                    }
                }
                for scheme in facts.schemes { addScheme(scheme.name, scheme.source) }
                for shortcut in facts.shortcuts {
                    if let first = shortcutSources[shortcut.name] {
                        app.notUnderstood.append(NotUnderstood(source: shortcut.source,
                                                               what: "quick action \(shortcut.name) again (first at \(first)): skipped"))
                    } else {
                        shortcutSources[shortcut.name] = shortcut.source
                        app.shortcuts.append(shortcut)
                    }
                }
                if let identifier = facts.bundleIdentifier { bundleIdentifiers.append(identifier) }
                if app.name == nil { app.name = facts.displayName }
                app.notUnderstood += facts.notUnderstood
            }
        }

        private mutating func readEntitlements(_ file: ProjectFile) {
            switch PropertyListFile.read(file.contents, file: file.path) {
            case .failure(let problem): app.notUnderstood.append(problem)
            case .success(let plist):
                let facts = EntitlementsFacts(plist)
                for domain in facts.domains { addDomain(domain.name, domain.source) }
                if let appID = facts.applicationIdentifier { appIDs.insert(ImportedFact(appID.name, appID.source), at: 0) }
                app.notUnderstood += facts.notUnderstood
            }
        }

        /// The file linked to its domain: `nil` (and a report line) when its folder does not tell
        /// the domain or another file was linked to it first.
        private mutating func linkedFile(_ file: ProjectFile, what: String, linked: [LinkedPlatformFile]) -> LinkedPlatformFile? {
            guard let domain = ProjectImport.domain(ofPlatformFile: file.path) else {
                app.notUnderstood.append(NotUnderstood(source: ImportSource(file: file.path),
                                                       what: "\(what) whose domain cannot be told: put it in a folder named after its domain"
                                                           + " (DOMAIN/\(what) or DOMAIN/.well-known/\(what)); not linked"))
                return nil
            }
            if linked.contains(where: { $0.domain == domain }) {
                app.notUnderstood.append(NotUnderstood(source: ImportSource(file: file.path), what: "a second \(what) for \(domain): not linked"))
                return nil
            }
            return LinkedPlatformFile(domain: domain, path: file.path, source: ImportSource(file: file.path, line: 1))
        }

        /// A platform file parsed by NavLinks, or its problems in the report.
        private mutating func parsed<File>(_ file: ProjectFile, _ parse: ([UInt8], String) throws(RouteFileError) -> File) -> File? {
            do {
                return try parse([UInt8](file.contents), file.path)
            } catch {
                app.notUnderstood += error.diagnostics.map {
                    NotUnderstood(source: ImportSource(file: file.path, line: $0.line), what: "\($0.message): not linked")
                }
                return nil
            }
        }

        private mutating func readAssociation(_ file: ProjectFile) {
            guard let association = parsed(file, { bytes, path throws(RouteFileError) in try AppleAppSiteAssociation(parsing: bytes, file: path) })
            else { return }
            for detail in association.details {
                for appID in detail.appIDs { appIDs.append(ImportedFact(appID, ImportSource(file: file.path, line: detail.position.line))) }
            }
            if let linked = linkedFile(file, what: "apple-app-site-association", linked: app.associations) { app.associations.append(linked) }
        }

        private mutating func readAssetLinks(_ file: ProjectFile) {
            guard let links = parsed(file, { bytes, path throws(RouteFileError) in try AssetLinks(parsing: bytes, file: path) }) else { return }
            for statement in links.statements where statement.relations.contains(AssetLinks.handleAllURLs) {
                guard let package = statement.package else { continue }
                for fingerprint in statement.fingerprints {
                    statements.append((package, fingerprint.uppercased(), ImportSource(file: file.path, line: statement.position.line)))
                }
            }
            if let linked = linkedFile(file, what: "assetlinks.json", linked: app.assetlinks) { app.assetlinks.append(linked) }
        }

        private mutating func readManifest(_ file: ProjectFile) { manifestFiles.append(file) }

        /// A manifest of the variant, its placeholders resolved with the variant's values.
        mutating func processManifest(_ file: ProjectFile, placeholders: [String: String]) {
            let substituted = ManifestPlaceholders.substitute(file.contents, values: placeholders)
            for name in substituted.unresolved {
                let source = ImportSource(file: file.path, line: name.line)
                if !app.unresolvedPlaceholders.contains(where: { $0.value == name.name && $0.source.file == file.path }) {
                    app.unresolvedPlaceholders.append(ImportedFact(name.name, source))
                }
                app.unresolvedKinds.insert(name.attribute == "scheme" ? "scheme" : name.attribute == "host" ? "host" : "other")
            }
            let facts = ManifestFacts(substituted.data, file: file.path)
            app.notUnderstood += facts.notUnderstood
            guard facts.notUnderstood.isEmpty || facts.package != nil || facts.hasLinkFilters else { return }
            if facts.isLinkReady {
                manifests.append((file.path, facts.hasLinkFilters, substituted.used.map { ($0, placeholders[$0] ?? "") }))
            } else {
                app.notUnderstood.append(NotUnderstood(source: ImportSource(file: file.path),
                                                       what: "not named in links.android.manifest: navsim's link check needs the merged manifest"
                                                           + " (build/intermediates/merged_manifests), with every value resolved"))
            }
            if manifestPackage == nil, let package = facts.package { manifestPackage = ImportedFact(package.name, package.source) }
            for scheme in facts.schemes { addScheme(scheme.name, scheme.source) }
            for host in facts.hosts { addDomain(host.name, host.source, applinks: false) }
        }

        private mutating func readGradle(_ file: ProjectFile) {
            let facts = GradleFacts(String(decoding: file.contents, as: UTF8.self), file: file.path)
            app.notUnderstood += facts.notUnderstood
            if applicationID == nil, let id = facts.applicationID { applicationID = ImportedFact(id.name, id.source) }
            if namespace == nil, let id = facts.namespace { namespace = ImportedFact(id.name, id.source) }
            gradleBuilds.append(GradleBuildFile(String(decoding: file.contents, as: UTF8.self), file: file.path))
        }

        /// An Android file the profiles' readers may read: what they do not understand in it now,
        /// the file kept for ``readAndroidFiles()`` by those that read it.
        private mutating func meetAndroidFile(_ file: ProjectFile) {
            for (profile, reader) in androidReaders {
                let met = reader.meets(androidFile: file.path, contents: file.contents)
                app.notUnderstood += met.notUnderstood.map { NotUnderstood(source: ImportSource(file: $0.file, line: $0.line), what: $0.what) }
                if met.kept { androidFiles.append((profile, file.path, file.contents)) }
            }
        }

        private mutating func readSource(_ file: ProjectFile) {
            let bytes = [UInt8](file.contents)
            for entry in URLEntryPoints.find(bytes) {
                app.notUnderstood.append(NotUnderstood(source: ImportSource(file: file.path, line: entry.line),
                                                       what: "URL handler: routes are decided in code here (\(entry.method))"))
            }
            let found = RegistrationScanner.scan(bytes, swift: file.path.hasSuffix(".swift"))
            app.notUnderstood += found.problems.map { NotUnderstood(source: ImportSource(file: file.path, line: $0.line), what: $0.what) }
            for registration in found.registrations {
                let source = ImportSource(file: file.path, line: registration.line)
                if !libraries.contains(where: { $0.profile == registration.profile }) {
                    libraries.append((registration.profile, source))
                }
                switch registration.kind {
                case .route(let pattern, let scheme):
                    // A registration's scheme is checked as an Info.plist's is: one that is not a
                    // scheme name would make the whole route file refuse to load.
                    if let scheme, !isSchemeName(scheme) {
                        app.notUnderstood.append(NotUnderstood(
                            source: source, what: "route \(quotedJSONString(pattern)): URL scheme \(quotedJSONString(scheme)) is not a scheme name: not imported"))
                        continue
                    }
                    addRoute(ImportedRoute(pattern: pattern, scheme: scheme?.lowercased(), source: source))
                case .parameterScreen(let parameter, let screen):
                    if screenParameters.insert(parameter).inserted {
                        app.parameterScreens.append((parameter, screen, source))
                    }
                case .fallbackToGlobal(let scheme):
                    if isSchemeName(scheme), fallbackNames.insert(scheme.lowercased()).inserted {
                        app.fallbackSchemes.append(ImportedFact(scheme.lowercased(), source))
                    }
                }
            }
        }

        /// The files the profiles' own readers read together: a reader that finds routes gives the
        /// profile (after registrations found first) and the route file's members it writes.
        private mutating func readProfileSources() {
            for (name, reader) in MatchingProfile.projectSourceReaders.sorted(by: { $0.key < $1.key }) where !reader.readsEachFileAsMet {
                let files = profileSources.filter { reader.reads(fileNamed: ($0.path as NSString).lastPathComponent) }
                guard !files.isEmpty else { continue }
                add(reader.read(files), profile: name, files: files.map(\.path))
            }
            if let sourceLibrary { libraries.append(sourceLibrary) }
        }

        mutating func addRoute(_ route: ImportedRoute) {
            let key = RouteKey(pattern: route.pattern, scheme: route.scheme)
            if let first = routeSources[key] {
                app.notUnderstood.append(NotUnderstood(source: route.source, what: "route \(route.label) registered again (first at \(first)): imported once"))
            } else {
                routeSources[key] = route.source
                app.routes.append(route)
            }
        }

        mutating func readPatterns(_ list: PatternList) {
            for (index, line) in list.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let pattern = line.trimmingCharacters(in: .whitespaces)
                if pattern.isEmpty || pattern.hasPrefix("#") { continue }
                addRoute(ImportedRoute(pattern: pattern, scheme: nil, source: ImportSource(file: list.file, line: index + 1)))
            }
        }

        /// The Android files each reader kept, read once the package is known: what it does not
        /// understand, the schemes and hosts they give the app; the first reading that lists files
        /// is ``ImportedApp/filesReading``.
        private mutating func readAndroidFiles() {
            for (profile, reader) in androidReaders {
                let files = androidFiles.filter { $0.profile == profile }.map { (path: $0.path, contents: $0.contents) }
                guard !files.isEmpty else { continue }
                let reading = reader.readAndroidFiles(files, applicationId: app.package?.value, resources: resources)
                app.notUnderstood += reading.notUnderstood.map { NotUnderstood(source: ImportSource(file: $0.file, line: $0.line), what: $0.what) }
                reading.schemes.forEach { addScheme($0.value, ImportSource(file: $0.file, line: $0.line)) }
                reading.domains.forEach { addDomain($0.value, ImportSource(file: $0.file, line: $0.line)) }
                if !reading.members.isEmpty, app.filesReading == nil {
                    app.filesReading = reading
                    filesReader = (profile, reader)
                }
                androidReadings.append((profile, reader, reading))
            }
        }

        /// What tells a reading's profile: its source, else its first route.
        private static func source(of reading: ProjectSourceReading) -> ImportSource {
            if let source = reading.profileSource { return ImportSource(file: source.file, line: source.line) }
            return reading.routes.first.map { ImportSource(file: $0.file, line: $0.line) } ?? ImportSource(file: "")
        }

        mutating func finish() -> ImportedApp {
            let variantPackage = readVariant()
            var placeholders = app.placeholders.compactMapValues { $0.value.isEmpty ? nil : $0.value }
            if let package = variantPackage ?? applicationID { placeholders["applicationId"] = package.value }
            for file in variantManifests() { processManifest(file, placeholders: placeholders) }
            // The application id: the variant's (applicationId and its suffixes) is the one installed;
            // namespace and the manifest's package name the code.
            // An Expo app config names the package its prebuild writes into the manifest.
            let configPackage = app.sourceReading?.androidPackage.map { ImportedFact($0.value, ImportSource(file: $0.file, line: $0.line)) }
            app.package = variantPackage ?? applicationID ?? manifestPackage ?? namespace ?? configPackage
            readShortcutFiles()
            localizeShortcutTitles()
            // The signing certificate: the fingerprint most statements for the package list (the
            // one every domain verifies), the first found on a tie.
            let candidates = statements.filter { $0.package == app.package?.value }
            let counts = Dictionary(candidates.map { ($0.fingerprint, 1) }, uniquingKeysWith: +)
            if let best = counts.values.max(), let statement = candidates.first(where: { counts[$0.fingerprint] == best }) {
                app.fingerprint = ImportedFact(statement.fingerprint, statement.source)
            } else if let package = app.package, !app.assetlinks.isEmpty {
                app.notUnderstood.append(NotUnderstood(source: package.source,
                                                       what: "no assetlinks.json statement for \(package.value) gives the signing fingerprint:"
                                                           + " links.android has none, so its https hosts are unverified"))
            }
            if let manifest = manifests.first(where: \.hasLinkFilters) ?? manifests.first {
                app.manifest = ImportedFact(manifest.path, ImportSource(file: manifest.path, line: 1))
                app.manifestPlaceholders = manifest.placeholders.filter { $0.name != "applicationId" }
                if app.fingerprint == nil, app.assetlinks.isEmpty, let package = app.package, !app.domains.isEmpty {
                    app.notUnderstood.append(NotUnderstood(
                        source: app.manifest!.source,
                        what: "no assetlinks.json in the folders read gives \(package.value)'s signing fingerprint: links.android is written without"
                            + " one, so custom schemes work and the https hosts stay unverified (add links.android.fingerprint and assetlinks)"))
                }
            } else if app.package != nil, !manifestFiles.isEmpty, app.manifest == nil, !app.schemes.isEmpty || !app.domains.isEmpty {
                app.notUnderstood.append(NotUnderstood(source: app.package!.source,
                                                       what: "no manifest navsim's link check can read as it is: links.android left out"))
            }
            app.appID = appIDs.first { appID in bundleIdentifiers.contains { appID.value.hasSuffix("." + $0) } } ?? appIDs.first
            readAndroidFiles()
            readProfileSources()
            // An app that declares no scheme where navsim looks (IKRouter patterns carry theirs):
            // the first scheme a route names is the default.
            if app.schemes.isEmpty, let route = app.routes.first(where: { $0.scheme != nil }), let scheme = route.scheme {
                app.schemes.append(ImportedFact(scheme, route.source))
            }
            if let first = libraries.first {
                app.profile = ImportedFact(first.profile.rawValue, first.source)
                for other in libraries.dropFirst() {
                    app.notUnderstood.append(NotUnderstood(
                        source: other.source,
                        what: "a second routing library, \(other.profile.library), in one app: the profile is \(first.profile.rawValue),"
                            + " from \(first.profile.library) found first at \(first.source); its routes are imported under that profile"))
                }
                // The files a reader lists need its profile: a library found in code comes first.
                if let reading = app.filesReading, let filesReader {
                    app.notUnderstood.append(NotUnderstood(source: Self.source(of: reading),
                                                           what: filesReader.reader.filesLeftOut(besides: first.profile.library, profile: first.profile.rawValue)))
                    app.filesReading = nil
                }
            } else if let reading = app.filesReading, app.routes.isEmpty, let filesReader {
                app.profile = ImportedFact(filesReader.profile, Self.source(of: reading))
            }
            readCode()
            for wildcard in app.wildcardDomains where !app.associations.contains(where: { $0.domain == wildcard.value }) {
                app.notUnderstood.append(NotUnderstood(
                    source: wildcard.source,
                    what: "applinks domain \(wildcard.value) is a wildcard: \"domains\" lists single hosts, and no apple-app-site-association"
                        + " was found for it to go in links.ios.associations"))
            }
            return app
        }
    }
}
