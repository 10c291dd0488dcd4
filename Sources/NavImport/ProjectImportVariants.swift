import NavSyntax
import Foundation
import NavProfiles

/// The steps of the import that need every file read first: the Gradle build variant and the
/// manifests it merges, Android shortcuts and localized quick-action titles (which need the
/// strings), the routes profiles' readers find in code (which need the profile chosen) and
/// activities reading `intent.data`.
extension ProjectImport.Reader {
    /// The app module's build variant (`--variant`, else release): sets ``ImportedApp/variant``
    /// and ``ImportedApp/placeholders``, and gives the application id it installs.
    mutating func readVariant() -> ImportedFact? {
        for build in gradleBuilds { app.notUnderstood += build.notUnderstood }
        let applications = gradleBuilds.filter(\.isApplication)
        guard let build = applications.first(where: { $0.defaultConfig?.applicationId != nil || $0.flavors.contains { $0.applicationId != nil } })
                ?? applications.first
        else {
            if let requestedVariant {
                app.variantProblem = "--variant \(requestedVariant): no build.gradle(.kts) of an application module was read, so there are no variants"
            }
            return nil
        }
        let variants = GradleVariant.all(of: build)
        let chosen: GradleVariant
        if let requestedVariant {
            guard let named = GradleVariant.named(requestedVariant, in: variants) else {
                app.variantProblem = "--variant \(requestedVariant): \(build.file) builds " + variants.map(\.name).joined(separator: ", ")
                return nil
            }
            chosen = named
        } else {
            guard let release = GradleVariant.defaultVariant(variants) else { return nil }
            chosen = release
        }
        app.variant = ImportedFact(chosen.name, chosen.buildType.source)
        for (key, value) in chosen.placeholders(defaultConfig: build.defaultConfig) {
            app.placeholders[key] = ImportedFact(value.value ?? "", value.source)
            if value.value == nil {
                app.notUnderstood.append(NotUnderstood(source: value.source,
                                                       what: "manifest placeholder \(key) is \(value.expression), not a string literal: ${\(key)} is not resolved"))
            }
        }
        guard let id = chosen.applicationId(defaultConfig: build.defaultConfig) else { return nil }
        for part in id.unresolved {
            app.notUnderstood.append(NotUnderstood(source: part.source,
                                                   what: "applicationId part \(part.expression) is not a string literal: the variant's package cannot be"
                                                       + " told (the applicationId written, if any, is imported without it)"))
        }
        if !id.unresolved.isEmpty {
            app.unresolvedKinds.insert("package")
            return nil
        }
        return ImportedFact(id.value, id.source)
    }

    /// The manifests the variant merges, `main`'s first: a manifest in `src/SET/` is read when SET
    /// is `main` or one of the variant's source sets (a manifest outside `src/` is read as well);
    /// each other one is a report line.
    mutating func variantManifests() -> [ProjectFile] {
        let sets = app.variant == nil ? nil : Set(variantSourceSets())
        var main: [ProjectFile] = [], others: [ProjectFile] = []
        for file in manifestFiles {
            let components = file.path.split(separator: "/")
            guard let src = components.lastIndex(of: "src"), src + 2 == components.count - 1 else {
                others.append(file)
                continue
            }
            let set = String(components[src + 1])
            if set == "main" {
                main.append(file)
            } else if let sets, sets.contains(set) {
                others.append(file)
            } else if sets == nil, !manifestFiles.contains(where: { $0.path.hasSuffix("/src/main/AndroidManifest.xml") }) {
                others.append(file)
            } else if sets == nil {
                app.notUnderstood.append(NotUnderstood(
                    source: ImportSource(file: file.path),
                    what: "the manifest of source set \(set): no build.gradle read names a variant that merges it, and the main source set's is"
                        + " preferred: not read"))
            } else {
                app.notUnderstood.append(NotUnderstood(
                    source: ImportSource(file: file.path),
                    what: "the manifest of source set \(set), which the \(app.variant.map { "variant \($0.value)" } ?? "release build") does not merge: not read"))
            }
        }
        return main + others
    }

    private func variantSourceSets() -> [String] {
        let applications = gradleBuilds.filter(\.isApplication)
        guard let name = app.variant?.value else { return [] }
        for build in applications {
            if let variant = GradleVariant.all(of: build).first(where: { $0.name == name }) { return variant.sourceSets }
        }
        return []
    }

