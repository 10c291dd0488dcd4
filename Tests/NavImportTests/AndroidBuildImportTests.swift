import Foundation
import Testing
import NavImport
import NavRouteFile
import TestSupport

/// `init` on Android projects shaped like real ones: build variants and their manifest
/// placeholders (Groovy and Kotlin build files), source sets, resources merged across modules,
/// static shortcuts, document viewers and wildcard hosts.
@Suite struct AndroidBuildImportTests {
    /// A browser-like app: `applicationId` plus a suffix per build type, the link scheme as a
    /// placeholder each build type sets through a local, a flavor, a beta source set, a PDF viewer.
    static let groovyBuild = """
        plugins {
            id 'com.android.application'
        }

        android {
            defaultConfig {
                applicationId "org.example"
                def deepLinkSchemeValue = "browser-dev"
                manifestPlaceholders = [
                        "targetActivity": "HomeActivity",
                        "deepLinkScheme": deepLinkSchemeValue
                ]
            }

            def releaseTemplate = {
                shrinkResources true
            }

            buildTypes {
                debug {
                    applicationIdSuffix ".browser.debug"
                }
                beta releaseTemplate >> {
                    applicationIdSuffix ".browser_beta"
                    def deepLinkSchemeValue = "browser-beta"
                    manifestPlaceholders.putAll([
                            "deepLinkScheme": deepLinkSchemeValue,
                    ])
                }
                release releaseTemplate >> {
                    applicationIdSuffix ".browser"
                    def deepLinkSchemeValue = "browser"
                    manifestPlaceholders.putAll([
                            // inherited by every release
                            "sharedUserId": "org.example.sharedID",
                            "deepLinkScheme": deepLinkSchemeValue,
                    ])
                }
            }

            flavorDimensions "product"
            productFlavors {
                browser {
                    dimension "product"
                }
            }
            namespace 'org.example.browser'
        }
        """

    static let mainManifest = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android">
            <application android:label="@string/app_name">
                <activity-alias android:name="${applicationId}.App" android:targetActivity=".${targetActivity}" android:exported="true">
                    <intent-filter>
                        <action android:name="android.intent.action.MAIN" />
                    </intent-filter>
                </activity-alias>
                <activity android:name=".IntentReceiverActivity" android:exported="true">
                    <intent-filter>
                        <action android:name="android.intent.action.VIEW" />
                        <category android:name="android.intent.category.DEFAULT" />
                        <category android:name="android.intent.category.BROWSABLE" />
                        <data android:scheme="${deepLinkScheme}" android:host="home" />
                        <data android:scheme="${deepLinkScheme}" android:host="settings" />
                        <data android:scheme="${deepLinkScheme}" android:host="open" />
                    </intent-filter>
                    <intent-filter>
                        <action android:name="android.intent.action.VIEW" />
                        <category android:name="android.intent.category.BROWSABLE" />
                        <data android:scheme="http" />
                        <data android:scheme="https" />
                        <data android:mimeType="text/html" />
                    </intent-filter>
                    <intent-filter>
                        <action android:name="android.intent.action.VIEW" />
                        <category android:name="android.intent.category.DEFAULT" />
                        <data android:scheme="content" />
                        <data android:mimeType="application/pdf" />
                    </intent-filter>
                </activity>
            </application>
        </manifest>
        """

    /// The beta source set's manifest: a scheme only the beta build declares.
    static let betaManifest = CodeRoutedAppTests.manifest(activity: ".BetaFeedbackActivity", data: #"android:scheme="betafeedback""#)

    static let strings = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="app_name">Browser</string>
            <string name="shortcut_new_tab">New tab</string>
            <string name="shortcut_private">"New private tab"</string>
            <string name="title_history">History</string>
        </resources>
        """

