import Foundation
import Testing
import NavImport
import NavRouteFile
import NavSupport
import TestSupport

/// `init` on apps that route in code: Compose deep links built from constants, URL entry
/// points in iOS and Android sources, JLRoutes scheme tables held in variables, localized quick
/// actions and app extensions beside the app.
@Suite struct CodeRoutedAppTests {
    @Test func composeDeepLinksResolveTheirConstantsAcrossModules() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("""
            package com.example.news.core.notifications

            private const val DEEP_LINK_SCHEME_AND_HOST = "https://www.news.example.com"
            private const val DEEP_LINK_FOR_YOU_PATH = "foryou"
            private const val DEEP_LINK_BASE_PATH = "$DEEP_LINK_SCHEME_AND_HOST/$DEEP_LINK_FOR_YOU_PATH"
            const val DEEP_LINK_RESOURCE_ID_KEY: String = "linkedResourceId"
            const val DEEP_LINK_URI_PATTERN: String = "$DEEP_LINK_BASE_PATH/{$DEEP_LINK_RESOURCE_ID_KEY}"
            """, to: "news/core/notifications/src/main/kotlin/com/example/news/Notifier.kt")
        try scratch.write("""
            package com.example.news.feature.foryou

            // navDeepLink { uriPattern = "https://commented.example.com/out" }
            fun NavGraphBuilder.forYouSection() {
                composable<ForYouRoute>(
                    deepLinks = listOf(
                        navDeepLink {
                            uriPattern = DEEP_LINK_URI_PATTERN
                        },
                    ),
                ) { ForYouScreen() }
                composable<TopicRoute>(deepLinks = listOf(navDeepLink<TopicRoute>(basePath = "$TOPIC_BASE/topic"))) { TopicScreen() }
                composable<SearchRoute>(deepLinks = listOf(navDeepLink { uriPattern = searchPattern(locale) })) { SearchScreen() }
            }

            private const val TOPIC_BASE = "https://www.news.example.com"

            @Serializable data class TopicRoute(val topicId: String, val tab: Int = 0)
            """, to: "news/feature/foryou/src/main/kotlin/com/example/news/ForYouNavigation.kt")
        try scratch.write("""
            class MainActivity : ComponentActivity() {
                override fun onNewIntent(intent: Intent) {
                    super.onNewIntent(intent)
                    val uri = intent.data ?: return
                    handle(uri)
                }
                fun share(uri: Uri) {
                    val intent = Intent(Intent.ACTION_VIEW)
                    intent.data = uri
                }
            }
            """, to: "news/app/src/main/kotlin/com/example/news/MainActivity.kt")
        try scratch.write("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.news">
                <application>
                    <activity android:name=".MainActivity" android:exported="true">
                        <intent-filter>
                            <action android:name="android.intent.action.VIEW" />
                            <category android:name="android.intent.category.BROWSABLE" />
                            <data android:scheme="https" />
                            <data android:host="www.news.example.com" />
                        </intent-filter>
                    </activity>
                </application>
            </manifest>
            """, to: "news/app/src/main/AndroidManifest.xml")
        let app = try ProjectImport.read(folders: [scratch.path("news")])
        #expect(app.profile?.value == "jetpack")
        #expect(app.routes.map(\.pattern) == ["https://www.news.example.com/foryou/{linkedResourceId}",
                                              "https://www.news.example.com/topic/{topicId}?tab={tab}"])
        #expect(app.routes.first?.source.line == 8)
        #expect(app.notUnderstood.contains { $0.source.line == 13 && $0.what.contains("searchPattern") })
        let handlers = app.notUnderstood.filter { $0.what.hasPrefix("URL handler: routes are decided in code here") }
        #expect(handlers.map { "\(($0.source.file as NSString).lastPathComponent):\($0.source.line ?? 0)" } == ["MainActivity.kt:4"])
        let written = RouteFileWriter.write(app, directory: scratch.url.path, currentDirectory: scratch.url.path)
        #expect(written.app.routes.count == 2, "\(written.report.notUnderstood)")
        let loaded = try RouteFileLoader.load(contents: Data(written.text.utf8), path: scratch.path("routes.json"))
        #expect(loaded.routeFile.matching.profile.rawValue == "jetpack")
    }

    /// The profile's reader reports what it cannot read in a source, and the import each place
    /// an activity reads `intent.data`: the report goes file by file, the reader's line of a file
    /// before the import's, and a routing library found in code leaves the deep links out.
    @Test func codeReportLinesGoFileByFileAndALibraryFoundFirstLeavesTheDeepLinksOut() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("""
            const val BASE = "https://shop.example.com"
            class MainActivity {
                fun f() { val uri = intent.data }
                fun g() { navDeepLink { uriPattern = unknown(x) } }
                fun h() { navDeepLink { uriPattern = "$BASE/cart" } }
            }
            """, to: "shop/app/src/main/kotlin/A.kt")
        try scratch.write("""
            fun x() { navDeepLink<Missing>(basePath = "$BASE/m") }
            fun y() { val d = intent?.dataString }
            """, to: "shop/lib/src/main/kotlin/B.kt")
        let app = try ProjectImport.read(folders: [scratch.path("shop")])
        #expect(app.profile?.value == "jetpack")
        #expect(app.routes.map(\.pattern) == ["https://shop.example.com/cart"])
        func lines(_ app: ImportedApp) -> [String] {
            app.notUnderstood.map { "\(($0.source.file as NSString).lastPathComponent):\($0.source.line ?? 0) \($0.what.prefix(20))" }
        }
        #expect(lines(app) == ["A.kt:4 Compose deep link ur", "A.kt:3 URL handler: routes ", "B.kt:1 navDeepLink<Missing>",
                               "B.kt:2 URL handler: routes "])
        try scratch.write("""
            [[JLRoutes globalRoutes] addRoute:@"/user/:id" handler:^BOOL(NSDictionary *p) { return YES; }];
            """, to: "shop/ios/Routes.m")
        let both = try ProjectImport.read(folders: [scratch.path("shop")])
        #expect(both.profile?.value == "jlroutes")
        #expect(both.routes.map(\.pattern) == ["/user/:id"])
        #expect(lines(both).suffix(5) == ["A.kt:4 Compose deep link ur", "A.kt:3 URL handler: routes ", "B.kt:1 navDeepLink<Missing>",
                                           "B.kt:2 URL handler: routes ", "A.kt:5 Compose deep links b"])
        #expect(both.notUnderstood.last?.what == "Compose deep links beside the jlroutes profile's registrations: they need the jetpack profile: not in the route file")
    }

    @Test func everyURLEntryPointOfAnIOSAppIsReportedWithItsLine() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("""
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                // scene(_:openURLContexts:) is below; this comment is not code
                func scene(
                    _ scene: UIScene,
                    openURLContexts URLContexts: Set<UIOpenURLContext>
                ) {
                    coordinator.handle(URLContexts.first?.url)
                }

                func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}

                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {}

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    UIApplication.shared.open(url)
                }
            }
            """, to: "Social/App/SceneDelegate.swift")
        try scratch.write("""
            import SwiftUI

            struct SocialApp: App {
                var body: some Scene {
                    WindowGroup {
                        ContentView()
                            .onOpenURL { url in router.handle(url) }
                    }
                }
            }
            """, to: "Social/App/SocialApp.swift")
        try scratch.write("""
            @implementation AppDelegate

            - (BOOL)application:(UIApplication *)app
                        openURL:(NSURL *)url
                        options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
                return [self.router handleURL:url];
            }

            - (BOOL)application:(UIApplication *)application continueUserActivity:(NSUserActivity *)userActivity
              restorationHandler:(void (^)(NSArray * _Nullable))restorationHandler {
                return NO;
            }

            - (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)item
              completionHandler:(void (^)(BOOL))completionHandler {
            }
            @end
            """, to: "Social/Legacy/AppDelegate.m")
        let app = try ProjectImport.read(folders: [scratch.path("Social")])
        let handlers = app.notUnderstood.filter { $0.what.hasPrefix("URL handler: routes are decided in code here") }
            .map { "\(($0.source.file as NSString).lastPathComponent):\($0.source.line ?? 0) \($0.what.split(separator: "(", maxSplits: 1)[1])" }
        #expect(handlers == [
            "SceneDelegate.swift:5 scene(_:openURLContexts:))",
            "SceneDelegate.swift:12 scene(_:continue:))",
            "SceneDelegate.swift:14 windowScene(_:performActionFor:completionHandler:))",
            "SocialApp.swift:7 .onOpenURL)",
            "AppDelegate.m:3 application(_:open:options:))",
            "AppDelegate.m:9 application(_:continue:restorationHandler:))",
            "AppDelegate.m:14 application(_:performActionFor:completionHandler:))",
        ])
    }

    /// A manifest of one exported activity with one link filter (VIEW, BROWSABLE) of `data`
    /// (`<data …/>` attributes), its `<data>` at line 7.
    static func manifest(package: String? = nil, activity: String = ".Main", data: String) -> String {
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"\(package.map { " package=\"\($0)\"" } ?? "")>
            <application>
                <activity android:name="\(activity)" android:exported="true">
                    <intent-filter>
                        <action android:name="android.intent.action.VIEW" />
                        <category android:name="android.intent.category.BROWSABLE" />
                        <data \(data) />
                    </intent-filter>
                </activity>
            </application>
        </manifest>
        """
    }

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
    }

    @Test func theAppNotItsExtensionsAndLocalizedQuickActions() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(Self.plist("""
                <key>CFBundleDisplayName</key>
                <string>Open in Social</string>
                <key>NSExtension</key>
                <dict><key>NSExtensionPointIdentifier</key><string>com.apple.ui-services</string></dict>
            """), to: "Social/ActionExtension/Info.plist")
        try scratch.write(Self.plist("""
                <key>CFBundleDevelopmentRegion</key>
                <string>$(DEVELOPMENT_LANGUAGE)</string>
                <key>CFBundleName</key>
                <string>$(PRODUCT_NAME)</string>
                <key>CFBundleURLTypes</key>
                <array><dict><key>CFBundleURLSchemes</key><array><string>social</string></array></dict></array>
                <key>UIApplicationShortcutItems</key>
                <array>
                    <dict>
                        <key>UIApplicationShortcutItemTitle</key>
                        <string>NewPostShortcutItemTitle</string>
                        <key>UIApplicationShortcutItemType</key>
                        <string>$(PRODUCT_BUNDLE_IDENTIFIER).new-post</string>
                        <key>UIApplicationShortcutItemIconSymbolName</key>
                        <string>square.and.pencil</string>
                    </dict>
                    <dict>
                        <key>UIApplicationShortcutItemTitle</key>
                        <string>Passwords</string>
                        <key>UIApplicationShortcutItemType</key>
                        <string>passwords</string>
                        <key>UIApplicationShortcutItemIconSymbolName</key>
                        <string>key.fill</string>
                    </dict>
                    <dict>
                        <key>UIApplicationShortcutItemTitle</key>
                        <string>Clipboard</string>
                        <key>UIApplicationShortcutItemType</key>
                        <string>clipboard</string>
                        <key>UIApplicationShortcutItemIconFile</key>
                        <string>Clipboard</string>
                    </dict>
                </array>
            """), to: "Social/App/Info.plist")
        // Xcode writes .strings in UTF-16 with a byte-order mark.
        let english = "/* Quick actions */\n\"NewPostShortcutItemTitle\" = \"New Post\";\n\"NSCameraUsageDescription\" = \"Photos \\\"for\\\" posts\";\n"
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(english.data(using: .utf16LittleEndian)!)
        try scratch.write(utf16, to: "Social/App/en.lproj/InfoPlist.strings")
        try scratch.write("\"NewPostShortcutItemTitle\" = \"Nouveau message\";\n", to: "Social/App/fr.lproj/InfoPlist.strings")
        let app = try ProjectImport.read(folders: [scratch.path("Social")])
        #expect(app.name == nil)
        #expect(app.notUnderstood.contains { $0.what.contains("CFBundleName $(PRODUCT_NAME) is a build setting") })
        #expect(app.notUnderstood.contains { $0.what.contains("app extension (NSExtension, named Open in Social)") && $0.source.line == 7 })
        #expect(app.shortcuts.map(\.title) == ["New Post", "Passwords", "Clipboard"])
        #expect(app.shortcuts.map(\.icon) == ["✎", "⚿", nil])
        #expect(app.notUnderstood.contains { $0.what.contains("icon file Clipboard is an image") })
        #expect(app.schemes.map(\.value) == ["social"])
        let written = RouteFileWriter.write(app, directory: scratch.url.path, currentDirectory: scratch.url.path)
        let loaded = try RouteFileLoader.load(contents: Data(written.text.utf8), path: scratch.path("routes.json"))
        #expect(loaded.routeFile.shortcuts.map(\.name) == ["new-post", "passwords", "clipboard"], "\(written.report.notUnderstood)")
    }

    @Test func aSchemeTableInAVariableGivesItsRoutesTheScheme() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("""
            - (void)setupRoutes {
                JLRoutes *routes = [JLRoutes globalRoutes];
                [routes addRoute:@"/page/channel" handler:^BOOL(NSDictionary *parameters) { return YES; }];
                // chanify router
                JLRoutes *notify = [JLRoutes routesForScheme:@"notify"];
                [notify addRoute:@"node" handler:^BOOL(NSDictionary *parameters) { return YES; }];
                [notify addRoute:@"/action/pasteboard" handler:^BOOL(NSDictionary *parameters) { return YES; }];
            }
            """, to: "Notify/Router.m")
        let app = try ProjectImport.read(folders: [scratch.path("Notify")])
        #expect(app.routes.map(\.label) == ["/page/channel", "notify:node", "notify:/action/pasteboard"])
    }

    @Test func anItemSaidInSeveralFilesCitesEachPlace() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(Self.plist("""
                <key>CFBundleURLTypes</key>
                <array><dict><key>CFBundleURLSchemes</key><array><string>ksr</string></array></dict></array>
            """), to: "ios/Info.plist")
        try scratch.write(Self.manifest(package: "com.example.ksr", data: #"android:scheme="ksr""#), to: "android/app/src/main/AndroidManifest.xml")
        let app = try ProjectImport.read(folders: [scratch.path("ios"), scratch.path("android")])
        let written = RouteFileWriter.write(app, directory: scratch.url.path, currentDirectory: scratch.url.path)
        let line = try #require(written.report.textLines.first { $0.contains("imported scheme ksr") })
        #expect(line == scratch.path("ios/Info.plist") + ":6: imported scheme ksr (also at " + scratch.path("android/app/src/main/AndroidManifest.xml") + ":7)")
        let json = written.report.json(routeFile: "-").rendered()
        #expect(json.contains("\"alsoAt\""))
    }

    @Test func driftCannotTellWhatAnUnresolvedPlaceholderHides() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("""
            android {
                defaultConfig {
                    applicationId "com.example.app"
                    manifestPlaceholders = [appScheme: rootProject.ext.scheme]
                }
            }
            """, to: "app/build.gradle")
        try scratch.write(Self.manifest(data: #"android:scheme="${appScheme}""#), to: "app/src/main/AndroidManifest.xml")
        let app = try ProjectImport.read(folders: [scratch.path("app")])
        #expect(app.notUnderstood.contains { $0.what.contains("manifest placeholder appScheme is rootProject.ext.scheme") })
        let text = "{\n  \"scheme\": \"exampleapp\",\n  \"routes\": []\n}\n"
        let loaded = try RouteFileLoader.load(contents: Data(text.utf8), path: scratch.path("routes.json"))
        let drifts = DriftCheck.differences(file: loaded.routeFile, document: try JSONDocument(parsing: Data(text.utf8)), app: app,
                                            folders: ["app"])
        #expect(drifts.count == 1)
        #expect(drifts.first?.cannotTell == true)
        #expect(drifts.first?.message.contains("cannot tell whether scheme \"exampleapp\" is in the app") == true)
        #expect(drifts.first?.message.contains("${appScheme}") == true)
    }

    @Test func driftDoesNotExpectDynamicShortcutsNorUndeclaredSchemes() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(Self.plist("""
                <key>CFBundleURLTypes</key>
                <array><dict><key>CFBundleURLSchemes</key><array><string>social</string></array></dict></array>
                <key>UIApplicationShortcutItems</key>
                <array><dict><key>UIApplicationShortcutItemType</key><string>compose</string></dict></array>
            """), to: "Social/Info.plist")
        try scratch.write("""
            <shortcuts xmlns:android="http://schemas.android.com/apk/res/android">
                <shortcut android:shortcutId="search"><intent android:action="org.example.SEARCH" /></shortcut>
            </shortcuts>
            """, to: "android/app/src/main/res/xml/shortcuts.xml")
        let app = try ProjectImport.read(folders: [scratch.path("Social"), scratch.path("android")])
        let text = """
            {
              "scheme": "social",
              "schemes": { "social-widget": { "declared": false } },
              "routes": [ { "path": "/a" } ],
              "shortcuts": [
                { "name": "compose", "url": "social://a" },
                { "name": "search", "url": "social://a" },
                { "name": "recent", "url": "social://a", "dynamic": true },
                { "name": "gone", "url": "social://a" }
              ]
            }
            """
        let loaded = try RouteFileLoader.load(contents: Data(text.utf8), path: scratch.path("routes.json"))
        let drifts = DriftCheck.differences(file: loaded.routeFile, document: try JSONDocument(parsing: Data(text.utf8)), app: app,
                                            folders: ["Social", "android"])
        // Only the shortcut neither the plist nor shortcuts.xml declares, and that is not dynamic.
        #expect(drifts.map(\.message) == [#"quick action "gone" is in the route file and not in the app (read from Social, android)"#])
    }
}
