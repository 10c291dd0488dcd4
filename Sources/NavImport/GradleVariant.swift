/// One build variant of the app module (a flavor of each dimension and a build type), with
/// what the Android Gradle plugin makes of its configs: the application id (`applicationId` of
/// the flavors or `defaultConfig`, then every `applicationIdSuffix`) and the manifest placeholders
/// (`defaultConfig`, then the flavors, then the build type, the later winning).
struct GradleVariant {
    /// `fenixRelease`, `release`, `demoDebug`.
    var name: String
    var buildType: GradleBuildFile.Config
    var flavors: [GradleBuildFile.Config]
    /// The source sets whose manifests the variant merges besides `main`.
    var sourceSets: [String] {
        let flavorNames = flavors.map(\.name)
        var sets = flavorNames + [buildType.name]
        if flavorNames.count > 1 { sets.append(Self.camelJoined(flavorNames)) }
        if !flavorNames.isEmpty { sets.append(name) }
        return sets
    }

    /// Every variant `file` builds, in declaration order (AGP's implicit `debug` and `release`
    /// build types included).
    static func all(of file: GradleBuildFile) -> [GradleVariant] {
        var buildTypes = file.buildTypes
        for implicit in ["debug", "release"] where !buildTypes.contains(where: { $0.name == implicit }) {
            buildTypes.append(GradleBuildFile.Config(name: implicit, source: ImportSource(file: file.file)))
        }
        // Flavors grouped by dimension, in `flavorDimensions` order (one dimension when none is named).
        var dimensions: [[GradleBuildFile.Config]] = []
        if file.flavorDimensions.isEmpty || file.flavors.allSatisfy({ $0.dimension == nil }) {
            if !file.flavors.isEmpty { dimensions = [file.flavors] }
        } else {
            for dimension in file.flavorDimensions {
                let members = file.flavors.filter { $0.dimension == dimension }
                if !members.isEmpty { dimensions.append(members) }
            }
        }
        var combinations: [[GradleBuildFile.Config]] = [[]]
        for members in dimensions {
            combinations = combinations.flatMap { prefix in members.map { prefix + [$0] } }
        }
        return combinations.flatMap { flavors in
            buildTypes.map { buildType in
                GradleVariant(name: camelJoined(flavors.map(\.name) + [buildType.name]), buildType: buildType, flavors: flavors)
            }
        }
    }

    /// The variant `init` reads unless told: the release build type with the first flavor of each dimension.
    static func defaultVariant(_ variants: [GradleVariant]) -> GradleVariant? {
        variants.first { $0.buildType.name == "release" } ?? variants.first
    }

    /// The variant `name` names: its full name, or a build type (with the first flavors),
    /// compared case-insensitively.
    static func named(_ name: String, in variants: [GradleVariant]) -> GradleVariant? {
        let wanted = name.lowercased()
        return variants.first { $0.name.lowercased() == wanted } ?? variants.first { $0.buildType.name.lowercased() == wanted }
    }

    /// `["fenix", "release"]` → `fenixRelease`.
    static func camelJoined(_ names: [String]) -> String {
        guard let first = names.first else { return "" }
        return first + names.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The application id, from `defaultConfig` and the flavors, with every suffix; `nil` when
    /// neither sets one. `unresolved`: a part written as an expression.
    func applicationId(defaultConfig: GradleBuildFile.Config?) -> (value: String, source: ImportSource, unresolved: [GradleBuildFile.Value])? {
        let configs = [defaultConfig].compactMap { $0 } + flavors
        guard let base = flavors.lazy.compactMap(\.applicationId).first ?? defaultConfig?.applicationId else { return nil }
        var unresolved = base.value == nil ? [base] : []
        var value = base.value ?? ""
        var source = base.source
        for suffix in (configs + [buildType]).compactMap(\.applicationIdSuffix) {
            guard let text = suffix.value else { unresolved.append(suffix); continue }
            value += text.hasPrefix(".") || text.isEmpty ? text : "." + text
            source = suffix.source
        }
        return (value, source, unresolved)
    }

    /// The manifest placeholders: key → value (`nil`: written as an expression), where set.
    func placeholders(defaultConfig: GradleBuildFile.Config?) -> [String: GradleBuildFile.Value] {
        var result: [String: GradleBuildFile.Value] = [:]
        // The first dimension's flavor has the highest priority: apply it last.
        for config in [defaultConfig].compactMap({ $0 }) + flavors.reversed() + [buildType] {
            for (key, value) in config.placeholders { result[key] = value }
        }
        return result
    }
}