    /// The static shortcuts of `res/xml/shortcuts.xml`: an intent with data gives the URL; one
    /// with only an action is reported, its URL a placeholder to fill in.
    mutating func readShortcutFiles() {
        for file in shortcutFiles {
            let read = AndroidShortcutsFile(file.contents)
            if let line = read.malformedLine, read.shortcuts.isEmpty {
                app.notUnderstood.append(NotUnderstood(source: ImportSource(file: file.path, line: line), what: "malformed XML: skipped"))
                continue
            }
            guard read.isShortcuts else { continue }
            app.readShortcutsFile = true
            for item in read.shortcuts {
                let source = ImportSource(file: file.path, line: item.line)
                guard !item.id.isEmpty else {
                    app.notUnderstood.append(NotUnderstood(source: source, what: "a <shortcut> without android:shortcutId: skipped"))
                    continue
                }
                if let first = app.shortcuts.first(where: { $0.name == item.id }) {
                    app.notUnderstood.append(NotUnderstood(source: source, what: "shortcut \(item.id) again (first at \(first.source)): skipped"))
                    continue
                }
                let title = (item.shortLabel ?? item.longLabel).map(resources.resolved)
                let subtitle = item.longLabel.map(resources.resolved).flatMap { $0 == title ? nil : $0 }
                for label in [title, subtitle].compactMap({ $0 }) where label.hasPrefix("@string/") {
                    app.notUnderstood.append(NotUnderstood(source: source, what: "shortcut \(item.id): label \(label) is in no res/values file read: shown as written"))
                }
                var shortcut = ImportedShortcut(name: item.id, title: title, subtitle: subtitle, icon: nil,
                                                url: item.data.first { $0.contains(":") }, source: source)
                if shortcut.url == nil {
                    let what = item.actions.isEmpty ? "an intent without data" : "an intent with the action \(item.actions.joined(separator: ", ")) and no data"
                    app.notUnderstood.append(NotUnderstood(source: source, what: "shortcut \(item.id): \(what) (the app decides in code);"
                                                               + " the route file has a placeholder URL to fill in"))
                }
                if !item.enabled { shortcut.subtitle = shortcut.subtitle ?? "disabled" }
                app.shortcuts.append(shortcut)
            }
        }
    }

    /// Quick-action titles and subtitles that are keys of the development region's
    /// `InfoPlist.strings` (`en` when the region is a build setting) become their text.
    mutating func localizeShortcutTitles() {
        guard !infoPlistStrings.isEmpty else { return }
        let region = developmentRegions.first ?? "en"
        let tables = infoPlistStrings.filter { $0.region == region } + infoPlistStrings.filter { $0.region == "Base" }
            + infoPlistStrings.filter { $0.region == "en" && region != "en" }
        func localized(_ key: String?) -> String? {
            guard let key else { return nil }
            for table in tables { if let pair = table.pairs.first(where: { $0.key == key }) { return pair.value } }
            return key
        }
        for index in app.shortcuts.indices where !app.shortcuts[index].source.file.hasSuffix(".xml") {
            app.shortcuts[index].title = localized(app.shortcuts[index].title)
            app.shortcuts[index].subtitle = localized(app.shortcuts[index].subtitle)
        }
    }

    /// What the readers of the app's Android files found in code, and each place an activity
    /// reads `intent.data`, file by file in walk order (a reader's lines of a file first); then
    /// the routes a reader found in code join the routes under its profile, unless another
    /// profile was chosen (a report line).
    mutating func readCode() {
        var lines: [(order: Int, reader: Bool, entry: NotUnderstood)] = []
        func order(_ path: String) -> Int { androidSourceOrder[path] ?? Int.max }
        for (_, _, reading) in androidReadings {
            lines += reading.codeNotUnderstood.map { (order($0.file), true, NotUnderstood(source: ImportSource(file: $0.file, line: $0.line), what: $0.what)) }
        }
        for (path, found) in intentDataLines {
            lines += found.map { (order(path), false, NotUnderstood(source: ImportSource(file: path, line: $0),
                                                                    what: "URL handler: routes are decided in code here (reads intent.data)")) }
        }
        app.notUnderstood += lines.enumerated().sorted { a, b in
            (a.element.order, a.element.reader ? 0 : 1, a.offset) < (b.element.order, b.element.reader ? 0 : 1, b.offset)
        }.map(\.element.entry)
        for (profile, reader, reading) in androidReadings {
            guard let first = reading.codeRoutes.first else { continue }
            let source = ImportSource(file: first.file, line: first.line)
            if let chosen = app.profile, chosen.value != profile {
                app.notUnderstood.append(NotUnderstood(source: source, what: reader.codeRoutesLeftOut(besides: chosen.value)))
                continue
            }
            if app.profile == nil { app.profile = ImportedFact(profile, source) }
            for route in reading.codeRoutes {
                addRoute(ImportedRoute(pattern: route.pattern, scheme: nil, source: ImportSource(file: route.file, line: route.line)))
            }
        }
    }
}