    static let shortcuts = """
        <?xml version="1.0" encoding="utf-8"?>
        <shortcuts xmlns:android="http://schemas.android.com/apk/res/android">
            <shortcut
                android:shortcutId="open_new_tab"
                android:enabled="true"
                android:shortcutShortLabel="@string/shortcut_new_tab">
                <intent
                    android:action="org.example.OPEN_TAB"
                    android:targetPackage="org.example.browser"
                    android:targetClass="org.example.IntentReceiverActivity" />
            </shortcut>
            <shortcut
                android:shortcutId="open_new_private_tab"
                android:shortcutShortLabel="@string/shortcut_private">
                <intent android:action="org.example.OPEN_PRIVATE_TAB" />
            </shortcut>
            <shortcut android:shortcutId="history" android:shortcutShortLabel="@string/title_history">
                <intent android:action="android.intent.action.VIEW" android:data="browser://history" />
            </shortcut>
        </shortcuts>
        """

    /// A graph whose arguments are Parcelable arrays and whose labels are string resources.
    static let graph = """
        <?xml version="1.0" encoding="utf-8"?>
        <navigation xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto"
            android:id="@+id/nav_graph"
            app:startDestination="@id/homeFragment">
            <fragment android:id="@+id/homeFragment" android:label="@string/app_name" />
            <fragment android:id="@+id/historyFragment" android:label="@string/title_history">
                <argument android:name="selected" app:argType="org.example.library.history.History[]" />
            </fragment>
        </navigation>
        """

    /// The browser project: app module (build file, main and beta manifests, graph, strings,
    /// shortcuts) and, as decoys, a test source set's manifest and a build/ folder.
    private func browserProject() throws -> ScratchDirectory {
        let scratch = try ScratchDirectory()
        try scratch.write(Self.groovyBuild, to: "browser/app/build.gradle")
        try scratch.write(Self.mainManifest, to: "browser/app/src/main/AndroidManifest.xml")
        try scratch.write(Self.betaManifest, to: "browser/app/src/beta/AndroidManifest.xml")
        try scratch.write(Self.betaManifest.replacingOccurrences(of: "betafeedback", with: "testonly"),
                          to: "browser/app/src/androidTest/AndroidManifest.xml")
        try scratch.write(Self.betaManifest.replacingOccurrences(of: "betafeedback", with: "builddecoy"),
                          to: "browser/app/build/intermediates/merged_manifests/release/AndroidManifest.xml")
        try scratch.write(Self.strings, to: "browser/app/src/main/res/values/strings.xml")
        try scratch.write(Self.shortcuts, to: "browser/app/src/main/res/xml/shortcuts.xml")
        try scratch.write(Self.graph, to: "browser/app/src/main/res/navigation/nav_graph.xml")
        return scratch
    }

    @Test func theReleaseVariantResolvesPlaceholdersAndThePackage() throws {
        let scratch = try browserProject()
        let app = try ProjectImport.read(folders: [scratch.path("browser")])
        #expect(app.variant?.value == "browserRelease")
        #expect(app.package?.value == "org.example.browser")
        #expect(app.package?.source.description == scratch.path("browser/app/build.gradle") + ":31")
        // The scheme the release build puts in the manifest; no document viewer's `content`, no
        // beta-only or test-only scheme, nothing from build/.
        #expect(app.schemes.map(\.value) == ["browser"])
        // Said on three lines of the manifest: each is cited.
        #expect(app.schemes[0].sources.map { $0.line ?? 0 } == [14, 15, 16])
        #expect(app.domains.isEmpty)
        #expect(app.notUnderstood.contains {
            $0.source.file.hasSuffix("src/beta/AndroidManifest.xml") && $0.what.contains("variant browserRelease does not merge")
        })
        #expect(app.notUnderstood.contains { $0.source.file.hasSuffix("src/androidTest/AndroidManifest.xml") })
        #expect(!app.notUnderstood.contains { $0.what.contains("${") }, "\(app.notUnderstood)")
        #expect(app.navGraphs.count == 1)
        #expect(app.manifestPlaceholders.map(\.name) == ["targetActivity", "deepLinkScheme"])
    }

    @Test func anotherVariantIsChosenByName() throws {
        let scratch = try browserProject()
        let beta = try ProjectImport.read(folders: [scratch.path("browser")], variant: "beta")
        #expect(beta.variant?.value == "browserBeta")
        #expect(beta.package?.value == "org.example.browser_beta")
        #expect(beta.schemes.map(\.value) == ["browser-beta", "betafeedback"])
        let debug = try ProjectImport.read(folders: [scratch.path("browser")], variant: "BROWSERDEBUG")
        #expect(debug.package?.value == "org.example.browser.debug")
        #expect(debug.schemes.map(\.value) == ["browser-dev"])
        let unknown = try ProjectImport.read(folders: [scratch.path("browser")], variant: "nightly")
        #expect(unknown.variantProblem?.contains("builds browserDebug, browserBeta, browserRelease") == true)
    }

    @Test func staticShortcutsTakeTheirLabelsAndReportTheirActions() throws {
        let scratch = try browserProject()
        let app = try ProjectImport.read(folders: [scratch.path("browser")])
        #expect(app.shortcuts.map(\.name) == ["open_new_tab", "open_new_private_tab", "history"])
        #expect(app.shortcuts.map(\.title) == ["New tab", "New private tab", "History"])
        #expect(app.shortcuts.map(\.url) == [nil, nil, "browser://history"])
        #expect(app.readShortcutsFile)
        let actions = app.notUnderstood.filter { $0.what.contains("the action org.example.OPEN") && $0.what.contains("placeholder URL to fill in") }
        #expect(actions.map { $0.source.line ?? 0 } == [3, 12])
    }

    @Test func theRouteFileWrittenHasLinksWithoutAFingerprintAndLoads() throws {
        let scratch = try browserProject()
        let app = try ProjectImport.read(folders: [scratch.path("browser")])
        let written = RouteFileWriter.write(app, directory: scratch.url.path, currentDirectory: scratch.url.path)
        let loaded = try RouteFileLoader.load(contents: Data(written.text.utf8), path: scratch.path("routes.json"))
        let android = try #require(loaded.routeFile.links?.android, "\(written.text)")
        #expect(android.fingerprint == nil)
        #expect(android.package == "org.example.browser")
        #expect(android.placeholders == ["targetActivity": "HomeActivity", "deepLinkScheme": "browser"])
        #expect(android.manifest.path == "browser/app/src/main/AndroidManifest.xml")
        #expect(loaded.routeFile.scheme == "browser")
        #expect(written.report.imported.contains { $0.kind == "variant" && $0.value == "browserRelease" })
        #expect(written.report.notUnderstood.allSatisfy { !$0.what.contains("does not load") }, "\(written.report.notUnderstood)")
        // The graph with `History[]` loads, with its label resolved.
        #expect(loaded.routeFile.appFiles.count == 1)
    }

    @Test func placeholdersNoBuildFileGivesAreReportedOnceWithTheirCount() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(Self.mainManifest.replacingOccurrences(of: "android:host=\"home\"", with: "android:host=\"${linkHost}\"")
                            .replacingOccurrences(of: "android:host=\"settings\"", with: "android:host=\"${linkHost}\"")
                            .replacingOccurrences(of: "android:host=\"open\"", with: "android:host=\"${linkHost}\""),
                          to: "app/src/main/AndroidManifest.xml")
        let app = try ProjectImport.read(folders: [scratch.path("app")])
        let written = RouteFileWriter.write(app, directory: scratch.url.path, currentDirectory: scratch.url.path)
        let lines = written.report.notUnderstood.filter { $0.what.contains("${deepLinkScheme}") }
        #expect(lines.count == 1, "\(written.report.notUnderstood)")
        #expect(lines.first?.what.contains("(3 times, also at lines 15, 16)") == true, "\(lines)")
        #expect(app.unresolvedPlaceholders.map(\.value).contains("deepLinkScheme"))
        #expect(app.unresolvedKinds.contains("scheme"))
    }

    @Test func kotlinBuildFilesFlavorsAndWildcardHosts() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("""
            plugins {
                alias(libs.plugins.android.application)
            }
            android {
                namespace = "com.example.shop"
                defaultConfig {
                    applicationId = "com.example.shop"
                    manifestPlaceholders += mapOf("linkHost" to "shop.example.com", "appScheme" to "shop-dev")
                }
                flavorDimensions += "tier"
                productFlavors {
                    create("demo") {
                        dimension = "tier"
                        applicationIdSuffix = ".demo"
                    }
                    create("full") {
                        dimension = "tier"
                    }
                }
                buildTypes {
                    getByName("release") {
                        applicationIdSuffix = ".pro"
                        manifestPlaceholders["appScheme"] = "shop"
                    }
                }
            }
            """, to: "shop/app/build.gradle.kts")
        try scratch.write("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application>
                    <activity android:name=".Main" android:exported="true">
                        <intent-filter android:autoVerify="true">
                            <action android:name="android.intent.action.VIEW" />
                            <category android:name="android.intent.category.DEFAULT" />
                            <category android:name="android.intent.category.BROWSABLE" />
                            <data android:scheme="https" android:host="${linkHost}" />
                            <data android:scheme="https" android:host="*.example.com" />
                        </intent-filter>
                        <intent-filter>
                            <action android:name="android.intent.action.VIEW" />
                            <category android:name="android.intent.category.BROWSABLE" />
                            <data android:scheme="${appScheme}" />
                        </intent-filter>
                    </activity>
                </application>
            </manifest>
            """, to: "shop/app/src/main/AndroidManifest.xml")
        let app = try ProjectImport.read(folders: [scratch.path("shop")])
        #expect(app.variant?.value == "demoRelease")
        #expect(app.package?.value == "com.example.shop.demo.pro")
        #expect(app.schemes.map(\.value) == ["shop"])
        #expect(app.domains.map(\.value) == ["shop.example.com", "*.example.com"])
        #expect(!app.notUnderstood.contains { $0.what.contains("not a single host") })
        let full = try ProjectImport.read(folders: [scratch.path("shop")], variant: "fullDebug")
        #expect(full.package?.value == "com.example.shop")
        #expect(full.schemes.map(\.value) == ["shop-dev"])
        // No fingerprint: links.android is written, and the report says why https stays unverified.
        let written = RouteFileWriter.write(app, directory: scratch.url.path, currentDirectory: scratch.url.path)
        #expect(written.text.contains("\"links\""))
        #expect(written.report.notUnderstood.contains { $0.what.contains("https hosts stay unverified") })
    }

    @Test func graphsIncludeOtherModulesGraphsAndTakeTheirStrings() throws {
        let scratch = try ScratchDirectory()
        // The app's main graph has no android:id, and a destination named as its file.
        try scratch.write("""
            <navigation xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto"
                app:startDestination="@id/main">
                <fragment android:id="@+id/main" android:label="@string/app_title" />
                <include app:graph="@navigation/navigation_profile" />
            </navigation>
            """, to: "play/app/src/main/res/navigation/main.xml")
        try scratch.write("""
            <navigation xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto"
                android:id="@+id/profile_graph" app:startDestination="@id/profile">
                <fragment android:id="@+id/profile" android:label="@string/title_profile">
                    <deepLink app:uri="play://profile" />
                </fragment>
            </navigation>
            """, to: "play/module/profile/src/main/res/navigation/navigation_profile.xml")
        try scratch.write("<resources><string name=\"title_profile\">Profile</string></resources>",
                          to: "play/module/profile/src/main/res/values/strings.xml")
        try scratch.write("<resources><string name=\"app_title\">Play</string></resources>", to: "play/app/src/main/res/values/strings.xml")
        let app = try ProjectImport.read(folders: [scratch.path("play")])
        #expect(app.navGraphs.map(\.value) == [scratch.path("play/app/src/main/res/navigation/main.xml")], "\(app.notUnderstood)")
        #expect(app.deepLinks.map(\.value) == ["play://profile"])
        #expect(app.profile?.value == "jetpack")
        // The route file written loads the graph from disk, across modules, with the labels' text.
        let written = RouteFileWriter.write(app, directory: scratch.url.path, currentDirectory: scratch.url.path)
        #expect(written.text.contains("\"navGraphs\""), "\(written.report.notUnderstood)")
        let routes = try scratch.write(written.text, to: "routes.json")
        let compiled = try CompiledApp(RouteFileLoader.load(path: routes))
        let titles = compiled.app.screens.mapValues(\.title)
        #expect(titles["profile"] == .some("Profile"))
        #expect(titles["main"] == .some("Play"))
    }
}
